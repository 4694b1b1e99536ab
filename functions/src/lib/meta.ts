// The only file that names the `meta` collection: small documents with one job each, named by the module that owns
// them — locks, rate counters and parent approval links (bookings; each with an `expireAt` that Firestore's TTL
// policy deletes it by: shared/src/retention.ts TTL_DOCUMENTS), the escort rotation and receipt counter (bookings),
// the rent receipt counter (stays), the owner statement counter (earnings), the catalogue's version (catalogue), the repair job's progress (triggers), the
// outbox retention's watermark (messaging). Rules deny every client.
import { FieldPath, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { retentionMs, type RetentionId } from '@kotastay/shared/retention';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { db } from './admin';

/** meta/{id}; `fs` for code that tests run against their own Firestore instance. */
export const metaDoc = (id: string, fs: Firestore = db()): DocumentReference => fs.collection(COLLECTIONS.meta).doc(id);

/** Deletes every meta document whose id starts with `prefix` (a person's locks and counters, when their account goes). */
export async function deleteMetaDocsStartingWith(prefix: string): Promise<number> {
  const col = db().collection(COLLECTIONS.meta);
  const snap = await col.orderBy(FieldPath.documentId()).startAt(prefix).endAt(`${prefix}\uf8ff`).select().get();
  await Promise.all(snap.docs.map((d) => d.ref.delete()));
  return snap.size;
}

/** `expireAt` for a TTL-deleted document (shared/src/retention.ts): `fromMs` plus the retention entry's period. */
export const expireAfter = (fromMs: number, entry: RetentionId): Timestamp => Timestamp.fromMillis(fromMs + retentionMs(entry));
