import { slugify, type Branch, type BranchCreate, type BranchUpdate } from '@kotastay/shared/schemas/catalogue';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { bumpCatalogueVersion } from './catalogue-cache';
import { InvalidInput, NotFound, type Actor } from '../errors';
import { assertUnused, type CatalogueReferences, definedFields, editableFields, previousValues, recordCatalogueChange } from './catalogue-audit';
import { branchesCol, branchesOf, coachingsCol, createData, patchData, refFor, toBranch, uniqueId } from './catalogue-store';
import { byName } from './sorting';

const notFound = () => new NotFound('Branch');

/** A 400 naming coaching_id, as the field is in the body (a 404 would suggest the URL is wrong). */
const unknownCoaching = () =>
  new InvalidInput('Check the request: coaching_id.', { coaching_id: 'No coaching has this id.' });

async function assertCoachingExists(tx: Transaction, coachingId: string): Promise<void> {
  const ref = refFor(coachingsCol(), coachingId);
  const snap = ref && (await tx.get(ref));
  if (!snap?.exists) throw unknownCoaching();
}

/** Branches of one coaching by name; 404 when the coaching does not exist. */
export async function listBranchesOfCoaching(coachingId: string): Promise<Branch[]> {
  const coachingRef = refFor(coachingsCol(), coachingId);
  if (!coachingRef) throw new NotFound('Coaching');
  const [coaching, branches] = await Promise.all([coachingRef.get(), branchesOf(branchesCol().where('coaching_id', '==', coachingId))]);
  if (!coaching.exists) throw new NotFound('Coaching');
  return byName(branches);
}

async function getBranch(ref: DocumentReference): Promise<Branch> {
  const snap = await ref.get();
  if (!snap.exists) throw notFound();
  return toBranch(snap);
}

export async function createBranch(input: BranchCreate, actor: Actor): Promise<Branch> {
  const col = branchesCol();
  const ref = await db().runTransaction(async (tx) => {
    await assertCoachingExists(tx, input.coaching_id);
    // 'allen' + 'Sakar' → 'allen-sakar'; a name that already starts with the coaching is not doubled.
    const slug = slugify(input.name);
    const named = slug === input.coaching_id || slug.startsWith(`${input.coaching_id}-`);
    const name = named ? input.name : `${input.coaching_id} ${input.name}`;
    const newRef = col.doc(await uniqueId(tx, col, name, `${input.coaching_id}-branch`));
    tx.create(newRef, createData(input, actor.uid));
    bumpCatalogueVersion(tx);
    recordCatalogueChange(tx, actor, { op: 'created', kind: 'branch', id: newRef.id, name: input.name, after: definedFields(input) });
    return newRef;
  });
  return getBranch(ref);
}

export async function updateBranch(id: string, patch: BranchUpdate, actor: Actor): Promise<Branch> {
  const ref = refFor(branchesCol(), id);
  if (!ref) throw notFound();
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    if (patch.coaching_id !== undefined) await assertCoachingExists(tx, patch.coaching_id);
    tx.update(ref, patchData(patch, actor.uid));
    bumpCatalogueVersion(tx);
    const name = patch.name ?? String(snap.get('name'));
    recordCatalogueChange(tx, actor, { op: 'updated', kind: 'branch', id, name, before: previousValues(snap, patch), after: definedFields(patch) });
  });
  return getBranch(ref);
}

/** Refused (in_use) while a student's profile names the branch. */
export async function deleteBranch(id: string, actor: Actor, references: CatalogueReferences): Promise<void> {
  const ref = refFor(branchesCol(), id);
  if (!ref) throw notFound();
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    const name = String(snap.get('name'));
    await assertUnused(tx, 'branch', id, name, references);
    tx.delete(ref);
    bumpCatalogueVersion(tx);
    recordCatalogueChange(tx, actor, { op: 'deleted', kind: 'branch', id, name, before: editableFields(snap) });
  });
}
