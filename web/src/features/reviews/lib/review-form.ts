// The review form's state and client-side checks (the API checks the same and answers 400 {fields}).
import {
  REVIEW_CATEGORIES,
  REVIEW_TEXT_MAX_CHARS,
  REVIEW_TEXT_MIN_WORDS,
  type CreateReviewBody,
  type ReviewCategory,
} from '../api/contract';

export type ReviewFormValues = {
  overall: number | null;
  categories: Record<ReviewCategory, number | null>;
  text: string;
};

export type ReviewFormErrors = Partial<Record<'overall' | ReviewCategory | 'text', 'rating' | 'textShort' | 'textLong'>>;

export const emptyReviewForm = (): ReviewFormValues => ({
  overall: null,
  categories: Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, null])) as Record<ReviewCategory, number | null>,
  text: '',
});

/** Words as a reader counts them: runs of letters or digits. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu)?.length ?? 0;
}

const validRating = (n: number | null): n is number => n !== null && Number.isInteger(n) && n >= 1 && n <= 5;

export function validateReview(v: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {};
  if (!validRating(v.overall)) errors.overall = 'rating';
  for (const c of REVIEW_CATEGORIES) if (!validRating(v.categories[c])) errors[c] = 'rating';
  const text = v.text.trim();
  if (countWords(text) < REVIEW_TEXT_MIN_WORDS) errors.text = 'textShort';
  else if (text.length > REVIEW_TEXT_MAX_CHARS) errors.text = 'textLong';
  return errors;
}

/** The request body of a valid form (call validateReview first). */
export function toCreateBody(bookingId: string, v: ReviewFormValues): CreateReviewBody {
  return {
    bookingId,
    rating: v.overall ?? 0,
    categories: Object.fromEntries(REVIEW_CATEGORIES.map((c) => [c, v.categories[c] ?? 0])) as Record<ReviewCategory, number>,
    text: v.text.trim(),
  };
}

/** Maps a 400's `fields` (keys like `rating`, `categories.food`, `text`) onto the form's fields. */
export function fieldOf(apiField: string): keyof ReviewFormErrors | null {
  if (apiField === 'rating' || apiField === 'overall') return 'overall';
  if (apiField === 'text') return 'text';
  const cat = apiField.replace(/^categories\./, '') as ReviewCategory;
  return (REVIEW_CATEGORIES as readonly string[]).includes(cat) ? cat : null;
}
