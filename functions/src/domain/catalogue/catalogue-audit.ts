// What every catalogue write does besides the write itself (decision 110): refuse a delete while anything uses
// the document, and record the staff action with its before and after in the write's transaction.
import type { DocumentSnapshot, Query, Transaction } from 'firebase-admin/firestore';
import type { AuditTargetType } from '@kotastay/shared/schemas/audit';
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

/** Something that points at a catalogue entry: the query that finds it, and its words for a count ("3 PGs"). */
export type CatalogueUse = { query: Query; label: (n: string) => string };

/**
 * What outside the catalogue points at an entry: student profiles (users) and listings (listings) hold catalogue ids.
 * Those modules sit above the catalogue (they import it), so they are asked through this function, passed in by the
 * caller (domain/catalogue-references.ts), never imported here.
 */
export type CatalogueReferences = (kind: CatalogueKind, id: string) => CatalogueUse[];

/** What inside the catalogue points at an entry: a coaching's branches. */
function ownUsesOf(kind: CatalogueKind, id: string): CatalogueUse[] {
  return kind === 'coaching' ? [{ query: branchesCol().where('coaching_id', '==', id), label: (n) => `${n} branch${n === '1' ? '' : 'es'}` }] : [];
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
export async function assertUnused(
  tx: Transaction,
  kind: CatalogueKind,
  id: string,
  name: string,
  references: CatalogueReferences,
): Promise<void> {
  const uses = [...ownUsesOf(kind, id), ...references(kind, id)];
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
