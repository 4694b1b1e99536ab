// What every catalogue write does besides the write itself (decision 110): refuse a delete while anything uses
// the document, and record the staff action with its before and after in the write's transaction.
import type { DocumentSnapshot, Query, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { AuditTargetType } from '@kotastay/shared/schemas/audit';
import { db } from '../../lib/admin';
import { recordStaffAction } from '../audit';
import { Conflict, type Actor } from '../errors';
import { branchesCol } from './catalogue-store';

export type CatalogueKind = Extract<AuditTargetType, 'coaching' | 'branch' | 'area'>;

const SERVER_FIELDS = new Set(['createdAt', 'updatedAt', 'createdBy', 'updatedBy']);
/** Counted up to this many per kind of use; more reads as "50+". */
const USE_LIMIT = 50;

/** A document's editable fields, for the audit entry (no timestamps or uids). */
export function editableFields(snap: DocumentSnapshot): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(snap.data() ?? {})) if (!SERVER_FIELDS.has(key)) out[key] = value;
  return out;
}

/** An input without undefined values (null = "removed" stays), as stored in `after`. */
export function definedFields(input: object): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) out[key] = value;
  return out;
}

/** The previous values of the fields a patch changes (null where there was none). */
export function previousValues(snap: DocumentSnapshot, patch: object): Record<string, unknown> {
  const old = editableFields(snap);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(definedFields(patch))) out[key] = old[key] ?? null;
  return out;
}

type Use = { query: Query; label: (n: string) => string };

function usesOf(kind: CatalogueKind, id: string): Use[] {
  const col = (name: string) => db().collection(name);
  switch (kind) {
    case 'coaching':
      return [
        { query: branchesCol().where('coaching_id', '==', id), label: (n) => `${n} branch${n === '1' ? '' : 'es'}` },
        { query: col(COLLECTIONS.users).where('coachingId', '==', id), label: (n) => `${n} student profile${n === '1' ? '' : 's'}` },
      ];
    case 'branch':
      return [{ query: col(COLLECTIONS.users).where('branchId', '==', id), label: (n) => `${n} student profile${n === '1' ? '' : 's'}` }];
    case 'area':
      return [
        { query: col(COLLECTIONS.pgs).where('areaId', '==', id), label: (n) => `${n} PG${n === '1' ? '' : 's'}` },
        { query: col(COLLECTIONS.pgDrafts).where('areaId', '==', id), label: (n) => `${n} listing draft${n === '1' ? '' : 's'}` },
      ];
  }
}

const KIND_WORD: Record<CatalogueKind, string> = { coaching: 'coaching', branch: 'branch', area: 'area' };
const FIX: Record<CatalogueKind, string> = {
  coaching: 'Delete or move its branches first; students who chose it keep it until they change their profile.',
  branch: 'Students who chose it keep it until they change their profile; edit the branch instead.',
  area: 'Move those listings to another area first, or edit this area instead.',
};

/**
 * Refuses (409 in_use) to delete a catalogue document anything still points at, saying what does. Read in the
 * transaction, so a listing or branch added meanwhile makes it retry rather than leaving a dangling id.
 */
export async function assertUnused(tx: Transaction, kind: CatalogueKind, id: string, name: string): Promise<void> {
  const uses = usesOf(kind, id);
  const snaps = await Promise.all(uses.map((u) => tx.get(u.query.select().limit(USE_LIMIT + 1))));
  const found = uses.flatMap((u, i) => {
    const n = snaps[i]!.size;
    return n === 0 ? [] : [u.label(n > USE_LIMIT ? `${USE_LIMIT}+` : String(n))];
  });
  if (found.length === 0) return;
  throw new Conflict('in_use', `The ${KIND_WORD[kind]} ${name} is used by ${found.join(' and ')}. ${FIX[kind]}`);
}

/** Records a catalogue change in `tx` (the audit log's catalogue.* actions). */
export function recordCatalogueChange(
  tx: Transaction,
  actor: Actor,
  change: { op: 'created' | 'updated' | 'deleted'; kind: CatalogueKind; id: string; name: string; before?: Record<string, unknown>; after?: Record<string, unknown> },
): void {
  void recordStaffAction(tx, {
    actor,
    action: `catalogue.${change.op}`,
    targetType: change.kind,
    targetId: change.id,
    summary: `${change.op[0]!.toUpperCase()}${change.op.slice(1)} ${KIND_WORD[change.kind]} ${change.name}`,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
