import { expect, test } from 'vitest';
import { aggregateRatings } from '@kotastay/shared/schemas/review';
import { sameRatings } from './reviews';

const want = aggregateRatings([
  { overall: 4, food: 3, safety: 5, cleanliness: 4, ownerBehaviour: 5, studyEnvironment: 3 },
  { overall: 5, food: 4, safety: 4, cleanliness: 3, ownerBehaviour: 4, studyEnvironment: 4 },
]);

test('stored totals whose breakdown comes back with its keys in another order are the same totals', () => {
  const reordered = { ...want, ratingBreakdown: Object.fromEntries(Object.entries(want.ratingBreakdown!).reverse()) };
  expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(want));
  expect(sameRatings(reordered, want)).toBe(true);
});

test('a different value, a missing breakdown or a different count is not the same', () => {
  expect(sameRatings({ ...want, ratingCount: 3 }, want)).toBe(false);
  expect(sameRatings({ ...want, ratingBreakdown: null }, want)).toBe(false);
  expect(sameRatings({ ...want, ratingBreakdown: { ...want.ratingBreakdown!, food: 1 } }, want)).toBe(false);
});
