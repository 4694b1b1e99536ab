// The daily payment reconciliation (docs/decisions/199-logs-and-payment-reconciliation.md): the payments and refunds
// the gateway made in one Kota day, compared with our records of them — bookings (`payment`, `refund`) and the
// refunds of duplicate payments (`refunds_pending`) — both ways. A rent payment the gateway took whose webhook never
// came is settled first, through the rent code's one way to paid (docs/decisions/211-rent-gaps.md), and the rent
// payments are ours like the bookings'. Every difference is one alert-grade ERROR entry
// (`alert: 'payment_reconciliation_difference'`, what a log-based metric matches) and is kept, with the day's counts, in
// `payment_reconciliations/{YYYY-MM-DD}`. A day that matches writes one INFO entry and its record, nothing else.
import type { Query } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate, kotaSlotStartMs } from '@kotastay/shared/schemas/booking';
import { db } from '../../lib/admin';
import { logger } from '../../lib/log';
import { paymentGateway, type GatewayPayment, type GatewayRefundRecord, type PaymentGateway } from '../payments';
import { reconcileRentPayments, recordedRentRefunds } from '../stays';
import { pendingRefundOf, pendingRefundRef, pendingRefundsCol, pendingRefundsOf } from './refunds';
import { bookingsCol, bookingsOf } from './store';

export const RECONCILIATION_ALERT = 'payment_reconciliation_difference';

export type DifferenceKind =
  | 'payment_not_recorded'
  | 'payment_not_at_gateway'
  | 'payment_amount'
  | 'refund_not_recorded'
  | 'refund_not_at_gateway'
  | 'refund_amount'
  | 'refund_state';

export type Difference = {
  kind: DifferenceKind;
  paymentId: string | null;
  refundId: string | null;
  bookingId: string | null;
  gateway: string | null;
  ours: string | null;
};

export type ReconciliationReport = {
  day: string;
  fromMs: number;
  toMs: number;
  gatewayPayments: number;
  gatewayRefunds: number;
  ourPayments: number;
  ourRefunds: number;
  /** Rent payments the gateway took whose webhook never came, settled by this run. */
  rentSettled: number;
  differences: Difference[];
};

/** Payment statuses of a booking whose token was paid (whatever happened to it since). */
const PAID = new Set(['paid', 'refund_pending', 'refunded', 'kept', 'credited']);
/** The gateway's statuses of money it took. */
const TAKEN = new Set<GatewayPayment['status']>(['captured', 'refunded']);
/** Firestore's `in` takes at most 30 values. */
const IN_MAX = 30;

/** What `read` makes of the documents of `col` whose `field` is one of `values` (chunks of 30). */
async function whereIn<T>(col: Query, field: string, values: readonly string[], read: (q: Query) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < values.length; i += IN_MAX) {
    out.push(...(await read(col.where(field, 'in', values.slice(i, i + IN_MAX)))));
  }
  return out;
}

/** Bookings whose ISO date `field` is in [fromMs, toMs) (a single-field range: no composite index). */
const bookingsDatedIn = (field: string, fromMs: number, toMs: number) =>
  bookingsOf(bookingsCol().where(field, '>=', new Date(fromMs).toISOString()).where(field, '<', new Date(toMs).toISOString()));

/** Our refund's state in the gateway's words ('initiated' is pending there). */
const asGatewayState = (state: string): GatewayRefundRecord['status'] | 'none' =>
  state === 'processed' ? 'processed' : state === 'failed' ? 'failed' : state === 'initiated' ? 'pending' : 'none';

/** What we recorded of one payment or refund: the booking or duplicate-payment record (none for rent), amount and state. */
type Ours = { bookingId: string | null; amountPaise: number; state: string };

/** Compares the gateway's payments and refunds made in [fromMs, toMs) with ours, both ways. */
export async function reconcilePayments(gateway: PaymentGateway, fromMs: number, toMs: number): Promise<ReconciliationReport> {
  const differences: Difference[] = [];
  const diff = (d: Partial<Difference> & { kind: DifferenceKind }) =>
    differences.push({ paymentId: null, refundId: null, bookingId: null, gateway: null, ours: null, ...d });

  // ---- payments ----
  const gatewayPayments = (await gateway.listPayments(fromMs, toMs)).filter((p) => TAKEN.has(p.status));
  const takenIds = gatewayPayments.map((p) => p.paymentId);
  const ourPayments = new Map<string, Ours>();
  for (const b of await whereIn(bookingsCol(), 'payment.paymentId', takenIds, bookingsOf)) {
    if (b.payment.paymentId) ourPayments.set(b.payment.paymentId, { bookingId: b.id, amountPaise: b.tokenInr * 100, state: b.payment.status });
  }
  const dupRefs = takenIds.filter((id) => !ourPayments.has(id)).map(pendingRefundRef);
  for (const d of dupRefs.length ? await db().getAll(...dupRefs) : []) {
    const p = pendingRefundOf(d);
    if (p) ourPayments.set(d.id, { bookingId: p.bookingId, amountPaise: p.amountPaise, state: `duplicate_${p.state}` });
  }
  // Rent: a payment whose webhook never came is settled now; every rent payment recorded is ours.
  const rent = await reconcileRentPayments(gatewayPayments.filter((p) => !ourPayments.has(p.paymentId)));
  for (const [paymentId, r] of rent.recorded) ourPayments.set(paymentId, { bookingId: null, amountPaise: r.amountPaise, state: `rent_${r.stayId}_${r.month}_${r.state}` });
  for (const p of gatewayPayments) {
    const ours = ourPayments.get(p.paymentId);
    if (!ours) diff({ kind: 'payment_not_recorded', paymentId: p.paymentId, gateway: `${p.status} ${p.amountPaise} paise, order ${p.orderId ?? '-'}` });
    else if (ours.amountPaise !== p.amountPaise || p.currency !== 'INR')
      diff({ kind: 'payment_amount', paymentId: p.paymentId, bookingId: ours.bookingId, gateway: `${p.amountPaise} ${p.currency}`, ours: `${ours.amountPaise} INR` });
  }
  // Our paid bookings of the day, each known to the gateway as money taken (asked one by one when not listed: a
  // payment made just before midnight may be recorded by us just after).
  const paid = await bookingsDatedIn('payment.paidAt', fromMs, toMs);
  const listed = new Set(takenIds);
  let ourPaid = 0;
  for (const b of paid) {
    if (!b.payment.paymentId || !PAID.has(b.payment.status)) continue;
    ourPaid += 1;
    if (listed.has(b.payment.paymentId)) continue;
    const p = await gateway.fetchPayment(b.payment.paymentId);
    if (!p || !TAKEN.has(p.status))
      diff({ kind: 'payment_not_at_gateway', paymentId: b.payment.paymentId, bookingId: b.id, gateway: p ? p.status : 'unknown', ours: b.payment.status });
  }

  // ---- refunds ----
  const gatewayRefunds = await gateway.listRefunds(fromMs, toMs);
  const refundIds = gatewayRefunds.map((r) => r.refundId);
  const ourRefunds = new Map<string, Ours>();
  for (const b of await whereIn(bookingsCol(), 'refund.refundId', refundIds, bookingsOf)) {
    if (b.refund?.refundId) ourRefunds.set(b.refund.refundId, { bookingId: b.id, amountPaise: b.refund.amountInr * 100, state: b.refund.state });
  }
  for (const p of await whereIn(pendingRefundsCol(), 'refundId', refundIds.filter((id) => !ourRefunds.has(id)), pendingRefundsOf)) {
    if (p.refundId) ourRefunds.set(p.refundId, { bookingId: p.bookingId, amountPaise: p.amountPaise, state: p.state === 'pending' ? 'initiated' : p.state });
  }
  const rentRefunds = await recordedRentRefunds(gateway, gatewayRefunds.filter((r) => !ourRefunds.has(r.refundId)));
  for (const [refundId, r] of rentRefunds) ourRefunds.set(refundId, { bookingId: null, amountPaise: r.amountPaise, state: r.state });
  for (const r of gatewayRefunds) {
    const ours = ourRefunds.get(r.refundId);
    const ids = { refundId: r.refundId, paymentId: r.paymentId };
    if (!ours) diff({ kind: 'refund_not_recorded', ...ids, gateway: `${r.status} ${r.amountPaise} paise` });
    else if (ours.amountPaise !== r.amountPaise) diff({ kind: 'refund_amount', ...ids, bookingId: ours.bookingId, gateway: String(r.amountPaise), ours: String(ours.amountPaise) });
    else if (asGatewayState(ours.state) !== r.status) diff({ kind: 'refund_state', ...ids, bookingId: ours.bookingId, gateway: r.status, ours: ours.state });
  }
  // Our refunds of the day that have a gateway id: each known to the gateway.
  const refunded = await bookingsDatedIn('refund.at', fromMs, toMs);
  const listedRefunds = new Set(refundIds);
  let ourRefunded = 0;
  for (const b of refunded) {
    const refundId = b.refund?.refundId;
    if (!refundId) continue;
    ourRefunded += 1;
    if (listedRefunds.has(refundId)) continue;
    const r = await gateway.fetchRefund(refundId);
    if (!r) diff({ kind: 'refund_not_at_gateway', refundId, paymentId: b.payment.paymentId, bookingId: b.id, gateway: 'unknown', ours: b.refund?.state ?? null });
    else if (asGatewayState(b.refund?.state ?? '') !== r.status)
      diff({ kind: 'refund_state', refundId, paymentId: r.paymentId, bookingId: b.id, gateway: r.status, ours: b.refund?.state ?? null });
  }

  return {
    day: kotaDate(fromMs),
    fromMs,
    toMs,
    gatewayPayments: gatewayPayments.length,
    gatewayRefunds: gatewayRefunds.length,
    ourPayments: ourPaid,
    ourRefunds: ourRefunded,
    rentSettled: rent.settled.length,
    differences,
  };
}

/** The Kota day before the one `nowMs` is in: [its 00:00, the next 00:00) IST. */
export function previousKotaDay(nowMs: number): { day: string; fromMs: number; toMs: number } {
  const toMs = kotaSlotStartMs(kotaDate(nowMs), '00:00');
  const fromMs = kotaSlotStartMs(kotaDate(toMs - 1), '00:00');
  return { day: kotaDate(fromMs), fromMs, toMs };
}

/**
 * The `paymentReconciliation` schedule: reconciles the previous Kota day, logs each difference as an alert and
 * records the report. Run again for the same day, it compares again and overwrites that day's record.
 */
export async function runDailyReconciliation(nowMs = Date.now(), gateway: PaymentGateway = paymentGateway()): Promise<ReconciliationReport> {
  const { fromMs, toMs } = previousKotaDay(nowMs);
  const report = await reconcilePayments(gateway, fromMs, toMs);
  for (const d of report.differences) {
    logger.error('Payment reconciliation: the gateway and our records differ', { alert: RECONCILIATION_ALERT, day: report.day, provider: gateway.provider, ...d });
  }
  await db()
    .collection(COLLECTIONS.paymentReconciliations)
    .doc(report.day)
    .set({ ...report, provider: gateway.provider, ok: report.differences.length === 0, ranAt: new Date(nowMs).toISOString() });
  const { differences, ...counts } = report;
  logger.info('Payment reconciliation', { ...counts, differences: differences.length, provider: gateway.provider });
  return report;
}
