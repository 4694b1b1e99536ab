// The owner's ledger (docs/decisions/215-owner-earnings-and-payouts.md): ONE entry per amount that concerns an owner,
// written by the transaction that moves the money (the move-in credits the token, a month's rent is paid, the unused
// days are refunded on exit), keyed by its source so the same money written again is the same entry. Commission at
// COMMISSION_PERCENT (0 by default) is its own entry beside each credit (and returned beside each refund).
import type { Transaction } from 'firebase-admin/firestore';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { commissionInr, type LedgerEntryDoc, type LedgerKind } from '@kotastay/shared/schemas/earnings';
import { commissionPercentParam } from '../../params';
import { ledgerRef } from './store';

/** The configured commission in percent: 0 unless COMMISSION_PERCENT says otherwise (0–50; anything else is 0). */
export function commissionPercent(): number {
  let raw: string | undefined;
  try {
    raw = commissionPercentParam.value();
  } catch {
    raw = process.env.COMMISSION_PERCENT;
  }
  const n = Number(raw?.trim() || '0');
  return Number.isFinite(n) && n >= 0 && n <= 50 ? n : 0;
}

/** Where an amount comes from: its key is the entry's id (one entry per source, however often it is written). */
export type LedgerSource = {
  key: string;
  ownerUid: string | null;
  pgId: string;
  pgName: string;
  stayId: string;
  kind: Exclude<LedgerKind, 'commission'>;
  amountInr: number;
  firstName: string;
  roomLabel: string;
  rentMonth: string | null;
  receiptNo: string | null;
};

export const tokenSourceKey = (stayId: string) => `token_${stayId}`;
export const rentSourceKey = (stayId: string, month: string) => `rent_${stayId}_${month}`;
export const refundSourceKey = (stayId: string, month: string, paymentId: string) => `refund_${stayId}_${month}_${paymentId}`;

/**
 * Writes the entry for `src` (and its commission) in the money's own transaction, after its reads. A stay without an
 * owner on record, or a zero amount, writes nothing. Never a phone: first name and room only.
 */
export function writeLedgerInTx(tx: Transaction, src: LedgerSource, nowMs: number, percent = commissionPercent()): void {
  if (!src.ownerUid || src.amountInr === 0) return;
  const at = new Date(nowMs).toISOString();
  const base: Omit<LedgerEntryDoc, 'kind' | 'amountInr'> = {
    ownerUid: src.ownerUid,
    pgId: src.pgId,
    pgName: src.pgName,
    stayId: src.stayId,
    month: kotaDate(nowMs).slice(0, 7),
    firstName: src.firstName,
    roomLabel: src.roomLabel,
    rentMonth: src.rentMonth,
    receiptNo: src.receiptNo,
    at,
  };
  tx.set(ledgerRef(src.key), { ...base, kind: src.kind, amountInr: src.amountInr });
  const commission = commissionInr(Math.abs(src.amountInr), percent);
  // On a credit the commission is taken; on a refund the commission on the refunded part is given back.
  if (commission > 0) tx.set(ledgerRef(`commission_${src.key}`), { ...base, kind: 'commission', amountInr: src.amountInr > 0 ? -commission : commission });
}
