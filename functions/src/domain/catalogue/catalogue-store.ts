// The only catalogue module that touches firebase-admin: document ↔ API shape, unique ids, patches.
import {
  FieldValue,
  Timestamp,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { z } from 'zod';
import {
  AreaSchema,
  BranchSchema,
  CatalogueIdSchema,
  CoachingSchema,
  slugify,
  type Area,
  type Branch,
  type Coaching,
} from '@kotastay/shared/schemas/catalogue';
import { db } from '../../lib/admin';
import { readAs, readList } from '../../lib/converter';

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

// The stored documents, read through the shared schemas (issue #23): the id is the document's name, the timestamps
// are Firestore's (sent as ISO strings), and the audit fields (createdBy, updatedBy) or anything unexpected stay
// server-side (the schemas drop what they do not name). A coaching or area written before `exams` or `popular` were
// asked for reads as none and not popular.
const stored = { id: z.string(), createdAt: z.unknown().optional(), updatedAt: z.unknown().optional() };
const isoStamps = <T extends { createdAt?: unknown; updatedAt?: unknown }>({ createdAt, updatedAt, ...rest }: T) => ({
  ...rest,
  createdAt: iso(createdAt),
  updatedAt: iso(updatedAt),
});

const StoredCoachingSchema = CoachingSchema.extend({ ...stored, exams: CoachingSchema.shape.exams.default([]), popular: z.boolean().default(false) });
const StoredBranchSchema = BranchSchema.extend(stored);
const StoredAreaSchema = AreaSchema.extend({ ...stored, popular: z.boolean().default(false) });

export const asCoaching = readAs(StoredCoachingSchema.transform((d): Coaching => isoStamps(d)), { idField: 'id' });
export const asBranch = readAs(StoredBranchSchema.transform((d): Branch => isoStamps(d)), { idField: 'id' });
export const asArea = readAs(StoredAreaSchema.transform((d): Area => isoStamps(d)), { idField: 'id' });

/** One catalogue document, read through its schema (one that does not match throws: a single read). */
export const toCoaching = (snap: DocumentSnapshot): Coaching => asCoaching.fromFirestore(snap as QueryDocumentSnapshot);
export const toBranch = (snap: DocumentSnapshot): Branch => asBranch.fromFirestore(snap as QueryDocumentSnapshot);
export const toArea = (snap: DocumentSnapshot): Area => asArea.fromFirestore(snap as QueryDocumentSnapshot);

/** The entries a query finds (a list: one that does not match its schema is left out and logged). */
export const coachingsOf = (q: Query): Promise<Coaching[]> => readList(q, asCoaching);
export const branchesOf = (q: Query): Promise<Branch[]> => readList(q, asBranch);
export const areasOf = (q: Query): Promise<Area[]> => readList(q, asArea);

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
