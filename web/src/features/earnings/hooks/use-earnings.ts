// An owner's earnings (docs/decisions/215-owner-earnings-and-payouts.md), live from Firestore under the rules (a
// current owner lists only ownerUid == their uid): the latest ledger entries, the statements, their payouts, and the
// payout account as kyc/{uid} shows it (the last 4 digits and the IFSC; the full number never reaches the app).
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { z } from 'zod';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { LedgerEntryDocSchema, PayoutDocSchema, StatementDocSchema, type LedgerEntry, type PayoutDoc, type StatementDoc } from '@kotastay/shared/schemas/earnings';
import { readAs } from '../../../lib/firestore-read';

type Status = 'loading' | 'success' | 'error';
const asEntry = readAs(LedgerEntryDocSchema);
const asStatement = readAs(StatementDocSchema);
const asPayout = readAs(PayoutDocSchema);
const BankSchema = z.looseObject({
  status: z.string().optional(),
  bank: z.looseObject({ accountNumberLast4: z.string().optional(), ifsc: z.string().optional() }).optional(),
  payoutHoldUntil: z.string().nullable().optional(),
});
const asKyc = readAs(BankSchema);

/** The latest 50 entries of the owner's ledger, newest first. */
export function useLedger(ownerUid: string): { status: Status; items: LedgerEntry[] } {
  const db = useFirestore();
  const q = useMemo(() => query(collection(db, COLLECTIONS.ownerLedger), where('ownerUid', '==', ownerUid), orderBy('at', 'desc'), limit(50)).withConverter(asEntry), [db, ownerUid]);
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, items: (data ?? []) as LedgerEntry[] };
}

/** The owner's statements (the last two years), newest first, each with its payout when it has one. */
export function useStatements(ownerUid: string): { status: Status; items: (StatementDoc & { payout: PayoutDoc | null })[] } {
  const db = useFirestore();
  const sq = useMemo(() => query(collection(db, COLLECTIONS.ownerStatements), where('ownerUid', '==', ownerUid), orderBy('month', 'desc'), limit(24)).withConverter(asStatement), [db, ownerUid]);
  const pq = useMemo(() => query(collection(db, COLLECTIONS.ownerPayouts), where('ownerUid', '==', ownerUid), orderBy('month', 'desc'), limit(24)).withConverter(asPayout), [db, ownerUid]);
  const s = useFirestoreCollectionData(sq);
  const p = useFirestoreCollectionData(pq);
  const status: Status = s.status === 'error' || p.status === 'error' ? 'error' : s.status === 'loading' || p.status === 'loading' ? 'loading' : 'success';
  const payouts = new Map(((p.data ?? []) as PayoutDoc[]).map((x) => [x.month, x]));
  return { status, items: ((s.data ?? []) as StatementDoc[]).map((st) => ({ ...st, payout: payouts.get(st.month) ?? null })) };
}

/**
 * One statement of the owner's (null when there is none for that month). A query, not a get of `{uid}_{month}`: the
 * rules check the document's ownerUid, which a missing document does not have, so a get of one would be refused.
 */
export function useStatement(ownerUid: string, month: string): { status: Status; statement: StatementDoc | null } {
  const db = useFirestore();
  const q = useMemo(() => query(collection(db, COLLECTIONS.ownerStatements), where('ownerUid', '==', ownerUid), where('month', '==', month), limit(1)).withConverter(asStatement), [db, ownerUid, month]);
  const { status, data } = useFirestoreCollectionData(q);
  return { status, statement: ((data ?? []) as StatementDoc[])[0] ?? null };
}

/** The payout account as the owner may see it: masked, with the hold after a change. */
export function usePayoutAccount(ownerUid: string): { status: Status; last4: string | null; ifsc: string | null; holdUntil: string | null; verified: boolean } {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.kyc, ownerUid).withConverter(asKyc), [db, ownerUid]);
  const { status, data } = useFirestoreDocData(ref);
  const d = data as z.infer<typeof BankSchema> | undefined;
  return { status, last4: d?.bank?.accountNumberLast4 || null, ifsc: d?.bank?.ifsc || null, holdUntil: d?.payoutHoldUntil ?? null, verified: d?.status === 'approved' };
}
