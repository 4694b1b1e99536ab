import type { Coaching, CoachingCreate, CoachingUpdate } from '@kotastay/shared/schemas/catalogue';
import { db } from '../../lib/admin';
import { bumpCatalogueVersion } from './catalogue-cache';
import { NotFound } from '../errors';
import { branchesCol, coachingsCol, createData, patchData, refFor, toCoaching, uniqueId } from './catalogue-store';
import { byName, byPopularRank } from './sorting';

const notFound = () => new NotFound('Coaching');

export async function listCoachings(): Promise<Coaching[]> {
  const snap = await coachingsCol().get();
  return byName(snap.docs.map(toCoaching));
}

export async function listPopularCoachings(): Promise<Coaching[]> {
  const snap = await coachingsCol().where('popular', '==', true).get();
  return byPopularRank(snap.docs.map(toCoaching));
}

export async function getCoaching(id: string): Promise<Coaching> {
  const ref = refFor(coachingsCol(), id);
  const snap = ref && (await ref.get());
  if (!snap?.exists) throw notFound();
  return toCoaching(snap);
}

export async function createCoaching(input: CoachingCreate, uid: string): Promise<Coaching> {
  const col = coachingsCol();
  const id = await db().runTransaction(async (tx) => {
    const newId = await uniqueId(tx, col, input.name, 'coaching');
    tx.create(col.doc(newId), createData(input, uid));
    bumpCatalogueVersion(tx);
    return newId;
  });
  // Read back after commit so the answer carries the resolved server timestamps.
  return getCoaching(id);
}

export async function updateCoaching(id: string, patch: CoachingUpdate, uid: string): Promise<Coaching> {
  const ref = refFor(coachingsCol(), id);
  if (!ref) throw notFound();
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    tx.update(ref, patchData(patch, uid));
    bumpCatalogueVersion(tx);
  });
  return getCoaching(id);
}

/** Deletes the coaching and all its branches atomically (a branch must never point at a missing coaching). */
export async function deleteCoaching(id: string): Promise<{ deletedBranches: number }> {
  const ref = refFor(coachingsCol(), id);
  if (!ref) throw notFound();
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    // Read in the transaction: a branch created concurrently makes the transaction retry instead of orphaning it.
    const branches = await tx.get(branchesCol().where('coaching_id', '==', id));
    for (const branch of branches.docs) tx.delete(branch.ref);
    tx.delete(ref);
    bumpCatalogueVersion(tx);
    return { deletedBranches: branches.size };
  });
}
