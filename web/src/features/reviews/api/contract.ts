// The reviews contract (shared/src/schemas/review.ts) as the screens use it, plus the minimum lengths its
// request schemas enforce, so the forms say the same before sending. The values come from the zod-free
// review-limits module: a PG page's reviews load no zod (docs/decisions/232-module-evaluation-in-steps.md).
export type {
  CreateReviewBody,
  MyReviewsResponse,
  PgReviewsResponse,
  RatingBreakdown,
  Ratings,
  ReportedReview,
  ReportedReviewsResponse,
  ReviewDoc,
  ReviewListResponse,
  ReviewResponse,
  ReviewableStay,
} from '@kotastay/shared/schemas/review';
export {
  REVIEW_AUTHOR_LABEL,
  REVIEW_TEXT_MAX_CHARS,
  REVIEW_TEXT_MIN_CHARS,
  REVIEW_TEXT_MIN_WORDS,
  REPLY_TEXT_MAX_CHARS,
  REPORT_REASON_MAX_CHARS,
  HIDE_REASON_MAX_CHARS,
} from '@kotastay/shared/review-limits';
import { REVIEW_CATEGORIES } from '@kotastay/shared/review-limits';

/** The five rated parts of a stay (the overall rating is asked first, on its own). */
export const STAY_CATEGORIES = REVIEW_CATEGORIES.filter(
  (c): c is Exclude<(typeof REVIEW_CATEGORIES)[number], 'overall'> => c !== 'overall',
);
export type StayCategory = (typeof STAY_CATEGORIES)[number];

/** ReportBodySchema, HideBodySchema and ReplyBodySchema's minimum lengths. */
export const REPORT_REASON_MIN_CHARS = 3;
export const HIDE_REASON_MIN_CHARS = 3;
export const REPLY_MIN_CHARS = 2;
