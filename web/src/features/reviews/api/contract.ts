// PROVISIONAL until rv-api's shared/src/schemas/review.ts lands; then this file re-exports from it.
export const REVIEW_CATEGORIES = ['food', 'safety', 'cleanliness', 'ownerBehaviour', 'studyEnvironment'] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];
export const REVIEW_TEXT_MIN_WORDS = 5;
export const REVIEW_TEXT_MAX_CHARS = 2000;
export const REPORT_REASON_MIN_CHARS = 5;
export const HIDE_REASON_MIN_CHARS = 5;
export const REPLY_MIN_CHARS = 2;

export type CreateReviewBody = {
  bookingId: string;
  rating: number;
  categories: Record<ReviewCategory, number>;
  text: string;
};

export type ReviewView = {
  id: string;
  pgId: string;
  pgName: string;
  areaId: string;
  areaName: string;
  authorName: string;
  rating: number;
  categories: Record<ReviewCategory, number>;
  text: string;
  /** "YYYY-MM" of the move-in. */
  stayMonth: string;
  createdAt: string;
  reply: { text: string; at: string } | null;
  status: 'visible' | 'hidden';
  reportCount?: number;
  hiddenReason?: string | null;
};

export type ReviewPage = { reviews: ReviewView[]; nextCursor: string | null };
export type PgReviewsResponse = ReviewPage & {
  summary: { ratingAvg: number; ratingCount: number; categories: Record<ReviewCategory, number> };
  viewerIsOwner: boolean;
};
export type EligibleResponse = { bookings: { bookingId: string; pgId: string; pgName: string; stayMonth: string }[] };
