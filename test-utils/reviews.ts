// A review as the review Function stores it (shared/src/schemas/review.ts), for tests that need reviews without
// going through a confirmed booking: visible, 4 stars in every category but `overall`, one PG per review id.
import type { ReviewDoc } from '@kotastay/shared/schemas/review';

export function reviewFixture(id: string, overall: number, over: Partial<ReviewDoc> = {}): ReviewDoc {
  const createdAt = over.createdAt ?? '2026-11-01T00:00:00.000Z';
  return {
    id,
    pgId: `pg-${id}`,
    pgName: `PG ${id}`,
    areaId: 'talwandi',
    areaName: 'Talwandi',
    authorName: 'Asha',
    stayMonth: '2026-10',
    stayLabel: 'Verified Stay, October 2026',
    ratings: { overall, food: 4, safety: 4, cleanliness: 4, ownerBehaviour: 4, studyEnvironment: 4 },
    text: 'Clean rooms, good food and the warden is strict about quiet hours after 10 pm.',
    ownerReply: null,
    status: 'visible',
    hiddenReason: null,
    hiddenAt: null,
    reportCount: 0,
    createdAt,
    updatedAt: createdAt,
    ...over,
  };
}
