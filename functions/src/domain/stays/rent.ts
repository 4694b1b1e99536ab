// Monthly rent (docs/decisions/209-monthly-rent.md): the ONE writer of rent invoices. An invoice per billing period
// (`stays/{id}/rent/{YYYY-MM}`) is made at move-in for the first period (the ₹499 token netted) and by the rent job
// before each later billing day; it is paid through the same gateway adapter and the same verification as the visit
// token (Checkout's signature, then the gateway asked; or the signed webhook; each event once), and every change is
// one transaction that checks the state table (canRentTransition) and writes the invoice, its audit, the receipt
// number and the outbox texts to the student and the parent together. Money that cannot be kept (a second payment,
// a payment after the stay ended, the unused days on exit) is refunded after the commit, with an idempotency key.
import type { Transaction } from 'firebase-admin/firestore';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import {
  RENT_INVOICE_LEAD_DAYS,
  RENT_REMINDER_DAYS_BEFORE,
  canRentTransition,
  periodIndexOn,
  rentAmount,
  rentPeriod,
  rentReceiptNumber,
  unusedRentInr,
  type RentInvoiceDoc,
  type RentPaidResponse,
  type RentPayResponse,
  type RentRefund,
  type RentStatus,
} from '@kotastay/shared/schemas/rent';
import { addDays, type StayContactsDoc, type StayDoc } from '@kotastay/shared/schemas/stay';
import { db } from '../../lib/admin';
import { logger } from '../../lib/log';
import { Conflict, InvalidInput, KindedError, type Actor } from '../errors';
import {
  GatewayError,
  REFUND_STUCK_AFTER_MS,
  askGateway,
  confirmCheckoutPayment,
  paymentEventRef,
  paymentGateway,
  paysOrder,
  refundSweepStep,
  type GatewayEvent,
  type GatewayPayment,
  type GatewayRefundRecord,
  type PaymentGateway,
} from '../payments';
import { refundSourceKey, rentSourceKey, tokenSourceKey, writeLedgerInTx, type LedgerSource } from '../earnings';
import { queueRentMessages } from './rent-messages';
import {
  getInvoice,
  getRentOrder,
  markRentOrderPaid,
  readInvoice,
  readInvoices,
  readRentOrder,
  rentNotFound,
  rentReceiptCounterRef,
  writeInvoice,
  writeRentAudit,
  writeRentOrder,
  invoicesWithOpenRefunds,
  type RentOrderDoc,
} from './rent-store';
import { getStay, readStay, readStayContacts, stayNotFound, staysOf, staysCol } from './store';

export const rentAlreadyPaid = () => new Conflict('already_paid', 'This month’s rent is already paid. Nothing more to pay.');
export const rentStayEnded = () => new Conflict('stay_ended', 'This stay has ended, so there is no rent to pay for it.');
export const rentInvalidSignature = () =>
  new KindedError('invalid', 'invalid_signature', 'The payment could not be verified. If money was taken, it is refunded automatically; otherwise try paying again.', {
    razorpay_signature: 'The signature does not match this payment.',
  });
export const rentPaymentNotConfirmed = () =>
  new KindedError(
    'conflict',
    'payment_not_confirmed',
    'The payment gateway has not confirmed this payment yet. If money was taken it will show here in a few minutes, or be refunded automatically.',
  );

// ---------- Making invoices ----------

/** The invoice of period `index` of a stay, new (status `due`). */
export function newInvoice(stay: StayDoc, index: number, nowMs: number): RentInvoiceDoc {
  const p = rentPeriod(stay, index);
  const at = new Date(nowMs).toISOString();
  return {
    id: p.month,
    stayId: stay.id,
    pgName: stay.pgName,
    index,
    periodStart: p.start,
    periodEnd: p.end,
    dueDate: p.start,
    ...rentAmount(stay, index),
    status: 'due',
    orderId: null,
    paymentId: null,
    paidAt: null,
    receiptNo: null,
    refunds: [],
    reminderQueuedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** The owner's ledger entry for money of this stay (first name and room only; decision 215). */
const ledgerSource = (stay: StayDoc, s: Pick<LedgerSource, 'key' | 'kind' | 'amountInr' | 'rentMonth' | 'receiptNo'>): LedgerSource => ({
  ...s,
  ownerUid: stay.ownerUid,
  pgId: stay.pgId,
  pgName: stay.pgName,
  stayId: stay.id,
  firstName: stay.studentFirstName,
  roomLabel: stay.roomLabel,
});

/**
 * The first period's invoice, made in the move-in's transaction with the stay (writes only); the ₹499 token is
 * credited to the first month, so it enters the owner's ledger here.
 */
export function createFirstInvoiceInTx(tx: Transaction, stay: StayDoc, nowMs: number): RentInvoiceDoc {
  const inv = newInvoice(stay, 1, nowMs);
  writeInvoice(tx, inv, true);
  writeLedgerInTx(tx, ledgerSource(stay, { key: tokenSourceKey(stay.id), kind: 'token_credited', amountInr: inv.tokenCreditInr, rentMonth: inv.id, receiptNo: null }), nowMs);
  writeRentAudit(tx, stay.id, inv.id, { actorRole: 'system', from: null, to: 'due', action: 'invoice', paymentId: null, at: inv.createdAt });
  return inv;
}

/** Moves an invoice (after the transaction's reads): the state table, the invoice and its audit. */
function moveInvoice(tx: Transaction, inv: RentInvoiceDoc, to: RentStatus, patch: Partial<RentInvoiceDoc>, action: string, nowMs: number): RentInvoiceDoc {
  if (inv.status !== to && !canRentTransition(inv.status, to, 'system')) {
    throw new Conflict('invalid_transition', `This rent invoice is ${inv.status}; it cannot become ${to}.`);
  }
  const at = new Date(nowMs).toISOString();
  const next: RentInvoiceDoc = { ...inv, ...patch, status: to, updatedAt: at };
  writeInvoice(tx, next);
  writeRentAudit(tx, inv.stayId, inv.id, { actorRole: 'system', from: inv.status, to, action, paymentId: patch.paymentId ?? inv.paymentId, at });
  return next;
}

// ---------- Paying ----------

/** The caller's own stay; anyone else's is "not found" (one answer: no probing for ids). */
async function ownStay(actor: Actor, stayId: string): Promise<StayDoc> {
  const stay = await getStay(stayId);
  if (!stay || stay.studentUid !== actor.uid) throw stayNotFound();
  return stay;
}

function orderView(stay: StayDoc, contacts: StayContactsDoc | null, inv: RentInvoiceDoc, order: Pick<RentOrderDoc, 'orderId' | 'amountPaise' | 'provider'>, keyId: string): RentPayResponse['order'] {
  return {
    provider: order.provider,
    keyId,
    orderId: order.orderId,
    amountPaise: order.amountPaise,
    currency: 'INR',
    rent: { stayId: stay.id, month: inv.id },
    checkoutPath: order.provider === 'local' ? `/checkout/local/${order.orderId}` : null,
    prefill: { contact: contacts?.studentPhone ?? '', name: contacts?.studentName ?? stay.studentFirstName },
    description: `Rent ${inv.periodStart} to ${inv.periodEnd} · ${stay.pgName}`,
  };
}

/**
 * POST /api/stays/{id}/rent/{month}/pay: the order to pay a `due` invoice with. Idempotent: while the invoice is
 * unpaid the same open order is answered again. The gateway is asked before anything is written; two first calls
 * at once make two gateway orders but only the first is kept (the transaction), the other is never shown.
 */
export async function payRent(actor: Actor, stayId: string, month: string, nowMs = Date.now(), gateway: PaymentGateway = paymentGateway()): Promise<RentPayResponse> {
  const stay = await ownStay(actor, stayId);
  const inv = await getInvoice(stayId, month);
  if (!inv) throw rentNotFound();
  if (inv.status !== 'due') throw rentAlreadyPaid();
  if (stay.status === 'ended') throw rentStayEnded();
  const open = inv.orderId ? await getRentOrder(inv.orderId) : null;
  const created =
    open && open.status === 'created'
      ? null
      : await askGateway(() =>
          gateway.createOrder({ amountPaise: inv.amountInr * 100, receipt: `rent_${month}_${stayId}`.slice(0, 40), notes: { kind: 'rent', stayId, month } }),
        );
  return db().runTransaction(async (tx) => {
    const current = await readInvoice(tx, stayId, month);
    const contacts = await readStayContacts(tx, stayId);
    if (!current) throw rentNotFound();
    if (current.status !== 'due') throw rentAlreadyPaid();
    const kept = current.orderId ? await readRentOrder(tx, current.orderId) : null;
    if (kept && kept.status === 'created') return { invoice: current, order: orderView(stay, contacts, current, kept, gateway.keyId) };
    if (!created) throw rentNotFound();
    const at = new Date(nowMs).toISOString();
    const order: RentOrderDoc = {
      orderId: created.orderId,
      stayId,
      month,
      provider: gateway.provider,
      amountPaise: created.amountPaise,
      currency: 'INR',
      receipt: created.receipt,
      status: 'created',
      paymentId: null,
      createdAt: at,
      updatedAt: at,
    };
    writeRentOrder(tx, order);
    const next: RentInvoiceDoc = { ...current, orderId: order.orderId, updatedAt: at };
    writeInvoice(tx, next);
    return { invoice: next, order: orderView(stay, contacts, next, order, gateway.keyId) };
  });
}

/** A payment the gateway reported for a rent order (Checkout's verify, or the webhook's entity). */
export type RentPaidInput = {
  orderId: string;
  paymentId: string;
  amountPaise: number | null;
  currency: string | null;
  /** reconcile: found by the daily reconciliation among the gateway's payments (its webhook lost). */
  source: 'checkout' | 'webhook' | 'reconcile';
  event?: GatewayEvent;
};
export type RentPaidResult = RentPaidResponse & { duplicate?: boolean; mismatch?: boolean };

/** Whether `orderId` is a rent order (the webhook and the local checkout dispatch on it). */
export const isRentOrder = async (orderId: string): Promise<boolean> => (await getRentOrder(orderId)) !== null;

/**
 * The one way a rent invoice becomes paid. `due` → `paid` with the next receipt number and the receipt texted to the
 * student and the parent; the same payment again changes nothing; the same event again changes nothing; a second
 * payment of a paid invoice, or a payment after the stay ended, is recorded as a refund owed and refunded in full.
 */
export async function markRentPaid(input: RentPaidInput, nowMs = Date.now()): Promise<RentPaidResult> {
  const after: { refund: { stayId: string; month: string } | null } = { refund: null };
  const result = await db().runTransaction(async (tx): Promise<RentPaidResult> => {
    after.refund = null;
    const order = await readRentOrder(tx, input.orderId);
    if (!order) throw rentNotFound();
    const [eventSnap, inv, stay, contacts, counter] = await Promise.all([
      input.event ? tx.get(paymentEventRef(input.event.id)) : Promise.resolve(null),
      readInvoice(tx, order.stayId, order.month),
      readStay(tx, order.stayId),
      readStayContacts(tx, order.stayId),
      tx.get(rentReceiptCounterRef()),
    ]);
    if (!inv) throw rentNotFound();
    if (eventSnap?.exists) return { invoice: inv, changed: false, duplicate: true };
    if (input.amountPaise !== order.amountPaise || input.currency !== 'INR') {
      logger.error('A rent payment does not match its order; ignored', { orderId: input.orderId, paymentId: input.paymentId, amountPaise: input.amountPaise, currency: input.currency });
      return { invoice: inv, changed: false, mismatch: true };
    }
    const recordEvent = (outcome: string) => {
      if (input.event) tx.create(paymentEventRef(input.event.id), { type: input.event.type, orderId: input.orderId, stayId: inv.stayId, month: inv.id, outcome, at: new Date(nowMs).toISOString() });
    };
    if (inv.paymentId === input.paymentId || inv.refunds.some((r) => r.paymentId === input.paymentId)) {
      recordEvent('already_recorded');
      return { invoice: inv, changed: false };
    }
    const at = new Date(nowMs).toISOString();
    if (inv.status !== 'due' || stay.status === 'ended') {
      // Paid twice (another order, or the same order twice), or after the stay ended: the money goes back in full.
      // A month still due (or voided by the exit) can no longer be paid because the stay ended; a paid one was paid twice.
      const reason: RentRefund['reason'] = inv.status === 'due' || inv.status === 'void' ? 'stay_ended' : 'duplicate';
      recordEvent(reason === 'duplicate' ? 'duplicate_payment' : 'paid_after_end');
      const refund: RentRefund = { paymentId: input.paymentId, amountInr: order.amountPaise / 100, reason, state: 'initiated', refundId: null, at };
      const to: RentStatus = inv.status === 'due' ? 'void' : inv.status;
      const next = moveInvoice(tx, inv, to, { refunds: [...inv.refunds, refund] }, reason === 'duplicate' ? 'duplicate_payment' : 'paid_after_end', nowMs);
      if (contacts) queueRentMessages(tx, stay, contacts, next, 'refund', refund);
      after.refund = { stayId: inv.stayId, month: inv.id };
      return { invoice: next, changed: true };
    }
    const year = kotaDate(nowMs).slice(0, 4);
    const last: unknown = counter.get(year);
    const n = (typeof last === 'number' ? last : 0) + 1;
    tx.set(rentReceiptCounterRef(), { [year]: n }, { merge: true });
    recordEvent('paid');
    markRentOrderPaid(tx, input.orderId, input.paymentId, at);
    const next = moveInvoice(
      tx,
      inv,
      'paid',
      { paymentId: input.paymentId, paidAt: at, receiptNo: rentReceiptNumber(year, n), orderId: input.orderId },
      `paid_${input.source}`,
      nowMs,
    );
    writeLedgerInTx(tx, ledgerSource(stay, { key: rentSourceKey(stay.id, inv.id), kind: 'rent', amountInr: inv.amountInr, rentMonth: inv.id, receiptNo: next.receiptNo }), nowMs);
    if (contacts) queueRentMessages(tx, stay, contacts, next, 'receipt');
    else logger.warn('Rent paid on a stay without contacts: no receipt texted', { stayId: inv.stayId });
    return { invoice: next, changed: true };
  });
  if (after.refund) {
    const refunded = await executeRentRefunds(after.refund.stayId, after.refund.month, nowMs);
    if (refunded) result.invoice = refunded;
  }
  return result;
}

export type RentVerifyInput = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

/**
 * POST /api/stays/{id}/rent/{month}/pay/verify: Checkout's answer. The signature must be HMAC-SHA256(key secret,
 * `order_id|payment_id`) over THIS invoice's stored order id, else 400 and nothing written; then the gateway is asked
 * whether the payment paid the order (the signature proves Checkout saw it, not that money arrived).
 */
export async function verifyRent(actor: Actor, stayId: string, month: string, body: RentVerifyInput, nowMs = Date.now()): Promise<RentPaidResponse> {
  await ownStay(actor, stayId);
  const inv = await getInvoice(stayId, month);
  if (!inv) throw rentNotFound();
  const orderId = inv.orderId;
  if (!orderId || body.razorpay_order_id !== orderId) {
    throw new InvalidInput('Check the payment.', { razorpay_order_id: 'This is not the order of this rent invoice.' });
  }
  const order = await getRentOrder(orderId);
  if (!order) throw rentNotFound();
  const payment = await confirmCheckoutPayment(order, body, { invalidSignature: rentInvalidSignature, notConfirmed: rentPaymentNotConfirmed }, { stayId, month });
  const { duplicate: _d, mismatch: _m, ...result } = await markRentPaid(
    { orderId, paymentId: payment.paymentId, amountPaise: payment.amountPaise, currency: payment.currency, source: 'checkout' },
    nowMs,
  );
  return result;
}

// ---------- The daily reconciliation's part ----------

/** What we recorded of a rent payment the gateway took: its invoice, the amount we expect, and its state. */
export type RecordedRentPayment = { stayId: string; month: string; amountPaise: number; state: string };

/** The payment's record on its invoice: the month's payment, or a payment refunded in full (paid twice, after the end). */
function rentPaymentOn(inv: RentInvoiceDoc, order: RentOrderDoc, paymentId: string): RecordedRentPayment | null {
  const where = { stayId: inv.stayId, month: inv.id };
  if (inv.paymentId === paymentId) return { ...where, amountPaise: order.amountPaise, state: inv.status };
  const refund = inv.refunds.find((r) => r.paymentId === paymentId && r.reason !== 'unused');
  return refund ? { ...where, amountPaise: refund.amountInr * 100, state: `${refund.reason}_${refund.state}` } : null;
}

/**
 * The daily reconciliation's rent part (docs/decisions/211-rent-gaps.md): each payment the gateway took on one of our
 * rent orders that no invoice records (its webhook lost, Checkout closed before the verify) and that pays its order
 * (the verify's own test, `paysOrder`) goes through markRentPaid as the webhook would have: the month becomes paid
 * with its receipt texted, or a second payment is refunded in full. Returns the payments it settled and every rent
 * payment of `payments` we now record (the reconciliation counts them as ours).
 */
export async function reconcileRentPayments(
  payments: readonly GatewayPayment[],
  nowMs = Date.now(),
): Promise<{ settled: string[]; recorded: Map<string, RecordedRentPayment> }> {
  const settled: string[] = [];
  const recorded = new Map<string, RecordedRentPayment>();
  for (const p of payments) {
    const order = p.orderId ? await getRentOrder(p.orderId) : null;
    const inv = order ? await getInvoice(order.stayId, order.month) : null;
    if (!order || !inv) continue;
    let ours = rentPaymentOn(inv, order, p.paymentId);
    if (!ours && paysOrder(p, order)) {
      const result = await markRentPaid({ orderId: order.orderId, paymentId: p.paymentId, amountPaise: p.amountPaise, currency: p.currency, source: 'reconcile' }, nowMs);
      ours = rentPaymentOn(result.invoice, order, p.paymentId);
      if (result.changed) {
        settled.push(p.paymentId);
        logger.warn('A rent payment the gateway took was not recorded (its webhook lost): settled by the reconciliation', {
          stayId: order.stayId,
          month: order.month,
          orderId: order.orderId,
          paymentId: p.paymentId,
          outcome: result.invoice.status,
        });
      }
    }
    if (ours) recorded.set(p.paymentId, ours);
  }
  return { settled, recorded };
}

/**
 * Which of the gateway's refunds (`refunds`, none of them a booking's) are rent refunds we record: the refund's payment
 * asked of the gateway leads to its order, the order to its invoice, and the invoice names the refund. Keyed by refund id.
 */
export async function recordedRentRefunds(gateway: PaymentGateway, refunds: readonly GatewayRefundRecord[]): Promise<Map<string, { stayId: string; month: string; amountPaise: number; state: string }>> {
  const out = new Map<string, { stayId: string; month: string; amountPaise: number; state: string }>();
  for (const r of refunds) {
    const payment = await gateway.fetchPayment(r.paymentId);
    const order = payment?.orderId ? await getRentOrder(payment.orderId) : null;
    const inv = order ? await getInvoice(order.stayId, order.month) : null;
    const ours = inv?.refunds.find((x) => x.refundId === r.refundId);
    if (inv && ours) out.set(r.refundId, { stayId: inv.stayId, month: inv.id, amountPaise: ours.amountInr * 100, state: ours.state });
  }
  return out;
}

// ---------- Refunds ----------

/** Razorpay's X-Refund-Idempotency key for one rent refund: the same on every retry. */
export const rentRefundKey = (stayId: string, month: string, paymentId: string, reason: string): string =>
  `rr_${stayId}_${month}_${paymentId}_${reason}`.replace(/[^A-Za-z0-9_-]/g, '-').slice(0, 120);

/**
 * Asks the gateway for every refund of an invoice that is `initiated` without a gateway id, and records each answer.
 * A network error, timeout or 5xx leaves it `initiated` (the rent job asks again); a refusal marks it `failed`.
 */
export async function executeRentRefunds(stayId: string, month: string, nowMs = Date.now()): Promise<RentInvoiceDoc | null> {
  const inv = await getInvoice(stayId, month);
  if (!inv) return null;
  const todo = inv.refunds.filter((r) => r.state === 'initiated' && !r.refundId);
  if (todo.length === 0) return inv;
  let gateway;
  try {
    gateway = paymentGateway();
  } catch {
    return inv;
  }
  const answers = new Map<string, { state: RentRefund['state']; refundId: string | null }>();
  for (const r of todo) {
    try {
      const g = await gateway.refund({
        paymentId: r.paymentId,
        amountPaise: r.amountInr * 100,
        notes: { kind: 'rent', stayId, month, reason: r.reason },
        idempotencyKey: rentRefundKey(stayId, month, r.paymentId, r.reason),
      });
      answers.set(`${r.paymentId}|${r.reason}`, { state: g.status === 'processed' ? 'processed' : g.status === 'failed' ? 'failed' : 'initiated', refundId: g.refundId });
    } catch (err) {
      if (err instanceof GatewayError && err.refused) answers.set(`${r.paymentId}|${r.reason}`, { state: 'failed', refundId: null });
      logger.error('A rent refund was not taken by the gateway', { alert: 'refund_stuck', stayId, month, paymentId: r.paymentId, error: String(err) });
    }
  }
  if (answers.size === 0) return inv;
  return db().runTransaction(async (tx) => {
    const current = await readInvoice(tx, stayId, month);
    if (!current) return null;
    const refunds = current.refunds.map((r) => {
      const a = answers.get(`${r.paymentId}|${r.reason}`);
      return a && r.state === 'initiated' && !r.refundId ? { ...r, ...a, at: new Date(nowMs).toISOString() } : r;
    });
    return moveInvoice(tx, current, current.status, { refunds }, 'refund_answered', nowMs);
  });
}

/**
 * The stay's end (inside the exit transaction, after its reads): every invoice whose period is not over on the exit
 * date — a `due` one becomes `void`, a paid one `part_refunded` with its unused days owed back. Returns what the
 * final statement states: the last day the kept rent covers, and the rupees refunded.
 */
export function settleRentOnExitInTx(
  tx: Transaction,
  stay: StayDoc,
  contacts: StayContactsDoc | null,
  invoices: readonly RentInvoiceDoc[],
  exitDate: string,
  nowMs: number,
): { rentPaidThrough: string | null; unusedRentRefundInr: number; months: string[] } {
  let refundInr = 0;
  let paidThroughDate: string | null = null;
  const months: string[] = [];
  const at = new Date(nowMs).toISOString();
  for (const inv of invoices) {
    if (inv.status === 'paid' || inv.status === 'part_refunded') {
      const unused = inv.status === 'paid' ? unusedRentInr(inv, exitDate) : 0;
      const coversTo = inv.periodEnd < exitDate ? inv.periodEnd : addDays(exitDate, -1);
      if (inv.periodStart < exitDate && (paidThroughDate === null || coversTo > paidThroughDate)) paidThroughDate = coversTo;
      if (unused > 0 && inv.paymentId) {
        const refund: RentRefund = { paymentId: inv.paymentId, amountInr: unused, reason: 'unused', state: 'initiated', refundId: null, at };
        const next = moveInvoice(tx, inv, 'part_refunded', { refunds: [...inv.refunds, refund] }, 'unused_refund', nowMs);
        writeLedgerInTx(tx, ledgerSource(stay, { key: refundSourceKey(stay.id, inv.id, inv.paymentId), kind: 'refund', amountInr: -unused, rentMonth: inv.id, receiptNo: inv.receiptNo }), nowMs);
        if (contacts) queueRentMessages(tx, stay, contacts, next, 'refund', refund);
        refundInr += unused;
        months.push(inv.id);
      }
    } else if (inv.status === 'due' && inv.periodStart >= exitDate) {
      moveInvoice(tx, inv, 'void', {}, 'stay_ended', nowMs);
    }
  }
  return { rentPaidThrough: paidThroughDate, unusedRentRefundInr: refundInr, months };
}

/** The exit transaction's read of a stay's invoices. */
export const readStayInvoices = readInvoices;

// ---------- The rent job: next invoices and reminders ----------

/**
 * For one live stay: makes the next period's invoice once its billing day is at most RENT_INVOICE_LEAD_DAYS away — and
 * every period between the stay's last invoice and that one that has none (the job did not run for a while: a missed
 * month is still billed; docs/decisions/211-rent-gaps.md) — never for a period starting on or after the exit date; a
 * stay with no invoice at all (moved in before rent was collected) gets only the next one. Queues the reminder once,
 * RENT_REMINDER_DAYS_BEFORE days before the next period's billing day, while it is unpaid. Idempotent. Returns what it did.
 */
export async function prepareRent(stayId: string, nowMs: number): Promise<{ made: string[]; reminded: string | null }> {
  const today = kotaDate(nowMs);
  return db().runTransaction(async (tx) => {
    const stay = await readStay(tx, stayId);
    if (stay.status === 'ended') return { made: [], reminded: null };
    const target = periodIndexOn(stay, addDays(today, RENT_INVOICE_LEAD_DAYS));
    const exitDate = stay.notice?.exitDate ?? null;
    const [invoices, contacts] = await Promise.all([readInvoices(tx, stayId), readStayContacts(tx, stayId)]);
    const byMonth = new Map(invoices.map((i) => [i.id, i]));
    const last = invoices.reduce((m, i) => Math.max(m, i.index), 0);
    const made: string[] = [];
    for (let index = last > 0 ? Math.min(last + 1, target) : target; index <= target; index++) {
      const period = rentPeriod(stay, index);
      if (byMonth.has(period.month) || (exitDate !== null && period.start >= exitDate)) continue;
      const inv = newInvoice(stay, index, nowMs);
      writeInvoice(tx, inv, true);
      writeRentAudit(tx, stayId, inv.id, { actorRole: 'system', from: null, to: 'due', action: index < target ? 'invoice_missed_month' : 'invoice', paymentId: null, at: inv.createdAt });
      byMonth.set(inv.id, inv);
      made.push(inv.id);
    }
    const inv = byMonth.get(rentPeriod(stay, target).month) ?? null;
    let reminded: string | null = null;
    if (inv && inv.status === 'due' && !inv.reminderQueuedAt && inv.index > 1 && addDays(inv.dueDate, -RENT_REMINDER_DAYS_BEFORE) <= today && contacts) {
      const next: RentInvoiceDoc = { ...inv, reminderQueuedAt: new Date(nowMs).toISOString(), updatedAt: new Date(nowMs).toISOString() };
      writeInvoice(tx, next);
      queueRentMessages(tx, stay, contacts, next, 'reminder');
      reminded = next.id;
    }
    return { made, reminded };
  });
}

/** The rent job (daily, triggers/rent-job.ts): every live stay, at most `limit` a run; one failing stay does not stop the rest. */
export async function prepareDueRent(nowMs: number, limit = 2000): Promise<{ made: number; reminded: number }> {
  const stays = await staysOf(staysCol().where('status', 'in', ['active', 'notice_given']).limit(limit));
  let made = 0;
  let reminded = 0;
  for (const s of stays) {
    try {
      const r = await prepareRent(s.id, nowMs);
      made += r.made.length;
      if (r.reminded) reminded++;
    } catch (err) {
      logger.error('Could not prepare a stay’s rent', { stayId: s.id, err: String(err) });
    }
  }
  return { made, reminded };
}

// ---------- The local checkout (emulators only) ----------

/** What the local checkout screen needs of a rent order, when it is the caller's own; null when it is not a rent order. */
export async function rentOrderForCheckout(
  actor: Actor,
  orderId: string,
): Promise<{ order: RentOrderDoc; invoice: RentInvoiceDoc; stay: StayDoc } | null> {
  const order = await getRentOrder(orderId);
  if (!order) return null;
  const stay = await getStay(order.stayId);
  const invoice = await getInvoice(order.stayId, order.month);
  if (!stay || !invoice || stay.studentUid !== actor.uid) return null;
  return { order, invoice, stay };
}

/**
 * The gateway's refund webhook for a rent refund (its notes carry `kind: 'rent'`, the stay and the month): the
 * invoice's refund with this gateway id — or, while it has none, of this payment and amount — becomes `processed` or
 * `failed`, once per event (payment_events). Anything that is not exactly one of this invoice's refunds is ignored.
 * Without an event it is the refund sweeper's poll of the gateway (sweepRentRefunds), settled the same way.
 */
export async function settleRentRefundFromGateway(
  report: { stayId: string; month: string; refundId: string; paymentId: string | null; amountPaise: number | null; outcome: 'processed' | 'failed' },
  event: GatewayEvent | null,
  nowMs = Date.now(),
): Promise<'handled' | 'duplicate' | 'ignored'> {
  return db().runTransaction(async (tx) => {
    const [seen, inv] = await Promise.all([event ? tx.get(paymentEventRef(event.id)) : Promise.resolve(null), readInvoice(tx, report.stayId, report.month)]);
    if (seen?.exists) return 'duplicate';
    if (!inv) return 'ignored';
    const i = inv.refunds.findIndex(
      (r) => r.refundId === report.refundId || (!r.refundId && r.paymentId === report.paymentId && r.amountInr * 100 === report.amountPaise),
    );
    const r = inv.refunds[i];
    if (!r || r.state === report.outcome) return 'ignored';
    const refunds = inv.refunds.map((x, j) => (j === i ? { ...x, state: report.outcome, refundId: report.refundId, at: new Date(nowMs).toISOString() } : x));
    moveInvoice(tx, inv, inv.status, { refunds }, `refund_${report.outcome}_${event ? 'webhook' : 'polled'}`, nowMs);
    if (event) tx.create(paymentEventRef(event.id), { type: event.type, stayId: inv.stayId, month: inv.id, refundId: report.refundId, outcome: report.outcome, at: new Date(nowMs).toISOString() });
    return 'handled';
  });
}

// ---------- The refund sweeper's part (docs/decisions/211-rent-gaps.md) ----------

export type RentSweepResult = { retried: number; polled: number; settled: number };

/**
 * Rent refunds not finished, found across every stay (`refundOpen`; an ended stay's exit refund too): one the gateway
 * has not taken (unreachable, timed out, 5xx) is asked again with the same idempotency key (executeRentRefunds, so a
 * refund the gateway took but whose answer was lost is the same refund); one it took but never reported final is asked
 * for its state and settled as its webhook would settle it; one still pending after REFUND_STUCK_AFTER_MS, or unknown
 * to the gateway, is raised as `refund_stuck`. When to ask is the booking refunds' rule (refundSweepStep). Idempotent.
 */
export async function sweepRentRefunds(nowMs = Date.now(), limit = 100): Promise<RentSweepResult> {
  const result: RentSweepResult = { retried: 0, polled: 0, settled: 0 };
  for (const inv of await invoicesWithOpenRefunds(limit)) {
    try {
      const open = inv.refunds.filter((r) => r.state === 'initiated');
      if (open.some((r) => refundSweepStep(r, nowMs) === 'retry')) {
        result.retried += 1;
        await executeRentRefunds(inv.stayId, inv.id, nowMs);
      }
      for (const r of open.filter((x) => refundSweepStep(x, nowMs) === 'poll')) {
        result.polled += 1;
        const g = r.refundId ? await paymentGateway().fetchRefund(r.refundId) : null;
        const ageMs = nowMs - Date.parse(r.at);
        if (!g || (g.status === 'pending' && ageMs > REFUND_STUCK_AFTER_MS)) {
          logger.error('Rent refund stuck', { alert: 'refund_stuck', stayId: inv.stayId, month: inv.id, refundId: r.refundId, gateway: g?.status ?? 'unknown', ageMs });
        }
        if (!g || g.status === 'pending' || !r.refundId) continue;
        const report = { stayId: inv.stayId, month: inv.id, refundId: r.refundId, paymentId: g.paymentId, amountPaise: g.amountPaise, outcome: g.status };
        if ((await settleRentRefundFromGateway(report, null, nowMs)) === 'handled') result.settled += 1;
      }
    } catch (err) {
      logger.error('Sweeping a rent refund failed', { stayId: inv.stayId, month: inv.id, error: String(err) });
    }
  }
  if (result.retried || result.polled) logger.info('Rent refund sweep', result);
  return result;
}
