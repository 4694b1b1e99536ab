// The landing page's choice of reviews, without Firestore: best rated first, newer first among equals, one per PG,
// something said, only public fields, the text cut at a word.
import { expect, test } from 'vitest';
import { FEATURED_TEXT_MAX_CHARS } from '@kotastay/shared/schemas/review';
import { reviewFixture } from '../../../../test-utils/reviews';
import { clip, pickFeatured } from './featured';

const TEXT = reviewFixture('x', 5).text;
const review = reviewFixture;

test('the best rated first, newer first among equals; low ratings, short texts and hidden reviews never', () => {
  const newest = [
    review('a', 4),
    review('b', 5),
    review('c', 3),
    review('d', 5, { text: 'Good PG.' }),
    review('e', 5, { status: 'hidden' }),
    review('f', 5),
    review('g', 4),
  ];
  expect(pickFeatured(newest, 3).map((r) => r.id)).toEqual(['b', 'f', 'a']);
  expect(pickFeatured(newest, 6).map((r) => r.id)).toEqual(['b', 'f', 'a', 'g']);
  expect(pickFeatured([], 3)).toEqual([]);
});

test('one review per PG, and only the public fields', () => {
  const picked = pickFeatured([review('a', 5, { pgId: 'same' }), review('b', 5, { pgId: 'same' }), review('c', 4, { demo: true })], 3);
  expect(picked.map((r) => r.id)).toEqual(['a', 'c']);
  expect(Object.keys(picked[0]!).sort()).toEqual(['authorName', 'demo', 'id', 'pgName', 'rating', 'stayMonth', 'text']);
  expect(picked.map((r) => r.demo)).toEqual([false, true]);
});

test('a long text is cut at a word with an ellipsis; a short one is kept as written', () => {
  expect(clip(TEXT)).toBe(TEXT);
  const long = `${'Very good place to study, '.repeat(20)}end.`;
  const cut = clip(long);
  expect(cut.length).toBeLessThanOrEqual(FEATURED_TEXT_MAX_CHARS);
  expect(cut.endsWith('…')).toBe(true);
  expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  expect(cut).not.toMatch(/[ ,]…$/);
});
