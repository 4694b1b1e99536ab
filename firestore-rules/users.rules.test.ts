// Rules matrix for users/{uid}: every operation, allow AND deny, for all 7 actors and a demoted admin, including
// attempts to give oneself a role, the owner-verification flags or the KYC fields (ID card, bank details), and
// names the schema refuses. Role, flags and KYC are written by Functions only.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { NAME_CASES } from '@kotastay/shared/schemas/user-name-cases';
import { NAME_CHARS_PATTERN, NAME_LETTERS_PATTERN, UserNameSchema } from '@kotastay/shared/schemas/user';
import {
  ACTORS,
  contextFor,
  isCurrentAdmin,
  mirroredRoleOf,
  rulesEnv,
  uidOf,
  type Actor,
  type SignedInActor,
} from '../test-utils/rules';

let env: RulesTestEnvironment;
const PHONE = '+919800000000'; // the phone_number contextFor() puts in every token
const OTHER = 'other-student-uid';
const now = () => firebase.firestore.FieldValue.serverTimestamp();
const SIGNED_IN = ACTORS.filter((a): a is SignedInActor => a !== 'anonymous');
const del = () => firebase.firestore.FieldValue.delete();

const validProfile = {
  name: 'Aarav Gupta',
  accountType: 'student',
  exam: 'JEE',
  coachingId: 'allen',
  branchId: 'allen-samarth',
  gender: 'male',
  parentPhone: '+919829011111',
};

/**
 * Client writes of the KYC fields, for the document of `uid`: the old URL field with a valid-looking https URL on
 * the right host and with an attacker host over http, the new object-path field, and bank details.
 */
const kycWrites = (uid: string): [string, Record<string, unknown>][] => [
  ['idCardUrl on the Storage host, own folder', { idCardUrl: `https://firebasestorage.googleapis.com/v0/b/demo-kotastay.appspot.com/o/id_cards%2F${uid}%2F1700000000_aadhaar.jpg?alt=media` }],
  ['idCardUrl on an attacker host over http', { idCardUrl: `http://attacker.test/o/id_cards%2F${uid}%2F1700000000_aadhaar.jpg` }],
  ['idCardPath in the own folder', { idCardPath: `id_cards/${uid}/1700000000_aadhaar.jpg` }],
  ['bankDetails, well-formed', { bankDetails: { accountHolderName: 'Ramesh Sharma', accountNumber: '123456789012', ifsc: 'SBIN0001234' } }],
];

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
        .set({ ...validProfile, phone: PHONE, role: mirroredRoleOf(actor), createdAt: ts, updatedAt: ts });
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
  const isAdmin = isCurrentAdmin(actor);
  const signedIn = actor !== 'anonymous';
  const uid = signedIn ? uidOf(actor as SignedInActor) : 'nobody';
  const own = () => users(actor).doc(uid);

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
      ['an unknown field', { isAdmin: true }],
    ])('self-escalation on create (%s): denied', async (_label, extra) => {
      await assertFails(own().set({ ...base(), ...extra }));
    });

    test.each(kycWrites(uid))('KYC on create (%s): denied — only the KYC Function writes it', async (_label, extra) => {
      await assertFails(own().set({ ...base(), ...extra }));
    });

    test.each([
      ['another phone number', { phone: '+919999999999' }],
      ['a client-chosen createdAt', { createdAt: new Date('2020-01-01') }],
      ['no name', { name: undefined }],
      ['a one-letter name', { name: 'A' }],
      ['no account type', { accountType: undefined }],
      ['a student without exam', { exam: undefined }],
      ['a student without coaching', { coachingId: undefined, branchId: undefined }],
      ['a student without gender', { gender: undefined }],
      ['an unknown exam', { exam: 'UPSC' }],
      ['a bad coaching id', { coachingId: '../allen' }],
      ['a landline parent phone', { parentPhone: '+911442345678' }],
    ])('own document with %s: denied', async (_label, change) => {
      const data: Record<string, unknown> = { ...base(), ...change };
      for (const [k, v] of Object.entries(data)) if (v === undefined) delete data[k];
      await assertFails(own().set(data));
    });

    test.each(NAME_CASES.filter((c) => !c.valid))('own document named with $label: denied', async ({ name }) => {
      await assertFails(own().set({ ...base(), name }));
    });

    test("another user's document: denied (admins included)", async () => {
      await assertFails(users(actor).doc('someone-new').set(base()));
    });

    // A deleted account's ID token stays valid for up to an hour; the deletion leaves meta/deleted_account_{uid}.
    test('own document of a deleted account (an old token still signed in): denied', async () => {
      await env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().collection(COLLECTIONS.meta).doc(`deleted_account_${uid}`).set({ deletedAt: new Date() });
      });
      await assertFails(own().set(base()));
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
      const currentRole = signedIn ? mirroredRoleOf(actor as SignedInActor) : null;
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

    test.each(kycWrites(uid))('KYC on update (%s): denied, the document’s owner included', async (_label, extra) => {
      await assertFails(own().update({ ...extra, updatedAt: now() }));
      await assertFails(own().set({ ...validProfile, phone: PHONE, ...extra, updatedAt: now() }, { merge: true }));
    });

    test.each([
      ['removing the name', { name: del() }],
      ['removing the account type', { accountType: del() }],
      ["removing a student's exam", { exam: del() }],
      ["removing a student's coaching", { coachingId: del(), branchId: del() }],
      ["removing a student's gender", { gender: del() }],
      ['a null name', { name: null }],
      ['a one-letter name', { name: 'A' }],
    ])('own profile with %s: denied', async (_label, change) => {
      await assertFails(own().update({ ...change, updatedAt: now() }));
    });

    test.each(NAME_CASES.filter((c) => !c.valid))('own profile renamed with $label: denied', async ({ name }) => {
      await assertFails(own().update({ name, updatedAt: now() }));
    });

    test(`switching to a name-only PG owner applicant: ${signedIn ? 'allowed' : 'denied'}`, async () => {
      const op = own().update({
        accountType: 'pg_owner_applicant',
        exam: del(),
        coachingId: del(),
        branchId: del(),
        gender: del(),
        parentPhone: del(),
        updatedAt: now(),
      });
      if (signedIn) await assertSucceeds(op);
      else await assertFails(op);
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

describe('a demoted admin', () => {
  test('reads other users only while users/{uid}.role still says admin', async () => {
    await seed();
    const setMirror = (role: string | null) =>
      env.withSecurityRulesDisabled(async (ctx) => {
        await ctx.firestore().collection(COLLECTIONS.users).doc(uidOf('demoted_admin')).update({ role });
      });
    await setMirror('admin');
    await assertSucceeds(users('demoted_admin').doc(OTHER).get());
    await assertSucceeds(users('demoted_admin').get());
    await setMirror(null);
    await assertFails(users('demoted_admin').doc(OTHER).get());
    await assertFails(users('demoted_admin').get());
    await assertSucceeds(users('demoted_admin').doc(uidOf('demoted_admin')).get());
  });
});

describe('names: the rules and UserNameSchema agree', () => {
  test('firestore.rules carries the schema’s two name patterns verbatim', () => {
    const rules = readFileSync(path.resolve(__dirname, '..', 'firestore.rules'), 'utf8');
    // In a rules string literal every backslash is doubled.
    for (const pattern of [NAME_CHARS_PATTERN, NAME_LETTERS_PATTERN])
      expect(rules).toContain(`d.name.matches('${pattern.replaceAll('\\', '\\\\')}')`);
  });

  // The client stores the schema's output, so: the rules accept a stored name exactly when the schema accepts it
  // unchanged, and always accept what the schema outputs.
  test.each(NAME_CASES)('$label', async ({ name }) => {
    await seed({ withOwnDocs: false });
    const student = users('student').doc(uidOf('student'));
    const parsed = UserNameSchema.safeParse(name);
    const create = (n: string) => student.set({ ...validProfile, name: n, phone: PHONE, createdAt: now(), updatedAt: now() });
    if (parsed.success && parsed.data === name) await assertSucceeds(create(name));
    else await assertFails(create(name));
    if (parsed.success) {
      if (parsed.data !== name) await assertSucceeds(create(parsed.data));
      await assertSucceeds(student.update({ name: parsed.data, updatedAt: now() }));
    } else {
      await assertSucceeds(create('Aarav Gupta'));
      await assertFails(student.update({ name, updatedAt: now() }));
    }
  });
});
