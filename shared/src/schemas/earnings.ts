// A PG owner's earnings (docs/decisions/215-owner-earnings-and-payouts.md): the ledger of every amount that concerns
// them, the numbered monthly statement, and the payout of what is payable to their verified bank account.
// Functions write all of it; the owner reads their own (firestore.rules); no entry names a phone or a student's uid.
import { z } from 'zod';
import { BANK_ACCOUNT_FIELDS, accountNumbersMatch } from './kyc';

/** What an entry records. Credits are positive, debits negative (`amountInr`). */
export const LEDGER_KINDS = ['token_credited', 'rent', 'refund', 'commission'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * `owner_ledger/{sourceKey}`. The id is the source key (`token_<stayId>`, `rent_<stayId>_<month>`,
 * `refund_<stayId>_<month>_<paymentId>`, `commission_<source key>`): the one writer sets the entry by it, so the same
 * money moved twice (a retried transaction, a replayed webhook) is still one entry.
 */
export const LedgerEntryDocSchema = z.looseObject({
  ownerUid: z.string(),
  pgId: z.string(),
  pgName: z.string(),
  stayId: z.string(),
  /** The Kota month the money moved in (YYYY-MM): the statement it belongs to. */
  month: z.string(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed rupees: what this entry adds to (or takes from) the owner's balance. */
  amountInr: z.number(),
  /** The student's first name and the room: never a phone, never a uid. */
  firstName: z.string(),
  roomLabel: z.string(),
  /** The rent month (YYYY-MM) an entry is about, when it is about one. */
  rentMonth: z.string().nullable(),
  /** The parent-facing receipt it comes from, when there is one (KS-R-…). */
  receiptNo: z.string().nullable(),
  at: z.string(),
});
export type LedgerEntryDoc = z.infer<typeof LedgerEntryDocSchema>;
export type LedgerEntry = LedgerEntryDoc & { id: string };

/** A statement's entries are copied into it: at most this many (the 1 MiB bound, decision 215). */
export const STATEMENT_MAX_ENTRIES = 1500;

/** `owner_statements/{ownerUid}_{YYYY-MM}`: a month's statement, numbered in the receipts' scheme. */
export const StatementDocSchema = z.looseObject({
  ownerUid: z.string(),
  month: z.string(),
  statementNo: z.string(),
  /** What the month starts with: a negative balance carried from the month before (refunds beyond its credits), or 0. */
  openingInr: z.number(),
  entries: z.array(
    z.looseObject({ id: z.string(), kind: z.enum(LEDGER_KINDS), amountInr: z.number(), firstName: z.string(), roomLabel: z.string(), pgName: z.string(), rentMonth: z.string().nullable(), receiptNo: z.string().nullable(), at: z.string() }),
  ),
  creditsInr: z.number(),
  debitsInr: z.number(),
  closingInr: z.number(),
  /** What is paid out for this month: the closing balance when positive, else 0 (a negative one is carried). */
  payableInr: z.number(),
  createdAt: z.string(),
});
export type StatementDoc = z.infer<typeof StatementDocSchema>;

export const statementNumber = (year: string, n: number): string => `KS-S-${year}-${String(n).padStart(6, '0')}`;
export const statementId = (ownerUid: string, month: string): string => `${ownerUid}_${month}`;

/** A month's statement, computed (pure): opening + the entries = closing; payable = the closing when positive. */
export function computeStatement(openingInr: number, entries: readonly Pick<LedgerEntryDoc, 'amountInr'>[]): Pick<StatementDoc, 'openingInr' | 'creditsInr' | 'debitsInr' | 'closingInr' | 'payableInr'> {
  const creditsInr = entries.filter((e) => e.amountInr > 0).reduce((s, e) => s + e.amountInr, 0);
  const debitsInr = entries.filter((e) => e.amountInr < 0).reduce((s, e) => s + e.amountInr, 0);
  const closingInr = openingInr + creditsInr + debitsInr;
  return { openingInr, creditsInr, debitsInr, closingInr, payableInr: Math.max(0, closingInr) };
}

/** The next month's opening balance: a negative closing is carried; a positive one is paid out with its statement. */
export const carriedInr = (closingInr: number): number => Math.min(0, closingInr);

/** Commission on a credit at `percent` (whole rupees, rounded down: never more than the rate). */
export const commissionInr = (creditInr: number, percent: number): number => (creditInr > 0 && percent > 0 ? Math.floor((creditInr * percent) / 100) : 0);

// ---------- Payouts ----------

/**
 * `owner_payouts/{statementId}`: `pending` (payable; waits out a bank hold) → `sending` (claimed by one run, in a
 * transaction) → `processing` (the provider took it) → `processed`; or `failed`/`reversed` (the provider's word),
 * which the next run sends again with a new idempotency key.
 */
export const PAYOUT_STATES = ['pending', 'sending', 'processing', 'processed', 'failed', 'reversed'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

export const PayoutDocSchema = z.looseObject({
  ownerUid: z.string(),
  statementId: z.string(),
  statementNo: z.string(),
  month: z.string(),
  amountInr: z.number(),
  state: z.enum(PAYOUT_STATES),
  /** The attempt number: the idempotency key is `<statementNo>-<attempt>` (a failed payout is retried with the next). */
  attempt: z.number(),
  idempotencyKey: z.string(),
  providerPayoutId: z.string().nullable(),
  /** Where it went: the masked account as it was when sent. */
  accountLast4: z.string().nullable(),
  claimedAt: z.string().nullable(),
  failureReason: z.string().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayoutDoc = z.infer<typeof PayoutDocSchema>;

/** A bank change holds payouts this long (and texts the owner). */
export const PAYOUT_HOLD_MS = 24 * 60 * 60 * 1000;
/** A bank change needs a sign-in (OTP) this recent: the ID token's auth_time within the last 5 minutes. */
export const FRESH_OTP_MAX_AGE_S = 5 * 60;
/** A `sending` claim older than this is sent again with the same idempotency key (the provider answers the same payout). */
export const PAYOUT_CLAIM_TIMEOUT_MS = 10 * 60 * 1000;

/** PUT /api/owner/bank: the new account (the full number twice), checked like the KYC form's. */
export const BankChangeSchema = z.strictObject(BANK_ACCOUNT_FIELDS).superRefine(accountNumbersMatch);
export type BankChange = z.infer<typeof BankChangeSchema>;

/** `•••• 1234`: all a screen ever shows of an account number. */
export const maskedAccount = (last4: string): string => `•••• ${last4}`;
