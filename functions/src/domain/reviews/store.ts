// The only reviews module that names Firestore paths: reviews, review_private, review_reports and the PG's rating
// fields (docs/decisions/090-reviews.md). Written by the review Functions only, each in one transaction.
import { FieldPath, FieldValue, type Query, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  aggregateRatings,
  ReviewDocSchema,
  ReviewReportDocSchema,
  type RatingAggregate,
  type ReviewDoc,
} from '@kotastay/shared/schemas/review';
import { FORMER_STUDENT, type ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { db } from '../../lib/admin';
import { readAs } from '../../lib/converter';
import { exportedDoc } from '../../lib/exported-doc';
import { reviewIdForBooking } from './ids';

export const reviewsCol = () => db().collection(COLLECTIONS.reviews);
export const reviewRef = (id: string) => reviewsCol().doc(id);
export const reviewPrivateRef = (id: string) => db().collection(COLLECTIONS.reviewPrivate).doc(id);
export const reviewReportsCol = () => db().collection(COLLECTIONS.reviewReports);

/** Reads of reviews and reports through their schemas (issue #23): `ref.withConverter(asReview)`. */
export const asReview = readAs(ReviewDocSchema);
export const asReviewReport = readAs(ReviewReportDocSchema);
/** A review read through its schema. */
export const reviewReadRef = (id: string) => reviewRef(id).withConverter(asReview);

export { reviewIdForBooking };

/** Visible reviews someone reported (the admin overview's count). */
export const reportedReviews = (): Query => reviewsCol().where('status', '==', 'visible').where('reportCount', '>', 0);

/** A PG's visible reviews, newest first (the order both lists page through). */
export const visibleReviewsOf = (pgId: string): Query =>
  reviewsCol().where('pgId', '==', pgId).where('status', '==', 'visible');

export const newestFirst = (q: Query): Query => q.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');

/**
 * Recomputes a PG's rating fields from its visible reviews, read in `tx`, with `add` counted and `removeId` left out
 * (the review being written or hidden in the same transaction). Reads only: call before the transaction's writes.
 */
export async function aggregateInTx(
  tx: Transaction,
  pgId: string,
  change: { add?: ReviewDoc; removeId?: string },
): Promise<RatingAggregate> {
  const snap = await tx.get(visibleReviewsOf(pgId).withConverter(asReview));
  const ratings = snap.docs.filter((d) => d.id !== change.removeId && d.id !== change.add?.id).map((d) => d.data().ratings);
  if (change.add) ratings.push(change.add.ratings);
  return aggregateRatings(ratings);
}

// ---------- An author's data (docs/decisions/204-data-rights-in-the-app.md) ----------

const authoredBy = (uid: string) => db().collection(COLLECTIONS.reviewPrivate).where('authorUid', '==', uid);

/** The reviews a user wrote (through review_private's authorUid), that link, and the reports the user made. */
export async function reviewDataOf(uid: string): Promise<{ reviews: ExportedDoc[]; reviewAuthorship: ExportedDoc[]; reviewReports: ExportedDoc[] }> {
  const [authored, reports] = await Promise.all([authoredBy(uid).get(), reviewReportsCol().where('uid', '==', uid).get()]);
  const reviews = authored.empty ? [] : await db().getAll(...authored.docs.map((d) => reviewRef(d.id)));
  return {
    reviews: reviews.filter((r) => r.exists).map((r) => exportedDoc(r)),
    reviewAuthorship: authored.docs.map((d) => exportedDoc(d)),
    reviewReports: reports.docs.map((d) => exportedDoc(d)),
  };
}

/**
 * An account's deletion: the reviews stay for other students, by "Former student", and nothing links them to the
 * account any more (review_private loses authorUid; the booking id it keeps points at an anonymised booking). The
 * user's reports of others' reviews are deleted (their ids carry the uid; the count on the review stays). Idempotent.
 */
export async function anonymiseReviewsOf(uid: string, tombstoneId: string): Promise<number> {
  const [authored, reports] = await Promise.all([authoredBy(uid).get(), reviewReportsCol().where('uid', '==', uid).get()]);
  for (const d of authored.docs) {
    await db().runTransaction(async (tx) => {
      const review = await tx.get(reviewRef(d.id));
      if (review.exists) tx.update(review.ref, { authorName: FORMER_STUDENT });
      tx.update(d.ref, { authorUid: FieldValue.delete(), authorTombstoneId: tombstoneId });
    });
  }
  for (const r of reports.docs) await r.ref.delete();
  return authored.size;
}

/** Whether the booking's stay has its review (hidden ones included): an invitation to review it would be noise. */
export async function isBookingReviewed(bookingId: string): Promise<boolean> {
  return (await reviewRef(reviewIdForBooking(bookingId)).get()).exists;
}
