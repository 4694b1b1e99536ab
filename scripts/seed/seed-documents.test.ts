// Issue #21: the demo data must obey the product's own rules. Every generated document is checked against the
// schemas the API applies (shared/src/schemas/*), and every stay against the PG it is at: the gender, the room, the
// dates in order.
import { describe, expect, test } from 'vitest';
import {
  BookingStatusSchema,
  ChecklistSchema,
  CreateBookingBodySchema,
  kotaDate,
  withinVisitHours,
  kotaSlotStartMs,
} from '@kotastay/shared/schemas/booking';
import { PgDocSchema } from '@kotastay/shared/schemas/pg';
import { RatingsSchema, ReviewTextSchema } from '@kotastay/shared/schemas/review';
import { ProfileInputSchema } from '@kotastay/shared/schemas/user';
import { demoPgs } from './pgs';
import { DEMO_REVIEWERS, demoStays, reviewerProfile, staysAt } from './reviews';
import { DEMO_ACCOUNTS } from './users';

const pgs = demoPgs();
const stays = demoStays(pgs);
const byId = new Map(pgs.map((p) => [p.id, p]));
const genderOf = new Map<string, string | undefined>([
  ...DEMO_REVIEWERS.map((r) => [r.uid, r.gender] as const),
  ...DEMO_ACCOUNTS.map((a) => [a.uid, (a.profile as { gender?: string } | undefined)?.gender] as const),
]);

describe('seeded documents pass the schemas the API applies', () => {
  test('every demo listing is a valid listing document', () => {
    for (const pg of pgs) expect(PgDocSchema.safeParse(pg).error?.issues ?? [], pg.id).toEqual([]);
  });

  test("every reviewer's profile is one the profile API accepts", () => {
    for (const r of DEMO_REVIEWERS) {
      const parsed = ProfileInputSchema.safeParse(reviewerProfile(r));
      expect(parsed.error?.issues ?? [], r.uid).toEqual([]);
    }
  });

  test('every stay is a booking the booking API could have made, at an existing room, in order', () => {
    for (const { booking: b, review } of stays) {
      const pg = byId.get(b.pgId);
      expect(pg, b.id).toBeDefined();
      const room = pg!.rooms.find((r) => r.id === b.roomId);
      expect(room, b.id).toBeDefined();
      expect(room!.bedsTotal, b.id).toBeGreaterThan(0);
      const body = CreateBookingBodySchema.safeParse({
        pgId: b.pgId,
        roomId: b.roomId,
        visitDate: b.visitDate,
        visitSlot: b.visitSlot,
        studentPhone: b.studentPhone.replace(/^\+91/, ''),
        parentPhone: b.parentPhone.replace(/^\+91/, ''),
        note: b.note,
      });
      expect(body.error?.issues ?? [], b.id).toEqual([]);
      expect(BookingStatusSchema.parse(b.status)).toBe('confirmed');
      expect(ChecklistSchema.safeParse(b.checklist).success, b.id).toBe(true);
      // Created → visit (within the visit hours, on its visit date) → confirmed, all before the review.
      const visitMs = Date.parse(b.visit!.at);
      expect(Date.parse(b.createdAt), b.id).toBeLessThan(visitMs);
      expect(kotaDate(visitMs), b.id).toBe(b.visitDate);
      expect(withinVisitHours(kotaSlotStartMs(b.visitDate, b.visitSlot)), b.id).toBe(true);
      expect(visitMs, b.id).toBeLessThan(Date.parse(b.updatedAt));
      if (review) {
        expect(RatingsSchema.safeParse(review.ratings).success, review.id).toBe(true);
        expect(ReviewTextSchema.safeParse(review.text).success, review.id).toBe(true);
        expect(review.pgId).toBe(b.pgId);
      }
    }
  });

  test("every stay's student may live at that PG: no boy at a girls' PG, no girl at a boys' PG", () => {
    const wrong = stays
      .map((s) => ({ s, gender: genderOf.get(s.booking.studentUid), pg: byId.get(s.booking.pgId)! }))
      .filter(({ gender, pg }) => !gender || gender === 'other' || !staysAt(pg, gender as 'male' | 'female'))
      .map(({ s, gender, pg }) => `${s.booking.studentName} (${gender}) at ${pg.name} (${pg.gender})`);
    expect(wrong).toEqual([]);
    // The demo student Aarav (a boy) has his stay, and it is not at a girls' PG.
    const aarav = stays.find((s) => s.booking.studentUid === 'demo-student');
    expect(aarav && byId.get(aarav.booking.pgId)?.gender).not.toBe('girls');
  });
});

describe("the demo student's stay (decision 207)", () => {
  test('is a stay the move-in confirmation makes: the schema, their booking, the PG and room, no phone', async () => {
    const { StayDocSchema, StayContactsDocSchema } = await import('@kotastay/shared/schemas/stay');
    const { demoStudentStay, DEMO_STUDENT_STAY_ID } = await import('./stays');
    const made = demoStudentStay(pgs, () => 'demo-owner');
    expect(made).not.toBeNull();
    const { stay, contacts } = made!;
    expect(StayDocSchema.safeParse(stay).error?.issues ?? []).toEqual([]);
    expect(StayContactsDocSchema.safeParse(contacts).error?.issues ?? []).toEqual([]);
    const booking = stays.find((s) => s.booking.id === DEMO_STUDENT_STAY_ID)!.booking;
    expect(stay).toMatchObject({ id: booking.id, studentUid: booking.studentUid, pgId: booking.pgId, roomId: booking.roomId, status: 'active', depositInr: 0, tokenCreditedInr: 499 });
    expect(byId.get(stay.pgId)?.rooms.some((r) => r.id === stay.roomId)).toBe(true);
    expect(stay.startDate <= stay.paidThroughDate).toBe(true);
    expect(JSON.stringify(stay)).not.toMatch(/\+91/);
  });
});

describe('seeded complaints', () => {
  test('each demo complaint is a valid complaint document, on the demo student’s stay', async () => {
    const { ComplaintDocSchema } = await import('@kotastay/shared/schemas/complaint');
    const { demoComplaints } = await import('./complaints');
    const complaints = demoComplaints(pgs, () => 'demo-pg-owner', Date.UTC(2026, 10, 20, 6));
    expect(complaints.map((c) => [c.category, c.status])).toEqual([
      ['food', 'answered'],
      ['safety', 'escalated'],
    ]);
    for (const c of complaints) expect(ComplaintDocSchema.safeParse(c).error?.issues ?? [], c.id).toEqual([]);
  });
});
