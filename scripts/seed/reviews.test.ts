import { describe, expect, test } from 'vitest';
import { isPublicPg } from '@kotastay/shared/schemas/pg';
import { aggregateRatings, ReviewTextSchema, RatingsSchema } from '@kotastay/shared/schemas/review';
import { reviewIdForBooking } from '../../functions/src/domain/reviews/ids';
import { demoPgs } from './pgs';
import { demoStays } from './reviews';

const pgs = demoPgs();
const stays = demoStays(pgs);
const reviewed = stays.filter((s) => s.review);

describe('demo reviews', () => {
  test("every listing's rating is the aggregate of its seeded reviews; only public listings have any, 0–4 each", () => {
    for (const pg of pgs) {
      const mine = reviewed.filter((s) => s.booking.pgId === pg.id).map((s) => s.review!.ratings);
      expect(mine.length).toBeLessThanOrEqual(4);
      if (!isPublicPg(pg)) expect(mine).toEqual([]);
      const agg = aggregateRatings(mine);
      expect({ ratingAvg: pg.ratingAvg, ratingCount: pg.ratingCount, ratingBreakdown: pg.ratingBreakdown ?? null }).toEqual(agg);
    }
    // Some listings show "new" (no reviews), most have a few.
    expect(pgs.filter((p) => isPublicPg(p) && p.ratingCount === 0).length).toBeGreaterThan(0);
    expect(reviewed.length).toBeGreaterThan(pgs.length / 2);
  });

  test('each review comes from a confirmed booking of a reviewer, with its id, label and a valid text', () => {
    const ids = new Set<string>();
    for (const s of reviewed) {
      const r = s.review!;
      expect(s.booking.status).toBe('confirmed');
      expect(r.id).toBe(reviewIdForBooking(s.booking.id));
      expect(s.private).toMatchObject({ id: r.id, bookingId: s.booking.id, authorUid: s.booking.studentUid });
      expect(r.stayLabel).toMatch(/^Verified Stay, [A-Z][a-z]+ 20(25|26)$/);
      expect(RatingsSchema.parse(r.ratings)).toEqual(r.ratings);
      expect(ReviewTextSchema.parse(r.text)).toBe(r.text);
      expect(Date.parse(r.createdAt)).toBeGreaterThan(Date.parse(s.booking.updatedAt));
      expect(Date.parse(r.createdAt)).toBeLessThan(Date.UTC(2026, 10, 21));
      // The public document names no uid, booking or phone.
      expect(JSON.stringify(r)).not.toMatch(/demo-reviewer|demo-stay|\+91/);
      ids.add(r.id);
    }
    expect(ids.size).toBe(reviewed.length);
  });

  test('the demo student has one confirmed stay left to review', () => {
    const mine = stays.filter((s) => s.booking.studentUid === 'demo-student');
    expect(mine).toHaveLength(1);
    expect(mine[0]?.review).toBeNull();
    expect(mine[0]?.booking.status).toBe('confirmed');
  });

  test('the reviews and their stays are the same whichever day the seed runs (listings are re-checked relative to it)', () => {
    const on = (nowMs: number) => demoStays(demoPgs(undefined, undefined, nowMs)).map((s) => [s.booking, s.review]);
    const a = on(Date.UTC(2026, 10, 28, 9));
    expect(on(Date.UTC(2027, 4, 2, 20))).toEqual(a);
    expect(on(Date.UTC(2026, 10, 18, 3))).toEqual(a);
  });

  test('is deterministic', () => {
    expect(demoStays(pgs.slice(0, 20))).toEqual(demoStays(pgs.slice(0, 20)));
  });
});
