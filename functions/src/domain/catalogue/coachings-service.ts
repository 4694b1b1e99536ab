import type { Coaching, CoachingCreate, CoachingUpdate } from '@kotastay/shared/schemas/catalogue';
import { db } from '../../lib/admin';
import { bumpCatalogueVersion } from './catalogue-cache';
import { NotFound, type Actor } from '../errors';
import { assertUnused, type CatalogueReferences, definedFields, editableFields, previousValues, recordCatalogueChange } from './catalogue-audit';
import { coachingsCol, coachingsOf, createData, patchData, refFor, toCoaching, uniqueId } from './catalogue-store';
import { byName, byPopularRank } from './sorting';

const notFound = () => new NotFound('Coaching');

export async function listCoachings(): Promise<Coaching[]> {
  return byName(await coachingsOf(coachingsCol()));
}

export async function listPopularCoachings(): Promise<Coaching[]> {
  return byPopularRank(await coachingsOf(coachingsCol().where('popular', '==', true)));
}

export async function getCoaching(id: string): Promise<Coaching> {
  const ref = refFor(coachingsCol(), id);
  const snap = ref && (await ref.get());
  if (!snap?.exists) throw notFound();
  return toCoaching(snap);
}

export async function createCoaching(input: CoachingCreate, actor: Actor): Promise<Coaching> {
  const col = coachingsCol();
  const id = await db().runTransaction(async (tx) => {
    const newId = await uniqueId(tx, col, input.name, 'coaching');
    tx.create(col.doc(newId), createData(input, actor.uid));
    bumpCatalogueVersion(tx);
    recordCatalogueChange(tx, actor, { op: 'created', kind: 'coaching', id: newId, name: input.name, after: definedFields(input) });
    return newId;
  });
  // Read back after commit so the answer carries the resolved server timestamps.
  return getCoaching(id);
}

export async function updateCoaching(id: string, patch: CoachingUpdate, actor: Actor): Promise<Coaching> {
  const ref = refFor(coachingsCol(), id);
  if (!ref) throw notFound();
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    tx.update(ref, patchData(patch, actor.uid));
    bumpCatalogueVersion(tx);
    const name = patch.name ?? String(snap.get('name'));
    recordCatalogueChange(tx, actor, { op: 'updated', kind: 'coaching', id, name, before: previousValues(snap, patch), after: definedFields(patch) });
  });
  return getCoaching(id);
}

/** Refused (in_use) while it has branches or a student's profile names it: a branch must never point at a missing coaching. */
export async function deleteCoaching(id: string, actor: Actor, references: CatalogueReferences): Promise<void> {
  const ref = refFor(coachingsCol(), id);
  if (!ref) throw notFound();
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    const name = String(snap.get('name'));
    // Read in the transaction: a branch created concurrently makes the transaction retry instead of orphaning it.
    await assertUnused(tx, 'coaching', id, name, references);
    tx.delete(ref);
    bumpCatalogueVersion(tx);
    recordCatalogueChange(tx, actor, { op: 'deleted', kind: 'coaching', id, name, before: editableFields(snap) });
  });
}
