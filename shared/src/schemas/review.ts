// Reviews from verified stays (docs/requirements/reviews.md, docs/decisions/090-reviews.md).
// `reviews/{id}` is PUBLIC (anyone reads a visible one), so it holds nothing private: no uid, no booking id, no phone.
// Who wrote it and from which booking lives in `review_private/{id}` (Functions only; current admins read).
// The review id is derived from the booking id by the Function (one review per booking, enforced by the id).
// Reports are `review_reports/{reviewId}_{uid}` (one per user and review; Functions only; current admins read).
// Only Functions write any of them; a PG's `ratingAvg`/`ratingCount`/`ratingBreakdown` change in the same transaction.
import { z } from 'zod';
import {
  HIDE_REASON_MAX_CHARS,
  RATING_MAX,
  RATING_MIN,
  REPLY_TEXT_MAX_CHARS,
  REPORT_REASON_MAX_CHARS,
  REVIEW_CATEGORIES,
  REVIEW_TEXT_MAX_CHARS,
  REVIEW_TEXT_MIN_CHARS,
  REVIEW_TEXT_MIN_WORDS,
  type ReviewCategory,
} from '../review-limits';
import { DocIdSchema } from './ids';

export {
  HIDE_REASON_MAX_CHARS,
  RATING_MAX,
  RATING_MIN,
  REPLY_TEXT_MAX_CHARS,
  REPORT_REASON_MAX_CHARS,
  REVIEW_AUTHOR_LABEL,
  REVIEW_CATEGORIES,
  REVIEW_CATEGORY_LABELS,
  REVIEW_TEXT_MAX_CHARS,
  REVIEW_TEXT_MIN_CHARS,
  REVIEW_TEXT_MIN_WORDS,
  type ReviewCategory,
} from '../review-limits';

// ---------- Ratings ----------
/** A whole number of stars, 1–5. */
export const StarRatingSchema = z
  .number({ error: 'Give 1 to 5 stars.' })
  .int('Give 1 to 5 stars.')
  .min(RATING_MIN, 'Give 1 to 5 stars.')
  .max(RATING_MAX, 'Give 1 to 5 stars.');

export const RatingsSchema = z.strictObject({
  overall: StarRatingSchema,
  food: StarRatingSchema,
  safety: StarRatingSchema,
  cleanliness: StarRatingSchema,
  ownerBehaviour: StarRatingSchema,
  studyEnvironment: StarRatingSchema,
});
export type Ratings = z.infer<typeof RatingsSchema>;

/** Per-category averages (1 decimal) over a PG's visible reviews; stored on `pgs/{id}` as `ratingBreakdown`. */
export const RatingBreakdownSchema = z.object({
  overall: z.number().min(0).max(5),
  food: z.number().min(0).max(5),
  safety: z.number().min(0).max(5),
  cleanliness: z.number().min(0).max(5),
  ownerBehaviour: z.number().min(0).max(5),
  studyEnvironment: z.number().min(0).max(5),
});
export type RatingBreakdown = z.infer<typeof RatingBreakdownSchema>;

/** What a PG's rating fields become for a set of visible reviews' ratings (the one formula: Function and seed). */
export type RatingAggregate = { ratingAvg: number; ratingCount: number; ratingBreakdown: RatingBreakdown | null };

const round1 = (x: number) => Math.round(x * 10) / 10;

export function aggregateRatings(all: readonly Ratings[]): RatingAggregate {
  if (all.length === 0) return { ratingAvg: 0, ratingCount: 0, ratingBreakdown: null };
  const avg = (c: ReviewCategory) => round1(all.reduce((s, r) => s + r[c], 0) / all.length);
  const ratingBreakdown = Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, avg(c)])) as RatingBreakdown;
  return { ratingAvg: ratingBreakdown.overall, ratingCount: all.length, ratingBreakdown };
}

// ---------- Text ----------

const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

export const ReviewTextSchema = z
  .string({ error: 'Write a few words about your stay.' })
  .trim()
  .min(REVIEW_TEXT_MIN_CHARS, `Write at least ${REVIEW_TEXT_MIN_CHARS} characters about your stay.`)
  .max(REVIEW_TEXT_MAX_CHARS, `Keep it to ${REVIEW_TEXT_MAX_CHARS} characters.`)
  .refine((s) => wordCount(s) >= REVIEW_TEXT_MIN_WORDS, `Write at least ${REVIEW_TEXT_MIN_WORDS} words about your stay.`);

// ---------- The stored documents ----------
export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];


export const OwnerReplySchema = z.object({ text: z.string(), /** ISO time. */ at: z.string() });
export type OwnerReply = z.infer<typeof OwnerReplySchema>;

// The stored shapes (what the review Functions and the seed write), which reads parse; not the input rules (text
// length, words), which a stored review passed when it was written.
/** `reviews/{id}`: public when `status` is 'visible'. No uid, booking id or phone in here. */
export const ReviewDocSchema = z.object({
  id: z.string(),
  pgId: z.string(),
  pgName: z.string(),
  areaId: z.string(),
  areaName: z.string(),
  /** The author's first name only, e.g. 'Aarav'; shown with REVIEW_AUTHOR_LABEL. */
  authorName: z.string(),
  /** 'YYYY-MM': the month the booking was confirmed (the move-in), Kota time. */
  stayMonth: z.string(),
  /** 'Verified Stay, November 2026'. */
  stayLabel: z.string(),
  ratings: RatingsSchema,
  text: z.string(),
  ownerReply: OwnerReplySchema.nullable(),
  status: z.enum(REVIEW_STATUSES),
  /** Why an admin hid it (null while visible). */
  hiddenReason: z.string().nullable(),
  /** ISO time it was hidden (null while visible). */
  hiddenAt: z.string().nullable(),
  /** How many signed-in users reported it (one each). */
  reportCount: z.number().int().min(0),
  /** ISO time. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Seeded demonstration data. */
  demo: z.boolean().optional(),
});
export type ReviewDoc = z.infer<typeof ReviewDocSchema>;

/** `review_private/{reviewId}`: who wrote the review and from which booking (Functions only; current admins read). */
export type ReviewPrivateDoc = {
  id: string;
  pgId: string;
  bookingId: string;
  authorUid: string;
  createdAt: string;
};

/** `review_reports/{reviewId}_{uid}`: one report per user and review (Functions only; current admins read). */
export const ReviewReportDocSchema = z.object({
  reviewId: z.string(),
  pgId: z.string(),
  uid: z.string(),
  reason: z.string(),
  /** ISO time. */
  at: z.string(),
});
export type ReviewReportDoc = z.infer<typeof ReviewReportDocSchema>;

export const reviewReportDocId = (reviewId: string, uid: string): string => `${reviewId}_${uid}`;

/** 'Verified Stay, November 2026' from 'YYYY-MM'. */
export function stayLabelOf(stayMonth: string): string {
  const [y, m] = stayMonth.split('-').map(Number);
  const month = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 1)).toLocaleString('en-IN', { month: 'long', timeZone: 'UTC' });
  return `Verified Stay, ${month} ${y}`;
}

// ---------- Request bodies ----------
/** POST /api/reviews */
export const CreateReviewBodySchema = z.strictObject({
  bookingId: DocIdSchema,
  ratings: RatingsSchema,
  text: ReviewTextSchema,
});
export type CreateReviewBody = z.input<typeof CreateReviewBodySchema>;

/** POST /api/reviews/{id}/reply (the PG's owner, once). */
export const ReplyBodySchema = z.strictObject({
  text: z
    .string({ error: 'Write your reply.' })
    .trim()
    .min(2, 'Write your reply.')
    .max(REPLY_TEXT_MAX_CHARS, `Keep it to ${REPLY_TEXT_MAX_CHARS} characters.`),
});
export type ReplyBody = z.infer<typeof ReplyBodySchema>;

/** POST /api/reviews/{id}/report (anyone signed in, once per review). */
export const ReportBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Say what is wrong with this review.' })
    .trim()
    .min(3, 'Say what is wrong with this review.')
    .max(REPORT_REASON_MAX_CHARS, `Keep it to ${REPORT_REASON_MAX_CHARS} characters.`),
});
export type ReportBody = z.infer<typeof ReportBodySchema>;

/** POST /api/reviews/{id}/hide (current admins): the reason is recorded on the review and in the audit log. */
export const HideBodySchema = z.strictObject({
  reason: z
    .string({ error: 'Give the reason for hiding it.' })
    .trim()
    .min(3, 'Give the reason for hiding it.')
    .max(HIDE_REASON_MAX_CHARS, `Keep it to ${HIDE_REASON_MAX_CHARS} characters.`),
});
export type HideBody = z.infer<typeof HideBodySchema>;

/** POST /api/reviews/{id}/restore (current admins): an optional note for the audit log. */
export const RestoreBodySchema = z.strictObject({
  reason: z.string().trim().max(HIDE_REASON_MAX_CHARS, `Keep it to ${HIDE_REASON_MAX_CHARS} characters.`).optional(),
});
export type RestoreBody = z.infer<typeof RestoreBodySchema>;

// ---------- Responses ----------
/** Page size of both lists. */
export const REVIEWS_PAGE_SIZE = 10;

/** GET /api/reviews?areaId=&cursor= — visible reviews across PGs, newest first. */
export type ReviewListResponse = { results: ReviewDoc[]; nextCursor: string | null };

/** GET /api/reviews/pg?pgId=&cursor= — a public PG's visible reviews, newest first, with its aggregate. */
export type PgReviewsResponse = ReviewListResponse & {
  pgId: string;
  ratingAvg: number;
  ratingCount: number;
  /** Per-category averages; null when the PG has no visible review. */
  ratingBreakdown: RatingBreakdown | null;
};

/** One of the caller's confirmed stays and its review (null = can still be reviewed). */
export type ReviewableStay = {
  bookingId: string;
  pgId: string;
  pgName: string;
  areaName: string;
  stayMonth: string;
  stayLabel: string;
  review: ReviewDoc | null;
};

/** GET /api/reviews/mine?pgId= — the signed-in student's confirmed stays (optionally at one PG), newest first. */
export type MyReviewsResponse = { stays: ReviewableStay[] };

/** POST /api/reviews (201), /reply, /hide, /restore. `changed` is false when hide/restore found it already so. */
export type ReviewResponse = { review: ReviewDoc; changed: boolean };

/** POST /api/reviews/{id}/report */
export type ReportResponse = { reviewId: string; reported: true; reportCount: number };

// ---------- Featured (the landing page) ----------
/** How many featured reviews the landing page shows, and the most one request may ask for. */
export const FEATURED_REVIEWS_DEFAULT = 3;
export const FEATURED_REVIEWS_MAX = 6;
/** A featured review's text is cut to this many characters (at a word), so the cards keep one height. */
export const FEATURED_TEXT_MAX_CHARS = 220;

/** GET /api/reviews/featured?limit= (public, cached). */
export const FeaturedQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: `Ask for 1 to ${FEATURED_REVIEWS_MAX} reviews.` })
    .int(`Ask for 1 to ${FEATURED_REVIEWS_MAX} reviews.`)
    .min(1, `Ask for 1 to ${FEATURED_REVIEWS_MAX} reviews.`)
    .max(FEATURED_REVIEWS_MAX, `Ask for 1 to ${FEATURED_REVIEWS_MAX} reviews.`)
    .default(FEATURED_REVIEWS_DEFAULT),
});

/**
 * A review the landing page shows: only what the public review already shows — the author's first name, the overall
 * rating, the text (cut at FEATURED_TEXT_MAX_CHARS), the stay month — plus the PG's name for context. `demo`: seeded
 * demonstration data (local only), labelled as such instead of "Verified Stay".
 */
export type FeaturedReview = {
  id: string;
  authorName: string;
  rating: number;
  text: string;
  /** 'YYYY-MM', the move-in month. */
  stayMonth: string;
  pgName: string;
  demo: boolean;
};
export type FeaturedReviewsResponse = { results: FeaturedReview[] };

/** GET /api/reviews/reported (current admins): reviews with reports or hidden, most reported first. */
export type ReportedReview = ReviewDoc & { reports: { reason: string; at: string }[] };
export type ReportedReviewsResponse = { results: ReportedReview[] };
