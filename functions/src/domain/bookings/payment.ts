// Paying the token: the order to pay with, Checkout's signed answer, a failed attempt, and markPaid — the one way a
// booking becomes paid, from Checkout's verify or the gateway's webhook (docs/decisions/080-bookings-and-payments.md).
import { logger } from '../../lib/log';
import { RECEIPT_COUNTER_DOC } from '@kotastay/shared/collections';
import {
  PAYMENT_FAILURES_MAX,
  awaitingParent,
  PAYMENT_FAILURES_TIMELINE_MAX,
  kotaDate,
  type BookingDoc,
  type CreateBookingResponse,
  type TransitionResponse,
} from '@kotastay/shared/schemas/booking';
import { db } from '../../lib/admin';
import { metaDoc } from '../../lib/meta';
import { InvalidInput, type Actor } from '../errors';
import { confirmCheckoutPayment, paymentGateway, type GatewayEvent } from '../payments';
import { paymentOrderView } from './create';
import { BookingError, alreadyPaid, bookingCancelled, bookingNotFound, holdExpired, invalidSignature } from './errors';
import { queueMessages } from './messages';
import { timelineNote } from './timeline-notes';
import { parentApprovalPending } from './parent-approval';
import { executePendingRefund, executeRefund, pendingRefundRef, recordDuplicateRefund, refundStartPatch } from './refunds';
import { getBooking, paymentEventRef, paymentOrderReadRef, paymentOrderRef, readBooking, readPaymentOrder, releaseSlot } from './store';
import { applyTransition, unchanged, updateBooking, writeAudit } from './transition';
import { paymentFailedSentence } from './sentences';

/** The receipt number counter, `meta/receipt_counter` ({ [year]: last number }), bumped in the paying transaction. */
const receiptCounterRef = () => metaDoc(RECEIPT_COUNTER_DOC);

/** Receipt `n` of a Kota year, e.g. 'KS-2026-000123'. */
export const receiptNumber = (year: string, n: number): string => `KS-${year}-${String(n).padStart(6, '0')}`;

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
  if (awaitingParent(b)) return parentApprovalPending(b);
  if (holdOver(b, nowMs)) return holdExpired();
  return null;
}

/** POST /api/bookings/{id}/pay: the order to pay with (the same order again while unpaid). */
export async function payOrder(actor: Actor, id: string, nowMs = Date.now()): Promise<CreateBookingResponse> {
  const b = await ownBooking(actor, id);
  const refusal = notPayable(b, nowMs);
  if (refusal) throw refusal;
  const gateway = paymentGateway();
  const order = b.payment.orderId ? (await paymentOrderReadRef(b.payment.orderId).get()).data() : undefined;
  if (!order) throw bookingNotFound();
  return { booking: b, order: paymentOrderView(b, order, gateway, nowMs) };
}

export type { GatewayEvent } from '../payments';

/**
 * A payment the gateway reported (the webhook's entity, or what GET /payments/{id} answered on verify and on the
 * hold reconciler): its amount and currency must be the order's, else nothing is written (`mismatch`).
 */
export type PaidInput = {
  orderId: string;
  paymentId: string;
  amountPaise: number | null;
  currency: string | null;
  source: 'checkout' | 'webhook' | 'reconcile';
  event?: GatewayEvent;
  /**
   * When the payment was made, for the hold check (the reconciler passes the gateway's time: a payment whose
   * webhook was lost still counts from when it was made). Checkout's verify and the webhook count from now.
   */
  paidAtMs?: number;
};
export type PaidResult = TransitionResponse & { duplicate?: boolean; mismatch?: boolean };

/**
 * The one way a booking becomes paid. `pending` → `pending_visit` with the receipt; a booking whose hold has
 * ended — cancelled by the expiry, or still `pending` because the minute job has not run yet — is cancelled
 * (`paid_after_expiry`) and the payment refunded in full at once; the same payment again changes nothing; another
 * payment of a paid order is recorded in `refunds_pending` and refunded.
 */
export async function markPaid(input: PaidInput, nowMs = Date.now()): Promise<PaidResult> {
  let refundAfter = false;
  let duplicatePaymentId: string | null = null;
  const result = await db().runTransaction(async (tx): Promise<PaidResult | null> => {
    const order = await readPaymentOrder(tx, input.orderId);
    const eventSnap = input.event ? await tx.get(paymentEventRef(input.event.id)) : null;
    if (!order) return null;
    const [b, counter, pendingRefund] = await Promise.all([
      readBooking(tx, order.bookingId),
      tx.get(receiptCounterRef()),
      tx.get(pendingRefundRef(input.paymentId)),
    ]);
    refundAfter = false;
    duplicatePaymentId = null;
    if (eventSnap?.exists) return { ...unchanged(b), duplicate: true };
    if (input.amountPaise !== order.amountPaise || input.currency !== 'INR') {
      logger.error('A payment does not match its order; ignored', { orderId: input.orderId, paymentId: input.paymentId, amountPaise: input.amountPaise, currency: input.currency });
      return { ...unchanged(b), mismatch: true };
    }
    const recordEvent = (outcome: string) => {
      if (input.event) tx.create(paymentEventRef(input.event.id), { type: input.event.type, orderId: input.orderId, bookingId: b.id, outcome, at: new Date(nowMs).toISOString() });
    };
    if (b.payment.paymentId === input.paymentId) {
      recordEvent('already_recorded');
      return unchanged(b);
    }
    if (b.payment.status === 'unpaid' && awaitingParent(b)) {
      // Paid before the parent approved (a client that opened Checkout on the order itself): the token cannot be paid
      // yet, so the money goes straight back, as a duplicate's does, and the booking keeps waiting (decision 150).
      duplicatePaymentId = input.paymentId;
      recordEvent('paid_before_approval');
      if (!pendingRefund.exists) {
        recordDuplicateRefund(tx, { paymentId: input.paymentId, orderId: input.orderId, bookingId: b.id, amountPaise: order.amountPaise }, nowMs);
      }
      return unchanged(b);
    }
    if (b.payment.status !== 'unpaid') {
      // A second payment of the same order: the token is paid once, the extra money goes back (refunds_pending,
      // retried by the sweeper until the gateway takes it).
      duplicatePaymentId = input.paymentId;
      recordEvent('duplicate_payment');
      if (!pendingRefund.exists) {
        recordDuplicateRefund(tx, { paymentId: input.paymentId, orderId: input.orderId, bookingId: b.id, amountPaise: order.amountPaise }, nowMs);
      }
      return unchanged(b);
    }
    const paidAt = new Date(nowMs).toISOString();
    const year = kotaDate(nowMs).slice(0, 4);
    const last: unknown = counter.get(year);
    const n = (typeof last === 'number' ? last : 0) + 1;
    tx.set(receiptCounterRef(), { [year]: n }, { merge: true });
    const payment: BookingDoc['payment'] = {
      ...b.payment,
      status: 'paid',
      paymentId: input.paymentId,
      paidAt,
      receiptNo: receiptNumber(year, n),
      lastError: null,
      attempts: b.payment.attempts + 1,
    };
    tx.update(paymentOrderRef(input.orderId), { status: 'paid', paymentId: input.paymentId, updatedAt: paidAt });
    if (b.status === 'pending' && holdOver(b, input.paidAtMs ?? nowMs)) {
      // Paid after the hold ended but before the minute job cancelled it: exactly as if the job had run first.
      recordEvent('paid_after_expiry');
      refundAfter = true;
      const paid: BookingDoc = { ...b, payment };
      const next = applyTransition(tx, paid, {
        to: 'cancelled',
        actor: 'system',
        by: 'system',
        note: timelineNote('refunded_in_full', { reason: 'paid_after_expiry' }),
        reason: 'paid_after_expiry',
        action: 'paid_after_expiry',
        patch: { ...refundStartPatch(paid, nowMs), cancelReason: 'paid_after_expiry', cancelNote: null },
        messages: ['payment_receipt', 'cancelled'],
        nowMs,
      });
      releaseSlot(tx, b);
      return { booking: next, changed: true };
    }
    if (b.status === 'pending') {
      recordEvent('paid');
      const next = applyTransition(tx, b, {
        to: 'pending_visit',
        actor: 'system',
        by: 'system',
        note: timelineNote('token_paid', { amount: String(b.tokenInr) }),
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
      { status: 'cancelled', by: 'system', note: reason ? timelineNote('refunded_in_full', { reason }) : null },
    );
    writeAudit(tx, b.id, { actorUid: null, actorRole: 'system', from: b.status, to: b.status, action: 'paid_after_cancel', reason }, nowMs);
    queueMessages(tx, next, 'payment_receipt');
    // The student was not texted when the unpaid booking was cancelled; now there is money, say where it goes.
    queueMessages(tx, next, 'cancelled');
    return { booking: next, changed: true };
  });
  if (!result) throw bookingNotFound();
  if (refundAfter) {
    const refunded = await executeRefund(result.booking.id, nowMs);
    if (refunded) result.booking = refunded;
  }
  if (duplicatePaymentId) await executePendingRefund(duplicatePaymentId, nowMs);
  return result;
}

export const paymentNotConfirmed = () =>
  new BookingError(
    'conflict',
    'payment_not_confirmed',
    'The payment gateway has not confirmed this payment yet. If money was taken it will show here in a few minutes, or be refunded automatically.',
  );

export type VerifyInput = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/**
 * POST /api/bookings/{id}/pay/verify: Checkout's answer. The signature must be HMAC-SHA256(key secret,
 * `order_id|payment_id`) over THIS booking's stored order id; otherwise 400 invalid_signature and nothing is written.
 */
export async function verifyPayment(actor: Actor, id: string, body: VerifyInput, nowMs = Date.now()): Promise<PaidResult> {
  const b = await ownBooking(actor, id);
  const orderId = b.payment.orderId;
  if (!orderId || body.razorpay_order_id !== orderId) {
    throw new InvalidInput('Check the payment.', { razorpay_order_id: 'This is not the order of this booking.' });
  }
  const order = (await paymentOrderReadRef(orderId).get()).data();
  if (!order) throw bookingNotFound();
  const payment = await confirmCheckoutPayment(order, body, { invalidSignature, notConfirmed: paymentNotConfirmed }, { bookingId: id });
  const { duplicate: _d, mismatch: _m, ...result } = await markPaid(
    { orderId, paymentId: payment.paymentId, amountPaise: payment.amountPaise, currency: payment.currency, source: 'checkout' },
    nowMs,
  );
  // Still waiting for the parent: markPaid refunded the payment; say why.
  if (awaitingParent(result.booking)) throw parentApprovalPending(result.booking);
  return result;
}

export const tooManyAttempts = () =>
  new BookingError('rate_limited', 'too_many_attempts', 'Too many payment attempts for this booking. Please call KotaStay and we will help you pay.');

export type FailedInput = { orderId: string; outcome: 'failed' | 'cancelled'; code?: string | undefined; description?: string | undefined };

/** POST /api/bookings/{id}/pay/failed: a failed or closed checkout; the booking stays payable with the reason shown. */
export async function recordPaymentFailure(actor: Actor, id: string, body: FailedInput, nowMs = Date.now()): Promise<TransitionResponse> {
  const own = await ownBooking(actor, id);
  if (own.payment.orderId !== body.orderId) throw new InvalidInput('Check the payment.', { orderId: 'This is not the order of this booking.' });
  return db().runTransaction(async (tx) => {
    const b = await readBooking(tx, id);
    if (b.status !== 'pending' || b.payment.status !== 'unpaid') return unchanged(b);
    if (b.payment.attempts >= PAYMENT_FAILURES_MAX) throw tooManyAttempts();
    // The timeline and the audit keep the first few attempts; after that only the count and the last message move.
    const logged = b.payment.attempts < PAYMENT_FAILURES_TIMELINE_MAX;
    const message =
      body.outcome === 'cancelled'
        ? 'The payment was cancelled before it finished. Nothing was charged; you can pay again.'
        : `${paymentFailedSentence(body.description)} Nothing was charged; try again or use another method.`;
    const next = updateBooking(
      tx,
      b,
      {
        payment: { ...b.payment, lastError: message, attempts: b.payment.attempts + 1 },
      },
      nowMs,
      logged ? { status: 'pending', by: 'student', note: timelineNote(body.outcome === 'cancelled' ? 'payment_cancelled' : 'payment_failed') } : undefined,
    );
    if (logged) {
      writeAudit(
        tx,
        id,
        { actorUid: actor.uid, actorRole: 'student', from: b.status, to: b.status, action: `payment_${body.outcome}`, reason: body.code ?? null },
        nowMs,
      );
    }
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
    updateBooking(tx, b, { payment: { ...b.payment, lastError: `${paymentFailedSentence(description)} Nothing was charged; try again.` } }, nowMs);
    writeAudit(tx, b.id, { actorUid: null, actorRole: 'system', from: b.status, to: b.status, action: 'payment_failed_webhook', reason: description }, nowMs);
    return true;
  });
}

