// The local checkout (only with PAYMENTS_PROVIDER=local): the app's /checkout/local/{orderId} screen stands in for
// Razorpay Checkout. Success is signed with the local key secret exactly as Razorpay signs, and a signed
// `payment.captured` event goes through the very webhook code Razorpay's would.
import { randomBytes } from 'node:crypto';
import { kotaSlotStartMs, type LocalOrderView } from '@kotastay/shared/schemas/booking';
import { KindedError, type Actor } from '../errors';
import { bookingNotFound } from './errors';
import { getBooking, paymentOrderReadRef } from './store';
import { rentOrderForCheckout } from '../stays';
import { alreadyPaid } from './errors';
import { checkoutSignature, isLocalProvider, localPaymentId, paymentGateway, recordLocalPayment, webhookSignature } from '../payments';
import { processWebhook } from './payment-webhook';

export const localCheckoutOff = () => new KindedError('not_found', 'not_found', 'No such endpoint.');

const orderNotFound = () => new KindedError('not_found', 'not_found', 'This payment order was not found.');

/** The caller's own order: a visit token's (payment_orders) or a month's rent (decision 209). */
async function ownOrder(actor: Actor, orderId: string): Promise<{ amountPaise: number; paid: boolean; bookingId: string | null }> {
  if (!isLocalProvider()) throw localCheckoutOff();
  const order = (await paymentOrderReadRef(orderId).get()).data() ?? null;
  if (order) {
    if (order.studentUid !== actor.uid) throw orderNotFound();
    return { amountPaise: order.amountPaise, paid: order.status === 'paid', bookingId: order.bookingId };
  }
  const rent = await rentOrderForCheckout(actor, orderId);
  if (!rent) throw orderNotFound();
  return { amountPaise: rent.order.amountPaise, paid: rent.invoice.status !== 'due', bookingId: null };
}

/** GET /api/payments/local/orders/{orderId}: what the checkout screen shows. */
export async function getLocalOrder(actor: Actor, orderId: string): Promise<LocalOrderView> {
  const order = await ownOrder(actor, orderId);
  if (!order.bookingId) return rentLocalOrder(actor, orderId);
  const b = await getBooking(order.bookingId);
  if (!b) throw bookingNotFound();
  return {
    orderId,
    amountPaise: order.amountPaise,
    currency: 'INR',
    bookingId: b.id,
    pgName: b.pgName,
    roomLabel: b.roomLabel,
    room: b.room ?? null,
    visitStartsAt: new Date(kotaSlotStartMs(b.visitDate, b.visitSlot)).toISOString(),
    status: b.status,
    paymentStatus: b.payment.status,
    holdExpiresAt: b.holdExpiresAt,
    lastError: b.payment.lastError,
  };
}

/** A rent order as the checkout screen shows it (the booking fields carry the stay and the period). */
async function rentLocalOrder(actor: Actor, orderId: string): Promise<LocalOrderView> {
  const rent = await rentOrderForCheckout(actor, orderId);
  if (!rent) throw orderNotFound();
  const { order, invoice, stay } = rent;
  return {
    orderId,
    amountPaise: order.amountPaise,
    currency: 'INR',
    bookingId: stay.id,
    pgName: stay.pgName,
    roomLabel: stay.roomLabel,
    room: stay.room,
    visitStartsAt: `${invoice.periodStart}T00:00:00+05:30`,
    status: 'pending',
    paymentStatus: invoice.status === 'due' ? 'unpaid' : 'paid',
    holdExpiresAt: `${invoice.periodEnd}T23:59:59+05:30`,
    lastError: null,
    rent: { stayId: stay.id, month: invoice.id, periodStart: invoice.periodStart, periodEnd: invoice.periodEnd, tokenCreditInr: invoice.tokenCreditInr },
  };
}

export type LocalCompleteResult =
  | { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }
  | { error: { code: 'BAD_REQUEST_ERROR'; description: string; source: string; step: string; reason: string; metadata: { order_id: string; payment_id: string } } }
  | { cancelled: true };

/** POST /api/payments/local/orders/{orderId}/complete {outcome}: what Checkout would hand the page. */
export async function completeLocalOrder(actor: Actor, orderId: string, outcome: 'success' | 'failure' | 'cancel', nowMs = Date.now()): Promise<LocalCompleteResult> {
  const order = await ownOrder(actor, orderId);
  if (order.paid) throw alreadyPaid();
  if (outcome === 'cancel') return { cancelled: true };
  const paymentId = localPaymentId();
  if (outcome === 'failure') {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed because the bank declined it (local test checkout).',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: orderId, payment_id: paymentId },
      },
    };
  }
  const gateway = paymentGateway();
  // What the local gateway reports from now on for this payment (verify and the hold reconciler ask it).
  await recordLocalPayment({ paymentId, orderId, amountPaise: order.amountPaise, currency: 'INR', status: 'captured' }, nowMs);
  const event = {
    entity: 'event',
    account_id: 'acc_local',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: order.amountPaise,
          currency: 'INR',
          status: 'captured',
          order_id: orderId,
          method: 'upi',
          captured: true,
          notes: order.bookingId ? { bookingId: order.bookingId } : { kind: 'rent' },
          created_at: Math.floor(nowMs / 1000),
        },
      },
    },
    created_at: Math.floor(nowMs / 1000),
  };
  const raw = JSON.stringify(event);
  await processWebhook(raw, webhookSignature(gateway.webhookSecret, raw), `evt_local_${randomBytes(8).toString('hex')}`, nowMs);
  return { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: checkoutSignature(gateway.keySecret, orderId, paymentId) };
}
