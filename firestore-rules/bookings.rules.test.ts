// Rules matrix for bookings (docs/decisions/080-bookings-and-payments.md): bookings/{id}, its audit subcollection,
// outbox/{id} and the Functions-only payment_orders, payment_events, refunds_pending, local_payments, visit_slots
// and meta/escort_rotation, and the parent-request counters and links of decision 191 (meta). Every actor, including a demoted admin and demoted team members (the claim still says
// so, users/{uid}.role no longer does), allow AND deny, for get, the list queries the screens make, create, update (status only too) and delete.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { BOOKING_DESK_STATUSES, MOVEIN_DESK_STATUSES } from '@kotastay/shared/schemas/booking';
import {
  ACTORS,
  DEMOTED_TEAM_ACTORS,
  contextFor,
  rulesEnv,
  seedRoleMirrors,
  uidOf,
  type AnyActor,
} from '../test-utils/rules';

let env: RulesTestEnvironment;
const WHO: AnyActor[] = [...ACTORS, ...DEMOTED_TEAM_ACTORS];
const STAFF: AnyActor[] = ['booking_team', 'movein_team', 'admin', 'super_admin'];
const OTHER_STUDENT = 'other-student-uid';

const booking = (id: string, studentUid: string, status: string, createdAt: string) => ({
  id,
  studentUid,
  studentName: 'Asha Verma',
  pgId: 'pg-1',
  status,
  tokenInr: 499,
  timeline: [],
  createdAt,
  updatedAt: createdAt,
});

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
    // Every signed-in actor has a booking of their own (staff can be students too); one other student has three.
    for (const who of WHO) {
      if (who === 'anonymous') continue;
      await db.collection(COLLECTIONS.bookings).doc(`own-${who}`).set(booking(`own-${who}`, uidOf(who), 'pending_visit', '2026-11-20T10:00:00.000Z'));
    }
    await db.collection(COLLECTIONS.bookings).doc('b-desk').set(booking('b-desk', OTHER_STUDENT, 'visit_scheduled', '2026-11-21T10:00:00.000Z'));
    await db.collection(COLLECTIONS.bookings).doc('b-movein').set(booking('b-movein', OTHER_STUDENT, 'visit_done', '2026-11-22T10:00:00.000Z'));
    await db.collection(COLLECTIONS.bookings).doc('b-done').set(booking('b-done', OTHER_STUDENT, 'confirmed', '2026-11-19T10:00:00.000Z'));
    await db.collection(COLLECTIONS.bookings).doc('b-desk').collection(COLLECTIONS.bookingAudit).doc('a1').set({
      actorUid: uidOf('booking_team'),
      actorRole: 'booking_team',
      from: 'pending_visit',
      to: 'visit_scheduled',
      action: 'schedule',
      reason: null,
      at: '2026-11-21T11:00:00.000Z',
    });
    await db.collection(COLLECTIONS.outbox).doc('m-kyc').set({ toUid: OTHER_STUDENT, template: 'kyc_rejected', params: { reason: 'Blurry ID' }, status: 'pending', createdAt: '2026-11-21T09:00:00.000Z' });
    await db.collection(COLLECTIONS.outbox).doc('m-kyc-null').set({ toUid: OTHER_STUDENT, template: 'kyc_approved', bookingId: null, status: 'pending', createdAt: '2026-11-21T09:30:00.000Z' });
    await db.collection(COLLECTIONS.outbox).doc('m-booking').set({ toUid: OTHER_STUDENT, toPhone: '+919812345678', bookingId: 'b-desk', template: 'visit_scheduled', text: 'Your visit…', status: 'sent', createdAt: '2026-11-21T10:00:00.000Z' });
    await db.collection(COLLECTIONS.paymentOrders).doc('order_1').set({ bookingId: 'b-desk', studentUid: OTHER_STUDENT });
    await db.collection(COLLECTIONS.paymentEvents).doc('evt_1').set({ orderId: 'order_1' });
    await db.collection(COLLECTIONS.visitSlots).doc('pg-1_2026-11-24_1100').set({ count: 1 });
    await db.collection(COLLECTIONS.refundsPending).doc('pay_dup').set({ paymentId: 'pay_dup', bookingId: 'b-desk', state: 'pending' });
    await db.collection(COLLECTIONS.localPayments).doc('pay_local').set({ paymentId: 'pay_local', orderId: 'order_1', status: 'captured' });
    await db.collection(COLLECTIONS.meta).doc('escort_rotation').set({ lastUid: uidOf('booking_team') });
    // Decision 191: the approval requests' counters and the texted link.
    await db.collection(COLLECTIONS.meta).doc('parent_requests_to_+919812345679').set({ parentPhone: '+919812345679', requestedAtMs: [1] });
    await db.collection(COLLECTIONS.meta).doc(`parent_requests_by_${OTHER_STUDENT}`).set({ studentUid: OTHER_STUDENT, requestedAtMs: [1] });
    await db.collection(COLLECTIONS.meta).doc('parent_link_abcdefghijklmnopqrstuv').set({ bookingId: 'b-desk', parentPhone: '+919812345679', expiresAt: '2026-11-21T22:00:00.000Z' });
  });
});

describe.each(WHO)('%s', (who) => {
  const isStaff = STAFF.includes(who);
  const own = who === 'anonymous' ? null : uidOf(who);
  const db = () => contextFor(env, who).firestore();
  const bookings = () => db().collection(COLLECTIONS.bookings);
  const allowIf = async <T>(allowed: boolean, op: Promise<T>) => (allowed ? assertSucceeds(op) : assertFails(op));

  describe('bookings/{id}', () => {
    test(`get own booking: ${own ? 'allowed' : 'denied'}; another student's: ${isStaff ? 'allowed' : 'denied'}`, async () => {
      await allowIf(own !== null, bookings().doc(`own-${who}`).get());
      for (const id of ['b-desk', 'b-movein', 'b-done']) await allowIf(isStaff, bookings().doc(id).get());
    });

    test(`the student's list (own uid, newest first): ${own ? 'allowed' : 'denied'}; someone else's uid: ${isStaff ? 'allowed' : 'denied'}`, async () => {
      const mine = bookings().where('studentUid', '==', own ?? 'nobody').orderBy('createdAt', 'desc').get();
      if (own) expect((await assertSucceeds(mine)).docs.map((d) => d.id)).toEqual([`own-${who}`]);
      else await assertFails(mine);
      const theirs = bookings().where('studentUid', '==', OTHER_STUDENT).orderBy('createdAt', 'desc').get();
      if (isStaff) expect((await assertSucceeds(theirs)).docs.map((d) => d.id)).toEqual(['b-movein', 'b-desk', 'b-done']);
      else await assertFails(theirs);
    });

    test(`the desks' queues and an unfiltered list: ${isStaff ? 'allowed' : 'denied'}`, async () => {
      const desk = () => bookings().where('status', 'in', [...BOOKING_DESK_STATUSES]).get();
      const movein = () => bookings().where('status', '==', MOVEIN_DESK_STATUSES[0]).get();
      if (isStaff) {
        // Every signed-in actor's own pending_visit booking plus b-desk.
        expect((await assertSucceeds(desk())).size).toBe(WHO.length);
        expect((await assertSucceeds(movein())).docs.map((d) => d.id)).toEqual(['b-movein']);
      } else {
        await assertFails(desk());
        await assertFails(movein());
      }
      await allowIf(isStaff, bookings().get());
    });

    test('create, update (status only too), set and delete, own or another: denied', async () => {
      const target = own ? `own-${who}` : 'b-desk';
      await assertFails(bookings().doc('new-booking').set(booking('new-booking', own ?? 'x', 'pending', '2026-11-23T10:00:00.000Z')));
      await assertFails(bookings().add(booking('auto', own ?? 'x', 'pending_visit', '2026-11-23T10:00:00.000Z')));
      for (const id of [target, 'b-desk', 'b-movein']) {
        await assertFails(bookings().doc(id).update({ status: 'confirmed' }));
        await assertFails(bookings().doc(id).update({ status: 'cancelled', cancelReason: 'team_cancelled' }));
        await assertFails(bookings().doc(id).update({ checklist: { roomAllotted: true } }));
        await assertFails(bookings().doc(id).set({ status: 'visit_done' }, { merge: true }));
        await assertFails(bookings().doc(id).delete());
      }
    });
  });

  describe('bookings/{id}/audit', () => {
    test(`get and list: ${isStaff ? 'allowed' : 'denied'}; writes: denied`, async () => {
      const audit = bookings().doc('b-desk').collection(COLLECTIONS.bookingAudit);
      await allowIf(isStaff, audit.doc('a1').get());
      await allowIf(isStaff, audit.get());
      // Not even the student whose booking it is reads who on the team did what.
      if (own && !isStaff) await assertFails(bookings().doc(`own-${who}`).collection(COLLECTIONS.bookingAudit).get());
      await assertFails(audit.add({ actorUid: own, to: 'confirmed' }));
      await assertFails(audit.doc('a1').update({ actorUid: 'someone-else' }));
      await assertFails(audit.doc('a1').delete());
    });
  });

  describe('outbox/{id}', () => {
    const isAdmin = who === 'admin' || who === 'super_admin';
    test(`booking messages: ${isStaff ? 'allowed' : 'denied'}; KYC messages: ${isAdmin ? 'allowed' : 'denied'}; writes: denied`, async () => {
      const col = db().collection(COLLECTIONS.outbox);
      await allowIf(isStaff, col.doc('m-booking').get());
      // KYC messages carry an admin's free-text rejection reason: admins only.
      await allowIf(isAdmin, col.doc('m-kyc').get());
      await allowIf(isAdmin, col.doc('m-kyc-null').get());
      // Unfiltered lists could return KYC messages: admins only.
      await allowIf(isAdmin, col.get());
      await allowIf(isAdmin, col.orderBy('createdAt', 'desc').limit(100).get());
      await allowIf(isAdmin, col.where('status', '==', 'pending').get());
      await allowIf(isAdmin, col.where('toUid', '==', own ?? OTHER_STUDENT).get());
      // The messages page's query for the teams: booking messages only, newest first.
      const bookingOnly = col.where('bookingId', '!=', null).orderBy('createdAt', 'desc').limit(100);
      await allowIf(isStaff, bookingOnly.get());
      if (isStaff) expect((await bookingOnly.get()).docs.map((d) => d.id)).toEqual(['m-booking']);
      await allowIf(isStaff, col.where('bookingId', '==', 'b-desk').get());
      await assertFails(col.doc('m-new').set({ toPhone: '+919812345678', text: 'hi', status: 'pending' }));
      await assertFails(col.doc('m-booking').update({ status: 'pending' }));
      await assertFails(col.doc('m-kyc').update({ status: 'sent' }));
      await assertFails(col.doc('m-kyc').delete());
    });
  });

  describe('payment_orders, payment_events, refunds_pending, local_payments, visit_slots, meta/escort_rotation, the parent-request counters and links: Functions only', () => {
    test('get, list, create, update, delete: all denied', async () => {
      const cases: [string, string][] = [
        [COLLECTIONS.paymentOrders, 'order_1'],
        [COLLECTIONS.paymentEvents, 'evt_1'],
        [COLLECTIONS.refundsPending, 'pay_dup'],
        [COLLECTIONS.localPayments, 'pay_local'],
        [COLLECTIONS.visitSlots, 'pg-1_2026-11-24_1100'],
        [COLLECTIONS.meta, 'escort_rotation'],
        [COLLECTIONS.meta, 'parent_requests_to_+919812345679'],
        [COLLECTIONS.meta, `parent_requests_by_${OTHER_STUDENT}`],
        [COLLECTIONS.meta, 'parent_link_abcdefghijklmnopqrstuv'],
      ];
      for (const [name, id] of cases) {
        const col = db().collection(name);
        await assertFails(col.doc(id).get());
        await assertFails(col.get());
        await assertFails(col.doc('new').set({ x: 1 }));
        await assertFails(col.doc(id).update({ x: 2 }));
        await assertFails(col.doc(id).delete());
      }
      await assertFails(db().collection(COLLECTIONS.paymentOrders).where('studentUid', '==', own ?? OTHER_STUDENT).get());
      await assertFails(db().collection(COLLECTIONS.refundsPending).where('bookingId', '==', 'b-desk').get());
      await assertFails(db().collection(COLLECTIONS.localPayments).where('orderId', '==', 'order_1').get());
      // Not even one's own counter.
      if (own) await assertFails(db().collection(COLLECTIONS.meta).doc(`parent_requests_by_${own}`).get());
      await assertFails(db().collection(COLLECTIONS.meta).where('parentPhone', '==', '+919812345679').get());
    });
  });
});

describe('demoted staff holding an old token', () => {
  test.each([...DEMOTED_TEAM_ACTORS, 'demoted_admin'] as const)('%s reads the desks again only once the mirror says so again', async (who) => {
    const db = contextFor(env, who).firestore();
    const role = who === 'demoted_admin' ? 'admin' : who.replace(/^demoted_/, '');
    await assertFails(db.collection(COLLECTIONS.bookings).doc('b-desk').get());
    await assertFails(db.collection(COLLECTIONS.outbox).get());
    await env.withSecurityRulesDisabled(async (c) => {
      await c.firestore().collection(COLLECTIONS.users).doc(uidOf(who)).set({ role });
    });
    await assertSucceeds(db.collection(COLLECTIONS.bookings).doc('b-desk').get());
    const bookingMessages = db.collection(COLLECTIONS.outbox).where('bookingId', '!=', null);
    await assertSucceeds(who === 'demoted_admin' ? db.collection(COLLECTIONS.outbox).get() : bookingMessages.get());
    // Reading never turns into writing.
    await assertFails(db.collection(COLLECTIONS.bookings).doc('b-desk').update({ status: 'visit_done' }));
    // A mirror naming another role does not count either (a booking_team claim with a pg_owner mirror).
    await env.withSecurityRulesDisabled(async (c) => {
      await c.firestore().collection(COLLECTIONS.users).doc(uidOf(who)).set({ role: 'pg_owner' });
    });
    await assertFails(db.collection(COLLECTIONS.bookings).doc('b-desk').get());
  });

  test('a team claim without any users document reads nothing but their own', async () => {
    await env.withSecurityRulesDisabled(async (c) => {
      await c.firestore().collection(COLLECTIONS.users).doc(uidOf('booking_team')).delete();
    });
    const db = contextFor(env, 'booking_team').firestore();
    await assertFails(db.collection(COLLECTIONS.bookings).doc('b-desk').get());
    await assertSucceeds(db.collection(COLLECTIONS.bookings).doc('own-booking_team').get());
  });
});
