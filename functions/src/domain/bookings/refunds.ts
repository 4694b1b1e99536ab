// Refunds of the visit token (decision 011): started inside the cancelling transaction (`refund_pending`,
// refund `initiated`), asked of the gateway after the commit with an idempotency key per booking and payment, and
// settled by its answer or its refund webhook. A gateway that cannot be reached (network, timeout, 5xx) leaves the
// refund `initiated` for `refundSweeper` to ask again; only a refusal (4xx) makes it `failed`.
import { logger } from '../../lib/log';
import type { DocumentSnapshot, Query, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import { z } from 'zod';
import { db } from '../../lib/admin';
import { readAs, readList, readThrough } from '../../lib/converter';
import { GatewayError, REFUND_RETRY_AFTER_MS, REFUND_STUCK_AFTER_MS, paymentGateway, refundSweepStep, type GatewayRefund } from '../payments';
import { queueMessages } from './messages';
import { bookingsCol, getBooking, readBooking } from './store';
import { updateBooking, writeAudit, type BookingPatch } from './transition';

// When a sweep asks again or polls (and when a refund is stuck) is the payments module's rule, rent's refunds share it.
export { REFUND_POLL_AFTER_MS, REFUND_RETRY_AFTER_MS, REFUND_STUCK_AFTER_MS } from '../payments';

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

/**
 * Razorpay's X-Refund-Idempotency key for refunding `paymentId` of booking `bookingId` (10+ characters of letters,
 * digits, '-' and '_'): every retry of the same refund carries the same key and the same body.
 */
export const refundIdempotencyKey = (bookingId: string, paymentId: string): string =>
  `rf_${bookingId}_${paymentId}`.replace(/[^A-Za-z0-9_-]/g, '-');

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
 * A network error, timeout or 5xx changes nothing (the sweeper asks again); a refusal marks it `failed`.
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
      idempotencyKey: refundIdempotencyKey(b.id, b.payment.paymentId),
    });
    refundId = r.refundId;
    outcome = r.status;
  } catch (err) {
    detail = err instanceof Error ? err.message : String(err);
    if (!(err instanceof GatewayError) || !err.refused) {
      logger.warn('Refund not confirmed by the gateway; left initiated for the sweeper', { bookingId, error: detail });
      return b;
    }
    outcome = 'error';
    logger.error('The gateway refused a refund', { bookingId, error: detail });
  }
  return db().runTransaction(async (tx) => {
    const now = await readBooking(tx, bookingId);
    if (!now.refund || now.refund.refundId || now.refund.state !== 'initiated') return now;
    return settle(tx, now, refundId, outcome, nowMs, detail);
  });
}

/** What a refund webhook says about a refund (Razorpay's refund entity). */
export type GatewayRefundReport = { refundId: string; paymentId: string | null; amountPaise: number | null; outcome: 'processed' | 'failed' };

/**
 * A refund webhook (refund.processed / refund.failed) settles the booking's refund; a repeat changes nothing. The
 * refund must be of this booking's payment and of the refund's amount, else it is someone else's (a duplicate
 * payment's refund, another integration's) and nothing is written: null.
 */
export function settleRefundFromGateway(tx: Transaction, b: BookingDoc, report: GatewayRefundReport, nowMs: number): BookingDoc | null {
  const { refundId, outcome } = report;
  if (!b.refund || !b.payment.paymentId) return null;
  if (report.paymentId !== b.payment.paymentId || report.amountPaise !== b.refund.amountInr * 100) return null;
  if (b.refund.refundId && b.refund.refundId !== refundId) return null;
  const state = outcome === 'processed' ? 'processed' : 'failed';
  if (b.refund.state === 'processed' || (b.refund.state === state && b.refund.refundId === refundId)) return null;
  return settle(tx, b, refundId, outcome, nowMs, `gateway: refund ${outcome}`);
}

// ---------- Refunds owed outside a booking's own refund: refunds_pending/{paymentId} ----------

/** A second payment of an already-paid order, to be given back in full. */
export const PendingRefundDocSchema = z.object({
  paymentId: z.string(),
  orderId: z.string(),
  bookingId: z.string(),
  amountPaise: z.number(),
  reason: z.literal('duplicate_payment'),
  state: z.enum(['pending', 'processed', 'failed']),
  refundId: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PendingRefundDoc = z.infer<typeof PendingRefundDocSchema>;
const asPendingRefund = readAs(PendingRefundDocSchema);

export const pendingRefundsCol = () => db().collection(COLLECTIONS.refundsPending);
export const pendingRefundRef = (paymentId: string) => pendingRefundsCol().doc(paymentId);
/** A `refunds_pending` document (undefined when there is none). */
export const pendingRefundOf = (snap: DocumentSnapshot): PendingRefundDoc | undefined => readThrough(asPendingRefund, snap) ?? undefined;
/** The `refunds_pending` documents a query finds (a list: one that does not match is left out and logged). */
export const pendingRefundsOf = (q: Query): Promise<PendingRefundDoc[]> => readList(q, asPendingRefund);

/** Records a refund owed for a duplicate payment (in the transaction that found it; the caller read the doc first). */
export function recordDuplicateRefund(tx: Transaction, input: { paymentId: string; orderId: string; bookingId: string; amountPaise: number }, nowMs: number): void {
  const at = new Date(nowMs).toISOString();
  const doc: PendingRefundDoc = { ...input, reason: 'duplicate_payment', state: 'pending', refundId: null, attempts: 0, lastError: null, createdAt: at, updatedAt: at };
  tx.create(pendingRefundRef(input.paymentId), doc);
}

/** Asks the gateway for a pending duplicate-payment refund; network trouble leaves it pending for the sweeper. */
export async function executePendingRefund(paymentId: string, nowMs = Date.now()): Promise<PendingRefundDoc['state'] | null> {
  const snap = await pendingRefundRef(paymentId).get();
  if (!snap.exists) return null;
  const p = pendingRefundOf(snap) as PendingRefundDoc;
  if (p.state !== 'pending') return p.state;
  const at = new Date(nowMs).toISOString();
  try {
    const r = await paymentGateway().refund({
      paymentId,
      amountPaise: p.amountPaise,
      notes: { bookingId: p.bookingId, duplicate: 'true' },
      idempotencyKey: refundIdempotencyKey(p.bookingId, paymentId),
    });
    const state = r.status === 'failed' ? 'failed' : 'processed';
    await pendingRefundRef(paymentId).update({ state, refundId: r.refundId, attempts: p.attempts + 1, lastError: null, updatedAt: at });
    logger.warn('A second payment of a paid booking was refunded', { bookingId: p.bookingId, paymentId, refundId: r.refundId });
    return state;
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    const refused = err instanceof GatewayError && err.refused;
    await pendingRefundRef(paymentId).update({ state: refused ? 'failed' : 'pending', attempts: p.attempts + 1, lastError: detail.slice(0, 300), updatedAt: at });
    logger.error('Refunding a duplicate payment did not go through', { bookingId: p.bookingId, paymentId, refused, error: detail });
    return refused ? 'failed' : 'pending';
  }
}

export type PollOutcome = 'processed' | 'failed' | 'pending' | 'unknown' | 'mismatch' | 'skipped';

/**
 * Asks the gateway for a booking refund it took but has not reported final (`initiated` with a gateway id), and
 * settles the booking with its answer exactly as the refund webhook would (`settleRefundFromGateway`: the refund must
 * be of this booking's payment and amount). Still pending: left for the next sweep, raised as an alert once older
 * than REFUND_STUCK_AFTER_MS. Unknown to the gateway, or of another payment or amount: raised as an alert.
 */
export async function pollRefund(bookingId: string, nowMs = Date.now()): Promise<PollOutcome> {
  const b = await getBooking(bookingId);
  const refundId = b?.refund?.refundId;
  if (!b?.refund || !refundId || b.refund.state !== 'initiated' || !b.payment.paymentId) return 'skipped';
  const r = await paymentGateway().fetchRefund(refundId);
  const ageMs = nowMs - Date.parse(b.refund.at);
  if (!r) {
    logger.error('Refund stuck: the gateway does not know a refund our booking names', { alert: 'refund_stuck', bookingId, refundId, ageMs });
    return 'unknown';
  }
  if (r.status === 'pending') {
    if (ageMs > REFUND_STUCK_AFTER_MS) logger.error('Refund stuck: still pending at the gateway', { alert: 'refund_stuck', bookingId, refundId, ageMs });
    return 'pending';
  }
  const report: GatewayRefundReport = { refundId: r.refundId, paymentId: r.paymentId, amountPaise: r.amountPaise, outcome: r.status };
  const settled = await db().runTransaction(async (tx) => {
    const now = await readBooking(tx, bookingId);
    if (now.refund?.state !== 'initiated' || now.refund.refundId !== refundId) return 'moved';
    return settleRefundFromGateway(tx, now, report, nowMs) ? 'settled' : 'mismatch';
  });
  if (settled === 'moved') return 'skipped';
  if (settled === 'mismatch') {
    logger.error('Refund stuck: the gateway reports it for another payment or amount', { alert: 'refund_stuck', bookingId, refundId, gateway: report });
    return 'mismatch';
  }
  logger.info('Refund settled by polling the gateway', { bookingId, refundId, outcome: r.status });
  return r.status;
}

export type SweepResult = { bookingRefunds: number; duplicateRefunds: number; polled: number };

/**
 * The `refundSweeper` schedule: asks again for every booking refund still `initiated` without a gateway id that
 * started at least REFUND_RETRY_AFTER_MS ago, and every pending duplicate-payment refund as old; and asks the
 * gateway for the state of every booking refund `initiated` with a gateway id for at least REFUND_POLL_AFTER_MS
 * (`pollRefund`). Returns how many it asked for and polled. The idempotency keys make a refund the gateway did take
 * (but whose answer was lost) the same refund.
 */
export async function sweepRefunds(nowMs = Date.now(), limit = 100): Promise<SweepResult> {
  const cutoff = nowMs - REFUND_RETRY_AFTER_MS;
  // One equality (a single-field index): both kinds of unfinished refund, told apart by their gateway id.
  const stuck = await bookingsCol().where('refund.state', '==', 'initiated').limit(limit * 2).get();
  let bookingRefunds = 0;
  let polled = 0;
  for (const doc of stuck.docs) {
    const at: unknown = doc.get('refund.at');
    if (typeof at !== 'string') continue;
    const refundId: unknown = doc.get('refund.refundId');
    const step = refundSweepStep({ at, refundId: typeof refundId === 'string' && refundId ? refundId : null }, nowMs);
    if (step === 'poll') {
      if (polled >= limit) continue;
      polled += 1;
      await pollRefund(doc.id, nowMs).catch((err: unknown) => logger.error('Polling a refund failed', { bookingId: doc.id, error: err }));
      continue;
    }
    if (step !== 'retry' || bookingRefunds >= limit) continue;
    bookingRefunds += 1;
    await executeRefund(doc.id, nowMs).catch((err: unknown) => logger.error('Retrying a refund failed', { bookingId: doc.id, error: String(err) }));
  }
  const pending = await pendingRefundsOf(pendingRefundsCol().where('state', '==', 'pending').limit(limit));
  let duplicateRefunds = 0;
  for (const p of pending) {
    if (Date.parse(p.updatedAt) > cutoff) continue;
    duplicateRefunds += 1;
    await executePendingRefund(p.paymentId, nowMs);
  }
  if (bookingRefunds || duplicateRefunds || polled) logger.info('Refund sweep', { bookingRefunds, duplicateRefunds, polled });
  return { bookingRefunds, duplicateRefunds, polled };
}
