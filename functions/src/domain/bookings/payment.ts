// Paying the token: the order to pay with, Checkout's signed answer, a failed attempt, and markPaid — the one way a
// booking becomes paid, from Checkout's verify or the gateway's webhook (docs/decisions/080-bookings-and-payments.md).
import { randomBytes } from 'node:crypto';
import { logger } from 'firebase-functions';
import {
  CANCEL_REASONS,
  kotaDate,
  type BookingDoc,
  type CreateBookingResponse,
  type TransitionResponse,
} from '@kotastay/shared/schemas/booking';
import { db } from '../../lib/admin';
import { InvalidInput, type Actor } from '../errors';
import { paymentGateway } from '../payments/config';
import { verifyCheckoutSignature } from '../payments/signatures';
import { paymentOrderView } from './create';
import { alreadyPaid, bookingCancelled, bookingNotFound, holdExpired, invalidSignature } from './errors';
import { queueMessages } from './messages';
import { executeRefund, refundStartPatch } from './refunds';
import { getBooking, paymentEventRef, paymentOrderRef, readBooking, readPaymentOrder, type PaymentOrderDoc } from './store';
import { applyTransition, unchanged, updateBooking, writeAudit } from './transition';

/** A receipt number for the printable receipt, e.g. 'KS-20261123-4F7Q' (the payment's date, Kota time). */
export const receiptNumber = (nowMs: number): string =>
  `KS-${kotaDate(nowMs).replace(/-/g, '')}-${randomBytes(2).toString('hex').toUpperCase()}`;

/** The caller's own booking; anyone else's is "not found" (one answer: no probing for ids). */
export async function ownBooking(actor: Actor, id: string): Promise<BookingDoc> {
  const b = await getBooking(id);
  if (!b || b.studentUid !== actor.uid) throw bookingNotFound();
  return b;
}

const holdOver = (b: BookingDoc, nowMs: number) => Date.parse(b.holdExpiresAt) <= nowMs;

/** Why a booking cannot be paid now, or null when it can. */
function notPayable(b: BookingDoc, nowMs: number) {
  if (b.payment.status !== 'unpaid') return alreadyPaid();
  if (b.status === 'cancelled') return b.cancelReason === 'hold_expired' ? holdExpired() : bookingCancelled();
  if (b.status !== 'pending') return alreadyPaid();
  if (holdOver(b, nowMs)) return holdExpired();
  return null;
}

/** POST /api/bookings/{id}/pay: the order to pay with (the same order again while unpaid). */
export async function payOrder(actor: Actor, id: string, nowMs = Date.now()): Promise<CreateBookingResponse> {
  const b = await ownBooking(actor, id);
  const refusal = notPayable(b, nowMs);
  if (refusal) throw refusal;
  const gateway = paymentGateway();
  const orderSnap = b.payment.orderId ? await paymentOrderRef(b.payment.orderId).get() : null;
  if (!orderSnap?.exists) throw bookingNotFound();
  return { booking: b, order: paymentOrderView(b, orderSnap.data() as PaymentOrderDoc, gateway) };
}

/** A webhook event being handled: recorded in `payment_events/{id}` in the same transaction as its effect. */
export type GatewayEvent = { id: string; type: string };

export type PaidInput = { orderId: string; paymentId: string; amountPaise?: number; source: 'checkout' | 'webhook'; event?: GatewayEvent };
export type PaidResult = TransitionResponse & { duplicate?: boolean };

/**
 * The one way a booking becomes paid. `pending` → `pending_visit` with the receipt; a booking whose hold already
 * expired (cancelled, `hold_expired`) keeps its cancellation and the payment is refunded in full at once
 * (`paid_after_expiry`); the same payment again changes nothing.
 */
export async function markPaid(input: PaidInput, nowMs = Date.now()): Promise<PaidResult> {
  let refundAfter = false;
  let duplicatePaymentId: string | null = null;
  const result = await db().runTransaction(async (tx): Promise<PaidResult | null> => {
    const order = await readPaymentOrder(tx, input.orderId);
    const eventSnap = input.event ? await tx.get(paymentEventRef(input.event.id)) : null;
    if (!order) return null;
    const b = await readBooking(tx, order.bookingId);
    refundAfter = false;
    duplicatePaymentId = null;
    if (eventSnap?.exists) return { ...unchanged(b), duplicate: true };
    const recordEvent = (outcome: string) => {
      if (input.event) tx.create(paymentEventRef(input.event.id), { type: input.event.type, orderId: input.orderId, bookingId: b.id, outcome, at: new Date(nowMs).toISOString() });
    };
    if (b.payment.paymentId === input.paymentId) {
      recordEvent('already_recorded');
      return unchanged(b);
    }
    if (b.payment.status !== 'unpaid') {
      // A second payment of the same order: the token is paid once, the extra money goes back.
      duplicatePaymentId = input.paymentId;
      recordEvent('duplicate_payment');
      return unchanged(b);
    }
    const paidAt = new Date(nowMs).toISOString();
    const payment: BookingDoc['payment'] = {
      ...b.payment,
      status: 'paid',
      paymentId: input.paymentId,
      paidAt,
      receiptNo: receiptNumber(nowMs),
      lastError: null,
      attempts: b.payment.attempts + 1,
    };
    tx.update(paymentOrderRef(input.orderId), { status: 'paid', paymentId: input.paymentId, updatedAt: paidAt });
    if (b.status === 'pending') {
      recordEvent('paid');
      const next = applyTransition(tx, b, {
        to: 'pending_visit',
        actor: 'system',
        by: 'system',
        note: `Token of ₹${b.tokenInr} paid`,
        action: input.source === 'webhook' ? 'paid_webhook' : 'paid_checkout',
        reason: null,
        patch: { payment },
        messages: ['token_paid', 'payment_receipt'],
        nowMs,
      });
      return { booking: next, changed: true };
    }
    // Cancelled before the money arrived (the hold expired, or the student cancelled): refund it all, at once.
    recordEvent('paid_after_cancel');
    refundAfter = true;
    const paid: BookingDoc = { ...b, payment };
    const reason = b.cancelReason === 'hold_expired' ? 'paid_after_expiry' : b.cancelReason;
    const next = updateBooking(
      tx,
      paid,
      {
        ...refundStartPatch(paid, nowMs),
        cancelReason: reason,
      },
      nowMs,
      { status: 'cancelled', by: 'system', note: reason ? `${CANCEL_REASONS[reason].label}: refunded in full` : null },
    );
    writeAudit(tx, b.id, { actorUid: null, actorRole: 'system', from: b.status, to: b.status, action: 'paid_after_cancel', reason }, nowMs);
    queueMessages(tx, next, 'payment_receipt');
    return { booking: next, changed: true };
  });
  if (!result) throw bookingNotFound();
  if (refundAfter) {
    const refunded = await executeRefund(result.booking.id, nowMs);
    if (refunded) result.booking = refunded;
  }
  if (duplicatePaymentId) await refundDuplicate(result.booking, duplicatePaymentId);
  return result;
}

async function refundDuplicate(b: BookingDoc, paymentId: string): Promise<void> {
  try {
    await paymentGateway().refund({ paymentId, amountPaise: b.tokenInr * 100, notes: { bookingId: b.id, duplicate: 'true' } });
    logger.warn('A second payment of a paid booking was refunded', { bookingId: b.id, paymentId });
  } catch (err) {
    logger.error('Refunding a duplicate payment failed', { bookingId: b.id, paymentId, error: String(err) });
  }
}

export type VerifyInput = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/**
 * POST /api/bookings/{id}/pay/verify: Checkout's answer. The signature must be HMAC-SHA256(key secret,
 * `order_id|payment_id`) over THIS booking's stored order id; otherwise 400 invalid_signature and nothing is written.
 */
export async function verifyPayment(actor: Actor, id: string, body: VerifyInput, nowMs = Date.now()): Promise<PaidResult> {
  const b = await ownBooking(actor, id);
  const gateway = paymentGateway();
  const orderId = b.payment.orderId;
  if (!orderId || body.razorpay_order_id !== orderId) {
    throw new InvalidInput('Check the payment.', { razorpay_order_id: 'This is not the order of this booking.' });
  }
  if (!verifyCheckoutSignature(gateway.keySecret, orderId, body.razorpay_payment_id, body.razorpay_signature)) throw invalidSignature();
  const { duplicate: _d, ...result } = await markPaid({ orderId, paymentId: body.razorpay_payment_id, source: 'checkout' }, nowMs);
  return result;
}

export type FailedInput = { orderId: string; outcome: 'failed' | 'cancelled'; code?: string | undefined; description?: string | undefined };

/** POST /api/bookings/{id}/pay/failed: a failed or closed checkout; the booking stays payable with the reason shown. */
export async function recordPaymentFailure(actor: Actor, id: string, body: FailedInput, nowMs = Date.now()): Promise<TransitionResponse> {
  const own = await ownBooking(actor, id);
  if (own.payment.orderId !== body.orderId) throw new InvalidInput('Check the payment.', { orderId: 'This is not the order of this booking.' });
  return db().runTransaction(async (tx) => {
    const b = await readBooking(tx, id);
    if (b.status !== 'pending' || b.payment.status !== 'unpaid') return unchanged(b);
    const message =
      body.outcome === 'cancelled'
        ? 'The payment was cancelled before it finished. Nothing was charged; you can pay again.'
        : `The payment failed${body.description ? `: ${body.description}` : ''}. Nothing was charged; try again or use another method.`;
    const next = updateBooking(
      tx,
      b,
      {
        payment: { ...b.payment, lastError: message, attempts: b.payment.attempts + 1 },
      },
      nowMs,
      { status: 'pending', by: 'student', note: body.outcome === 'cancelled' ? 'Payment cancelled' : 'Payment failed' },
    );
    writeAudit(
      tx,
      id,
      { actorUid: actor.uid, actorRole: 'student', from: b.status, to: b.status, action: `payment_${body.outcome}`, reason: body.code ?? null },
      nowMs,
    );
    return { booking: next, changed: true };
  });
}

/** The gateway's payment.failed webhook: records the failure's message while the booking is unpaid. */
export async function markPaymentFailedFromGateway(orderId: string, description: string | null, event: GatewayEvent, nowMs = Date.now()): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const order = await readPaymentOrder(tx, orderId);
    const eventSnap = await tx.get(paymentEventRef(event.id));
    if (!order || eventSnap.exists) return false;
    const b = await readBooking(tx, order.bookingId);
    tx.create(paymentEventRef(event.id), { type: event.type, orderId, bookingId: b.id, outcome: 'failed', at: new Date(nowMs).toISOString() });
    if (b.status !== 'pending' || b.payment.status !== 'unpaid') return false;
    updateBooking(tx, b, { payment: { ...b.payment, lastError: `The payment failed${description ? `: ${description}` : ''}. Nothing was charged; try again.` } }, nowMs);
    writeAudit(tx, b.id, { actorUid: null, actorRole: 'system', from: b.status, to: b.status, action: 'payment_failed_webhook', reason: description }, nowMs);
    return true;
  });
}

