// Monthly statements (docs/decisions/215-owner-earnings-and-payouts.md): once a Kota month is over, one statement per
// owner with entries in it — the opening balance (a negative one carried), every entry copied in, the closing
// balance and what is payable — numbered KS-S-<year>-<6 digits> from `meta/statement_counter` in the same way as the
// parent's rent receipts; made in one transaction with the payout of the payable amount, and never made twice.
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { STATEMENT_MAX_ENTRIES, carriedInr, computeStatement, statementId, statementNumber, type PayoutDoc, type StatementDoc } from '@kotastay/shared/schemas/earnings';
import { db } from '../../lib/admin';
import { logger } from '../../lib/log';
import { Conflict } from '../errors';
import { asLedgerEntry, asStatement, ledgerCol, payoutRef, statementCounterRef, statementRef } from './store';

/** The month before `month` (YYYY-MM). */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The Kota month before the one `nowMs` falls in: the latest month a statement can be made for. */
export const lastClosedMonth = (nowMs: number): string => previousMonth(kotaDate(nowMs).slice(0, 7));

/**
 * The statement of `ownerUid` for `month` (a month already over), with its payout when something is payable.
 * Idempotent: made once; a second call answers the one made.
 */
export async function makeStatement(ownerUid: string, month: string, nowMs = Date.now()): Promise<{ statement: StatementDoc; made: boolean }> {
  if (month >= kotaDate(nowMs).slice(0, 7)) throw new Conflict('month_not_over', `The month ${month} is not over yet.`);
  const id = statementId(ownerUid, month);
  return db().runTransaction(async (tx) => {
    const existing = (await tx.get(statementRef(id).withConverter(asStatement))).data();
    if (existing) return { statement: existing, made: false };
    const [prev, counter, entriesSnap] = await Promise.all([
      tx.get(statementRef(statementId(ownerUid, previousMonth(month))).withConverter(asStatement)),
      tx.get(statementCounterRef()),
      tx.get(ledgerCol().where('ownerUid', '==', ownerUid).where('month', '==', month).limit(STATEMENT_MAX_ENTRIES + 1).withConverter(asLedgerEntry)),
    ]);
    if (entriesSnap.size > STATEMENT_MAX_ENTRIES) {
      logger.error('An owner has more ledger entries in a month than a statement holds', { ownerUid, month, alert: 'statement_too_large' });
      throw new Conflict('statement_too_large', 'This month has more entries than one statement holds.');
    }
    // In time order; an entry's commission right after it (same instant), then by id.
    const rank = (e: { kind: string }) => (e.kind === 'commission' ? 1 : 0);
    const entries = entriesSnap.docs.map((d) => d.data()).sort((a, b) => a.at.localeCompare(b.at) || rank(a) - rank(b) || a.id.localeCompare(b.id));
    const opening = carriedInr(prev.data()?.closingInr ?? 0);
    const year = kotaDate(nowMs).slice(0, 4);
    const last: unknown = counter.get(year);
    const n = (typeof last === 'number' ? last : 0) + 1;
    const at = new Date(nowMs).toISOString();
    const statement: StatementDoc = {
      ownerUid,
      month,
      statementNo: statementNumber(year, n),
      ...computeStatement(opening, entries),
      entries: entries.map((e) => ({ id: e.id, kind: e.kind, amountInr: e.amountInr, firstName: e.firstName, roomLabel: e.roomLabel, pgName: e.pgName, rentMonth: e.rentMonth, receiptNo: e.receiptNo, at: e.at })),
      createdAt: at,
    };
    tx.set(statementCounterRef(), { [year]: n }, { merge: true });
    tx.create(statementRef(id), statement);
    if (statement.payableInr > 0) {
      const payout: PayoutDoc = {
        ownerUid,
        statementId: id,
        statementNo: statement.statementNo,
        month,
        amountInr: statement.payableInr,
        state: 'pending',
        attempt: 1,
        idempotencyKey: `${statement.statementNo}-1`,
        providerPayoutId: null,
        accountLast4: null,
        claimedAt: null,
        failureReason: null,
        processedAt: null,
        createdAt: at,
        updatedAt: at,
      };
      tx.create(payoutRef(id), payout);
    }
    return { statement, made: true };
  });
}

/** Every owner with ledger entries in `month` (the statement run's list; only the owner field is read). */
export async function ownersWithEntries(month: string): Promise<string[]> {
  const snap = await ledgerCol().where('month', '==', month).select('ownerUid').get();
  return [...new Set(snap.docs.map((d) => String(d.get('ownerUid'))))];
}
