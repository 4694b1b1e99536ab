// Review invitations (docs/requirements/stays.md#review-invitations): a month into a stay and after moving out, to the
// student only, once each (a second run and a retried one send nothing), never for a reviewed stay, in the stay's
// language, and not when the day is more than the catch-up window behind. The clock is moved by calling the job with
// an instant, as the exit job's tests do.
import { beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { addDays, type StayDoc } from '@kotastay/shared/schemas/stay';
import { adminDb } from '../../../../test-utils/admin';
import { clearFirestore } from '../../../../test-utils/emulators';
import { isBookingReviewed } from '../reviews';
import { reviewIdForBooking } from '../reviews/ids';
import { REVIEW_INVITE_CATCH_UP_DAYS, sendReviewInvites } from './review-invites';

const db = () => adminDb();
const START = '2026-10-01';
const noReview = async () => false;

function stay(id: string, patch: Partial<StayDoc> = {}): Omit<StayDoc, 'id'> {
  return {
    bookingId: id, studentUid: `student-${id}`, studentFirstName: 'Asha', ownerUid: 'owner-1', pgId: 'pg-1',
    pgName: 'Saraswati Girls Hostel', areaName: 'Talwandi', roomId: 'r1', roomLabel: 'Double sharing',
    room: { sharing: 'double', ac: false }, rentInr: 9000, extrasInr: 0, monthlyTotalInr: 9000, maintenanceInrPerYear: null,
    depositInr: 0, tokenCreditedInr: 499, startDate: START, billingDay: 1, paidThroughDate: '2026-10-31', language: 'en',
    status: 'active', notice: null, statement: null, endedAt: null, timeline: [], createdAt: `${START}T05:00:00.000Z`,
    updatedAt: `${START}T05:00:00.000Z`, ...patch,
  };
}

async function seed(id: string, patch: Partial<StayDoc> = {}): Promise<void> {
  await db().collection(COLLECTIONS.stays).doc(id).set(stay(id, patch));
  await db().collection(COLLECTIONS.stayContacts).doc(id).set({ studentUid: `student-${id}`, studentName: 'Asha Verma', studentPhone: '+919812345678', parentPhone: '+919812345679' });
}

const invites = async () =>
  (await db().collection(COLLECTIONS.outbox).where('template', '>=', 'stay_review_invite_').where('template', '<', 'stay_review_invite_~').get()).docs.map(
    (d) => d.data() as { template: string; audience: string; toPhone: string; toUid: string | null; text: string; bookingId: string },
  );
/** Noon in Kota on a Kota date. */
const at = (date: string) => Date.parse(`${date}T12:00:00+05:30`);

beforeEach(async () => {
  await clearFirestore();
});

describe('a month into the stay', () => {
  test('the student (not the parent) gets one text on day 30; earlier nothing; a second run sends nothing', async () => {
    await seed('s1');
    expect(await sendReviewInvites(at(addDays(START, 29)), noReview)).toBe(0);
    expect(await sendReviewInvites(at(addDays(START, 30)), noReview)).toBe(1);
    const sent = await invites();
    expect(sent).toEqual([
      expect.objectContaining({ template: 'stay_review_invite_month', audience: 'student', toPhone: '+919812345678', toUid: 'student-s1', bookingId: 's1' }),
    ]);
    expect(sent[0]!.text).toContain('Saraswati Girls Hostel for a month');
    expect((await db().collection(COLLECTIONS.stays).doc('s1').get()).get('reviewInvites')).toEqual({ month: new Date(at(addDays(START, 30))).toISOString() });
    expect(await sendReviewInvites(at(addDays(START, 31)), noReview)).toBe(0);
    expect(await invites()).toHaveLength(1);
  });

  test('a run missed is caught up within the window, not after it', async () => {
    await seed('late', { startDate: '2026-09-01' });
    await seed('too-late', { startDate: addDays('2026-09-01', -1) });
    const day = addDays('2026-09-01', 30 + REVIEW_INVITE_CATCH_UP_DAYS);
    expect(await sendReviewInvites(at(day), noReview)).toBe(1);
    expect((await invites()).map((m) => m.bookingId)).toEqual(['late']);
  });

  test('a stay already reviewed gets none (the reviews module decides); a Hindi stay gets Hindi', async () => {
    await seed('reviewed');
    await seed('hindi', { language: 'hi' });
    const reviewed = async (bookingId: string) => bookingId === 'reviewed';
    expect(await sendReviewInvites(at(addDays(START, 30)), reviewed)).toBe(1);
    const [only] = await invites();
    expect(only!.bookingId).toBe('hindi');
    expect(only!.text).toContain('एक महीना');
  });

  test('the real "already reviewed" check reads the review of the booking', async () => {
    expect(await isBookingReviewed('bk-reviewed')).toBe(false);
    await db().collection(COLLECTIONS.reviews).doc(reviewIdForBooking('bk-reviewed')).set({ pgId: 'pg-1', status: 'hidden' });
    expect(await isBookingReviewed('bk-reviewed')).toBe(true);
    expect(await isBookingReviewed('bk-other')).toBe(false);
  });
});

describe('after moving out', () => {
  test('an ended stay gets the exit text once; one under notice gets none yet; the month text is not sent after the end', async () => {
    const exitDate = addDays(START, 20);
    await seed('ended', { status: 'ended', notice: { givenAt: `${START}T06:00:00.000Z`, exitDate, by: 'student', reason: null }, endedAt: `${exitDate}T00:05:00.000Z` });
    await seed('leaving', { status: 'notice_given', notice: { givenAt: `${START}T06:00:00.000Z`, exitDate: addDays(START, 40), by: 'student', reason: null } });
    expect(await sendReviewInvites(at(exitDate), noReview)).toBe(1);
    expect((await invites()).map((m) => [m.bookingId, m.template])).toEqual([['ended', 'stay_review_invite_exit']]);
    expect((await invites())[0]!.text).toContain('moved out of Saraswati Girls Hostel');
    // Day 30: the ended stay gets no "a month in"; the one under notice (still living there) does.
    expect(await sendReviewInvites(at(addDays(START, 30)), noReview)).toBe(1);
    expect((await invites()).map((m) => [m.bookingId, m.template]).sort()).toEqual([
      ['ended', 'stay_review_invite_exit'],
      ['leaving', 'stay_review_invite_month'],
    ]);
  });
});
