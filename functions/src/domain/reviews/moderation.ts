// Admins moderate reviews (docs/decisions/090-reviews.md): hide with a reason, restore, and the queue of reported
// and hidden reviews. Hiding and restoring recompute the PG's aggregate and record the staff action, in one transaction.
import type { RatingAggregate, ReportedReview, ReportedReviewsResponse, ReviewDoc, ReviewResponse } from '@kotastay/shared/schemas/review';
import { db } from '../../lib/admin';
import { recordStaffAction } from '../audit';
import { NotFound, type Actor } from '../errors';
import { readPgInTx, setRatingsInTx } from '../listings';
import { aggregateInTx, asReview, asReviewReport, reviewReadRef, reviewRef, reviewReportsCol, reviewsCol } from './store';

const QUEUE_MAX = 100;
const REPORTS_SHOWN = 20;

const ratingFields = (a: Pick<RatingAggregate, 'ratingAvg' | 'ratingCount'>) => ({ ratingAvg: a.ratingAvg, ratingCount: a.ratingCount });

/** Hides (`hide`) or restores a review; `changed` false when it already was so (nothing written, nothing logged). */
export async function setReviewVisibility(
  actor: Actor,
  reviewId: string,
  hide: boolean,
  reason: string | null,
  nowMs = Date.now(),
): Promise<ReviewResponse> {
  return db().runTransaction(async (tx) => {
    const r = (await tx.get(reviewReadRef(reviewId))).data();
    if (!r) throw new NotFound('This review');
    if ((r.status === 'hidden') === hide) return { review: r, changed: false };
    const pg = await readPgInTx(tx, r.pgId);
    const now = new Date(nowMs).toISOString();
    const next: ReviewDoc = hide
      ? { ...r, status: 'hidden', hiddenReason: reason, hiddenAt: now, updatedAt: now }
      : { ...r, status: 'visible', hiddenReason: null, hiddenAt: null, updatedAt: now };
    const aggregate = await aggregateInTx(tx, r.pgId, hide ? { removeId: r.id } : { add: next });
    tx.update(reviewRef(reviewId), {
      status: next.status,
      hiddenReason: next.hiddenReason,
      hiddenAt: next.hiddenAt,
      updatedAt: now,
    });
    // A PG deleted since keeps no aggregate to fix; the review still changes.
    if (pg) setRatingsInTx(tx, r.pgId, aggregate);
    recordStaffAction(tx, {
      actor,
      action: hide ? 'review.hidden' : 'review.restored',
      targetType: 'review',
      targetId: reviewId,
      summary: `${hide ? 'Hid' : 'Restored'} a review of ${r.pgName} by ${r.authorName}`,
      before: { status: r.status, ...(pg ? ratingFields(pg) : {}) },
      after: { status: next.status, ...ratingFields(aggregate) },
      reason,
      nowMs,
    });
    return { review: next, changed: true };
  });
}

/** Reviews with reports (most reported first), then hidden ones without reports (latest hidden first). */
export async function reportedReviews(): Promise<ReportedReviewsResponse> {
  const [reported, hidden] = await Promise.all([
    reviewsCol().where('reportCount', '>', 0).orderBy('reportCount', 'desc').limit(QUEUE_MAX).withConverter(asReview).get(),
    reviewsCol().where('status', '==', 'hidden').limit(QUEUE_MAX).withConverter(asReview).get(),
  ]);
  const seen = new Set<string>();
  const docs: ReviewDoc[] = [];
  for (const d of reported.docs) {
    seen.add(d.id);
    docs.push(d.data());
  }
  const extra = hidden.docs.filter((d) => !seen.has(d.id)).map((d) => d.data());
  extra.sort((a, b) => (b.hiddenAt ?? '').localeCompare(a.hiddenAt ?? ''));
  docs.push(...extra);
  const results: ReportedReview[] = await Promise.all(
    docs.map(async (r) => {
      const snap = await reviewReportsCol().where('reviewId', '==', r.id).limit(REPORTS_SHOWN).withConverter(asReviewReport).get();
      const reports = snap.docs
        .map((d) => d.data())
        .map(({ reason, at }) => ({ reason, at }))
        .sort((a, b) => b.at.localeCompare(a.at));
      return { ...r, reports };
    }),
  );
  return { results };
}
