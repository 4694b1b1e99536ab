// The only file that names the `meta` collection: small documents with one job each, named by the module that owns
// them — locks and rate counters (bookings), the escort rotation and receipt counter (bookings), parent links
// (bookings), the catalogue's version (catalogue), the repair job's progress (triggers). Rules deny every client.
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { db } from './admin';

/** meta/{id}; `fs` for code that tests run against their own Firestore instance. */
export const metaDoc = (id: string, fs: Firestore = db()): DocumentReference => fs.collection(COLLECTIONS.meta).doc(id);
