// GET /api/reviews/featured through the Hosting rewrite (decision 202): the landing page's testimonials are the best
// recent visible reviews, public fields only; `limit` is checked (400 naming it); the answer is cacheable. The route
// takes no id, so there is no hostile id to try — a hostile value in `limit` is refused like any other.
import { beforeEach, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { FeaturedReviewsResponse, ReviewDoc } from '@kotastay/shared/schemas/review';
import { adminDb } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { clearFirestore } from '../../../../test-utils/emulators';
import { reviewFixture } from '../../../../test-utils/reviews';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

const review = (id: string, overall: number, createdAt: string, over: Partial<ReviewDoc> = {}): ReviewDoc =>
  reviewFixture(id, overall, { stayMonth: '2026-09', text: 'The rooms are clean, the food is simple and the owner keeps the study hours quiet.', createdAt, ...over });

beforeEach(async () => {
  await clearFirestore();
});

test('no reviews: an empty list, nothing made up', async () => {
  const res = await api<FeaturedReviewsResponse>('GET', '/reviews/featured');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ results: [] });
});

test('the best recent visible reviews, public fields only, with their real stay month', async () => {
  const col = adminDb().collection(COLLECTIONS.reviews);
  await Promise.all([
    col.doc('r1').set(review('r1', 4, '2026-11-01T00:00:00.000Z', { authorName: 'Ravi', stayMonth: '2026-08' })),
    col.doc('r2').set(review('r2', 5, '2026-10-01T00:00:00.000Z', { authorName: 'Neha', stayMonth: '2026-07' })),
    col.doc('r3').set(review('r3', 2, '2026-11-02T00:00:00.000Z')),
    col.doc('r4').set(review('r4', 5, '2026-11-03T00:00:00.000Z', { status: 'hidden', hiddenReason: 'abuse', hiddenAt: '2026-11-04T00:00:00.000Z' })),
    col.doc('r5').set(review('r5', 5, '2026-09-01T00:00:00.000Z', { authorName: 'Kabir', text: 'x'.repeat(600).replace(/x{10}/g, 'xxxxxxxxx ') })),
  ]);
  // The review's private half exists too: none of it may come out.
  await adminDb().collection(COLLECTIONS.reviewPrivate).doc('r2').set({ id: 'r2', pgId: 'pg-r2', bookingId: 'bk-secret', authorUid: 'uid-secret', createdAt: '2026-10-01T00:00:00.000Z' });

  const res = await api<FeaturedReviewsResponse>('GET', '/reviews/featured');
  expect(res.status).toBe(200);
  expect(res.body.results.map((r) => [r.id, r.authorName, r.rating, r.stayMonth])).toEqual([
    ['r2', 'Neha', 5, '2026-07'],
    ['r5', 'Kabir', 5, '2026-09'],
    ['r1', 'Ravi', 4, '2026-08'],
  ]);
  expect(res.body.results[1]!.text.length).toBeLessThanOrEqual(220);
  expect(JSON.stringify(res.body)).not.toMatch(/secret|reportCount|hiddenReason|areaId/);

  const two = await api<FeaturedReviewsResponse>('GET', '/reviews/featured?limit=2');
  expect(two.body.results.map((r) => r.id)).toEqual(['r2', 'r5']);
});

test.each([
  ['limit=0', 'limit'],
  ['limit=7', 'limit'],
  ['limit=abc', 'limit'],
  ['limit=1.5', 'limit'],
  ['limit=__proto__', 'limit'],
  ['limit=2&sort=rating', 'sort'],
])('?%s is a 400 naming %s', async (query, field) => {
  const res = await api<ErrorBody>('GET', `/reviews/featured?${query}`);
  expect(res.status).toBe(400);
  expect(res.body.error).toBe('invalid_input');
  expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
});
