// An account's deletion (docs/decisions/204-data-rights-in-the-app.md, docs/decisions/215-owner-earnings-and-payouts.md):
// an owner's ledger entries and statements are payment records, kept for the years accounting law asks, but the
// student's first name in them becomes "Former student" — what the deletion promises of every payment record. The
// amounts, the room and the receipt numbers stay, so every statement still adds up.
import { FORMER_STUDENT } from '@kotastay/shared/schemas/privacy';
import { statementId } from '@kotastay/shared/schemas/earnings';
import { db } from '../../lib/admin';
import { asStatement, ledgerCol, statementRef } from './store';

/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

/**
 * Renames the student in every ledger entry of `stayIds` and in the statements that copied those entries.
 * Idempotent; returns how many ledger entries named the student.
 */
export async function anonymiseEarningsOfStays(stayIds: readonly string[]): Promise<number> {
  let renamed = 0;
  const statements = new Map<string, Set<string>>();
  for (let i = 0; i < stayIds.length; i += IN_LIMIT) {
    const snap = await ledgerCol().where('stayId', 'in', stayIds.slice(i, i + IN_LIMIT)).get();
    const batch = db().batch();
    for (const d of snap.docs) {
      const id = statementId(d.get('ownerUid') as string, d.get('month') as string);
      statements.set(id, (statements.get(id) ?? new Set()).add(d.id));
      if (d.get('firstName') === FORMER_STUDENT) continue;
      batch.update(d.ref, { firstName: FORMER_STUDENT });
      renamed += 1;
    }
    await batch.commit();
  }
  for (const [id, entryIds] of statements) {
    await db().runTransaction(async (tx) => {
      const statement = (await tx.get(statementRef(id).withConverter(asStatement))).data();
      if (!statement) return;
      const named = statement.entries.some((e) => entryIds.has(e.id) && e.firstName !== FORMER_STUDENT);
      if (!named) return;
      const entries = statement.entries.map((e) => (entryIds.has(e.id) ? { ...e, firstName: FORMER_STUDENT } : e));
      tx.update(statementRef(id), { entries });
    });
  }
  return renamed;
}
