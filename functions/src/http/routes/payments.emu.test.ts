// Paying the visit token through the Hosting rewrite with the local provider: the local checkout, Checkout's signed
// answer verified against the stored order, failures that leave the booking payable, the hold expiring, and the
// signed webhook delivered more than once.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  BOOKING_HOLD_MS,
  PAYMENT_FAILURES_MAX,
  PAYMENT_FAILURES_TIMELINE_MAX,
  type CreateBookingResponse,
  type TransitionResponse,
} from '@kotastay/shared/schemas/booking';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { apiUrl, clearFirestore } from '../../../../test-utils/emulators';
import { cancelBooking, expireHolds } from '../../domain/bookings/cancel';
import { verifyPayment } from '../../domain/bookings/payment';
import { sweepRefunds, REFUND_RETRY_AFTER_MS } from '../../domain/bookings/refunds';
import { setPaymentGatewayForTests } from '../../domain/payments/config';
import { GatewayError, type PaymentGateway } from '../../domain/payments/gateway';
import { localGateway } from '../../domain/payments/local';
import { checkoutSignature, webhookSignature } from '../../domain/payments/signatures';
import {
  auditOf,
  book,
  bookingDoc,
  bookingState,
  kindOf,
  outboxOf,
  recordPayment,
  seedBookablePgs,
  seedStudentProfile,
  slotCountOf,
  tomorrow,
} from '../testing/bookings-fixtures';
import { deliverWebhook } from '../testing/webhook';

// Domain calls from this process use an injected gateway (the local provider exists only inside the emulators).
beforeEach(() => setPaymentGatewayForTests(localGateway()));
afterEach(() => setPaymentGatewayForTests(null));

/** The local gateway whose refunds fail `failures` times (a network error, or a refusal), then go through. */
function flakyRefunds(failures: number, error: () => GatewayError): PaymentGateway & { refundCalls: { paymentId: string; idempotencyKey?: string | undefined }[] } {
  const base = localGateway();
  const refundCalls: { paymentId: string; idempotencyKey?: string | undefined }[] = [];
  let left = failures;
  return {
    ...base,
    refundCalls,
    refund: async (input) => {
      refundCalls.push({ paymentId: input.paymentId, idempotencyKey: input.idempotencyKey });
      if (left > 0) {
        left -= 1;
        throw error();
      }
      return base.refund(input);
    },
  };
}
/** A cancelled booking whose refund of `paymentId` was started (and, with an id, taken by the gateway). */
async function refundInFlight(bookingId: string, paymentId: string, refundId: string | null): Promise<void> {
  await adminDb()
    .collection(COLLECTIONS.bookings)
    .doc(bookingId)
    .update({
      status: 'cancelled',
      'payment.status': 'refund_pending',
      'payment.paymentId': paymentId,
      refund: { state: 'initiated', amountInr: 499, refundId, at: new Date().toISOString() },
    });
}
const networkDown = () => new GatewayError('Razorpay could not be reached: fetch failed', null, null);
const refused = () => new GatewayError('Razorpay refused the request: The payment has been fully refunded already', 400, 'BAD_REQUEST_ERROR');
const KEY_SECRET = 'local_key_secret';
const WEBHOOK_SECRET = 'local_webhook_secret';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
type Signed = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

const t = {} as Record<'student' | 'other', string>;

beforeAll(async () => {
  // Signed in with their numbers: the booking's student number is the caller's (decision 191).
  t.student = await userWithRole('pay-student', null, '+919870000011');
  t.other = await userWithRole('pay-other', null, '+919870000012');
});

beforeEach(async () => {
  await clearFirestore();
  await seedBookablePgs();
  await seedStudentProfile('pay-student', 'Asha Verma');
});

const complete = (token: string, orderId: string, outcome: string) =>
  api<Signed & { error?: { code: string; description: string }; cancelled?: boolean }>('POST', `/payments/local/orders/${orderId}/complete`, {
    token,
    body: { outcome },
  });

const verify = (token: string, id: string, body: unknown) => api<TransitionResponse & ErrorBody>('POST', `/bookings/${id}/pay/verify`, { token, body });

function webhookBody(event: string, entity: Record<string, unknown>, kind = 'payment'): string {
  return JSON.stringify({ entity: 'event', account_id: 'acc_test', event, contains: [kind], payload: { [kind]: { entity } }, created_at: 1_790_000_000 });
}

const deliver = (raw: string, eventId: string, signature = webhookSignature(WEBHOOK_SECRET, raw)) => deliverWebhook(raw, eventId, signature);

describe('the local checkout and verify', () => {
  test('failed, then paid: the booking stays payable with the reason, then pending_visit with a receipt', async () => {
    const { booking, order } = await book(t.student);
    const view = await api<Record<string, unknown>>('GET', `/payments/local/orders/${order.orderId}`, { token: t.student });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ orderId: order.orderId, amountPaise: 49_900, bookingId: booking.id, pgName: 'Shanti Girls PG', status: 'pending' });

    const failed = await complete(t.student, order.orderId, 'failure');
    expect(failed.status).toBe(200);
    expect(failed.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: expect.stringContaining('Payment failed') });
    const recorded = await api<TransitionResponse>('POST', `/bookings/${booking.id}/pay/failed`, {
      token: t.student,
      body: { orderId: order.orderId, outcome: 'failed', code: failed.body.error?.code, description: failed.body.error?.description },
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body.booking).toMatchObject({ status: 'pending', payment: { status: 'unpaid', attempts: 1, lastError: expect.stringContaining('failed') } });

    const cancelled = await complete(t.student, order.orderId, 'cancel');
    expect(cancelled.body).toEqual({ cancelled: true });

    const again = await api<CreateBookingResponse>('POST', `/bookings/${booking.id}/pay`, { token: t.student });
    expect(again.status).toBe(200);
    expect(again.body.order.orderId).toBe(order.orderId);

    const ok = await complete(t.student, order.orderId, 'success');
    expect(ok.status).toBe(200);
    expect(ok.body.razorpay_signature).toBe(checkoutSignature(KEY_SECRET, order.orderId, ok.body.razorpay_payment_id));
    const v = await verify(t.student, booking.id, ok.body);
    expect(v.status).toBe(200);
    const b = await bookingDoc(booking.id);
    expect(b).toMatchObject({ status: 'pending_visit', payment: { status: 'paid', paymentId: ok.body.razorpay_payment_id, lastError: null } });
    expect(b.payment.receiptNo).toMatch(/^KS-\d{4}-000001$/);
    expect(b.timeline.map((e) => e.status)).toEqual(['pending', 'pending', 'pending_visit']);
    const messages = (await outboxOf(booking.id)).map((m) => `${kindOf(m)}:${String(m.audience)}`).sort();
    // The PG's owner hears of the new visit request too (decision 212).
    expect(messages).toEqual(['payment_receipt:parent', 'token_paid:owner', 'token_paid:parent', 'token_paid:student']);
    const receipt = (await outboxOf(booking.id)).find((m) => kindOf(m) === 'payment_receipt');
    // Queued, and possibly already delivered by the outboxDelivery trigger.
    expect(receipt).toMatchObject({ toPhone: '+919123456789', channel: 'sms', status: expect.stringMatching(/^(pending|sent)$/), bookingId: booking.id });
    // The parent's number never proved itself (decision 191): the fixed text, no student or PG name; the receipt
    // itself is on the booking, which the parent reads signed in with that number.
    expect(receipt).toMatchObject({ template: 'parent_update', params: { about: 'payment_receipt' } });
    expect(String(receipt?.text)).not.toMatch(/Asha|Shanti/);

    // Paying twice: /pay refuses; the same verify again changes nothing; the local checkout refuses too.
    const payAgain = await api<ErrorBody>('POST', `/bookings/${booking.id}/pay`, { token: t.student });
    expect(payAgain.status).toBe(409);
    expect(payAgain.body.error).toBe('already_paid');
    const v2 = await verify(t.student, booking.id, ok.body);
    expect(v2.status).toBe(200);
    expect(v2.body.changed).toBe(false);
    expect((await complete(t.student, order.orderId, 'success')).status).toBe(409);
    expect((await auditOf(booking.id)).filter((a) => a.to === 'pending_visit')).toHaveLength(1);
  });

  test('a tampered signature → 400 invalid_signature naming it, and the booking is unchanged', async () => {
    const { booking, order } = await book(t.student);
    const before = await bookingState();
    const paymentId = 'pay_local_tampered1';
    const good = checkoutSignature(KEY_SECRET, order.orderId, paymentId);
    const tampered = `${good.slice(0, -1)}${good.endsWith('a') ? 'b' : 'a'}`;
    const res = await verify(t.student, booking.id, { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: tampered });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_signature');
    expect(res.body.fields).toHaveProperty('razorpay_signature');
    const wrongKey = checkoutSignature('not-the-secret', order.orderId, paymentId);
    expect((await verify(t.student, booking.id, { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: wrongKey })).status).toBe(400);
    const otherOrder = await verify(t.student, booking.id, { razorpay_order_id: 'order_other', razorpay_payment_id: paymentId, razorpay_signature: good });
    expect(otherOrder.status).toBe(400);
    expect(otherOrder.body.fields).toHaveProperty('razorpay_order_id');
    const malformed = await verify(t.student, booking.id, { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: 'xyz' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields).toHaveProperty('razorpay_signature');
    expect(await bookingState()).toEqual(before);
  });

  test("another student cannot see, pay, verify or fail someone's booking; nothing changes", async () => {
    const { booking, order } = await book(t.student);
    const before = await bookingState();
    const paymentId = 'pay_local_x1';
    const sig = checkoutSignature(KEY_SECRET, order.orderId, paymentId);
    expect((await api('POST', `/bookings/${booking.id}/pay`, { token: t.other })).status).toBe(404);
    expect((await verify(t.other, booking.id, { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: sig })).status).toBe(404);
    expect((await api('POST', `/bookings/${booking.id}/pay/failed`, { token: t.other, body: { orderId: order.orderId, outcome: 'failed' } })).status).toBe(404);
    expect((await api('GET', `/payments/local/orders/${order.orderId}`, { token: t.other })).status).toBe(404);
    expect((await complete(t.other, order.orderId, 'success')).status).toBe(404);
    expect((await api('POST', `/bookings/${booking.id}/pay`)).status).toBe(401);
    const badOutcome = await api<ErrorBody>('POST', `/payments/local/orders/${order.orderId}/complete`, { token: t.student, body: { outcome: 'maybe' } });
    expect(badOutcome.status).toBe(400);
    expect(badOutcome.body.fields).toHaveProperty('outcome');
    expect(await bookingState()).toEqual(before);
  });
});

describe('verify asks the gateway; failures are capped', () => {
  test('a correctly signed payment the gateway has not captured for this order and amount → 409 payment_not_confirmed, nothing written', async () => {
    const { booking, order } = await book(t.student);
    const signedFor = (paymentId: string) => ({
      razorpay_order_id: order.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(KEY_SECRET, order.orderId, paymentId),
    });
    await recordPayment(order.orderId, 'pay_local_failedp', { status: 'failed' });
    await recordPayment(order.orderId, 'pay_local_cheap', { amountPaise: 100 });
    await recordPayment(order.orderId, 'pay_local_usd', { currency: 'USD' });
    await recordPayment('order_someone_else', 'pay_local_elsewhere');
    const before = await bookingState();
    for (const id of ['pay_local_unknown', 'pay_local_failedp', 'pay_local_cheap', 'pay_local_usd', 'pay_local_elsewhere']) {
      const res = await verify(t.student, booking.id, signedFor(id));
      expect(res.status, id).toBe(409);
      expect(res.body.error, id).toBe('payment_not_confirmed');
    }
    expect(await bookingState()).toEqual(before);
    // An authorized payment on our auto-capture order is paid.
    await recordPayment(order.orderId, 'pay_local_auth', { status: 'authorized' });
    expect((await verify(t.student, booking.id, signedFor('pay_local_auth'))).body.booking.status).toBe('pending_visit');
  });

  test('receipt numbers are sequential and unique', async () => {
    const a = await book(t.student);
    const b = await book(t.other);
    for (const [token, created] of [[t.student, a], [t.other, b]] as const) {
      const ok = await complete(token, created.order.orderId, 'success');
      expect((await verify(token, created.booking.id, ok.body)).status).toBe(200);
    }
    const year = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 4);
    const receipts = [(await bookingDoc(a.booking.id)).payment.receiptNo, (await bookingDoc(b.booking.id)).payment.receiptNo];
    expect(receipts).toEqual([`KS-${year}-000001`, `KS-${year}-000002`]);
  });

  test(`/pay/failed: the timeline keeps the first ${PAYMENT_FAILURES_TIMELINE_MAX}, after ${PAYMENT_FAILURES_MAX} failures 429`, async () => {
    const { booking, order } = await book(t.student);
    for (let i = 1; i <= PAYMENT_FAILURES_MAX; i++) {
      const res = await api<TransitionResponse>('POST', `/bookings/${booking.id}/pay/failed`, { token: t.student, body: { orderId: order.orderId, outcome: 'failed', description: `try ${i}` } });
      expect(res.status).toBe(200);
      expect(res.body.booking.payment).toMatchObject({ attempts: i, lastError: expect.stringContaining(`try ${i}`) });
    }
    const b = await bookingDoc(booking.id);
    expect(b.timeline).toHaveLength(1 + PAYMENT_FAILURES_TIMELINE_MAX);
    expect((await auditOf(booking.id)).filter((a) => a.action === 'payment_failed')).toHaveLength(PAYMENT_FAILURES_TIMELINE_MAX);
    const before = await bookingState();
    const over = await api<ErrorBody>('POST', `/bookings/${booking.id}/pay/failed`, { token: t.student, body: { orderId: order.orderId, outcome: 'cancelled' } });
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('too_many_attempts');
    expect(await bookingState()).toEqual(before);
  });
});

describe('refunds that the gateway does not take at once', () => {
  async function paidBooking() {
    const created = await book(t.student);
    const ok = await complete(t.student, created.order.orderId, 'success');
    expect((await verify(t.student, created.booking.id, ok.body)).status).toBe(200);
    return { ...created, paymentId: ok.body.razorpay_payment_id };
  }

  test('a network error leaves the refund initiated (no "did not go through" text); the sweeper retries it with the same key', async () => {
    const { booking, paymentId } = await paidBooking();
    const gw = flakyRefunds(1, networkDown);
    setPaymentGatewayForTests(gw);
    const nowMs = Date.now();
    const r = await cancelBooking({ uid: 'pay-student', role: null }, booking.id, null, null, nowMs);
    expect(r.booking).toMatchObject({ status: 'cancelled', payment: { status: 'refund_pending' }, refund: { state: 'initiated', refundId: null } });
    expect((await outboxOf(booking.id)).map((m) => kindOf(m))).not.toContain('refund_failed');
    // Too early for the sweeper: it leaves it alone.
    expect(await sweepRefunds(nowMs + 30_000)).toEqual({ bookingRefunds: 0, duplicateRefunds: 0, polled: 0 });
    expect(gw.refundCalls).toHaveLength(1);
    expect(await sweepRefunds(nowMs + REFUND_RETRY_AFTER_MS + 1_000)).toEqual({ bookingRefunds: 1, duplicateRefunds: 0, polled: 0 });
    const b = await bookingDoc(booking.id);
    expect(b).toMatchObject({ payment: { status: 'refunded' }, refund: { state: 'processed' } });
    expect(gw.refundCalls).toHaveLength(2);
    expect(gw.refundCalls[0]).toEqual({ paymentId, idempotencyKey: `rf_${booking.id}_${paymentId}` });
    expect(gw.refundCalls[1]).toEqual(gw.refundCalls[0]);
    const parent = (await outboxOf(booking.id)).filter((m) => m.audience === 'parent').map((m) => kindOf(m));
    expect(parent.filter((x) => x === 'refund_receipt')).toHaveLength(1);
    expect(parent).not.toContain('refund_failed');
    // Settled: the next sweep asks nothing.
    expect(await sweepRefunds(nowMs + 2 * REFUND_RETRY_AFTER_MS)).toEqual({ bookingRefunds: 0, duplicateRefunds: 0, polled: 0 });
  });

  test('a refusal (4xx) marks the refund failed and tells the parent', async () => {
    const { booking } = await paidBooking();
    setPaymentGatewayForTests(flakyRefunds(1, refused));
    const r = await cancelBooking({ uid: 'pay-student', role: null }, booking.id, null, null);
    expect(r.booking).toMatchObject({ payment: { status: 'refund_pending' }, refund: { state: 'failed' } });
    expect((await outboxOf(booking.id)).filter((m) => kindOf(m) === 'refund_failed').map((m) => m.audience)).toEqual(['parent']);
  });

  test('a second payment of a paid order is recorded in refunds_pending and refunded, retried after a network error', async () => {
    const { booking, order } = await paidBooking();
    const gw = flakyRefunds(2, networkDown);
    setPaymentGatewayForTests(gw);
    const second = 'pay_local_second1';
    await recordPayment(order.orderId, second);
    const nowMs = Date.now();
    const signed = { razorpay_order_id: order.orderId, razorpay_payment_id: second, razorpay_signature: checkoutSignature(KEY_SECRET, order.orderId, second) };
    const r = await verifyPayment({ uid: 'pay-student', role: null }, booking.id, signed, nowMs);
    expect(r.changed).toBe(false);
    const pending = adminDb().collection(COLLECTIONS.refundsPending).doc(second);
    expect((await pending.get()).data()).toMatchObject({ bookingId: booking.id, orderId: order.orderId, amountPaise: 49_900, state: 'pending', attempts: 1 });
    // The same duplicate again (its webhook) records nothing new; the gateway is still down.
    await verifyPayment({ uid: 'pay-student', role: null }, booking.id, signed, nowMs);
    expect((await adminDb().collection(COLLECTIONS.refundsPending).get()).size).toBe(1);
    expect((await pending.get()).data()).toMatchObject({ state: 'pending', attempts: 2 });
    expect(await sweepRefunds(Date.now() + REFUND_RETRY_AFTER_MS + 1_000)).toEqual({ bookingRefunds: 0, duplicateRefunds: 1, polled: 0 });
    expect((await pending.get()).data()).toMatchObject({ state: 'processed', refundId: expect.stringMatching(/^rfnd_local_/) });
    expect(gw.refundCalls.map((c) => c.idempotencyKey)).toEqual(Array(gw.refundCalls.length).fill(`rf_${booking.id}_${second}`));
    // The booking itself is untouched: paid once.
    expect(await bookingDoc(booking.id)).toMatchObject({ status: 'pending_visit', payment: { status: 'paid' } });
  });
});

describe('the hold', () => {
  test('expired: cancelled (hold_expired), slot released, paying refused; a payment landing late is refunded in full', async () => {
    const { booking, order } = await book(t.student);
    expect(await expireHolds(Date.now())).toBe(0);
    expect(await expireHolds(Date.now() + BOOKING_HOLD_MS + 60_000)).toBe(1);
    let b = await bookingDoc(booking.id);
    expect(b).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired', payment: { status: 'unpaid' } });
    expect(b.timeline.at(-1)).toMatchObject({ status: 'cancelled', by: 'system' });
    expect(await slotCountOf(tomorrow())).toBe(0);
    // Nothing was paid: nobody is texted (the numbers were only typed in).
    expect(await outboxOf(booking.id)).toEqual([]);
    expect(await expireHolds(Date.now() + BOOKING_HOLD_MS + 60_000)).toBe(0);

    const pay = await api<ErrorBody>('POST', `/bookings/${booking.id}/pay`, { token: t.student });
    expect(pay.status).toBe(409);
    expect(pay.body.error).toBe('hold_expired');

    // The bank was slow: Checkout's success arrives after the expiry.
    const paymentId = 'pay_local_slowbank1';
    await recordPayment(order.orderId, paymentId);
    const v = await verify(t.student, booking.id, { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(KEY_SECRET, order.orderId, paymentId) });
    expect(v.status).toBe(200);
    b = await bookingDoc(booking.id);
    expect(b).toMatchObject({ status: 'cancelled', cancelReason: 'paid_after_expiry', payment: { status: 'refunded', paymentId }, refund: { state: 'processed', amountInr: 499 } });
    expect(b.refund?.refundId).toMatch(/^rfnd_local_/);
    const parent = (await outboxOf(booking.id)).filter((m) => m.audience === 'parent').map((m) => kindOf(m)).sort();
    expect(parent).toEqual(['cancelled', 'payment_receipt', 'refund_receipt']);
  });

  test('paid after the hold ended but before the minute job ran: exactly as an expired hold (cancelled, slot released, refunded)', async () => {
    const { booking, order } = await book(t.student);
    const paymentId = 'pay_local_justlate1';
    await recordPayment(order.orderId, paymentId);
    const signed = { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(KEY_SECRET, order.orderId, paymentId) };
    const r = await verifyPayment({ uid: 'pay-student', role: null }, booking.id, signed, Date.parse(booking.holdExpiresAt) + 1_000);
    expect(r.booking).toMatchObject({ status: 'cancelled', cancelReason: 'paid_after_expiry', payment: { status: 'refunded', paymentId }, refund: { state: 'processed', amountInr: 499 } });
    expect(await slotCountOf(tomorrow())).toBe(0);
    expect((await auditOf(booking.id)).map((a) => a.action)).toContain('paid_after_expiry');
    // The job then finds nothing to expire.
    expect(await expireHolds(Date.parse(booking.holdExpiresAt) + 60_000)).toBe(0);
  });

  test('the hold job asks the gateway first: a payment whose webhook never came marks it paid instead of cancelling', async () => {
    const { booking, order } = await book(t.student);
    await recordPayment(order.orderId, 'pay_local_lostwebhook', { createdAt: new Date(Date.parse(booking.holdExpiresAt) - 60_000).toISOString() });
    expect(await expireHolds(Date.parse(booking.holdExpiresAt) + 60_000)).toBe(0);
    const b = await bookingDoc(booking.id);
    expect(b).toMatchObject({ status: 'pending_visit', payment: { status: 'paid', paymentId: 'pay_local_lostwebhook' } });
    expect(await slotCountOf(tomorrow())).toBe(1);
  });

  test('the hold job cancels when the gateway has only a failed or foreign-amount payment', async () => {
    const { booking, order } = await book(t.student);
    await recordPayment(order.orderId, 'pay_local_failed1', { status: 'failed' });
    await recordPayment(order.orderId, 'pay_local_cheap1', { amountPaise: 100 });
    expect(await expireHolds(Date.parse(booking.holdExpiresAt) + 60_000)).toBe(1);
    expect(await bookingDoc(booking.id)).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired', payment: { status: 'unpaid' } });
  });
});

describe('POST /api/payments/webhook', () => {
  test('the same payment.captured delivered 3 times makes one transition', async () => {
    const { booking, order } = await book(t.student);
    const raw = webhookBody('payment.captured', { id: 'pay_webhook_1', entity: 'payment', amount: 49_900, currency: 'INR', status: 'captured', order_id: order.orderId });
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const res = await deliver(raw, 'evt_same_1');
      expect(res.status).toBe(200);
      outcomes.push(res.body.outcome);
    }
    expect(outcomes).toEqual(['handled', 'duplicate', 'duplicate']);
    const b = await bookingDoc(booking.id);
    expect(b).toMatchObject({ status: 'pending_visit', payment: { status: 'paid', paymentId: 'pay_webhook_1' } });
    expect((await auditOf(booking.id)).filter((a) => a.to === 'pending_visit')).toHaveLength(1);
    expect((await adminDb().collection(COLLECTIONS.paymentEvents).get()).size).toBe(1);

    // order.paid for the same payment (another event id) changes nothing either.
    const orderPaid = JSON.stringify({
      event: 'order.paid',
      payload: { payment: { entity: { id: 'pay_webhook_1', order_id: order.orderId } }, order: { entity: { id: order.orderId, status: 'paid' } } },
    });
    expect((await deliver(orderPaid, 'evt_order_paid_1')).status).toBe(200);
    expect((await auditOf(booking.id)).filter((a) => a.to === 'pending_visit')).toHaveLength(1);
  });

  test('delivered 3 times at once (and Checkout verifying meanwhile): still one transition', async () => {
    const { booking, order } = await book(t.student);
    const paymentId = 'pay_webhook_race';
    await recordPayment(order.orderId, paymentId);
    const raw = webhookBody('payment.captured', { id: paymentId, amount: 49_900, currency: 'INR', status: 'captured', order_id: order.orderId });
    const signed = { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(KEY_SECRET, order.orderId, paymentId) };
    const results = await Promise.all([deliver(raw, 'evt_race_1'), deliver(raw, 'evt_race_1'), deliver(raw, 'evt_race_1'), verify(t.student, booking.id, signed)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await bookingDoc(booking.id)).status).toBe('pending_visit');
    expect((await auditOf(booking.id)).filter((a) => a.to === 'pending_visit')).toHaveLength(1);
    expect((await outboxOf(booking.id)).filter((m) => kindOf(m) === 'payment_receipt')).toHaveLength(1);
  });

  test('a bad signature → 400 and nothing written; unknown events are acknowledged and ignored', async () => {
    const { order } = await book(t.student);
    const before = await bookingState();
    const raw = webhookBody('payment.captured', { id: 'pay_forged', order_id: order.orderId, amount: 49_900 });
    const forged = await deliver(raw, 'evt_forged', webhookSignature('wrong-secret', raw));
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe('invalid_signature');
    const noSig = await fetch(`${apiUrl}/payments/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
    expect(noSig.status).toBe(400);
    // A body changed after signing (one space added) does not verify either.
    const sig = webhookSignature(WEBHOOK_SECRET, raw);
    expect((await deliver(raw.replace('{', '{ '), 'evt_changed', sig)).status).toBe(400);
    const unknown = await deliver(JSON.stringify({ event: 'settlement.processed', payload: {} }), 'evt_unknown');
    expect(unknown).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(await bookingState()).toEqual(before);
  });

  test('a payment event with another amount or currency is acknowledged and ignored: nothing written', async () => {
    const { order } = await book(t.student);
    const before = await bookingState();
    const cheap = webhookBody('payment.captured', { id: 'pay_cheap', amount: 100, currency: 'INR', status: 'captured', order_id: order.orderId });
    expect(await deliver(cheap, 'evt_cheap')).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    const usd = webhookBody('payment.captured', { id: 'pay_usd', amount: 49_900, currency: 'USD', status: 'captured', order_id: order.orderId });
    expect(await deliver(usd, 'evt_usd')).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(await bookingState()).toEqual(before);
  });

  test('without X-Razorpay-Event-Id → 400 naming the header, nothing written', async () => {
    const { order } = await book(t.student);
    const before = await bookingState();
    const raw = webhookBody('payment.captured', { id: 'pay_noevt', amount: 49_900, currency: 'INR', status: 'captured', order_id: order.orderId });
    const res = await fetch(`${apiUrl}/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': webhookSignature(WEBHOOK_SECRET, raw) },
      body: raw,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error).toBe('invalid_input');
    expect(body.fields).toHaveProperty('x-razorpay-event-id');
    expect(await bookingState()).toEqual(before);
  });

  test("a refund webhook for another payment, amount or refund id settles nothing (200, nothing written)", async () => {
    const { booking } = await book(t.student);
    await refundInFlight(booking.id, 'pay_mine', null);
    const before = await bookingState();
    const foreign = [
      { id: 'rfnd_other_pay', payment_id: 'pay_someone_else', amount: 49_900 },
      { id: 'rfnd_other_amount', payment_id: 'pay_mine', amount: 100 },
      { id: 'rfnd_no_payment', amount: 49_900 },
    ];
    for (const [i, r] of foreign.entries()) {
      for (const event of ['refund.processed', 'refund.failed']) {
        const raw = webhookBody(event, { ...r, entity: 'refund', status: 'processed', notes: { bookingId: booking.id } }, 'refund');
        expect(await deliver(raw, `evt_foreign_${i}_${event.replace('.', '_')}`), r.id).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
      }
    }
    expect(await bookingState()).toEqual(before);
    // The real one settles it; a later one for another refund id of the same payment does not.
    const mine = webhookBody('refund.processed', { id: 'rfnd_mine', entity: 'refund', payment_id: 'pay_mine', amount: 49_900, notes: { bookingId: booking.id } }, 'refund');
    expect(await deliver(mine, 'evt_mine')).toMatchObject({ status: 200, body: { outcome: 'handled' } });
    expect(await bookingDoc(booking.id)).toMatchObject({ payment: { status: 'refunded' }, refund: { state: 'processed', refundId: 'rfnd_mine' } });
    const after = await bookingState();
    const other = webhookBody('refund.failed', { id: 'rfnd_second', entity: 'refund', payment_id: 'pay_mine', amount: 49_900, notes: { bookingId: booking.id } }, 'refund');
    expect(await deliver(other, 'evt_second')).toMatchObject({ status: 200, body: { outcome: 'ignored' } });
    expect(await bookingState()).toEqual(after);
  });

  test('payment.failed records the reason; refund.processed settles a pending refund once', async () => {
    const { booking, order } = await book(t.student);
    const failed = webhookBody('payment.failed', { id: 'pay_f1', order_id: order.orderId, status: 'failed', error_description: 'Card declined by the bank' });
    expect((await deliver(failed, 'evt_failed_1')).body.outcome).toBe('handled');
    expect((await bookingDoc(booking.id)).payment).toMatchObject({ status: 'unpaid', lastError: expect.stringContaining('Card declined') });

    // A refund the gateway has not finished yet (as Razorpay's API may answer 'pending').
    await refundInFlight(booking.id, 'pay_r1', 'rfnd_pending_1');
    const processed = webhookBody('refund.processed', { id: 'rfnd_pending_1', entity: 'refund', payment_id: 'pay_r1', amount: 49_900, status: 'processed', notes: { bookingId: booking.id } }, 'refund');
    for (let i = 0; i < 2; i++) expect((await deliver(processed, 'evt_refund_1')).status).toBe(200);
    const b = await bookingDoc(booking.id);
    expect(b).toMatchObject({ payment: { status: 'refunded' }, refund: { state: 'processed', refundId: 'rfnd_pending_1' } });
    expect((await auditOf(booking.id)).filter((a) => a.action === 'refund_processed')).toHaveLength(1);
  });
});
