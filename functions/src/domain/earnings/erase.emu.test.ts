// An account's deletion and the owners' earnings (docs/decisions/215-owner-earnings-and-payouts.md): the deleted
// student's first name leaves every ledger entry of their stays and the statements that copied them; the amounts stay
// (the statement still adds up), and nothing of another student changes.
import { beforeEach, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { FORMER_STUDENT } from '@kotastay/shared/schemas/privacy';
import { computeStatement, statementId } from '@kotastay/shared/schemas/earnings';
import { adminDb } from '../../../../test-utils/admin';
import { clearFirestore } from '../../../../test-utils/emulators';
import { anonymiseEarningsOfStays } from './erase';

const db = () => adminDb();
const MONTH = '2026-10';
const entry = (id: string, stayId: string, firstName: string, amountInr: number) => ({
  ownerUid: 'owner-1', pgId: 'pg-1', pgName: 'Saraswati Girls Hostel', stayId, month: MONTH, kind: amountInr > 0 ? 'rent' : 'refund',
  amountInr, firstName, roomLabel: 'Double sharing', rentMonth: MONTH, receiptNo: 'KS-R-2026-000001', at: `${MONTH}-05T06:00:00.000Z`,
});

beforeEach(async () => {
  await clearFirestore();
  const entries = { [`token_s1`]: entry('token_s1', 's1', 'Asha', 499), [`rent_s1_${MONTH}`]: entry(`rent_s1_${MONTH}`, 's1', 'Asha', 11_001), [`rent_s2_${MONTH}`]: entry(`rent_s2_${MONTH}`, 's2', 'Kavya', 9_000) };
  for (const [id, e] of Object.entries(entries)) await db().collection(COLLECTIONS.ownerLedger).doc(id).set(e);
  const copied = Object.entries(entries).map(([id, e]) => ({ id, kind: e.kind, amountInr: e.amountInr, firstName: e.firstName, roomLabel: e.roomLabel, pgName: e.pgName, rentMonth: e.rentMonth, receiptNo: e.receiptNo, at: e.at }));
  await db()
    .collection(COLLECTIONS.ownerStatements)
    .doc(statementId('owner-1', MONTH))
    .set({ ownerUid: 'owner-1', month: MONTH, statementNo: 'KS-S-2026-000001', entries: copied, ...computeStatement(0, copied), createdAt: '2026-11-01T00:00:00.000Z' });
});

test('the deleted student is "Former student" in their ledger entries and the statement; amounts and the other student stay', async () => {
  expect(await anonymiseEarningsOfStays(['s1'])).toBe(2);
  const ledger = await db().collection(COLLECTIONS.ownerLedger).get();
  const names = Object.fromEntries(ledger.docs.map((d) => [d.id, d.get('firstName')]));
  expect(names).toEqual({ token_s1: FORMER_STUDENT, [`rent_s1_${MONTH}`]: FORMER_STUDENT, [`rent_s2_${MONTH}`]: 'Kavya' });
  const statement = (await db().collection(COLLECTIONS.ownerStatements).doc(statementId('owner-1', MONTH)).get()).data()!;
  expect(statement.entries.map((e: { firstName: string }) => e.firstName)).toEqual([FORMER_STUDENT, FORMER_STUDENT, 'Kavya']);
  expect(statement.entries.map((e: { amountInr: number }) => e.amountInr)).toEqual([499, 11_001, 9_000]);
  expect(statement.closingInr).toBe(20_500);
  expect(JSON.stringify(statement)).not.toContain('Asha');
  // Again (a deletion retried): nothing more to rename.
  expect(await anonymiseEarningsOfStays(['s1'])).toBe(0);
});

test('no stays, or stays with no money moved: nothing read beyond the query, nothing written', async () => {
  expect(await anonymiseEarningsOfStays([])).toBe(0);
  expect(await anonymiseEarningsOfStays(['s9'])).toBe(0);
  expect((await db().collection(COLLECTIONS.ownerLedger).doc('token_s1').get()).get('firstName')).toBe('Asha');
});
