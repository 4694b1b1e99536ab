// /api/bookings through the Hosting rewrite: the day's slots, booking a visit (input, roles, beds, slots, one
// active booking per PG), and the student's cancellation with the refund decision 011 grants.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  BOOKING_HOLD_MS,
  BOOKINGS_PER_DAY_MAX,
  CANCEL_NOTICE_MS,
  DECLINE_WINDOW_MS,
  VISIT_SLOT_CAPACITY,
  kotaSlotStartMs,
  type CreateBookingResponse,
  type SlotsResponse,
  type TransitionResponse,
} from '@kotastay/shared/schemas/booking';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { clearFirestore } from '../../../../test-utils/emulators';
import { cancelBooking, expireHolds } from '../../domain/bookings/cancel';
import { createBooking } from '../../domain/bookings/create';
import { setPaymentGatewayForTests } from '../../domain/payments/config';
import { GatewayError } from '../../domain/payments/gateway';
import { localGateway } from '../../domain/payments/local';
import {
  FREE_ROOM,
  FULL_ROOM,
  HIDDEN_PG_ID,
  PG_ID,
  auditOf,
  book,
  bookingBody,
  bookingDoc,
  bookingState,
  outboxOf,
  pay,
  seedBookablePgs,
  seedStudentProfile,
  slotCountOf,
  tomorrow,
} from '../testing/bookings-fixtures';
import type { DomainError } from '../../domain/errors';
import { fromDomainError } from '../http-error';

const kotaDateIn = (days: number) => new Date(Date.now() + days * 86_400_000 + 330 * 60_000).toISOString().slice(0, 10);

// Domain calls made from this process (a controllable clock) use the local gateway, as the emulated API does
// (this process is not the Functions emulator, so the gateway is injected: the local one never runs elsewhere).
beforeEach(() => setPaymentGatewayForTests(localGateway()));
afterEach(() => setPaymentGatewayForTests(null));

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

type Who = 'student' | 'other' | 'third' | 'fourth' | 'owner' | 'team' | 'admin';
const t = {} as Record<Who, string>;
/** The number bk-student signed in with: the booking's student number, whatever the body says (decision 191). */
const STUDENT_PHONE = '+919870000001';
const signedIn = { origin: '', callerPhone: STUDENT_PHONE };

beforeAll(async () => {
  t.student = await userWithRole('bk-student', null, STUDENT_PHONE);
  t.other = await userWithRole('bk-other', null, '+919870000002');
  t.third = await userWithRole('bk-third', null, '+919870000003');
  t.fourth = await userWithRole('bk-fourth', null, '+919870000004');
  t.owner = await userWithRole('bk-owner', 'pg_owner');
  t.team = await userWithRole('bk-team', 'booking_team');
  t.admin = await userWithRole('bk-admin', 'admin');
});

beforeEach(async () => {
  await clearFirestore();
  await seedBookablePgs();
  await seedStudentProfile('bk-student', 'Asha Verma');
});

describe('GET /api/bookings/slots', () => {
  test("a public PG's day: every slot, with full ones marked", async () => {
    const date = tomorrow();
    let res = await api<SlotsResponse>('GET', `/bookings/slots?pgId=${PG_ID}&date=${date}`);
    expect(res.status).toBe(200);
    expect(res.body.slots).toHaveLength(8);
    expect(res.body.slots.every((s) => s.available && s.reason === null)).toBe(true);
    await adminDb().collection(COLLECTIONS.visitSlots).doc(`${PG_ID}_${date}_1100`).set({ count: VISIT_SLOT_CAPACITY });
    res = await api<SlotsResponse>('GET', `/bookings/slots?pgId=${PG_ID}&date=${date}`);
    expect(res.body.slots.find((s) => s.slot === '11:00')).toEqual({ slot: '11:00', available: false, reason: 'full' });
  });

  test('bad input names the field; a hidden PG is not found', async () => {
    const bad = await api<ErrorBody>('GET', `/bookings/slots?pgId=${PG_ID}&date=2020-01-01`);
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('date');
    const noDate = await api<ErrorBody>('GET', `/bookings/slots?pgId=${PG_ID}`);
    expect(noDate.status).toBe(400);
    expect(noDate.body.fields).toHaveProperty('date');
    const hidden = await api<ErrorBody>('GET', `/bookings/slots?pgId=${HIDDEN_PG_ID}&date=${tomorrow()}`);
    expect(hidden.status).toBe(404);
  });
});

describe('POST /api/bookings', () => {
  test('a student books: pending, held 15 minutes, a slot taken, the order stored, an audit entry', async () => {
    const before = Date.now();
    const res = await api<CreateBookingResponse>('POST', '/bookings', { token: t.student, body: bookingBody() });
    expect(res.status).toBe(201);
    const { booking, order } = res.body;
    expect(booking).toMatchObject({
      studentUid: 'bk-student',
      studentName: 'Asha Verma',
      studentPhone: STUDENT_PHONE,
      parentPhone: '+919123456789',
      pgId: PG_ID,
      pgName: 'Shanti Girls PG',
      roomId: FREE_ROOM,
      roomLabel: 'Double sharing · AC',
      status: 'pending',
      tokenInr: 499,
      payment: { status: 'unpaid', provider: 'local', orderId: order.orderId, attempts: 0 },
      refund: null,
      visit: null,
    });
    const hold = Date.parse(booking.holdExpiresAt) - before;
    expect(hold).toBeGreaterThanOrEqual(BOOKING_HOLD_MS - 5_000);
    expect(hold).toBeLessThanOrEqual(BOOKING_HOLD_MS + 30_000);
    expect(order).toMatchObject({ provider: 'local', keyId: 'local', amountPaise: 49_900, currency: 'INR', bookingId: booking.id, checkoutPath: `/checkout/local/${order.orderId}` });
    expect(order.orderId).toMatch(/^order_local_/);
    // Checkout closes when the hold does.
    expect(order.timeoutSeconds).toBeGreaterThan(BOOKING_HOLD_MS / 1000 - 60);
    expect(order.timeoutSeconds).toBeLessThanOrEqual(BOOKING_HOLD_MS / 1000);
    expect(await bookingDoc(booking.id)).toEqual(booking);
    expect(await slotCountOf(tomorrow())).toBe(1);
    const stored = await adminDb().collection(COLLECTIONS.paymentOrders).doc(order.orderId).get();
    expect(stored.data()).toMatchObject({ bookingId: booking.id, studentUid: 'bk-student', amountPaise: 49_900, status: 'created' });
    expect(await auditOf(booking.id)).toEqual([expect.objectContaining({ actorUid: 'bk-student', from: null, to: 'pending', action: 'created' })]);
  });

  // Finding 3 of issue #20 (decision 191): the student's number is the one they signed in with.
  test('a studentPhone typed into the body is ignored: the booking and its student texts use the signed-in number', async () => {
    const res = await api<CreateBookingResponse>('POST', '/bookings', {
      token: t.student,
      body: bookingBody({ studentPhone: '91111 22222' }),
    });
    expect(res.status).toBe(201);
    expect(res.body.booking.studentPhone).toBe(STUDENT_PHONE);
    expect((await bookingDoc(res.body.booking.id)).studentPhone).toBe(STUDENT_PHONE);
    expect(res.body.order.prefill.contact).toBe(STUDENT_PHONE);
    await pay(t.student, res.body);
    const toStudent = (await outboxOf(res.body.booking.id)).filter((m) => m.audience === 'student');
    expect(toStudent.length).toBeGreaterThan(0);
    expect(toStudent.map((m) => m.toPhone)).toEqual(toStudent.map(() => STUDENT_PHONE));
    expect((await adminDb().collection(COLLECTIONS.outbox).where('toPhone', '==', '+919111122222').get()).size).toBe(0);
  });

  test('a session without a verified number (an Admin SDK custom token with no phone) cannot book: 403 phone_required, nothing written', async () => {
    const noPhone = await userWithRole('bk-no-phone', null);
    const before = await bookingState();
    const res = await api<ErrorBody>('POST', '/bookings', { token: noPhone, body: bookingBody({ studentPhone: '9111122222' }) });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('phone_required');
    expect(await bookingState()).toEqual(before);
  });

  test.each([
    ['parentPhone', { parentPhone: '12345' }],
    ['visitSlot', { visitSlot: '13:00' }],
    ['visitDate', { visitDate: '2020-01-01' }],
    ['roomId', { roomId: 'no-such-room' }],
    ['pgId', { pgId: '__x__' }],
    ['amountPaise', { amountPaise: 1 }],
  ])('bad %s → 400 naming it, nothing written', async (field, over) => {
    const before = await bookingState();
    const res = await api<ErrorBody>('POST', '/bookings', { token: t.student, body: bookingBody(over) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_input');
    expect(res.body.fields).toHaveProperty(field);
    expect(await bookingState()).toEqual(before);
  });

  test('owners, team members and admins cannot book; signed-out callers are asked to sign in', async () => {
    const before = await bookingState();
    for (const who of ['owner', 'team', 'admin'] as const) {
      const res = await api<ErrorBody>('POST', '/bookings', { token: t[who], body: bookingBody() });
      expect(res.status, who).toBe(403);
      expect(res.body.error, who).toBe('students_only');
    }
    expect((await api('POST', '/bookings', { body: bookingBody() })).status).toBe(401);
    expect(await bookingState()).toEqual(before);
  });

  test('a room option without a free bed → 409 no_free_bed; a hidden PG → 404', async () => {
    const before = await bookingState();
    const full = await api<ErrorBody>('POST', '/bookings', { token: t.student, body: bookingBody({ roomId: FULL_ROOM }) });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('no_free_bed');
    const hidden = await api<ErrorBody>('POST', '/bookings', { token: t.student, body: bookingBody({ pgId: HIDDEN_PG_ID }) });
    expect(hidden.status).toBe(404);
    expect(await bookingState()).toEqual(before);
  });

  test('one active booking per student and PG (409 already_booked naming it); after cancelling, booking again works', async () => {
    const first = await book(t.student);
    const again = await api<ErrorBody>('POST', '/bookings', { token: t.student, body: bookingBody({ visitSlot: '15:00' }) });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already_booked');
    expect(again.body.message).toContain('Shanti Girls PG');
    expect(again.body.fields).toEqual({ bookingId: first.booking.id });
    const c = await api<TransitionResponse>('POST', `/bookings/${first.booking.id}/cancel`, { token: t.student, body: {} });
    expect(c.status).toBe(200);
    expect((await api('POST', '/bookings', { token: t.student, body: bookingBody({ visitSlot: '15:00' }) })).status).toBe(201);
  });

  test('the same student booking the same PG twice at once: one booking, one 409', async () => {
    const results = await Promise.all([
      api<ErrorBody>('POST', '/bookings', { token: t.student, body: bookingBody() }),
      api<ErrorBody>('POST', '/bookings', { token: t.student, body: bookingBody({ visitSlot: '16:00' }) }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await adminDb().collection(COLLECTIONS.bookings).get()).size).toBe(1);
  });

  test(`a slot takes ${VISIT_SLOT_CAPACITY} visits; the next is 409 slot_full and writes nothing`, async () => {
    for (const who of ['student', 'other', 'third'] as const) await book(t[who]);
    expect(await slotCountOf(tomorrow())).toBe(VISIT_SLOT_CAPACITY);
    const before = await bookingState();
    const res = await api<ErrorBody>('POST', '/bookings', { token: t.fourth, body: bookingBody() });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('slot_full');
    expect(await bookingState()).toEqual(before);
  });
});

describe('POST /api/bookings: limits and a failing gateway', () => {
  test(`at most ${BOOKINGS_PER_DAY_MAX} bookings in 24 hours per student → 429 too_many_bookings, nothing written; unpaid cancellations text nobody`, async () => {
    for (let i = 0; i < BOOKINGS_PER_DAY_MAX; i++) {
      const b = await book(t.student);
      expect((await api('POST', `/bookings/${b.booking.id}/cancel`, { token: t.student, body: {} })).status).toBe(200);
    }
    expect((await adminDb().collection(COLLECTIONS.outbox).get()).size).toBe(0);
    const before = await bookingState();
    const res = await api<ErrorBody>('POST', '/bookings', { token: t.student, body: bookingBody() });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('too_many_bookings');
    expect(res.body.message).toContain(String(BOOKINGS_PER_DAY_MAX));
    expect(await bookingState()).toEqual(before);
    // Another student is not affected; a day later the first can book again.
    expect((await api('POST', '/bookings', { token: t.other, body: bookingBody() })).status).toBe(201);
    const later = await createBooking({ uid: 'bk-student', role: null }, { ...bookingBody({ visitDate: kotaDateIn(2) }), parentPhone: '9123456789', visitSlot: '11:00' } as never, Date.now() + 24 * 60 * 60 * 1000 + 60_000, signedIn);
    expect(later.booking.status).toBe('pending');
  });

  test('the gateway failing to create the order → payments_unavailable (503), no booking, no slot taken', async () => {
    const down = localGateway();
    setPaymentGatewayForTests({
      ...down,
      createOrder: async () => {
        throw new GatewayError('Razorpay could not be reached: fetch failed', null, null);
      },
    });
    const before = await bookingState();
    const input = { ...bookingBody(), parentPhone: '9123456789' } as never;
    const err = await createBooking({ uid: 'bk-student', role: null }, input, Date.now(), signedIn).catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'unavailable', code: 'payments_unavailable' });
    expect(fromDomainError(err as DomainError)).toMatchObject({ status: 503, code: 'payments_unavailable' });
    expect(await bookingState()).toEqual(before);
    expect(await slotCountOf(tomorrow())).toBe(0);
  });

  test('after a hold expires, the student can book the same PG again', async () => {
    const first = await book(t.student);
    expect(await expireHolds(Date.now() + BOOKING_HOLD_MS + 60_000)).toBe(1);
    expect((await bookingDoc(first.booking.id)).status).toBe('cancelled');
    const again = await api<CreateBookingResponse>('POST', '/bookings', { token: t.student, body: bookingBody() });
    expect(again.status).toBe(201);
    expect(again.body.booking.id).not.toBe(first.booking.id);
    expect(await slotCountOf(tomorrow())).toBe(1);
  });
});

describe('POST /api/bookings/{id}/cancel (the student)', () => {
  test('before the visit, paid: cancelled, slot released, token refunded in full through the gateway', async () => {
    const created = await book(t.student);
    await pay(t.student, created);
    const res = await api<TransitionResponse>('POST', `/bookings/${created.booking.id}/cancel`, { token: t.student, body: { note: 'Found a place nearer home' } });
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(true);
    const b = await bookingDoc(created.booking.id);
    expect(b).toMatchObject({ status: 'cancelled', cancelReason: 'student_cancelled', cancelNote: 'Found a place nearer home' });
    expect(b.payment.status).toBe('refunded');
    expect(b.refund).toMatchObject({ state: 'processed', amountInr: 499 });
    expect(b.refund?.refundId).toMatch(/^rfnd_local_/);
    expect(b.timeline.at(-1)).toMatchObject({ status: 'cancelled', by: 'student' });
    expect(await slotCountOf(tomorrow())).toBe(0);
    const texts = (await outboxOf(b.id)).map((m) => `${String(m.template)}:${String(m.audience)}`);
    // The parent's number never proved itself (no approval): its texts are the fixed parent_update (decision 191).
    expect(texts).toEqual(expect.arrayContaining(['cancelled:student', 'parent_update:parent']));
    expect(texts.filter((x) => x.endsWith(':parent') && x !== 'parent_update:parent')).toEqual([]);

    const again = await api<TransitionResponse>('POST', `/bookings/${b.id}/cancel`, { token: t.student, body: {} });
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
    expect((await auditOf(b.id)).filter((a) => a.to === 'cancelled' && a.action === 'cancel')).toHaveLength(1);
  });

  test("another student's booking is not found; staff reasons are not the student's; nothing changes", async () => {
    const created = await book(t.student);
    const before = await bookingState();
    const res = await api<ErrorBody>('POST', `/bookings/${created.booking.id}/cancel`, { token: t.other, body: {} });
    expect(res.status).toBe(404);
    const reason = await api<ErrorBody>('POST', `/bookings/${created.booking.id}/cancel`, { token: t.student, body: { reason: 'pg_mismatch' } });
    expect(reason.status).toBe(400);
    expect(reason.body.fields).toHaveProperty('reason');
    const junk = await api<ErrorBody>('POST', `/bookings/${created.booking.id}/cancel`, { token: t.student, body: { reason: 'because' } });
    expect(junk.status).toBe(400);
    expect(junk.body.fields).toHaveProperty('reason');
    expect((await api('POST', `/bookings/${created.booking.id}/cancel`, { body: {} })).status).toBe(401);
    expect(await bookingState()).toEqual(before);
  });

  test('inside the 2-hour window the token is kept; an unpaid booking has nothing to refund', async () => {
    const paid = await book(t.student);
    await pay(t.student, paid);
    const visitMs = kotaSlotStartMs(paid.booking.visitDate, paid.booking.visitSlot);
    const late = await cancelBooking({ uid: 'bk-student', role: null }, paid.booking.id, null, null, visitMs - CANCEL_NOTICE_MS + 60_000);
    expect(late.booking).toMatchObject({ status: 'cancelled', cancelReason: 'student_cancelled', refund: null, payment: { status: 'kept' } });

    const unpaid = await book(t.other, { visitSlot: '15:00' });
    expect(await slotCountOf(tomorrow(), '15:00')).toBe(1);
    const res = await api<TransitionResponse>('POST', `/bookings/${unpaid.booking.id}/cancel`, { token: t.other, body: {} });
    expect(res.body.booking).toMatchObject({ status: 'cancelled', refund: null, payment: { status: 'unpaid' } });
    // The slot is free again, and nobody was texted about a booking nobody paid for.
    expect(await slotCountOf(tomorrow(), '15:00')).toBe(0);
    expect(await outboxOf(unpaid.booking.id)).toEqual([]);
  });

  test('a storage error is not turned into "not found"', async () => {
    // Firestore refuses reserved ids like __x__ with its own error; only a missing booking is booking-not-found.
    const err = await cancelBooking({ uid: 'bk-student', role: null }, '__x__', null, null).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).not.toMatchObject({ code: 'not_found' });
    await expect(cancelBooking({ uid: 'bk-student', role: null }, 'no-such-booking', null, null)).rejects.toMatchObject({ code: 'not_found' });
  });

  test('after the visit the student declines: refunded within 48 hours of it, kept after', async () => {
    const a = await book(t.student);
    await pay(t.student, a);
    const b = await book(t.other);
    await pay(t.other, b);
    for (const id of [a.booking.id, b.booking.id]) await adminDb().collection(COLLECTIONS.bookings).doc(id).update({ status: 'visit_done' });
    const visitMs = kotaSlotStartMs(a.booking.visitDate, a.booking.visitSlot);
    const inWindow = await cancelBooking({ uid: 'bk-student', role: null }, a.booking.id, null, null, visitMs + DECLINE_WINDOW_MS - 60_000);
    expect(inWindow.booking).toMatchObject({ cancelReason: 'student_declined', payment: { status: 'refunded' }, refund: { state: 'processed' } });
    const late = await cancelBooking({ uid: 'bk-other', role: null }, b.booking.id, null, null, visitMs + DECLINE_WINDOW_MS + 60_000);
    expect(late.booking).toMatchObject({ cancelReason: 'student_declined', payment: { status: 'kept' }, refund: null });
  });

  test('the 48 hours count from when the visit was marked done, not from when it was to start', async () => {
    const a = await book(t.student);
    await pay(t.student, a);
    const visitMs = kotaSlotStartMs(a.booking.visitDate, a.booking.visitSlot);
    const doneMs = visitMs + 6 * 60 * 60 * 1000; // the visit ran late and was marked done 6 hours after its slot
    const current = await bookingDoc(a.booking.id);
    await adminDb()
      .collection(COLLECTIONS.bookings)
      .doc(a.booking.id)
      .update({ status: 'visit_done', timeline: [...current.timeline, { status: 'visit_done', at: new Date(doneMs).toISOString(), by: 'team', note: null }] });
    // 49 hours after the slot, 43 after the visit was done: still inside the window.
    const r = await cancelBooking({ uid: 'bk-student', role: null }, a.booking.id, null, null, visitMs + DECLINE_WINDOW_MS + 60 * 60 * 1000);
    expect(r.booking).toMatchObject({ cancelReason: 'student_declined', payment: { status: 'refunded' }, refund: { state: 'processed' } });
  });

  test('staff cancel through cancelBooking with one of their reasons (full refund), never the student route', async () => {
    const created = await book(t.student);
    await pay(t.student, created);
    const viaStudentRoute = await api<ErrorBody>('POST', `/bookings/${created.booking.id}/cancel`, { token: t.team, body: { reason: 'pg_mismatch' } });
    // The student route passes staff callers on to the team router (team-bookings.ts), which needs a CURRENT staff
    // role: bk-team has the claim but no users/{uid}.role mirror, so 403 and nothing changes. A current member's
    // staff cancel on this path is tested in team-bookings.emu.test.ts.
    expect(viaStudentRoute.status).toBe(403);
    expect(viaStudentRoute.body.error).toBe('forbidden');
    expect((await bookingDoc(created.booking.id)).status).toBe('pending_visit');
    await expect(cancelBooking({ uid: 'bk-team', role: 'booking_team' }, created.booking.id, null, null)).rejects.toMatchObject({ code: 'invalid_input' });
    const r = await cancelBooking({ uid: 'bk-team', role: 'booking_team' }, created.booking.id, 'pg_mismatch', 'Rooms smaller than listed');
    expect(r.booking).toMatchObject({ status: 'cancelled', cancelReason: 'pg_mismatch', payment: { status: 'refunded' } });
    expect(r.booking.timeline.at(-1)).toMatchObject({ by: 'team' });
    expect((await auditOf(created.booking.id)).find((a) => a.action === 'cancel')).toMatchObject({ actorUid: 'bk-team', actorRole: 'booking_team' });
  });
});
