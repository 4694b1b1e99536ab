import { describe, expect, test } from 'vitest';
import { REVIEW_TEXT_MAX_CHARS, REVIEW_TEXT_MIN_CHARS, REVIEW_TEXT_MIN_WORDS, STAY_CATEGORIES } from '../api/contract';
import { countWords, emptyReviewForm, fieldOf, toCreateBody, validateReview, type ReviewFormValues } from './review-form';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
const filled = (over: Partial<ReviewFormValues> = {}): ReviewFormValues => ({
  overall: 4,
  categories: { food: 3, safety: 5, cleanliness: 4, ownerBehaviour: 4, studyEnvironment: 5 },
  text: words(REVIEW_TEXT_MIN_WORDS),
  ...over,
});

describe('review form validation', () => {
  test('an empty form names every rating and the text', () => {
    const errors = validateReview(emptyReviewForm());
    expect(errors.overall).toBe('rating');
    for (const c of STAY_CATEGORIES) expect(errors[c]).toBe('rating');
    expect(errors.text).toBe('textShort');
  });

  test('a complete form has no errors and becomes the request body', () => {
    const v = filled({ text: `  ${words(REVIEW_TEXT_MIN_WORDS)}  ` });
    expect(validateReview(v)).toEqual({});
    expect(toCreateBody('b1', v)).toEqual({
      bookingId: 'b1',
      ratings: { overall: 4, food: 3, safety: 5, cleanliness: 4, ownerBehaviour: 4, studyEnvironment: 5 },
      text: words(REVIEW_TEXT_MIN_WORDS),
    });
  });

  test('one missing category is named alone', () => {
    const v = filled();
    v.categories = { ...v.categories, safety: null };
    expect(validateReview(v)).toEqual({ safety: 'rating' });
  });

  test.each([0, 6, 2.5])('a rating of %s is refused', (n) => {
    expect(validateReview(filled({ overall: n })).overall).toBe('rating');
  });

  test('a text one word short of the minimum is refused; punctuation and spaces are not words', () => {
    expect(validateReview(filled({ text: words(REVIEW_TEXT_MIN_WORDS - 1) })).text).toBe('textShort');
    expect(validateReview(filled({ text: `${words(REVIEW_TEXT_MIN_WORDS - 1)} !!! ---   ...` })).text).toBe('textShort');
  });

  test('enough words but too few characters is refused (the API wants both)', () => {
    const tiny = Array.from({ length: REVIEW_TEXT_MIN_WORDS }, () => 'ok').join(' ');
    expect(tiny.length).toBeLessThan(REVIEW_TEXT_MIN_CHARS);
    expect(validateReview(filled({ text: tiny })).text).toBe('textShort');
  });

  test('a text over the maximum length is refused', () => {
    const long = `${words(REVIEW_TEXT_MIN_WORDS)} ${'a'.repeat(REVIEW_TEXT_MAX_CHARS)}`;
    expect(validateReview(filled({ text: long })).text).toBe('textLong');
  });

  test('words are counted as a reader counts them, Hindi included', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  Food was   good, owner’s rules fair.  ')).toBe(6);
    expect(countWords('खाना अच्छा था')).toBe(3);
  });

  test('the API’s field names map onto the form', () => {
    expect(fieldOf('ratings.overall')).toBe('overall');
    expect(fieldOf('ratings.food')).toBe('food');
    expect(fieldOf('ratings.ownerBehaviour')).toBe('ownerBehaviour');
    expect(fieldOf('text')).toBe('text');
    expect(fieldOf('bookingId')).toBeNull();
  });
});
