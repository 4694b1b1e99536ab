// POST /api/payments/webhook: Razorpay's (or the local checkout's) signed events. The signature is checked over the
// raw body with the webhook secret; each event id (X-Razorpay-Event-Id, required) is handled once
// (payment_events/{id}, written in the same transaction as the event's effect). Unknown events, and payments or
// refunds that are not exactly ours (another order, amount, currency or payment), are acknowledged and ignored.
import { logger } from '../../lib/log';
import { isDocId } from '@kotastay/shared/schemas/ids';
import { db } from '../../lib/admin';
import { InvalidInput, KindedError } from '../errors';
import { paymentGateway, verifyWebhookSignature } from '../payments';
import { markPaid, markPaymentFailedFromGateway, type GatewayEvent } from './payment';
import { settleRefundFromGateway } from './refunds';
import { isRentOrder, markRentPaid, settleRentRefundFromGateway } from '../stays';
import { bookingsCol, getBooking, paymentEventRef, readBooking } from './store';

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored';

type Entity = Record<string, unknown>;
type EventBody = { event?: unknown; payload?: Record<string, { entity?: Entity } | undefined> };

/** A string usable as a document id (ids from the gateway are looked up in Firestore). */
const str = (v: unknown): string | null => (isDocId(v) ? v : null);

export const badWebhookSignature = () =>
  new KindedError('invalid', 'invalid_signature', 'The webhook signature does not match its body.', { 'x-razorpay-signature': 'Does not match the body.' });

/** A refund's booking: the id we put in its notes, else the booking paid by its payment. */
async function refundBookingId(refund: Entity): Promise<string | null> {
  const notes = (refund.notes ?? {}) as Record<string, unknown>;
  const fromNotes = str(notes.bookingId);
  if (fromNotes && (await getBooking(fromNotes))) return fromNotes;
  const paymentId = str(refund.payment_id);
  if (!paymentId) return null;
  const snap = await bookingsCol().where('payment.paymentId', '==', paymentId).limit(1).get();
  return snap.empty ? null : snap.docs[0]!.id;
}

async function handleRefund(refund: Entity, outcome: 'processed' | 'failed', event: GatewayEvent, nowMs: number): Promise<WebhookOutcome> {
  const refundId = str(refund.id);
  const notes = (refund.notes ?? {}) as Record<string, unknown>;
  if (notes.kind === 'rent') {
    // A month's rent refunded (decision 209): its notes name the stay and the month.
    const stayId = str(notes.stayId);
    const month = typeof notes.month === 'string' && /^\d{4}-\d{2}$/.test(notes.month) ? notes.month : null;
    if (!refundId || !stayId || !month) return 'ignored';
    const amountPaise = typeof refund.amount === 'number' ? refund.amount : null;
    return settleRentRefundFromGateway({ stayId, month, refundId, paymentId: str(refund.payment_id), amountPaise, outcome }, event, nowMs);
  }
  const bookingId = await refundBookingId(refund);
  if (!refundId || !bookingId) return 'ignored';
  const report = { refundId, paymentId: str(refund.payment_id), amountPaise: typeof refund.amount === 'number' ? refund.amount : null, outcome };
  return db().runTransaction(async (tx): Promise<WebhookOutcome> => {
    const seen = await tx.get(paymentEventRef(event.id));
    if (seen.exists) return 'duplicate';
    const b = await readBooking(tx, bookingId);
    const next = settleRefundFromGateway(tx, b, report, nowMs);
    // Not this booking's refund (another payment, another amount, another refund id), or nothing new: write nothing.
    if (!next) return 'ignored';
    tx.create(paymentEventRef(event.id), { type: event.type, bookingId, refundId, outcome, at: new Date(nowMs).toISOString() });
    return 'handled';
  });
}

export const missingEventId = () =>
  new InvalidInput('The webhook has no event id.', { 'x-razorpay-event-id': 'Razorpay sends this header with every event; it is required.' });

/**
 * Verifies and handles one delivery. `eventId` is X-Razorpay-Event-Id, which Razorpay always sends: without it (or
 * with one that is not a plain id) 400 naming the header. Throws 400 invalid_signature before anything is read or
 * written.
 */
export async function processWebhook(rawBody: Buffer | string, signature: string | undefined, eventId: string | undefined, nowMs = Date.now()): Promise<WebhookOutcome> {
  const gateway = paymentGateway();
  if (!verifyWebhookSignature(gateway.webhookSecret, rawBody, signature)) {
    // Counted by the `payment_verification_failed` log-based metric (several in ten minutes: a wrong webhook secret).
    logger.warn('Webhook signature did not verify', { alert: 'payment_verification_failed', source: 'webhook', eventId: String(eventId ?? '').slice(0, 64) });
    throw badWebhookSignature();
  }
  if (!isDocId(eventId)) throw missingEventId();
  let body: EventBody;
  try {
    body = JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody) as EventBody;
  } catch {
    return 'ignored';
  }
  const type = typeof body.event === 'string' ? body.event.slice(0, 64) : 'unknown';
  const event: GatewayEvent = { id: eventId, type };
  const payment = body.payload?.payment?.entity ?? {};
  switch (type) {
    case 'payment.captured':
    case 'order.paid': {
      const orderId = str(payment.order_id) ?? str(body.payload?.order?.entity?.id);
      const paymentId = str(payment.id);
      if (!orderId || !paymentId) return 'ignored';
      const amountPaise = typeof payment.amount === 'number' ? payment.amount : null;
      const currency = typeof payment.currency === 'string' ? payment.currency : null;
      try {
        // One webhook for everything paid through the gateway: a rent order goes to rent (decision 209).
        const paid = (await isRentOrder(orderId)) ? markRentPaid : markPaid;
        const r = await paid({ orderId, paymentId, amountPaise, currency, source: 'webhook', event }, nowMs);
        if (r.mismatch) return 'ignored';
        return r.duplicate ? 'duplicate' : 'handled';
      } catch (err) {
        // An order that is not ours (another integration on the same account) is acknowledged, not retried.
        if (err instanceof KindedError && err.kind === 'not_found') return 'ignored';
        throw err;
      }
    }
    case 'payment.failed': {
      const orderId = str(payment.order_id);
      // A failed rent payment leaves the invoice due as it was: nothing to record.
      if (!orderId || (await isRentOrder(orderId))) return 'ignored';
      const description = typeof payment.error_description === 'string' ? payment.error_description.slice(0, 300) : null;
      const changed = await markPaymentFailedFromGateway(orderId, description, event, nowMs);
      return changed ? 'handled' : 'ignored';
    }
    case 'refund.processed':
    case 'refund.failed':
      return handleRefund(body.payload?.refund?.entity ?? {}, type === 'refund.processed' ? 'processed' : 'failed', event, nowMs);
    default:
      logger.info('Payment webhook event ignored', { type, id: event.id });
      return 'ignored';
  }
}
