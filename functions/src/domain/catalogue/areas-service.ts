import type { Area, AreaCreate, AreaUpdate } from '@kotastay/shared/schemas/catalogue';
import { db } from '../../lib/admin';
import { bumpCatalogueVersion } from './catalogue-cache';
import { NotFound } from '../errors';
import { areasCol, createData, patchData, refFor, toArea, uniqueId } from './catalogue-store';
import { byName, byPopularRank } from './sorting';

const notFound = () => new NotFound('Area');

export async function listAreas(): Promise<Area[]> {
  const snap = await areasCol().get();
  return byName(snap.docs.map(toArea));
}

export async function listPopularAreas(): Promise<Area[]> {
  const snap = await areasCol().where('popular', '==', true).get();
  return byPopularRank(snap.docs.map(toArea));
}

export async function getArea(id: string): Promise<Area> {
  const ref = refFor(areasCol(), id);
  const snap = ref && (await ref.get());
  if (!snap?.exists) throw notFound();
  return toArea(snap);
}

export async function createArea(input: AreaCreate, uid: string): Promise<Area> {
  const col = areasCol();
  const id = await db().runTransaction(async (tx) => {
    const newId = await uniqueId(tx, col, input.name, 'area');
    tx.create(col.doc(newId), createData(input, uid));
    bumpCatalogueVersion(tx);
    return newId;
  });
  return getArea(id);
}

export async function updateArea(id: string, patch: AreaUpdate, uid: string): Promise<Area> {
  const ref = refFor(areasCol(), id);
  if (!ref) throw notFound();
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    tx.update(ref, patchData(patch, uid));
    bumpCatalogueVersion(tx);
  });
  return getArea(id);
}

export async function deleteArea(id: string): Promise<void> {
  const ref = refFor(areasCol(), id);
  if (!ref) throw notFound();
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    tx.delete(ref);
    bumpCatalogueVersion(tx);
  });
}
