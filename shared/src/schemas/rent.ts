// Monthly rent (docs/decisions/209-monthly-rent.md, the product's rules in docs/requirements/stays.md#monthly-rent):
// one invoice per billing period of a stay, `stays/{stayId}/rent/{YYYY-MM}` (the month its period starts in), paid
// through the same payment gateway and verification as the visit token, with a numbered receipt texted to the student
// and the parent. The state table, the numbers and the documents live here; Functions are the only writer.
import { z } from 'zod';
import { addDays, type StayDoc } from './stay';

// ---------- The product's numbers ----------

/** An invoice for the next period is made this many days before its billing day (the reminders job). */
export const RENT_INVOICE_LEAD_DAYS = 7;
/** The reminder text goes this many days before the billing day, while the invoice is unpaid. */
export const RENT_REMINDER_DAYS_BEFORE = 3;
/** Maintenance above this a year cannot be charged (Kota Cares); a deposit never can. */
export const MAINTENANCE_CAP_INR_PER_YEAR = 2000;

// ---------- States and transitions ----------

export const RENT_STATUSES = ['due', 'paid', 'part_refunded', 'void'] as const;
export const RentStatusSchema = z.enum(RENT_STATUSES);
export type RentStatus = z.infer<typeof RentStatusSchema>;

/** Only the system moves an invoice: a verified payment, the stay's end (void / the unused part refunded). */
export type RentActor = 'system';
export const RENT_TRANSITIONS: readonly { from: RentStatus; to: RentStatus; by: readonly RentActor[] }[] = [
  // A payment verified (Checkout's signed answer checked with the gateway, or the signed webhook).
  { from: 'due', to: 'paid', by: ['system'] },
  // The stay ended before this period began: nothing is owed for it.
  { from: 'due', to: 'void', by: ['system'] },
  // The stay ended inside (or before) a paid period: the unused days go back.
  { from: 'paid', to: 'part_refunded', by: ['system'] },
];
export const canRentTransition = (from: RentStatus, to: RentStatus, by: RentActor): boolean =>
  RENT_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(by));

// ---------- Periods ----------

/** `YYYY-MM-DD` plus `n` calendar months, on day `day` (≤ 28, so every month has it). */
export function addMonthsOn(date: string, n: number, day: number): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + n;
  const ny = y + Math.floor(m / 12);
  const nm = (((m % 12) + 12) % 12) + 1;
  return `${ny}-${String(nm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Billing period `n` (1 = the first) of a stay: period 1 runs from the move-in date to the day before the next
 * billing date; period n > 1 from the billing date n−1 months after that. Its id is the month it starts in.
 */
export function rentPeriod(s: Pick<StayDoc, 'startDate' | 'billingDay'>, n: number): { month: string; start: string; end: string; index: number } {
  const firstBilling = addMonthsOn(s.startDate, 1, s.billingDay);
  const start = n === 1 ? s.startDate : addMonthsOn(firstBilling, n - 2, s.billingDay);
  const end = addDays(addMonthsOn(firstBilling, n - 1, s.billingDay), -1);
  return { month: start.slice(0, 7), start, end, index: n };
}

/** The period that contains `date` (1 when it is before the stay began). */
export function periodIndexOn(s: Pick<StayDoc, 'startDate' | 'billingDay'>, date: string): number {
  let n = 1;
  while (rentPeriod(s, n).end < date && n < 600) n++;
  return n;
}

/** 'YYYY-MM' as a month id (an invoice's id). */
export const RentMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month as YYYY-MM.');

/** What a period's invoice asks: the monthly cost agreed at move-in, less the ₹499 token in the first period. */
export function rentAmount(s: Pick<StayDoc, 'monthlyTotalInr' | 'tokenCreditedInr'>, index: number): { totalInr: number; tokenCreditInr: number; amountInr: number } {
  const tokenCreditInr = index === 1 ? Math.min(s.tokenCreditedInr, s.monthlyTotalInr) : 0;
  return { totalInr: s.monthlyTotalInr, tokenCreditInr, amountInr: s.monthlyTotalInr - tokenCreditInr };
}

/**
 * The unused part of a paid period when the stay ends on `exitDate` (the last night is the night before it): the
 * days from the exit date to the period's end, at the period's amount per day, in whole rupees (rounded down).
 */
export function unusedRentInr(inv: Pick<RentInvoiceDoc, 'periodStart' | 'periodEnd' | 'amountInr'>, exitDate: string): number {
  const days = Math.round((Date.parse(`${inv.periodEnd}T00:00:00Z`) - Date.parse(`${inv.periodStart}T00:00:00Z`)) / 86_400_000) + 1;
  if (exitDate <= inv.periodStart) return inv.amountInr;
  if (exitDate > inv.periodEnd) return 0;
  const unused = Math.round((Date.parse(`${inv.periodEnd}T00:00:00Z`) - Date.parse(`${exitDate}T00:00:00Z`)) / 86_400_000) + 1;
  return Math.floor((inv.amountInr * unused) / days);
}

/** Rent receipt `n` of a Kota year, e.g. 'KS-R-2026-000123' (its own series: visit tokens are 'KS-2026-…'). */
export const rentReceiptNumber = (year: string, n: number): string => `KS-R-${year}-${String(n).padStart(6, '0')}`;

// ---------- The stored documents ----------

const RentRefundSchema = z.looseObject({
  paymentId: z.string(),
  amountInr: z.number(),
  /** duplicate: a second payment of a paid invoice; stay_ended: paid after the stay ended; unused: the unused days on exit. */
  reason: z.enum(['duplicate', 'stay_ended', 'unused']),
  state: z.enum(['initiated', 'processed', 'failed']),
  refundId: z.string().nullable(),
  at: z.string(),
});
export type RentRefund = z.infer<typeof RentRefundSchema>;

/**
 * stays/{stayId}/rent/{YYYY-MM}: one billing period. No phone number and no uid: the rules find the student, the
 * parent and the owner through the stay's own documents. The student, the parent, the PG's current owner and current
 * staff read it; Functions write it.
 */
export const RentInvoiceDocSchema = z.looseObject({
  id: z.string(),
  stayId: z.string(),
  pgName: z.string(),
  /** 1 = the first period (the token is netted there). */
  index: z.number(),
  periodStart: z.string(),
  periodEnd: z.string(),
  /** The billing day this period is due on (its start). */
  dueDate: z.string(),
  totalInr: z.number(),
  tokenCreditInr: z.number(),
  amountInr: z.number(),
  status: RentStatusSchema,
  /** The open gateway order (the same one is answered again while unpaid). */
  orderId: z.string().nullable(),
  paymentId: z.string().nullable(),
  paidAt: z.string().nullable(),
  receiptNo: z.string().nullable(),
  refunds: z.array(RentRefundSchema),
  reminderQueuedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RentInvoiceDoc = z.infer<typeof RentInvoiceDocSchema>;

/** stays/{stayId}/rent/{month}/audit/{auto}: staff-only, one per change. */
export type RentAuditDoc = { actorRole: 'system'; from: RentStatus | null; to: RentStatus; action: string; paymentId: string | null; at: string };

// ---------- Answers ----------

/** POST /api/stays/{id}/rent/{month}/pay: the invoice and the order to pay it with (the same order while unpaid). */
export type RentPayResponse = {
  invoice: RentInvoiceDoc;
  order: {
    provider: 'razorpay' | 'local';
    keyId: string;
    orderId: string;
    amountPaise: number;
    currency: 'INR';
    /** The stay and month this order pays (the screens verify on the rent route). */
    rent: { stayId: string; month: string };
    /** The local provider's checkout screen for this order. */
    checkoutPath: string | null;
    prefill: { contact: string; name: string };
    description: string;
  };
};
export type RentPaidResponse = { invoice: RentInvoiceDoc; changed: boolean };

/** The last day the paid invoices cover (null when none is paid). */
export const paidThrough = (invoices: readonly Pick<RentInvoiceDoc, 'status' | 'periodEnd'>[]): string | null =>
  invoices.filter((i) => i.status === 'paid' || i.status === 'part_refunded').reduce<string | null>((a, i) => (a === null || i.periodEnd > a ? i.periodEnd : a), null);
