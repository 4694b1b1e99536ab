// "Ask my parent to approve before I pay" through the Hosting rewrite (docs/decisions/150-parents-in-the-loop.md):
// booking with it (the parent's deadline as the hold, one text to the parent with the link), payment refused until
// the parent approves, POST /api/bookings/{id}/parent-approval (input, who may answer, hostile ids, idempotent
// repeats, approve → the payment hold starts, decline → cancelled), and the minute job ending an unanswered one.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  PARENT_APPROVAL_WINDOW_MS,
  PARENT_REQUESTS_PER_NUMBER_MAX,
  PARENT_REQUESTS_PER_STUDENT_MAX,
  VISIT_MIN_LEAD_MS,
  kotaSlotStartMs,
  type BookingDoc,
  type CreateBookingResponse,
  type TransitionResponse,
} from '@kotastay/shared/schemas/booking';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { clearFirestore } from '../../../../test-utils/emulators';
import { expireHolds } from '../../domain/bookings/cancel';
import { createBooking } from '../../domain/bookings/create';
import { PARENT_APPROVED_HOLD_MS, readParentLink } from '../../domain/bookings/parent-approval';
import { setPaymentGatewayForTests } from '../../domain/payments/config';
import { localGateway } from '../../domain/payments/local';
import type { DomainError } from '../../domain/errors';
import { fromDomainError } from '../http-error';
import {
  auditOf,
  book,
  bookingBody,
  bookingDoc,
  bookingState,
  outboxOf,
  seedBookablePgs,
  seedStudentProfile,
  slotCountOf,
  tomorrow,
} from '../testing/bookings-fixtures';

beforeEach(() => setPaymentGatewayForTests(localGateway()));
afterEach(() => setPaymentGatewayForTests(null));

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

const STUDENT_PHONE = '+919876543210';
const PARENT_PHONE = '+919123456789';
const t = {} as Record<'student' | 'parent' | 'stranger' | 'admin' | 'team' | 'parentAdmin', string>;

beforeAll(async () => {
  t.student = await userWithRole('pa-student', null, STUDENT_PHONE);
  t.parent = await userWithRole('pa-parent', null, PARENT_PHONE);
  t.stranger = await userWithRole('pa-stranger', null, '+919700000001');
  t.admin = await userWithRole('pa-admin', 'admin', '+919700000002');
  t.team = await userWithRole('pa-team', 'booking_team', '+919700000003');
  // The parent's number held by an owner account: being a parent is not a role.
  t.parentAdmin = await userWithRole('pa-parent-owner', 'pg_owner', '+919123456780');
});

beforeEach(async () => {
  await clearFirestore();
  await seedBookablePgs();
  await seedStudentProfile('pa-student', 'Asha Verma');
  await adminDb().collection(COLLECTIONS.users).doc('pa-admin').set({ name: 'Admin', role: 'admin' });
  await adminDb().collection(COLLECTIONS.users).doc('pa-team').set({ name: 'Ravi', role: 'booking_team' });
});

const askParent = (over: Record<string, unknown> = {}) => book(t.student, { askParent: true, ...over });
const answer = (token: string | undefined, id: string, body: unknown) =>
  api<TransitionResponse & ErrorBody>('POST', `/bookings/${encodeURIComponent(id)}/parent-approval`, {
    ...(token ? { token } : {}),
    body,
  });

describe('booking with "ask my parent"', () => {
  test('waits for the parent: the deadline is the hold, one text to the parent with the link, none to the student', async () => {
    const before = Date.now();
    const { booking } = await askParent();
    expect(booking.status).toBe('pending');
    expect(booking.parentApproval).toMatchObject({ state: 'waiting', decidedAt: null, note: null });
    const deadline = Math.min(
      before + PARENT_APPROVAL_WINDOW_MS,
      kotaSlotStartMs(booking.visitDate, booking.visitSlot) - VISIT_MIN_LEAD_MS,
    );
    expect(Math.abs(Date.parse(booking.holdExpiresAt) - deadline)).toBeLessThan(60_000);
    expect(booking.holdExpiresAt).toBe(booking.parentApproval!.expiresAt);
    const out = await outboxOf(booking.id);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ audience: 'parent', toPhone: PARENT_PHONE, template: 'parent_approval_request' });
    // Decision 191: a fixed text, the expiring link to /family/link/{id} and the deadline; no name, no PG.
    expect(out[0]!.text).toMatch(
      /^KotaStay: a student has asked you to approve a PG visit booking\. To see it and answer, open https?:\/\/[^ ]+\/family\/link\/[0-9a-f]{32} and sign in with this number by .+\.$/,
    );
    expect(out[0]!.text).not.toMatch(/Asha|Shanti/);
    // The slot is held while the parent decides.
    expect(await slotCountOf(booking.visitDate)).toBe(1);
  });

  test('bad input names the field and writes nothing: askParent not a boolean, the parent number the student’s own, a slot too close', async () => {
    const before = await bookingState();
    const notBool = await api<ErrorBody>('POST', '/bookings', {
      token: t.student,
      body: { ...bookingBody(), askParent: 'yes' },
    });
    expect(notBool.status).toBe(400);
    expect(notBool.body.fields).toHaveProperty('askParent');
    const own = await api<ErrorBody>('POST', '/bookings', {
      token: t.student,
      body: { ...bookingBody({ parentPhone: '98765 43210' }), askParent: true },
    });
    expect(own.status).toBe(400);
    expect(own.body.fields?.parentPhone).toMatch(/their number, not yours/);
    expect(await bookingState()).toEqual(before);
    // A slot 80 minutes away leaves no time to ask (the clock is the domain's, so this is exact).
    const nowMs = kotaSlotStartMs(tomorrow(), '11:00') - 80 * 60_000;
    const err = await createBooking(
      { uid: 'pa-student', role: null },
      {
        pgId: 'pg-book-1',
        roomId: 'room-free',
        visitDate: tomorrow(),
        visitSlot: '11:00',
        parentPhone: '9123456789',
        note: '',
        askParent: true,
      },
      nowMs,
      { origin: 'http://localhost', callerPhone: STUDENT_PHONE },
    ).catch((e: unknown) => e);
    const http = fromDomainError(err as DomainError);
    expect(http.status).toBe(400);
    expect(http.fields).toHaveProperty('askParent');
    expect(await bookingState()).toEqual(before);
  });

  test('the token cannot be paid before the parent approves (409 parent_approval_pending, nothing written)', async () => {
    const { booking } = await askParent();
    const before = await bookingState();
    const pay = await api<ErrorBody>('POST', `/bookings/${booking.id}/pay`, { token: t.student });
    expect(pay.status).toBe(409);
    expect(pay.body.error).toBe('parent_approval_pending');
    expect(pay.body.message).toMatch(/has not approved this booking yet/);
    expect(await bookingState()).toEqual(before);
  });

  test('a payment made anyway (Checkout opened on the order) is refunded at once and the booking keeps waiting', async () => {
    const { booking } = await askParent();
    const done = await api<Record<string, string>>(
      'POST',
      `/payments/local/orders/${booking.payment.orderId}/complete`,
      { token: t.student, body: { outcome: 'success' } },
    );
    expect(done.status).toBe(200);
    const verify = await api<ErrorBody>('POST', `/bookings/${booking.id}/pay/verify`, {
      token: t.student,
      body: done.body,
    });
    expect(verify.status).toBe(409);
    expect(verify.body.error).toBe('parent_approval_pending');
    const after = await bookingDoc(booking.id);
    expect(after.status).toBe('pending');
    expect(after.payment.status).toBe('unpaid');
    expect(after.parentApproval?.state).toBe('waiting');
    const refunds = await adminDb().collection(COLLECTIONS.refundsPending).where('bookingId', '==', booking.id).get();
    expect(refunds.size).toBe(1);
  });
});

describe('POST /api/bookings/{id}/parent-approval', () => {
  test('bad input names the field and writes nothing', async () => {
    const { booking } = await askParent();
    const before = await bookingState();
    for (const [body, field] of [
      [{}, 'decision'],
      [{ decision: 'maybe' }, 'decision'],
      [{ decision: 'approve', note: 'x'.repeat(301) }, 'note'],
    ] as const) {
      const res = await answer(t.parent, booking.id, body);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty(field);
    }
    const extra = await answer(t.parent, booking.id, { decision: 'approve', state: 'approved' });
    expect(extra.status).toBe(400);
    expect(await bookingState()).toEqual(before);
  });

  test('only the parent answers: anonymous 401, the student 403 parent_only, others (staff included) 404; nothing written', async () => {
    const { booking } = await askParent();
    const before = await bookingState();
    expect((await answer(undefined, booking.id, { decision: 'approve' })).status).toBe(401);
    const own = await answer(t.student, booking.id, { decision: 'approve' });
    expect(own.status).toBe(403);
    expect(own.body.error).toBe('parent_only');
    for (const token of [t.stranger, t.admin, t.team, t.parentAdmin]) {
      const res = await answer(token, booking.id, { decision: 'approve' });
      expect(res.status).toBe(404);
    }
    expect((await answer(t.parent, 'no-such-booking', { decision: 'approve' })).status).toBe(404);
    expect(await bookingState()).toEqual(before);
  });

  test('hostile ids: 400 naming id, nothing written', async () => {
    await askParent();
    const before = await bookingState();
    for (const id of ['__x__', 'a/b']) {
      const res = await answer(t.parent, id, { decision: 'approve' });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('id');
    }
    // '..' is resolved away by the URL (…/bookings/parent-approval): no route, nothing written.
    const dots = await api<ErrorBody>('POST', '/bookings/../parent-approval', {
      token: t.parent,
      body: { decision: 'approve' },
    });
    expect(dots.status).toBeGreaterThanOrEqual(400);
    expect(dots.status).toBeLessThan(500);
    expect(await bookingState()).toEqual(before);
  });

  test('approve: the payment hold starts (2 hours), the student is texted, a repeat changes nothing, then the student pays', async () => {
    const { booking } = await askParent();
    const before = Date.now();
    const res = await answer(t.parent, booking.id, { decision: 'approve', note: 'Go ahead, beta.' });
    expect(res.status).toBe(200);
    expect(res.body.changed).toBe(true);
    const b = await bookingDoc(booking.id);
    expect(b.status).toBe('pending');
    expect(b.parentApproval).toMatchObject({ state: 'approved', note: 'Go ahead, beta.' });
    expect(Math.abs(Date.parse(b.holdExpiresAt) - (before + PARENT_APPROVED_HOLD_MS))).toBeLessThan(60_000);
    expect(b.timeline.at(-1)).toMatchObject({
      status: 'pending',
      by: 'parent',
      note: 'Approved by the parent: “Go ahead, beta.”',
    });
    expect((await auditOf(booking.id)).map((a) => a.action)).toContain('parent_approved');
    const texts = (await outboxOf(booking.id)).filter((m) => m.template === 'parent_approved');
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ audience: 'student', toPhone: STUDENT_PHONE });

    const state = await bookingState();
    const again = await answer(t.parent, booking.id, { decision: 'approve' });
    expect(again.status).toBe(200);
    expect(again.body.changed).toBe(false);
    expect(await bookingState()).toEqual(state);
    const change = await answer(t.parent, booking.id, { decision: 'decline' });
    expect(change.status).toBe(409);
    expect(change.body.error).toBe('already_decided');
    expect(await bookingState()).toEqual(state);

    const pay = await api<CreateBookingResponse>('POST', `/bookings/${booking.id}/pay`, { token: t.student });
    expect(pay.status).toBe(200);
    const done = await api<Record<string, string>>(
      'POST',
      `/payments/local/orders/${pay.body.order.orderId}/complete`,
      { token: t.student, body: { outcome: 'success' } },
    );
    const verify = await api<TransitionResponse>('POST', `/bookings/${booking.id}/pay/verify`, {
      token: t.student,
      body: done.body,
    });
    expect(verify.status).toBe(200);
    expect(verify.body.booking.status).toBe('pending_visit');
  });

  test('decline: cancelled (parent_declined), slot released, the student texted; a repeat changes nothing; approving after is refused', async () => {
    const { booking } = await askParent();
    const res = await answer(t.parent, booking.id, { decision: 'decline', note: 'Let us see it together on Sunday.' });
    expect(res.status).toBe(200);
    const b = await bookingDoc(booking.id);
    expect(b).toMatchObject({
      status: 'cancelled',
      cancelReason: 'parent_declined',
      cancelNote: 'Let us see it together on Sunday.',
    });
    expect(b.parentApproval?.state).toBe('declined');
    expect(b.timeline.at(-1)).toMatchObject({ status: 'cancelled', by: 'parent' });
    expect(await slotCountOf(booking.visitDate)).toBe(0);
    expect((await outboxOf(booking.id)).filter((m) => m.template === 'parent_declined').map((m) => m.audience)).toEqual(
      ['student'],
    );
    const state = await bookingState();
    const again = await answer(t.parent, booking.id, { decision: 'decline' });
    expect(again.body.changed).toBe(false);
    const approve = await answer(t.parent, booking.id, { decision: 'approve' });
    expect(approve.status).toBe(409);
    expect(approve.body.error).toBe('already_decided');
    expect(await bookingState()).toEqual(state);
  });

  test('a booking that did not ask: 409 approval_not_asked; one the student cancelled: 409 approval_closed', async () => {
    const plain = await book(t.student);
    const notAsked = await answer(t.parent, plain.booking.id, { decision: 'approve' });
    expect(notAsked.status).toBe(409);
    expect(notAsked.body.error).toBe('approval_not_asked');
    await api('POST', `/bookings/${plain.booking.id}/cancel`, { token: t.student, body: {} });
    const { booking } = await askParent();
    await api('POST', `/bookings/${booking.id}/cancel`, { token: t.student, body: {} });
    const closed = await answer(t.parent, booking.id, { decision: 'approve' });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toBe('approval_closed');
  });

  test('unanswered: the minute job cancels it at the deadline (approval_expired), and a late answer is refused', async () => {
    const { booking } = await askParent();
    const expired = await expireHolds(Date.parse(booking.holdExpiresAt) + 1000);
    expect(expired).toBe(1);
    const b: BookingDoc = await bookingDoc(booking.id);
    expect(b).toMatchObject({ status: 'cancelled', cancelReason: 'approval_expired' });
    expect(b.parentApproval?.state).toBe('expired');
    expect(await slotCountOf(booking.visitDate)).toBe(0);
    const late = await answer(t.parent, booking.id, { decision: 'approve' });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('approval_closed');
  });
});

// Findings 2 and the parent link of issue #20 (docs/decisions/191-texts-to-unproven-numbers-and-phone-only-accounts.md).
describe('texts to a parent number that has not proved itself', () => {
  const PHISHING = 'URGENT pay Rs2000 at kotastay-refund.example now';
  const outboxAll = async () => (await adminDb().collection(COLLECTIONS.outbox).get()).docs.map((d) => d.data());

  test('the approval request carries nothing the student chose (not the name, not the PG), in English and Hindi', async () => {
    await seedStudentProfile('pa-student', PHISHING);
    const { booking } = await askParent();
    expect(booking.studentName).toBe(PHISHING);
    const [en] = await outboxOf(booking.id);
    expect(en!.text).not.toMatch(/URGENT|kotastay-refund|Rs2000|Shanti/);
    expect(Object.keys(en!.params as object).sort()).toEqual(['deadline', 'link']);
    expect(JSON.stringify(en)).not.toContain('kotastay-refund');

    await api('POST', `/bookings/${booking.id}/cancel`, { token: t.student, body: {} });
    const hi = await book(t.student, { askParent: true, language: 'hi', visitSlot: '15:00' });
    const [text] = await outboxOf(hi.booking.id);
    expect(text!.text).toMatch(/^KotaStay: एक विद्यार्थी ने PG विज़िट की एक बुकिंग पर आपकी मंज़ूरी माँगी है।/);
    expect(text!.text).toMatch(/\/hi\/family\/link\//);
    expect(text!.text).not.toMatch(/URGENT|kotastay-refund|Shanti/);
  });

  test('after the parent approved (signed in with that number), later texts name the student and the PG again', async () => {
    const { booking } = await askParent();
    expect((await answer(t.parent, booking.id, { decision: 'approve' })).status).toBe(200);
    const pay = await api<CreateBookingResponse>('POST', `/bookings/${booking.id}/pay`, { token: t.student });
    const done = await api<Record<string, string>>('POST', `/payments/local/orders/${pay.body.order.orderId}/complete`, {
      token: t.student,
      body: { outcome: 'success' },
    });
    expect((await api('POST', `/bookings/${booking.id}/pay/verify`, { token: t.student, body: done.body })).status).toBe(200);
    const toParent = (await outboxOf(booking.id)).filter((m) => m.audience === 'parent' && m.template !== 'parent_approval_request');
    expect(toParent.map((m) => m.template).sort()).toEqual(['payment_receipt', 'token_paid']);
    expect(toParent.find((m) => m.template === 'token_paid')!.text).toContain('Asha Verma booked a guided visit to Shanti Girls PG');
  });

  test(`at most ${PARENT_REQUESTS_PER_NUMBER_MAX} requests to one number in 24 hours, whoever asks: then 429 naming parentPhone, nothing written, nothing sent`, async () => {
    const slots = ['10:00', '12:00', '14:00', '16:00'] as const;
    const students = await Promise.all(
      slots.map((_, i) => userWithRole(`pa-many-${i}`, null, `+91980000010${i}`)),
    );
    for (let i = 0; i < PARENT_REQUESTS_PER_NUMBER_MAX; i++) {
      await book(students[i]!, { askParent: true, visitSlot: slots[i] });
    }
    expect((await outboxAll()).filter((m) => m.toPhone === PARENT_PHONE)).toHaveLength(PARENT_REQUESTS_PER_NUMBER_MAX);
    const before = await bookingState();
    const res = await api<ErrorBody>('POST', '/bookings', {
      token: students[PARENT_REQUESTS_PER_NUMBER_MAX]!,
      body: bookingBody({ askParent: true, visitSlot: slots[PARENT_REQUESTS_PER_NUMBER_MAX] }),
    });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('too_many_parent_requests');
    expect(res.body.fields?.parentPhone).toMatch(/approval requests in 24 hours/);
    expect(await bookingState()).toEqual(before);
    // Another number, or the same booking without asking (no text), still works.
    const other = await api('POST', '/bookings', {
      token: students[PARENT_REQUESTS_PER_NUMBER_MAX]!,
      body: bookingBody({ askParent: false, visitSlot: slots[PARENT_REQUESTS_PER_NUMBER_MAX] }),
    });
    expect(other.status).toBe(201);
  });

  test(`one student asks at most ${PARENT_REQUESTS_PER_STUDENT_MAX} times in 24 hours, whatever the numbers: then 429 naming parentPhone, nothing written`, async () => {
    for (let i = 0; i < PARENT_REQUESTS_PER_STUDENT_MAX; i++) {
      const { booking } = await book(t.student, { askParent: true, parentPhone: `981111000${i}` });
      expect((await api('POST', `/bookings/${booking.id}/cancel`, { token: t.student, body: {} })).status).toBe(200);
    }
    const before = await bookingState();
    const res = await api<ErrorBody>('POST', '/bookings', {
      token: t.student,
      body: bookingBody({ askParent: true, parentPhone: '9811110009' }),
    });
    expect(res.status).toBe(429);
    expect(res.body.error).toBe('too_many_parent_requests');
    expect(res.body.message).toContain(String(PARENT_REQUESTS_PER_STUDENT_MAX));
    expect(res.body.fields).toHaveProperty('parentPhone');
    expect(await bookingState()).toEqual(before);
    expect((await outboxAll()).filter((m) => m.toPhone === '+919811110009')).toEqual([]);
  });

  test('the texted link is open until the parent’s deadline, then 410 link_expired with a clear message; an unknown link is 404', async () => {
    const { booking } = await askParent();
    const link = /\/family\/link\/([0-9a-f]{32})/.exec(String((await outboxOf(booking.id))[0]!.text))![1]!;
    const open = await api<{ state: string; expiresAt: string }>('GET', `/parent-links/${link}`);
    expect(open.status).toBe(200);
    expect(open.body).toEqual({ state: 'open', expiresAt: booking.parentApproval!.expiresAt });
    expect(JSON.stringify(open.body)).not.toMatch(/Asha|Shanti|\+91/);

    // Past the deadline (the domain's clock) and through the API once the stored end has passed.
    await expect(readParentLink(link, Date.parse(booking.parentApproval!.expiresAt) + 1)).rejects.toMatchObject({
      kind: 'gone',
      code: 'link_expired',
    });
    await adminDb().collection(COLLECTIONS.meta).doc(`parent_link_${link}`).update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const gone = await api<ErrorBody>('GET', `/parent-links/${link}`);
    expect(gone.status).toBe(410);
    expect(gone.body.error).toBe('link_expired');
    expect(gone.body.message).toMatch(/This approval link has expired/);

    expect((await api<ErrorBody>('GET', '/parent-links/0123456789abcdef0123456789abcdef')).status).toBe(404);
    expect((await api<ErrorBody>('GET', '/parent-links/not-a-link')).status).toBe(404);
    const hostile = await api<ErrorBody>('GET', '/parent-links/__x__');
    expect(hostile.status).toBe(400);
    expect(hostile.body.fields).toHaveProperty('linkId');
  });
});
