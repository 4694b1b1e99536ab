// The reviews contract (shared/src/schemas/review.ts) as the screens use it, plus the minimum lengths its
// request schemas enforce, so the forms say the same before sending.
export {
  REVIEW_AUTHOR_LABEL,
  REVIEW_TEXT_MAX_CHARS,
  REVIEW_TEXT_MIN_CHARS,
  REVIEW_TEXT_MIN_WORDS,
  REPLY_TEXT_MAX_CHARS,
  REPORT_REASON_MAX_CHARS,
  HIDE_REASON_MAX_CHARS,
  type CreateReviewBody,
  type MyReviewsResponse,
  type PgReviewsResponse,
  type RatingBreakdown,
  type Ratings,
  type ReportedReview,
  type ReportedReviewsResponse,
  type ReviewDoc,
  type ReviewListResponse,
  type ReviewResponse,
  type ReviewableStay,
} from '@kotastay/shared/schemas/review';
import { REVIEW_CATEGORIES } from '@kotastay/shared/schemas/review';

/** The five rated parts of a stay (the overall rating is asked first, on its own). */
export const STAY_CATEGORIES = REVIEW_CATEGORIES.filter(
  (c): c is Exclude<(typeof REVIEW_CATEGORIES)[number], 'overall'> => c !== 'overall',
);
export type StayCategory = (typeof STAY_CATEGORIES)[number];

/** ReportBodySchema, HideBodySchema and ReplyBodySchema's minimum lengths. */
export const REPORT_REASON_MIN_CHARS = 3;
export const HIDE_REASON_MIN_CHARS = 3;
export const REPLY_MIN_CHARS = 2;
