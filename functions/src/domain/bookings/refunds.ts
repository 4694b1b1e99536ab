// Refunds of the visit token (decision 011): started inside the cancelling transaction (`refund_pending`,
// refund `initiated`), asked of the gateway after the commit, and settled by its answer or its refund webhook.
import { logger } from 'firebase-functions';
import type { Transaction } from 'firebase-admin/firestore';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { db } from '../../lib/admin';
import { paymentGateway } from '../payments/config';
import type { GatewayRefund } from '../payments/gateway';
import { queueMessages } from './messages';
import { getBooking, readBooking } from './store';
import { updateBooking, writeAudit, type BookingPatch } from './transition';

/** The patch that starts a full refund of a paid token (inside the cancelling transaction). */
export function refundStartPatch(b: BookingDoc, nowMs: number): BookingPatch {
  return {
    payment: { ...b.payment, status: 'refund_pending' },
    refund: { state: 'initiated', amountInr: b.tokenInr, refundId: null, at: new Date(nowMs).toISOString() },
  };
}

/** The patch that keeps a paid token (a no-show, a late cancellation). */
export const keptPatch = (b: BookingDoc): BookingPatch => ({ payment: { ...b.payment, status: 'kept' } });

/** Whether there is money to refund or keep: the token was paid and nothing has happened to it yet. */
export const tokenHeld = (b: BookingDoc): boolean => b.payment.status === 'paid';

type Outcome = GatewayRefund['status'] | 'error';

function settle(tx: Transaction, b: BookingDoc, refundId: string | null, outcome: Outcome, nowMs: number, detail: string | null): BookingDoc {
  const at = new Date(nowMs).toISOString();
  const hadId = Boolean(b.refund?.refundId);
  const state = outcome === 'processed' ? 'processed' : outcome === 'pending' ? 'initiated' : 'failed';
  const next = updateBooking(
    tx,
    b,
    {
      refund: { state, amountInr: b.refund?.amountInr ?? b.tokenInr, refundId: refundId ?? b.refund?.refundId ?? null, at },
      payment: { ...b.payment, status: state === 'processed' ? 'refunded' : 'refund_pending' },
    },
    nowMs,
  );
  writeAudit(tx, b.id, { actorUid: null, actorRole: 'system', from: b.status, to: b.status, action: `refund_${state}`, reason: detail }, nowMs);
  if (state === 'failed') queueMessages(tx, next, 'refund_failed');
  else if (!hadId) queueMessages(tx, next, 'refund_receipt');
  return next;
}

/**
 * Asks the gateway for the refund a booking's transaction started, and records its id and state. Idempotent: a
 * refund that already has an id, or none started, is left alone (the gateway call also carries an idempotency key).
 */
export async function executeRefund(bookingId: string, nowMs = Date.now()): Promise<BookingDoc | null> {
  const b = await getBooking(bookingId);
  if (!b?.refund || b.refund.refundId || b.refund.state !== 'initiated' || !b.payment.paymentId) return b;
  let refundId: string | null = null;
  let outcome: Outcome;
  let detail: string | null = null;
  try {
    const r = await paymentGateway().refund({
      paymentId: b.payment.paymentId,
      amountPaise: b.refund.amountInr * 100,
      notes: { bookingId: b.id },
      receipt: `rf_${b.id}`.slice(0, 40),
    });
    refundId = r.refundId;
    outcome = r.status;
  } catch (err) {
    outcome = 'error';
    detail = err instanceof Error ? err.message : String(err);
    logger.error('Refund failed at the gateway', { bookingId, error: detail });
  }
  return db().runTransaction(async (tx) => {
    const now = await readBooking(tx, bookingId);
    if (!now.refund || now.refund.refundId || now.refund.state !== 'initiated') return now;
    return settle(tx, now, refundId, outcome, nowMs, detail);
  });
}

/** A refund webhook (refund.processed / refund.failed) settles the booking's refund; a repeat changes nothing. */
export function settleRefundFromGateway(
  tx: Transaction,
  b: BookingDoc,
  refundId: string,
  outcome: 'processed' | 'failed',
  nowMs: number,
): BookingDoc | null {
  if (!b.refund) return null;
  if (b.refund.refundId && b.refund.refundId !== refundId) return null;
  const state = outcome === 'processed' ? 'processed' : 'failed';
  if (b.refund.state === 'processed' || (b.refund.state === state && b.refund.refundId === refundId)) return null;
  return settle(tx, b, refundId, outcome, nowMs, `gateway: refund ${outcome}`);
}
