// Paying the visit token through the Hosting rewrite with the local provider: the local checkout, Checkout's signed
// answer verified against the stored order, failures that leave the booking payable, the hold expiring, and the
// signed webhook delivered more than once.
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { BOOKING_HOLD_MS, type CreateBookingResponse, type TransitionResponse } from '@kotastay/shared/schemas/booking';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { apiUrl, clearFirestore } from '../../../../test-utils/emulators';
import { expireHolds } from '../../domain/bookings/cancel';
import { checkoutSignature, webhookSignature } from '../../domain/payments/signatures';
import { auditOf, book, bookingDoc, bookingState, outboxOf, seedBookablePgs, seedStudentProfile, slotCountOf, tomorrow } from '../testing/bookings-fixtures';

process.env.PAYMENTS_PROVIDER = 'local';
const KEY_SECRET = 'local_key_secret';
const WEBHOOK_SECRET = 'local_webhook_secret';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
type Signed = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

const t = {} as Record<'student' | 'other', string>;

beforeAll(async () => {
  t.student = await userWithRole('pay-student', null);
  t.other = await userWithRole('pay-other', null);
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

async function deliver(raw: string, eventId: string, signature = webhookSignature(WEBHOOK_SECRET, raw)) {
  // As Razorpay calls it: no App Check token, no ID token.
  const res = await fetch(`${apiUrl}/payments/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
    body: raw,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

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
    expect(b.payment.receiptNo).toMatch(/^KS-\d{8}-[0-9A-F]{4}$/);
    expect(b.timeline.map((e) => e.status)).toEqual(['pending', 'pending', 'pending_visit']);
    const messages = (await outboxOf(booking.id)).map((m) => `${String(m.template)}:${String(m.audience)}`).sort();
    expect(messages).toEqual(['payment_receipt:parent', 'token_paid:parent', 'token_paid:student']);
    const receipt = (await outboxOf(booking.id)).find((m) => m.template === 'payment_receipt');
    expect(receipt).toMatchObject({ toPhone: '+919123456789', channel: 'sms', status: 'pending', bookingId: booking.id });
    expect(String(receipt?.text)).toContain(String(b.payment.receiptNo));

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

describe('the hold', () => {
  test('expired: cancelled (hold_expired), slot released, paying refused; a payment landing late is refunded in full', async () => {
    const { booking, order } = await book(t.student);
    expect(await expireHolds(Date.now())).toBe(0);
    expect(await expireHolds(Date.now() + BOOKING_HOLD_MS + 60_000)).toBe(1);
    let b = await bookingDoc(booking.id);
    expect(b).toMatchObject({ status: 'cancelled', cancelReason: 'hold_expired', payment: { status: 'unpaid' } });
    expect(b.timeline.at(-1)).toMatchObject({ status: 'cancelled', by: 'system' });
    expect(await slotCountOf(tomorrow())).toBe(0);
    expect((await outboxOf(booking.id)).map((m) => m.template)).toEqual(['hold_expired']);
    expect(await expireHolds(Date.now() + BOOKING_HOLD_MS + 60_000)).toBe(0);

    const pay = await api<ErrorBody>('POST', `/bookings/${booking.id}/pay`, { token: t.student });
    expect(pay.status).toBe(409);
    expect(pay.body.error).toBe('hold_expired');

    // The bank was slow: Checkout's success arrives after the expiry.
    const paymentId = 'pay_local_slowbank1';
    const v = await verify(t.student, booking.id, { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(KEY_SECRET, order.orderId, paymentId) });
    expect(v.status).toBe(200);
    b = await bookingDoc(booking.id);
    expect(b).toMatchObject({ status: 'cancelled', cancelReason: 'paid_after_expiry', payment: { status: 'refunded', paymentId }, refund: { state: 'processed', amountInr: 499 } });
    expect(b.refund?.refundId).toMatch(/^rfnd_local_/);
    const parent = (await outboxOf(booking.id)).filter((m) => m.audience === 'parent').map((m) => m.template).sort();
    expect(parent).toEqual(['payment_receipt', 'refund_receipt']);
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
    const raw = webhookBody('payment.captured', { id: paymentId, amount: 49_900, status: 'captured', order_id: order.orderId });
    const signed = { razorpay_order_id: order.orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(KEY_SECRET, order.orderId, paymentId) };
    const results = await Promise.all([deliver(raw, 'evt_race_1'), deliver(raw, 'evt_race_1'), deliver(raw, 'evt_race_1'), verify(t.student, booking.id, signed)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await bookingDoc(booking.id)).status).toBe('pending_visit');
    expect((await auditOf(booking.id)).filter((a) => a.to === 'pending_visit')).toHaveLength(1);
    expect((await outboxOf(booking.id)).filter((m) => m.template === 'payment_receipt')).toHaveLength(1);
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

  test('payment.failed records the reason; refund.processed settles a pending refund once', async () => {
    const { booking, order } = await book(t.student);
    const failed = webhookBody('payment.failed', { id: 'pay_f1', order_id: order.orderId, status: 'failed', error_description: 'Card declined by the bank' });
    expect((await deliver(failed, 'evt_failed_1')).body.outcome).toBe('handled');
    expect((await bookingDoc(booking.id)).payment).toMatchObject({ status: 'unpaid', lastError: expect.stringContaining('Card declined') });

    // A refund the gateway has not finished yet (as Razorpay's API may answer 'pending').
    await adminDb()
      .collection(COLLECTIONS.bookings)
      .doc(booking.id)
      .update({
        status: 'cancelled',
        'payment.status': 'refund_pending',
        'payment.paymentId': 'pay_r1',
        refund: { state: 'initiated', amountInr: 499, refundId: 'rfnd_pending_1', at: new Date().toISOString() },
      });
    const processed = webhookBody('refund.processed', { id: 'rfnd_pending_1', entity: 'refund', payment_id: 'pay_r1', amount: 49_900, status: 'processed', notes: { bookingId: booking.id } }, 'refund');
    for (let i = 0; i < 2; i++) expect((await deliver(processed, 'evt_refund_1')).status).toBe(200);
    const b = await bookingDoc(booking.id);
    expect(b).toMatchObject({ payment: { status: 'refunded' }, refund: { state: 'processed', refundId: 'rfnd_pending_1' } });
    expect((await auditOf(booking.id)).filter((a) => a.action === 'refund_processed')).toHaveLength(1);
  });
});
