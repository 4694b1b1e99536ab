// Rules matrix for parents (docs/decisions/150-parents-in-the-loop.md): whoever is signed in with the verified phone
// number a student gave as the parent's mobile (`bookings/{id}.parentPhone`) reads that booking — get, and the
// list query filtered on their own number — and nothing else of the child's: not the child's users document, saved
// PGs, the booking's audit or its outbox messages, and never writes. Every actor (anonymous, student, pg_owner, the
// teams, admins, a demoted admin and demoted team members) is run twice: signed in with the parent's number, and
// with a number that is nobody's parent. Being a parent is not a role, so it is the same for every role; what
// staff read besides is unchanged (bookings.rules.test.ts covers their desks).
import {
  assertFails,
  assertSucceeds,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  ACTORS,
  DEMOTED_TEAM_ACTORS,
  claimOf,
  rulesEnv,
  seedRoleMirrors,
  uidOf,
  type AnyActor,
} from '../test-utils/rules';

let env: RulesTestEnvironment;
const WHO: AnyActor[] = [...ACTORS, ...DEMOTED_TEAM_ACTORS];
const STAFF: AnyActor[] = ['booking_team', 'movein_team', 'admin', 'super_admin'];

const PARENT = '+919811111111';
const OTHER_PARENT = '+919822222222';
const NOBODY = '+919833333333';
const CHILD_A = 'child-a-uid';
const CHILD_B = 'child-b-uid';

const booking = (id: string, studentUid: string, parentPhone: string, createdAt: string) => ({
  id,
  studentUid,
  studentName: 'Asha Verma',
  studentPhone: '+919844444444',
  parentPhone,
  pgId: 'pg-1',
  status: 'pending_visit',
  tokenInr: 499,
  parentApproval: null,
  timeline: [],
  createdAt,
  updatedAt: createdAt,
});

/** The actor's context, signed in with `phone` (or with no phone number in the token at all). */
function as(who: AnyActor, phone: string | null): RulesTestContext {
  if (who === 'anonymous') return env.unauthenticatedContext();
  const role = claimOf(who);
  return env.authenticatedContext(uidOf(who), { ...(role ? { role } : {}), ...(phone ? { phone_number: phone } : {}) });
}

beforeAll(async () => {
  env = await rulesEnv();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await env.clearFirestore();
  await seedRoleMirrors(env, WHO);
  await env.withSecurityRulesDisabled(async (c) => {
    const db = c.firestore();
    // One parent, two children (three bookings); another family's booking.
    await db
      .collection(COLLECTIONS.bookings)
      .doc('a-1')
      .set(booking('a-1', CHILD_A, PARENT, '2026-11-20T10:00:00.000Z'));
    await db
      .collection(COLLECTIONS.bookings)
      .doc('a-2')
      .set(booking('a-2', CHILD_A, PARENT, '2026-11-22T10:00:00.000Z'));
    await db
      .collection(COLLECTIONS.bookings)
      .doc('b-1')
      .set(booking('b-1', CHILD_B, PARENT, '2026-11-21T10:00:00.000Z'));
    await db
      .collection(COLLECTIONS.bookings)
      .doc('x-1')
      .set(booking('x-1', 'stranger-uid', OTHER_PARENT, '2026-11-21T12:00:00.000Z'));
    await db
      .collection(COLLECTIONS.bookings)
      .doc('a-1')
      .collection(COLLECTIONS.bookingAudit)
      .doc('au')
      .set({ actorUid: uidOf('booking_team'), to: 'pending_visit' });
    await db
      .collection(COLLECTIONS.users)
      .doc(CHILD_A)
      .set({ name: 'Asha Verma', phone: '+919844444444', parentPhone: PARENT, accountType: 'student' });
    await db.collection(COLLECTIONS.savedPgs).doc(`${CHILD_A}_pg-1`).set({ uid: CHILD_A, pgId: 'pg-1' });
    await db.collection(COLLECTIONS.outbox).doc('m-parent').set({
      toPhone: PARENT,
      audience: 'parent',
      bookingId: 'a-1',
      template: 'token_paid',
      status: 'sent',
      createdAt: '2026-11-20T10:05:00.000Z',
    });
  });
});

describe.each(WHO)('%s', (who) => {
  const isStaff = STAFF.includes(who);
  const signedIn = who !== 'anonymous';
  const bookings = (phone: string | null) => as(who, phone).firestore().collection(COLLECTIONS.bookings);
  const allowIf = async <T>(allowed: boolean, op: Promise<T>) => (allowed ? assertSucceeds(op) : assertFails(op));

  test(`with the parent's number: each child's booking ${signedIn ? 'allowed' : 'denied'}; another family's ${isStaff ? 'allowed' : 'denied'}`, async () => {
    for (const id of ['a-1', 'a-2', 'b-1']) await allowIf(signedIn, bookings(PARENT).doc(id).get());
    await allowIf(isStaff, bookings(PARENT).doc('x-1').get());
  });

  test(`with the parent's number: the list filtered on it, newest first, ${signedIn ? 'allowed (both children)' : 'denied'}; on another number ${isStaff ? 'allowed' : 'denied'}`, async () => {
    const mine = bookings(PARENT).where('parentPhone', '==', PARENT).orderBy('createdAt', 'desc').get();
    if (signedIn) expect((await assertSucceeds(mine)).docs.map((d) => d.id)).toEqual(['a-2', 'b-1', 'a-1']);
    else await assertFails(mine);
    await allowIf(isStaff, bookings(PARENT).where('parentPhone', '==', OTHER_PARENT).get());
    // A list that does not filter on the number could return other families' bookings.
    await allowIf(isStaff, bookings(PARENT).get());
    await allowIf(isStaff, bookings(PARENT).where('studentUid', '==', CHILD_A).get());
  });

  test(`with a number that is nobody's parent (or none in the token): the children's bookings ${isStaff ? 'allowed' : 'denied'}`, async () => {
    for (const phone of [NOBODY, null]) {
      for (const id of ['a-1', 'b-1']) await allowIf(isStaff, bookings(phone).doc(id).get());
      await allowIf(isStaff, bookings(phone).where('parentPhone', '==', PARENT).get());
    }
    // Filtering on one's own number that is nobody's parent: allowed and empty (signed in), so the screen can say so.
    const none = bookings(NOBODY).where('parentPhone', '==', NOBODY).orderBy('createdAt', 'desc').get();
    if (signedIn) expect((await assertSucceeds(none)).size).toBe(0);
    else await assertFails(none);
  });

  test('the same number written differently is not the parent', async () => {
    // parentPhone is E.164; a token's phone_number is E.164 too. Anything else matches nothing.
    await allowIf(isStaff, bookings('9811111111').doc('a-1').get());
    await allowIf(isStaff, bookings('+91 98111 11111').doc('a-1').get());
  });

  test(`nothing else of the child's: users doc ${who === 'admin' || who === 'super_admin' ? 'allowed (admin)' : 'denied'}, saved PGs, audit ${isStaff ? 'allowed (staff)' : 'denied'}, outbox ${isStaff ? 'allowed (staff)' : 'denied'}`, async () => {
    const db = as(who, PARENT).firestore();
    const isAdmin = who === 'admin' || who === 'super_admin';
    await allowIf(isAdmin, db.collection(COLLECTIONS.users).doc(CHILD_A).get());
    await assertFails(db.collection(COLLECTIONS.savedPgs).doc(`${CHILD_A}_pg-1`).get());
    await assertFails(db.collection(COLLECTIONS.savedPgs).where('uid', '==', CHILD_A).get());
    await allowIf(isStaff, db.collection(COLLECTIONS.bookings).doc('a-1').collection(COLLECTIONS.bookingAudit).get());
    await allowIf(isStaff, db.collection(COLLECTIONS.outbox).doc('m-parent').get());
    // The messages to the parent's own phone are staff's to read (admins read the whole outbox), not the parent's.
    await allowIf(isAdmin, db.collection(COLLECTIONS.outbox).where('toPhone', '==', PARENT).get());
  });

  test('writes with the parent’s number: denied (approval, status, parent number, new bookings)', async () => {
    const col = bookings(PARENT);
    await assertFails(col.doc('a-1').update({ parentApproval: { state: 'approved' } }));
    await assertFails(col.doc('a-1').update({ status: 'cancelled' }));
    await assertFails(col.doc('a-1').update({ parentPhone: NOBODY }));
    await assertFails(col.doc('a-1').set({ parentPhone: PARENT, status: 'confirmed' }, { merge: true }));
    await assertFails(col.doc('a-1').delete());
    await assertFails(
      col
        .doc('new')
        .set(booking('new', uidOf(who === 'anonymous' ? 'student' : who), PARENT, '2026-11-23T10:00:00.000Z')),
    );
    await assertFails(
      as(who, PARENT).firestore().collection(COLLECTIONS.users).doc(CHILD_A).update({ parentPhone: NOBODY }),
    );
  });
});

describe('a parent as the booking changes', () => {
  test('a changed parent number moves the access at once: the old number reads nothing, the new one reads it', async () => {
    await assertSucceeds(as('student', PARENT).firestore().collection(COLLECTIONS.bookings).doc('a-1').get());
    await env.withSecurityRulesDisabled(async (c) => {
      await c.firestore().collection(COLLECTIONS.bookings).doc('a-1').update({ parentPhone: NOBODY });
    });
    await assertFails(as('student', PARENT).firestore().collection(COLLECTIONS.bookings).doc('a-1').get());
    await assertSucceeds(as('student', NOBODY).firestore().collection(COLLECTIONS.bookings).doc('a-1').get());
  });

  test('a parent who is also a student reads their own bookings and their child’s, by two queries, and nobody else’s', async () => {
    await env.withSecurityRulesDisabled(async (c) => {
      await c
        .firestore()
        .collection(COLLECTIONS.bookings)
        .doc('own')
        .set(booking('own', uidOf('student'), OTHER_PARENT, '2026-11-23T10:00:00.000Z'));
    });
    const col = as('student', PARENT).firestore().collection(COLLECTIONS.bookings);
    expect(
      (
        await assertSucceeds(col.where('studentUid', '==', uidOf('student')).orderBy('createdAt', 'desc').get())
      ).docs.map((d) => d.id),
    ).toEqual(['own']);
    expect(
      (await assertSucceeds(col.where('parentPhone', '==', PARENT).orderBy('createdAt', 'desc').get())).docs.map(
        (d) => d.id,
      ),
    ).toEqual(['a-2', 'b-1', 'a-1']);
    // Their own booking's parent (OTHER_PARENT) reads it too; they do not read OTHER_PARENT's other child.
    await assertFails(col.doc('x-1').get());
  });

  test('a demoted admin with the parent’s number reads the children’s bookings as a parent, and no longer the desks', async () => {
    const col = as('demoted_admin', PARENT).firestore().collection(COLLECTIONS.bookings);
    await assertSucceeds(col.doc('a-1').get());
    await assertFails(col.doc('x-1').get());
    await assertFails(col.where('status', '==', 'pending_visit').get());
  });
});
