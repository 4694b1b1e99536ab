import { describe, expect, test } from 'vitest';
import { aggregateRatings, CreateReviewBodySchema, ReviewTextSchema, stayLabelOf, type Ratings } from './review';

const all = (n: number): Ratings => ({ overall: n, food: n, safety: n, cleanliness: n, ownerBehaviour: n, studyEnvironment: n });

describe('aggregateRatings', () => {
  test('no reviews: 0, 0 and no breakdown', () => {
    expect(aggregateRatings([])).toEqual({ ratingAvg: 0, ratingCount: 0, ratingBreakdown: null });
  });

  test('averages each category to one decimal; ratingAvg is the overall average', () => {
    const agg = aggregateRatings([all(5), all(4), { ...all(4), food: 1 }]);
    expect(agg.ratingCount).toBe(3);
    expect(agg.ratingAvg).toBe(4.3);
    expect(agg.ratingBreakdown).toEqual({ overall: 4.3, food: 3.3, safety: 4.3, cleanliness: 4.3, ownerBehaviour: 4.3, studyEnvironment: 4.3 });
  });
});

describe('review text and body', () => {
  test('needs 20 characters and 4 words, trimmed', () => {
    expect(ReviewTextSchema.safeParse('Good food and rooms.').success).toBe(true);
    expect(ReviewTextSchema.safeParse('Nice place').success).toBe(false);
    expect(ReviewTextSchema.safeParse('Excellent-accommodation everything-wonderful truly').success).toBe(false);
    expect(ReviewTextSchema.parse('  Quiet rooms for study here.  ')).toBe('Quiet rooms for study here.');
  });

  test('ratings are whole stars 1–5 in all six categories, nothing else', () => {
    const ok = { bookingId: 'b1', ratings: all(3), text: 'Quiet rooms for study here.' };
    expect(CreateReviewBodySchema.safeParse(ok).success).toBe(true);
    expect(CreateReviewBodySchema.safeParse({ ...ok, ratings: { ...all(3), food: 0 } }).success).toBe(false);
    expect(CreateReviewBodySchema.safeParse({ ...ok, ratings: { ...all(3), food: 4.5 } }).success).toBe(false);
    expect(CreateReviewBodySchema.safeParse({ ...ok, ratings: { ...all(3), wifi: 5 } }).success).toBe(false);
  });
});

test('stayLabelOf', () => {
  expect(stayLabelOf('2026-11')).toBe('Verified Stay, November 2026');
  expect(stayLabelOf('2025-04')).toBe('Verified Stay, April 2025');
});
