// The only file that names the listings module's collections — `pgs`, `pg_private`, `pg_drafts`, `listing_reviews`
// and `search_index` — for the module's other files (docs/architecture.md). Every public query carries the same three
// conditions the Firestore rules check (visible, published, verified).
import { FieldPath, type Firestore, type Query, type Transaction } from 'firebase-admin/firestore';
import type { z } from 'zod';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { COMPARE_SOURCE_FIELDS, CompareSourceSchema, type CompareSource } from '@kotastay/shared/schemas/compare';
import {
  PG_SUMMARY_SOURCE_FIELDS,
  PgDocSchema,
  PgSummarySourceSchema,
  type Gender,
  type PgDoc,
  type PgSummarySource,
} from '@kotastay/shared/schemas/pg';
import type { RatingAggregate } from '@kotastay/shared/schemas/review';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { db } from '../../lib/admin';
import { getAllAs, readAs, readThrough } from '../../lib/converter';
import { exportedDoc } from '../../lib/exported-doc';

/** The public listings; `fs` for the index code, which tests run against their own Firestore instance. */
export const pgsCol = (fs: Firestore = db()) => fs.collection(COLLECTIONS.pgs);
export const pgPrivateCol = () => db().collection(COLLECTIONS.pgPrivate);
export const pgDraftsCol = () => db().collection(COLLECTIONS.pgDrafts);
export const listingReviewsCol = () => db().collection(COLLECTIONS.listingReviews);
/** Reports of listings by signed-in people (docs/decisions/206-trust-that-stays-fresh.md). */
export const listingReportsCol = () => db().collection(COLLECTIONS.listingReports);
export const searchIndexCol = (fs: Firestore = db()) => fs.collection(COLLECTIONS.searchIndex);
/** A search index document's path (its size counts against Firestore's per-document limits). */
export const searchIndexPath = (id: string) => `${COLLECTIONS.searchIndex}/${id}`;
const pgs = () => pgsCol();
const pgPrivate = pgPrivateCol;

// Reads of `pgs` parse with the listing's schema (issue #23); a field-masked read with a schema of just its fields.
const asPg = readAs(PgDocSchema, { idField: 'id' });
const asSummarySource = readAs(PgSummarySourceSchema, { idField: 'id' });
/** A card's source and whether it is public (a saved or nearby listing may have been hidden since). */
const CardSourceSchema = PgSummarySourceSchema.extend(PgDocSchema.pick({ visible: true, status: true }).shape);
const asCardSource = readAs(CardSourceSchema, { idField: 'id' });
const asCompareSource = readAs(CompareSourceSchema, { idField: 'id' });
const pgRef = (id: string) => pgs().doc(id).withConverter(asPg);

/** Listings and drafts in an area: what an area's deletion must not orphan (domain/catalogue-references.ts). */
export const listingsInArea = (areaId: string): Query => pgs().where('areaId', '==', areaId);
export const draftsInArea = (areaId: string): Query => pgDraftsCol().where('areaId', '==', areaId);
/** Drafts waiting for an admin's review (the admin overview's count). */
export const submittedDrafts = (): Query => pgDraftsCol().where('review.status', '==', 'submitted');

/** Public listings, optionally narrowed by equality filters that have indexes (firestore.indexes.json). */
export function publicPgs(eq: { gender?: Gender | undefined; areaId?: string | undefined } = {}, fs: Firestore = db()): Query {
  let q: Query = pgsCol(fs)
    .where('visible', '==', true)
    .where('status', '==', 'published')
    .where('verification.status', '==', 'verified');
  if (eq.gender) q = q.where('gender', '==', eq.gender);
  if (eq.areaId) q = q.where('areaId', '==', eq.areaId);
  return q;
}

/** Only the fields a card needs, read as a card's source: a search reads many documents and returns few. */
export const withSummaryFields = (q: Query): Query<PgSummarySource> =>
  q.select(...PG_SUMMARY_SOURCE_FIELDS).withConverter(asSummarySource);

export async function getPg(id: string): Promise<PgDoc | null> {
  return (await pgRef(id).get()).data() ?? null;
}

/**
 * A listing's public document and its owner's uid (from pg_private), in one round trip of two reads. Only for
 * callers who might own the listing: anonymous callers and admins need just getPg (one read).
 */
export async function getPgWithOwner(id: string): Promise<{ pg: PgDoc | null; ownerId: string | null }> {
  const [pubSnap, privSnap] = await db().getAll(pgs().doc(id), pgPrivate().doc(id));
  const ownerId = privSnap?.get('ownerId') as unknown;
  return {
    pg: readThrough(asPg, pubSnap),
    ownerId: typeof ownerId === 'string' ? ownerId : null,
  };
}

type CardSource = z.infer<typeof CardSourceSchema>;

/** Card fields of several listings in one round trip; missing ids map to null. */
export async function getPgSummarySources(ids: readonly string[]): Promise<Map<string, CardSource | null>> {
  const out = new Map<string, CardSource | null>();
  if (ids.length === 0) return out;
  const refs = ids.map((id) => pgs().doc(id).withConverter(asCardSource));
  const snaps = await getAllAs(db(), refs, {
    fieldMask: [...PG_SUMMARY_SOURCE_FIELDS, 'visible', 'status'],
  });
  for (const snap of snaps) out.set(snap.id, snap.data() ?? null);
  return out;
}

/** The fields a comparison shows of up to 3 listings, in one round trip; missing ids map to null. */
export async function getPgsForCompare(ids: readonly string[]): Promise<Map<string, CompareSource | null>> {
  const out = new Map<string, CompareSource | null>();
  if (ids.length === 0) return out;
  const refs = ids.map((id) => pgs().doc(id).withConverter(asCompareSource));
  const snaps = await getAllAs(db(), refs, { fieldMask: [...COMPARE_SOURCE_FIELDS] });
  for (const snap of snaps) out.set(snap.id, snap.data() ?? null);
  return out;
}

export const documentId = () => FieldPath.documentId();

/** Ids (and last change) of every public listing, for the sitemap: one small document read per listing. */
export async function publicPgIds(): Promise<{ id: string; updatedAt?: string }[]> {
  const snap = await publicPgs().select('updatedAt').get();
  return snap.docs.map((d) => {
    const updatedAt = d.get('updatedAt') as unknown;
    return typeof updatedAt === 'string' ? { id: d.id, updatedAt } : { id: d.id };
  });
}

/** A listing read in another module's transaction (a review of the stay), or null. */
export async function readPgInTx(tx: Transaction, id: string): Promise<PgDoc | null> {
  return (await tx.get(pgRef(id))).data() ?? null;
}

/** The owner's uid of a listing, read in a transaction (an owner's reply to a review), or null. */
export async function readOwnerInTx(tx: Transaction, id: string): Promise<string | null> {
  const ownerId: unknown = (await tx.get(pgPrivate().doc(id))).get('ownerId');
  return typeof ownerId === 'string' ? ownerId : null;
}

/** Writes a listing's rating fields in the transaction that recomputed them (the reviews module's aggregate). */
export function setRatingsInTx(tx: Transaction, id: string, ratings: RatingAggregate): void {
  tx.update(pgs().doc(id), ratings);
}

/** An owner's listings: their private halves, the public documents and the drafts (docs/decisions/204-data-rights-in-the-app.md). */
export async function listingDataOfOwner(uid: string): Promise<ExportedDoc[]> {
  const [priv, drafts] = await Promise.all([pgPrivateCol().where('ownerId', '==', uid).get(), pgDraftsCol().where('ownerId', '==', uid).get()]);
  const live = priv.empty ? [] : await db().getAll(...priv.docs.map((d) => pgsCol().doc(d.id)));
  return [...priv.docs, ...live.filter((d) => d.exists), ...drafts.docs].map((d) => exportedDoc(d));
}
