// POST /api/payments/webhook: Razorpay's (or the local checkout's) signed events. The signature is checked over the
// raw body with the webhook secret; each event id is handled once (payment_events/{id}, written in the same
// transaction as the event's effect). Unknown events are acknowledged and ignored.
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions';
import { isDocId } from '@kotastay/shared/schemas/ids';
import { db } from '../../lib/admin';
import { KindedError } from '../errors';
import { markPaid, markPaymentFailedFromGateway, type GatewayEvent } from '../bookings/payment';
import { settleRefundFromGateway } from '../bookings/refunds';
import { bookingsCol, getBooking, paymentEventRef, readBooking, toBookingDoc } from '../bookings/store';
import { paymentGateway } from './config';
import { verifyWebhookSignature } from './signatures';

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
  return snap.empty ? null : toBookingDoc(snap.docs[0]!).id;
}

async function handleRefund(refund: Entity, outcome: 'processed' | 'failed', event: GatewayEvent, nowMs: number): Promise<WebhookOutcome> {
  const refundId = str(refund.id);
  const bookingId = await refundBookingId(refund);
  if (!refundId || !bookingId) return 'ignored';
  return db().runTransaction(async (tx) => {
    const seen = await tx.get(paymentEventRef(event.id));
    if (seen.exists) return 'duplicate';
    const b = await readBooking(tx, bookingId);
    const next = settleRefundFromGateway(tx, b, refundId, outcome, nowMs);
    tx.create(paymentEventRef(event.id), { type: event.type, bookingId, refundId, outcome: next ? outcome : 'no_change', at: new Date(nowMs).toISOString() });
    return 'handled';
  });
}

/**
 * Verifies and handles one delivery. `eventId` is X-Razorpay-Event-Id (a hash of the body stands in when it is
 * missing). Throws 400 invalid_signature before anything is read or written.
 */
export async function processWebhook(rawBody: Buffer | string, signature: string | undefined, eventId: string | undefined, nowMs = Date.now()): Promise<WebhookOutcome> {
  const gateway = paymentGateway();
  if (!verifyWebhookSignature(gateway.webhookSecret, rawBody, signature)) throw badWebhookSignature();
  let body: EventBody;
  try {
    body = JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody) as EventBody;
  } catch {
    return 'ignored';
  }
  const type = typeof body.event === 'string' ? body.event.slice(0, 64) : 'unknown';
  const id = isDocId(eventId) ? eventId : `body_${createHash('sha256').update(rawBody).digest('hex')}`;
  const event: GatewayEvent = { id, type };
  const payment = body.payload?.payment?.entity ?? {};
  switch (type) {
    case 'payment.captured':
    case 'order.paid': {
      const orderId = str(payment.order_id) ?? str(body.payload?.order?.entity?.id);
      const paymentId = str(payment.id);
      if (!orderId || !paymentId) return 'ignored';
      try {
        const r = await markPaid({ orderId, paymentId, source: 'webhook', event }, nowMs);
        return r.duplicate ? 'duplicate' : 'handled';
      } catch (err) {
        // An order that is not ours (another integration on the same account) is acknowledged, not retried.
        if (err instanceof KindedError && err.kind === 'not_found') return 'ignored';
        throw err;
      }
    }
    case 'payment.failed': {
      const orderId = str(payment.order_id);
      if (!orderId) return 'ignored';
      const description = typeof payment.error_description === 'string' ? payment.error_description.slice(0, 300) : null;
      const changed = await markPaymentFailedFromGateway(orderId, description, event, nowMs);
      return changed ? 'handled' : 'ignored';
    }
    case 'refund.processed':
    case 'refund.failed':
      return handleRefund(body.payload?.refund?.entity ?? {}, type === 'refund.processed' ? 'processed' : 'failed', event, nowMs);
    default:
      logger.info('Payment webhook event ignored', { type, id });
      return 'ignored';
  }
}
