// The demo reviews on the emulators: written idempotently, and what the reviews API answers agrees with each
// listing's seeded aggregate (every number on screen has reviews behind it).
import { beforeEach, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { isPublicPg } from '@kotastay/shared/schemas/pg';
import type { MyReviewsResponse, PgReviewsResponse } from '@kotastay/shared/schemas/review';
import { adminAuth, adminDb, idTokenFor } from '../../test-utils/admin';
import { api } from '../../test-utils/api';
import { clearFirestore } from '../../test-utils/emulators';
import { demoPgs, seedPgs } from './pgs';
import { DEMO_REVIEWERS, seedReviews } from './reviews';

const ctx = () => ({ db: adminDb(), auth: adminAuth() });
const size = async (col: string) => (await adminDb().collection(col).get()).size;
const records = demoPgs(40);

beforeEach(async () => {
  await clearFirestore();
});

test('seeds reviews behind every rating, idempotently; the API lists them with the same aggregate', async () => {
  await seedPgs(ctx(), records);
  const first = await seedReviews(ctx(), records);
  const expected = records.filter(isPublicPg).reduce((s, p) => s + p.ratingCount, 0);
  expect(first).toEqual({ reviews: expected, confirmedStays: expected + 1, reviewers: DEMO_REVIEWERS.length });
  expect(await seedReviews(ctx(), records)).toEqual(first);
  expect(await size(COLLECTIONS.reviews)).toBe(expected);
  expect(await size(COLLECTIONS.reviewPrivate)).toBe(expected);

  const rated = records.find((p) => isPublicPg(p) && p.ratingCount >= 2)!;
  const res = await api<PgReviewsResponse>('GET', `/reviews/pg?pgId=${rated.id}`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ ratingAvg: rated.ratingAvg, ratingCount: rated.ratingCount, ratingBreakdown: rated.ratingBreakdown });
  expect(res.body.results).toHaveLength(rated.ratingCount);

  // A reviewer can sign in and sees their stays; the demo student has one left to review.
  expect((await adminAuth().getUser(DEMO_REVIEWERS[0]!.uid)).phoneNumber).toBe(DEMO_REVIEWERS[0]!.phone);
  await adminAuth().importUsers([{ uid: 'demo-student', phoneNumber: '+919000000001' }]);
  const mine = await api<MyReviewsResponse>('GET', '/reviews/mine', { token: await idTokenFor('demo-student') });
  expect(mine.body.stays).toEqual([expect.objectContaining({ review: null })]);
});
