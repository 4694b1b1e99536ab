// The only file that names the earnings collections (docs/decisions/215-owner-earnings-and-payouts.md):
// `owner_ledger/{sourceKey}`, `owner_statements/{ownerUid}_{month}`, `owner_payouts/{statementId}`,
// `payout_events/{eventId}` and the statement counter `meta/statement_counter`. Functions write every one.
import { z } from 'zod';
import { COLLECTIONS, STATEMENT_COUNTER_DOC } from '@kotastay/shared/collections';
import { LedgerEntryDocSchema, PayoutDocSchema, StatementDocSchema } from '@kotastay/shared/schemas/earnings';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { db } from '../../lib/admin';
import { readAs } from '../../lib/converter';
import { exportedDoc } from '../../lib/exported-doc';
import { metaDoc } from '../../lib/meta';

export const ledgerCol = () => db().collection(COLLECTIONS.ownerLedger);
export const ledgerRef = (key: string) => ledgerCol().doc(key);
export const statementsCol = () => db().collection(COLLECTIONS.ownerStatements);
export const statementRef = (id: string) => statementsCol().doc(id);
export const payoutsCol = () => db().collection(COLLECTIONS.ownerPayouts);
export const payoutRef = (id: string) => payoutsCol().doc(id);
export const payoutEventRef = (eventId: string) => db().collection(COLLECTIONS.payoutEvents).doc(eventId);
export const statementCounterRef = () => metaDoc(STATEMENT_COUNTER_DOC);

export const asLedgerEntry = readAs(LedgerEntryDocSchema.extend({ id: z.string() }), { idField: 'id' });
export const asStatement = readAs(StatementDocSchema);
export const asPayout = readAs(PayoutDocSchema);

/** An owner's earnings records (their data export, docs/decisions/204-data-rights-in-the-app.md). */
export async function earningsDataOf(ownerUid: string): Promise<ExportedDoc[]> {
  const snaps = await Promise.all([ledgerCol(), statementsCol(), payoutsCol()].map((c) => c.where('ownerUid', '==', ownerUid).get()));
  return snaps.flatMap((s) => s.docs.map((d) => exportedDoc(d)));
}
