// Rules matrix for users/{uid}: every operation, allow AND deny, for all 7 actors, including attempts to
// give oneself a role or the owner-verification flags. Role/flags are written by Functions only.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ACTORS, contextFor, rulesEnv, uidOf, type Actor } from '../test-utils/rules';

let env: RulesTestEnvironment;
const PHONE = '+919800000000'; // the phone_number contextFor() puts in every token
const OTHER = 'other-student-uid';
const now = () => firebase.firestore.FieldValue.serverTimestamp();
const SIGNED_IN = ACTORS.filter((a): a is Exclude<Actor, 'anonymous'> => a !== 'anonymous');
const ADMINS: Actor[] = ['admin', 'super_admin'];

const validProfile = {
  name: 'Aarav Gupta',
  accountType: 'student',
  exam: 'JEE',
  coachingId: 'allen',
  branchId: 'allen-samarth',
  gender: 'male',
  parentPhone: '+919829011111',
};

/** Seeds each actor's own document (role mirrored, as Functions write it) and another student's. */
async function seed(opts: { withOwnDocs: boolean } = { withOwnDocs: true }) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const ts = firebase.firestore.Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));
    await db.collection(COLLECTIONS.users).doc(OTHER).set({ ...validProfile, phone: '+919000000099', role: null, createdAt: ts, updatedAt: ts });
    if (!opts.withOwnDocs) return;
    for (const actor of SIGNED_IN) {
      await db
        .collection(COLLECTIONS.users)
        .doc(uidOf(actor))
        .set({ ...validProfile, phone: PHONE, role: actor === 'student' ? null : actor, createdAt: ts, updatedAt: ts });
    }
  });
}

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
});

const users = (actor: Actor) => contextFor(env, actor).firestore().collection(COLLECTIONS.users);

describe.each(ACTORS)('%s', (actor) => {
  const isAdmin = ADMINS.includes(actor);
  const signedIn = actor !== 'anonymous';
  const own = () => users(actor).doc(signedIn ? uidOf(actor as Exclude<Actor, 'anonymous'>) : 'nobody');

  describe('read', () => {
    beforeEach(() => seed());

    test(signedIn ? 'get own document: allowed' : 'get a document: denied', async () => {
      if (signedIn) await assertSucceeds(own().get());
      else await assertFails(own().get());
    });

    test(`get another user's document: ${isAdmin ? 'allowed' : 'denied'}`, async () => {
      const op = users(actor).doc(OTHER).get();
      if (isAdmin) await assertSucceeds(op);
      else await assertFails(op);
    });

    test(`list users (search by phone): ${isAdmin ? 'allowed' : 'denied'}`, async () => {
      const op = users(actor).where('phone', '==', '+919000000099').get();
      if (isAdmin) {
        const snap = await assertSucceeds(op);
        expect(snap.size).toBe(1);
      } else await assertFails(op);
      if (!isAdmin) await assertFails(users(actor).get());
    });
  });

  describe('create', () => {
    beforeEach(() => seed({ withOwnDocs: false }));

    const base = () => ({ ...validProfile, phone: PHONE, createdAt: now(), updatedAt: now() });

    test(`own document with profile fields: ${signedIn ? 'allowed' : 'denied'}`, async () => {
      const op = own().set(base());
      if (signedIn) await assertSucceeds(op);
      else await assertFails(op);
    });

    test('own document with only a name (PG owner): allowed when signed in', async () => {
      const op = own().set({ name: 'Ramesh Sharma', accountType: 'pg_owner_applicant', phone: PHONE, createdAt: now(), updatedAt: now() });
      if (signedIn) await assertSucceeds(op);
      else await assertFails(op);
    });

    test.each([
      ['role super_admin', { role: 'super_admin' }],
      ['role admin', { role: 'admin' }],
      ['role pg_owner', { role: 'pg_owner' }],
      ['isVerifiedPgOwner', { isVerifiedPgOwner: true }],
      ['pgListerVerified', { pgListerVerified: true }],
      ['canListPG', { canListPG: true }],
      ['idCardUrl', { idCardUrl: 'https://firebasestorage.googleapis.com/v0/b/x/o/id_cards%2Fu%2F1_a.jpg' }],
      ['an unknown field', { isAdmin: true }],
    ])('self-escalation on create (%s): denied', async (_label, extra) => {
      await assertFails(own().set({ ...base(), ...extra }));
    });

    test.each([
      ['another phone number', { phone: '+919999999999' }],
      ['a client-chosen createdAt', { createdAt: new Date('2020-01-01') }],
      ['no name', { name: undefined }],
      ['a one-letter name', { name: 'A' }],
      ['an unknown exam', { exam: 'UPSC' }],
      ['a bad coaching id', { coachingId: '../allen' }],
      ['a landline parent phone', { parentPhone: '+911442345678' }],
    ])('own document with %s: denied', async (_label, change) => {
      const data: Record<string, unknown> = { ...base(), ...change };
      for (const [k, v] of Object.entries(data)) if (v === undefined) delete data[k];
      await assertFails(own().set(data));
    });

    test("another user's document: denied (admins included)", async () => {
      await assertFails(users(actor).doc('someone-new').set(base()));
    });
  });

  describe('update', () => {
    beforeEach(() => seed());

    test(`own profile fields: ${signedIn ? 'allowed' : 'denied'}`, async () => {
      const op = own().update({ name: 'Aarav G.', exam: 'NEET', coachingId: 'motion', branchId: 'motion-daksh', updatedAt: now() });
      if (signedIn) await assertSucceeds(op);
      else await assertFails(op);
    });

    test.each([
      ['role → super_admin', { role: 'super_admin' }],
      ['role → admin', { role: 'admin' }],
      ['role → pg_owner', { role: 'pg_owner' }],
      ['role removed', { role: null }],
      ['isVerifiedPgOwner', { isVerifiedPgOwner: true }],
      ['pgListerVerified', { pgListerVerified: true }],
      ['canListPG', { canListPG: true }],
      ['phone', { phone: '+919999999999' }],
      ['createdAt', { createdAt: new Date('2020-01-01') }],
    ])('self-escalation on update (%s): denied unless it changes nothing', async (_label, change) => {
      const currentRole = actor === 'student' ? null : actor;
      // Re-sending the role the document already has changes nothing, so the rules may allow it.
      if ('role' in change && change.role === currentRole && signedIn) {
        await assertSucceeds(own().update({ ...change, updatedAt: now() }));
        return;
      }
      await assertFails(own().update({ ...change, updatedAt: now() }));
    });

    test('an update without a server updatedAt: denied', async () => {
      await assertFails(own().update({ name: 'Aarav G.' }));
    });

    test(`own bank details while not yet verified: ${signedIn ? 'allowed' : 'denied'}; invalid IFSC denied`, async () => {
      const op = own().update({ bankDetails: { accountHolderName: 'Ramesh Sharma', accountNumber: '123456789012', ifsc: 'SBIN0001234' }, updatedAt: now() });
      if (signedIn) await assertSucceeds(op);
      else await assertFails(op);
      await assertFails(own().update({ bankDetails: { accountHolderName: 'Ramesh Sharma', accountNumber: '12', ifsc: 'nope' }, updatedAt: now() }));
    });

    test('own idCardUrl only for an upload under id_cards/{own uid}/', async () => {
      const uid = signedIn ? uidOf(actor as Exclude<Actor, 'anonymous'>) : 'nobody';
      const mine = own().update({ idCardUrl: `https://firebasestorage.googleapis.com/v0/b/demo/o/id_cards%2F${uid}%2F1700000000_aadhaar.jpg?alt=media`, updatedAt: now() });
      if (signedIn) await assertSucceeds(mine);
      else await assertFails(mine);
      await assertFails(
        own().update({ idCardUrl: `https://firebasestorage.googleapis.com/v0/b/demo/o/id_cards%2F${OTHER}%2F1_x.jpg`, updatedAt: now() }),
      );
    });

    test("another user's document: denied (admins included)", async () => {
      await assertFails(users(actor).doc(OTHER).update({ name: 'Hacked', updatedAt: now() }));
      await assertFails(users(actor).doc(OTHER).update({ role: 'admin', updatedAt: now() }));
    });
  });

  describe('delete', () => {
    beforeEach(() => seed());
    test('own and other documents: denied', async () => {
      await assertFails(own().delete());
      await assertFails(users(actor).doc(OTHER).delete());
    });
  });
});

describe('owner KYC after verification', () => {
  test('a verified owner can no longer change bank details or the ID card', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .collection(COLLECTIONS.users)
        .doc(uidOf('pg_owner'))
        .set({ name: 'Ramesh', phone: PHONE, role: 'pg_owner', isVerifiedPgOwner: true, pgListerVerified: true, canListPG: true });
    });
    const db = users('pg_owner').doc(uidOf('pg_owner'));
    await assertFails(db.update({ bankDetails: { accountHolderName: 'Someone Else', accountNumber: '999999999', ifsc: 'HDFC0000001' }, updatedAt: now() }));
    await assertSucceeds(db.update({ name: 'Ramesh Sharma', updatedAt: now() }));
  });
});

describe('a demoted admin', () => {
  test('whose token still says admin but whose document no longer does reads nobody else', async () => {
    await seed();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().collection(COLLECTIONS.users).doc(uidOf('admin')).update({ role: null });
    });
    await assertFails(users('admin').doc(OTHER).get());
    await assertFails(users('admin').get());
    await assertSucceeds(users('admin').doc(uidOf('admin')).get());
  });
});
