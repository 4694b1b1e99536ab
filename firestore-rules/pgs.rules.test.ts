// Rules matrix for a listing's two documents. pgs/{id} (public fields only): the public reads only verified +
// visible + published listings; the owner (per pg_private) gets their own in any state; current admins read all.
// pg_private/{id} (owner and verifier uids): the owner and current admins only. Nobody writes either from a
// client. Every actor, including a demoted admin whose token still says admin.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  ACTORS,
  contextFor,
  isCurrentAdmin,
  rulesEnv,
  seedRoleMirrors,
  uidOf,
  type Actor,
} from '../test-utils/rules';

let env: RulesTestEnvironment;
const OWNER = uidOf('pg_owner');
const SOMEONE_ELSE = 'someone-else';

/** A public pgs document: no ownerId, no verification.verifiedBy. */
const listing = (over: Record<string, unknown> = {}) => ({
  name: 'Shree Balaji Residency',
  gender: 'boys',
  visible: true,
  status: 'published',
  verification: { status: 'verified', verifiedAt: '2025-07-01T00:00:00.000Z', verifiedByName: 'KotaStay team', checklist: [] },
  ratingAvg: 4.2,
  ratingCount: 12,
  minRentInr: 9000,
  ...over,
});
const privateOf = (id: string, ownerId: string) => ({
  id,
  ownerId,
  verifiedBy: 'verifier-uid',
  updatedAt: '2025-07-01T00:00:00.000Z',
});

/** id → [public document, owner uid in pg_private (null: no pg_private document)]. */
const FIXTURES: Record<string, [Record<string, unknown>, string | null]> = {
  public: [listing(), SOMEONE_ELSE],
  publicOwned: [listing(), OWNER],
  draftOwned: [listing({ status: 'draft' }), OWNER],
  draft: [listing({ status: 'draft' }), SOMEONE_ELSE],
  hidden: [listing({ status: 'hidden' }), SOMEONE_ELSE],
  invisible: [listing({ visible: false }), SOMEONE_ELSE],
  pending: [listing({ verification: { status: 'pending', verifiedAt: null, checklist: [] } }), SOMEONE_ELSE],
  rejected: [listing({ verification: { status: 'rejected', verifiedAt: null, checklist: [] } }), SOMEONE_ELSE],
  orphanDraft: [listing({ status: 'draft' }), null],
};
const NOT_PUBLIC = ['draft', 'hidden', 'invisible', 'pending', 'rejected', 'orphanDraft'] as const;
const publicQuery = (col: ReturnType<typeof pgsOf>) =>
  col.where('visible', '==', true).where('status', '==', 'published').where('verification.status', '==', 'verified');
const pgsOf = (actor: Actor) => contextFor(env, actor).firestore().collection(COLLECTIONS.pgs);
const privOf = (actor: Actor) => contextFor(env, actor).firestore().collection(COLLECTIONS.pgPrivate);

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedRoleMirrors(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const [id, [data, ownerId]] of Object.entries(FIXTURES)) {
      await db.collection(COLLECTIONS.pgs).doc(id).set(data);
      if (ownerId) await db.collection(COLLECTIONS.pgPrivate).doc(id).set(privateOf(id, ownerId));
    }
  });
});

describe.each(ACTORS)('pgs as %s', (actor) => {
  const admin = isCurrentAdmin(actor);
  const pgs = () => pgsOf(actor);

  test('get of a public listing is allowed, and the document holds no owner or verifier uid', async () => {
    const snap = await assertSucceeds(pgs().doc('publicOwned').get());
    const data = snap.data() ?? {};
    expect(data.name).toBe('Shree Balaji Residency');
    expect(data).not.toHaveProperty('ownerId');
    expect(data.verification).not.toHaveProperty('verifiedBy');
  });

  test.each(NOT_PUBLIC)(`get of a %s listing someone else owns: ${admin ? 'allowed' : 'denied'}`, async (id) => {
    if (admin) await assertSucceeds(pgs().doc(id).get());
    else await assertFails(pgs().doc(id).get());
  });

  test('get of the pg_owner’s own draft: the owner and current admins', async () => {
    if (actor === 'pg_owner' || admin) await assertSucceeds(pgs().doc('draftOwned').get());
    else await assertFails(pgs().doc('draftOwned').get());
  });

  test('a list constrained to public listings is allowed', async () => {
    const snap = await assertSucceeds(publicQuery(pgs()).get());
    expect(snap.docs.map((d) => d.id).sort()).toEqual(['public', 'publicOwned']);
    await assertSucceeds(publicQuery(pgs()).where('gender', '==', 'boys').get());
  });

  test(`an unconstrained or partly constrained list: ${admin ? 'allowed' : 'denied'}`, async () => {
    const partly = pgs().where('visible', '==', true).where('status', '==', 'published');
    if (admin) {
      await assertSucceeds(pgs().get());
      await assertSucceeds(partly.get());
    } else {
      await assertFails(pgs().get());
      await assertFails(partly.get());
    }
  });

  test('a query on ownerId cannot gather an owner’s listings from pgs', async () => {
    // Not constrained to public listings: denied to all but current admins (who get nothing: no such field).
    if (admin) expect((await assertSucceeds(pgs().where('ownerId', '==', OWNER).get())).size).toBe(0);
    else await assertFails(pgs().where('ownerId', '==', OWNER).get());
    // Constrained to public listings: allowed, and empty, though OWNER has a public listing.
    const snap = await assertSucceeds(publicQuery(pgs()).where('ownerId', '==', OWNER).get());
    expect(snap.size).toBe(0);
    expect((await assertSucceeds(publicQuery(pgs()).where('verification.verifiedBy', '==', 'verifier-uid').get())).size).toBe(0);
  });

  test('create is denied, even a well-formed draft', async () => {
    await assertFails(pgs().doc('new').set(listing({ status: 'draft', verification: { status: 'unverified', verifiedAt: null, checklist: [] } })));
    await assertFails(pgs().add(listing()));
  });

  test('no client writes status, verification, rating or anything else — not even the owner or an admin', async () => {
    for (const id of ['publicOwned', 'draftOwned', 'public']) {
      await assertFails(pgs().doc(id).update({ status: 'published' }));
      await assertFails(pgs().doc(id).update({ 'verification.status': 'verified' }));
      await assertFails(pgs().doc(id).update({ ratingAvg: 5, ratingCount: 999 }));
      await assertFails(pgs().doc(id).update({ name: 'Renamed' }));
      await assertFails(pgs().doc(id).update({ ownerId: 'x' }));
    }
  });

  test('delete is denied', async () => {
    await assertFails(pgs().doc('publicOwned').delete());
    await assertFails(pgs().doc('draft').delete());
  });
});

describe.each(ACTORS)('pg_private as %s', (actor) => {
  const admin = isCurrentAdmin(actor);
  const signedIn = actor !== 'anonymous';
  const priv = () => privOf(actor);

  test(`get of the pg_owner’s own (public and draft): ${actor === 'pg_owner' || admin ? 'allowed' : 'denied'}`, async () => {
    for (const id of ['publicOwned', 'draftOwned']) {
      if (actor === 'pg_owner' || admin) {
        const snap = await assertSucceeds(priv().doc(id).get());
        expect(snap.get('ownerId')).toBe(OWNER);
      } else await assertFails(priv().doc(id).get());
    }
  });

  test(`get of someone else’s (public listing included): ${admin ? 'allowed' : 'denied'}`, async () => {
    for (const id of ['public', 'draft']) {
      if (admin) await assertSucceeds(priv().doc(id).get());
      else await assertFails(priv().doc(id).get());
    }
  });

  test(`list filtered on ownerId == own uid: ${signedIn ? 'allowed' : 'denied'}`, async () => {
    if (!signedIn) {
      await assertFails(priv().where('ownerId', '==', 'anyone').get());
      return;
    }
    const snap = await assertSucceeds(priv().where('ownerId', '==', uidOf(actor)).get());
    expect(snap.docs.map((d) => d.id).sort()).toEqual(actor === 'pg_owner' ? ['draftOwned', 'publicOwned'] : []);
  });

  test(`list of another owner’s (ownerId == someone else) or unfiltered: ${admin ? 'allowed' : 'denied'}`, async () => {
    if (admin) {
      expect((await assertSucceeds(priv().where('ownerId', '==', SOMEONE_ELSE).get())).size).toBe(6);
      await assertSucceeds(priv().get());
    } else {
      await assertFails(priv().where('ownerId', '==', SOMEONE_ELSE).get());
      await assertFails(priv().get());
    }
    if (actor !== 'pg_owner' && !admin) await assertFails(priv().where('ownerId', '==', OWNER).get());
  });

  test('create is denied: nobody claims a listing by writing its private half', async () => {
    const uid = signedIn ? uidOf(actor) : 'x';
    await assertFails(priv().doc('orphanDraft').set(privateOf('orphanDraft', uid)));
    await assertFails(priv().doc('brand-new').set(privateOf('brand-new', uid)));
    await assertFails(priv().add(privateOf('added', uid)));
  });

  test('update is denied, the owner’s own included', async () => {
    const uid = signedIn ? uidOf(actor) : 'x';
    await assertFails(priv().doc('draft').update({ ownerId: uid }));
    await assertFails(priv().doc('draftOwned').update({ verifiedBy: uid }));
    await assertFails(priv().doc('publicOwned').set(privateOf('publicOwned', uid)));
  });

  test('delete is denied', async () => {
    await assertFails(priv().doc('draftOwned').delete());
    await assertFails(priv().doc('public').delete());
  });
});

describe('a demoted admin', () => {
  // The same token passes while users/{uid}.role still says admin, and fails once it does not: the mirror,
  // not the claim, decides.
  const setMirror = (role: string | null) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().collection(COLLECTIONS.users).doc(uidOf('demoted_admin')).set({ role });
    });

  test('reads drafts and whole collections only while the mirror still says admin', async () => {
    await setMirror('admin');
    await assertSucceeds(pgsOf('demoted_admin').doc('draft').get());
    await assertSucceeds(pgsOf('demoted_admin').get());
    await assertSucceeds(privOf('demoted_admin').doc('draft').get());
    await assertSucceeds(privOf('demoted_admin').get());
    await setMirror(null);
    await assertFails(pgsOf('demoted_admin').doc('draft').get());
    await assertFails(pgsOf('demoted_admin').get());
    await assertFails(privOf('demoted_admin').doc('draft').get());
    await assertFails(privOf('demoted_admin').get());
    // Public listings stay readable, like for anyone.
    await assertSucceeds(pgsOf('demoted_admin').doc('public').get());
  });

  test('with no users document at all, is refused too', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().collection(COLLECTIONS.users).doc(uidOf('demoted_admin')).delete();
    });
    await assertFails(pgsOf('demoted_admin').doc('draft').get());
    await assertFails(privOf('demoted_admin').get());
  });
});
