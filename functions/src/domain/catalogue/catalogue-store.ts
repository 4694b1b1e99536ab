// The only catalogue module that touches firebase-admin: document ↔ API shape, unique ids, patches.
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { CatalogueIdSchema, slugify, type Area, type Branch, type Coaching } from '@kotastay/shared/schemas/catalogue';
import { db } from '../../lib/admin';

export const coachingsCol = (): CollectionReference => db().collection(COLLECTIONS.coachings);
export const branchesCol = (): CollectionReference => db().collection(COLLECTIONS.branches);
export const areasCol = (): CollectionReference => db().collection(COLLECTIONS.areas);
export const areaRef = (id: string) => areasCol().doc(id);

/**
 * A reference for an id taken from a URL, or null when it cannot be a catalogue id
 * (so '/', '..' or other path tricks never reach Firestore; callers answer 404).
 */
export function refFor(col: CollectionReference, id: string): DocumentReference | null {
  return CatalogueIdSchema.safeParse(id).success ? col.doc(id) : null;
}

const iso = (value: unknown): string | undefined =>
  value instanceof Timestamp ? value.toDate().toISOString() : undefined;

type Stored<T> = Omit<T, 'id' | 'createdAt' | 'updatedAt'> & { createdAt?: unknown; updatedAt?: unknown };

// Explicit field lists: stored audit fields (createdBy, updatedBy) and anything unexpected stay server-side.
export function toCoaching(snap: DocumentSnapshot): Coaching {
  const d = snap.data() as Stored<Coaching>;
  return {
    id: snap.id,
    name: d.name,
    shortName: d.shortName,
    exams: d.exams ?? [],
    popular: d.popular === true,
    popularRank: d.popularRank,
    website: d.website,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

export function toBranch(snap: DocumentSnapshot): Branch {
  const d = snap.data() as Stored<Branch>;
  return {
    id: snap.id,
    name: d.name,
    coaching_id: d.coaching_id,
    lat: d.lat,
    lng: d.lng,
    address: d.address,
    area: d.area,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

export function toArea(snap: DocumentSnapshot): Area {
  const d = snap.data() as Stored<Area>;
  return {
    id: snap.id,
    name: d.name,
    lat: d.lat,
    lng: d.lng,
    popular: d.popular === true,
    popularRank: d.popularRank,
    description: d.description,
    aliases: d.aliases,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

/** Fields of a create input, without undefined values (Firestore rejects them), plus audit fields. */
export function createData(input: object, uid: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) if (value !== undefined) data[key] = value;
  return {
    ...data,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
    createdBy: uid,
    updatedBy: uid,
  };
}

/** An update patch: undefined = leave alone, null = remove the field. */
export function patchData(patch: object, uid: string): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    data[key] = value === null ? FieldValue.delete() : value;
  }
  return { ...data, updatedAt: FieldValue.serverTimestamp(), updatedBy: uid };
}

const MAX_NUMBERED_IDS = 20;

/**
 * A free id in `col` from a slug of `name` ('Allen Sankalp' → 'allen-sankalp', then 'allen-sankalp-2', …),
 * read inside the transaction so two admins creating the same name cannot both get one id.
 */
export async function uniqueId(
  tx: Transaction,
  col: CollectionReference,
  name: string,
  fallback: string,
): Promise<string> {
  const base = slugify(name, fallback);
  for (let n = 1; n <= MAX_NUMBERED_IDS; n++) {
    const id = n === 1 ? base : `${base}-${n}`;
    const snap = await tx.get(col.doc(id));
    if (!snap.exists) return id;
  }
  // Twenty namesakes means something odd is going on; a random suffix still gives a readable, free id.
  return `${base}-${randomBytes(3).toString('hex')}`;
}
