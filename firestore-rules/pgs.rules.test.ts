// Rules matrix for pgs: the public reads only verified + visible + published listings; an owner reads their
// own in any state; admins read all; no client writes anything (status, verification, ratings included).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, contextFor, rulesEnv, uidOf, type Actor } from '../test-utils/rules';

let env: RulesTestEnvironment;
const OWNER = uidOf('pg_owner');

const listing = (over: Record<string, unknown> = {}) => ({
  name: 'Shree Balaji Residency',
  ownerId: 'someone-else',
  gender: 'boys',
  visible: true,
  status: 'published',
  verification: { status: 'verified', verifiedAt: '2025-07-01T00:00:00.000Z', checklist: [] },
  ratingAvg: 4.2,
  ratingCount: 12,
  minRentInr: 9000,
  ...over,
});

const FIXTURES: Record<string, Record<string, unknown>> = {
  public: listing(),
  publicOwned: listing({ ownerId: OWNER }),
  draftOwned: listing({ ownerId: OWNER, status: 'draft' }),
  draft: listing({ status: 'draft' }),
  hidden: listing({ status: 'hidden' }),
  invisible: listing({ visible: false }),
  pending: listing({ verification: { status: 'pending', verifiedAt: null, checklist: [] } }),
  rejected: listing({ verification: { status: 'rejected', verifiedAt: null, checklist: [] } }),
};
const NOT_PUBLIC = ['draft', 'hidden', 'invisible', 'pending', 'rejected'] as const;
const isAdmin = (a: Actor) => a === 'admin' || a === 'super_admin';

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const [id, data] of Object.entries(FIXTURES))
      await ctx.firestore().collection(COLLECTIONS.pgs).doc(id).set(data);
  });
});

describe.each(ACTORS)('pgs as %s', (actor) => {
  const db = () => contextFor(env, actor).firestore();
  const pgs = () => db().collection(COLLECTIONS.pgs);

  test('get of a public listing is allowed', async () => {
    await assertSucceeds(pgs().doc('public').get());
  });

  test.each(NOT_PUBLIC)('get of a %s listing someone else owns: only admins', async (id) => {
    if (isAdmin(actor)) await assertSucceeds(pgs().doc(id).get());
    else await assertFails(pgs().doc(id).get());
  });

  test('get of the pg_owner’s own draft: the owner and admins', async () => {
    if (actor === 'pg_owner' || isAdmin(actor)) await assertSucceeds(pgs().doc('draftOwned').get());
    else await assertFails(pgs().doc('draftOwned').get());
  });

  test('a list constrained to public listings is allowed', async () => {
    await assertSucceeds(
      pgs()
        .where('visible', '==', true)
        .where('status', '==', 'published')
        .where('verification.status', '==', 'verified')
        .get(),
    );
    await assertSucceeds(
      pgs()
        .where('visible', '==', true)
        .where('status', '==', 'published')
        .where('verification.status', '==', 'verified')
        .where('gender', '==', 'boys')
        .get(),
    );
  });

  test('an unconstrained or partly constrained list: only admins', async () => {
    const partly = pgs().where('visible', '==', true).where('status', '==', 'published');
    if (isAdmin(actor)) {
      await assertSucceeds(pgs().get());
      await assertSucceeds(partly.get());
    } else {
      await assertFails(pgs().get());
      await assertFails(partly.get());
    }
  });

  test('listing one’s own listings (ownerId == own uid) works when signed in', async () => {
    if (actor === 'anonymous') {
      await assertFails(pgs().where('ownerId', '==', OWNER).get());
      return;
    }
    await assertSucceeds(pgs().where('ownerId', '==', uidOf(actor)).get());
    // Someone else's listings, in every state: only admins.
    if (actor !== 'pg_owner' && !isAdmin(actor)) await assertFails(pgs().where('ownerId', '==', OWNER).get());
  });

  test('create is denied, even a well-formed draft for oneself', async () => {
    const ownerId = actor === 'anonymous' ? 'x' : uidOf(actor);
    await assertFails(
      pgs()
        .doc('new')
        .set(
          listing({
            ownerId,
            status: 'draft',
            verification: { status: 'unverified', verifiedAt: null, checklist: [] },
          }),
        ),
    );
    await assertFails(pgs().add(listing({ ownerId })));
  });

  test('no client writes status, verification or rating — not even the owner or an admin', async () => {
    for (const id of ['publicOwned', 'draftOwned', 'public']) {
      await assertFails(pgs().doc(id).update({ status: 'published' }));
      await assertFails(pgs().doc(id).update({ 'verification.status': 'verified' }));
      await assertFails(pgs().doc(id).update({ ratingAvg: 5, ratingCount: 999 }));
      await assertFails(pgs().doc(id).update({ name: 'Renamed' }));
    }
  });

  test('delete is denied', async () => {
    await assertFails(pgs().doc('publicOwned').delete());
    await assertFails(pgs().doc('draft').delete());
  });
});
