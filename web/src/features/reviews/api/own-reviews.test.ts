import { describe, expect, test } from 'vitest';
import type { ReviewDoc, ReviewableStay } from '@kotastay/shared/schemas/review';
import { eligibleOptions, ownReviewIdsOptions } from './reviews-api';

const stay = (bookingId: string, reviewId: string | null): ReviewableStay =>
  ({ bookingId, pgId: 'pg-1', pgName: 'Asha PG', areaName: 'Talwandi', stayMonth: '2026-10', stayLabel: '', review: reviewId ? ({ id: reviewId } as ReviewDoc) : null }) as ReviewableStay;

describe("the student's own reviews (issue #21: no Report on your own review)", () => {
  const stays = [stay('b1', 'rv_mine'), stay('b2', null)];

  test('ownReviewIdsOptions picks the ids of the reviews the student wrote, from the same request and cache entry', () => {
    const own = ownReviewIdsOptions('u1', 'pg-1');
    expect(own.queryKey).toEqual(eligibleOptions('u1', 'pg-1').queryKey);
    expect([...own.select!(stays)]).toEqual(['rv_mine']);
  });

  test('eligibleOptions still offers only the stays not reviewed yet', () => {
    expect(eligibleOptions('u1', 'pg-1').select!(stays).map((s) => s.bookingId)).toEqual(['b2']);
  });
});
