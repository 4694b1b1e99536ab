// The review form's state and client-side checks (the API checks the same and answers 400 {fields}).
import {
  REVIEW_TEXT_MAX_CHARS,
  REVIEW_TEXT_MIN_CHARS,
  REVIEW_TEXT_MIN_WORDS,
  STAY_CATEGORIES,
  type CreateReviewBody,
  type StayCategory,
} from '../api/contract';

export type ReviewFormValues = {
  overall: number | null;
  categories: Record<StayCategory, number | null>;
  text: string;
};

export type ReviewFormErrors = Partial<Record<'overall' | StayCategory | 'text', 'rating' | 'textShort' | 'textLong'>>;

export const emptyReviewForm = (): ReviewFormValues => ({
  overall: null,
  categories: Object.fromEntries(STAY_CATEGORIES.map((c) => [c, null])) as Record<StayCategory, number | null>,
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
  for (const c of STAY_CATEGORIES) if (!validRating(v.categories[c])) errors[c] = 'rating';
  const text = v.text.trim();
  if (countWords(text) < REVIEW_TEXT_MIN_WORDS || text.length < REVIEW_TEXT_MIN_CHARS) errors.text = 'textShort';
  else if (text.length > REVIEW_TEXT_MAX_CHARS) errors.text = 'textLong';
  return errors;
}

/** The request body of a valid form (call validateReview first). */
export function toCreateBody(bookingId: string, v: ReviewFormValues): CreateReviewBody {
  return {
    bookingId,
    ratings: {
      overall: v.overall ?? 0,
      ...(Object.fromEntries(STAY_CATEGORIES.map((c) => [c, v.categories[c] ?? 0])) as Record<StayCategory, number>),
    },
    text: v.text.trim(),
  };
}

/** Maps a 400's `fields` (keys like `ratings.overall`, `ratings.food`, `text`) onto the form's fields. */
export function fieldOf(apiField: string): keyof ReviewFormErrors | null {
  const name = apiField.replace(/^ratings\./, '');
  if (name === 'overall' || name === 'ratings') return 'overall';
  if (name === 'text') return 'text';
  const cat = name as StayCategory;
  return (STAY_CATEGORIES as readonly string[]).includes(cat) ? cat : null;
}
