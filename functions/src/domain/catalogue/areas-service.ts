import type { Area, AreaCreate, AreaUpdate } from '@kotastay/shared/schemas/catalogue';
import { db } from '../../lib/admin';
import { bumpCatalogueVersion } from './catalogue-cache';
import { NotFound, type Actor } from '../errors';
import { assertUnused, type CatalogueReferences, definedFields, editableFields, previousValues, recordCatalogueChange } from './catalogue-audit';
import { areasCol, areasOf, createData, patchData, refFor, toArea, uniqueId } from './catalogue-store';
import { byName, byPopularRank } from './sorting';

const notFound = () => new NotFound('Area');

export async function listAreas(): Promise<Area[]> {
  return byName(await areasOf(areasCol()));
}

export async function listPopularAreas(): Promise<Area[]> {
  return byPopularRank(await areasOf(areasCol().where('popular', '==', true)));
}

export async function getArea(id: string): Promise<Area> {
  const ref = refFor(areasCol(), id);
  const snap = ref && (await ref.get());
  if (!snap?.exists) throw notFound();
  return toArea(snap);
}

export async function createArea(input: AreaCreate, actor: Actor): Promise<Area> {
  const col = areasCol();
  const id = await db().runTransaction(async (tx) => {
    const newId = await uniqueId(tx, col, input.name, 'area');
    tx.create(col.doc(newId), createData(input, actor.uid));
    bumpCatalogueVersion(tx);
    recordCatalogueChange(tx, actor, { op: 'created', kind: 'area', id: newId, name: input.name, after: definedFields(input) });
    return newId;
  });
  return getArea(id);
}

export async function updateArea(id: string, patch: AreaUpdate, actor: Actor): Promise<Area> {
  const ref = refFor(areasCol(), id);
  if (!ref) throw notFound();
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    tx.update(ref, patchData(patch, actor.uid));
    bumpCatalogueVersion(tx);
    const name = patch.name ?? String(snap.get('name'));
    recordCatalogueChange(tx, actor, { op: 'updated', kind: 'area', id, name, before: previousValues(snap, patch), after: definedFields(patch) });
  });
  return getArea(id);
}

/** Refused (in_use) while a PG or a listing draft is in the area. */
export async function deleteArea(id: string, actor: Actor, references: CatalogueReferences): Promise<void> {
  const ref = refFor(areasCol(), id);
  if (!ref) throw notFound();
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    const name = String(snap.get('name'));
    await assertUnused(tx, 'area', id, name, references);
    tx.delete(ref);
    bumpCatalogueVersion(tx);
    recordCatalogueChange(tx, actor, { op: 'deleted', kind: 'area', id, name, before: editableFields(snap) });
  });
}
