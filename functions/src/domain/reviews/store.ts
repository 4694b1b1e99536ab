// The only reviews module that names Firestore paths: reviews, review_private, review_reports and the PG's rating
// fields (docs/decisions/090-reviews.md). Written by the review Functions only, each in one transaction.
import { FieldPath, type Query, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  aggregateRatings,
  ReviewDocSchema,
  ReviewReportDocSchema,
  type RatingAggregate,
  type ReviewDoc,
} from '@kotastay/shared/schemas/review';
import { db } from '../../lib/admin';
import { readAs } from '../../lib/converter';

export const reviewsCol = () => db().collection(COLLECTIONS.reviews);
export const reviewRef = (id: string) => reviewsCol().doc(id);
export const reviewPrivateRef = (id: string) => db().collection(COLLECTIONS.reviewPrivate).doc(id);
export const reviewReportsCol = () => db().collection(COLLECTIONS.reviewReports);

/** Reads of reviews and reports through their schemas (issue #23): `ref.withConverter(asReview)`. */
export const asReview = readAs(ReviewDocSchema);
export const asReviewReport = readAs(ReviewReportDocSchema);
/** A review read through its schema. */
export const reviewReadRef = (id: string) => reviewRef(id).withConverter(asReview);

export { reviewIdForBooking } from './ids';

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
