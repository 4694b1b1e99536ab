// The reviews' fixed words and limits (docs/requirements/reviews.md), without the schemas that enforce them
// (schemas/review.ts re-exports these): a screen that only shows reviews and counts characters loads no zod, whose
// schemas take ~75 ms to build on a phone at Lighthouse's 4× CPU (docs/decisions/232-module-evaluation-in-steps.md).

/** The rated categories; `overall` is the one `ratingAvg` averages. */
export const REVIEW_CATEGORIES = [
  'overall',
  'food',
  'safety',
  'cleanliness',
  'ownerBehaviour',
  'studyEnvironment',
] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

export const REVIEW_CATEGORY_LABELS: Record<ReviewCategory, string> = {
  overall: 'Overall',
  food: 'Food',
  safety: 'Safety',
  cleanliness: 'Cleanliness',
  ownerBehaviour: "Owner's behaviour",
  studyEnvironment: 'Study environment',
};

export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const REVIEW_TEXT_MIN_CHARS = 20;
export const REVIEW_TEXT_MIN_WORDS = 4;
export const REVIEW_TEXT_MAX_CHARS = 2000;
export const REPLY_TEXT_MAX_CHARS = 1000;
export const REPORT_REASON_MAX_CHARS = 300;
export const HIDE_REASON_MAX_CHARS = 300;

/** Shown under every author's first name. */
export const REVIEW_AUTHOR_LABEL = 'JEE/NEET Student';
