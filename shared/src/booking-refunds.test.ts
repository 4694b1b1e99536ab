import { describe, expect, test } from 'vitest';
import { changedByTeam, noShowOutcome, refundDecision, studentCancelOutcome, visitDoneOpensMs } from './booking-refunds';
import { kotaSlotStartMs, type BookingDoc } from './schemas/booking';

const HOUR = 3_600_000;
const ASKED = kotaSlotStartMs('2026-11-25', '11:00');
const visit = (atMs: number, changed?: boolean): NonNullable<BookingDoc['visit']> => ({
  at: new Date(atMs).toISOString(),
  escortUid: 'e1',
  escortName: 'Ravi',
  escortPhone: '+919000000001',
  ...(changed === undefined ? {} : { changedByTeam: changed }),
});
const booking = (over: Partial<BookingDoc> = {}): BookingDoc =>
  ({
    status: 'pending_visit',
    visitDate: '2026-11-25',
    visitSlot: '11:00',
    visit: null,
    freeRescheduleUsed: false,
    payment: { status: 'paid' },
    timeline: [],
    ...over,
  }) as unknown as BookingDoc;

describe('refundDecision (decision 011)', () => {
  test('a student cancelling with 2 hours’ notice gets it back; inside them the token is kept', () => {
    expect(refundDecision(booking(), 'student_cancelled', ASKED - 2 * HOUR)).toEqual({ refund: true, ground: 'notice' });
    expect(refundDecision(booking(), 'student_cancelled', ASKED - 2 * HOUR + 1)).toEqual({ refund: false, ground: 'late_notice' });
  });

  test('a visit time the team changed is refunded in full inside the 2 hours, until it starts', () => {
    const b = booking({ status: 'visit_scheduled', visit: visit(ASKED + 3 * HOUR, true) });
    expect(refundDecision(b, 'student_cancelled', ASKED + 3 * HOUR - 30 * 60_000)).toEqual({ refund: true, ground: 'team_changed' });
    expect(refundDecision(b, 'student_cancelled', ASKED + 3 * HOUR + 1)).toEqual({ refund: false, ground: 'late_notice' });
    // The same time, not changed by the team (or an old visit without the flag): kept.
    expect(refundDecision({ ...b, visit: visit(ASKED + 3 * HOUR, false) }, 'student_cancelled', ASKED + 2 * HOUR)).toMatchObject({ refund: false });
    expect(refundDecision({ ...b, visit: visit(ASKED + 3 * HOUR) }, 'student_cancelled', ASKED + 2 * HOUR)).toMatchObject({ refund: false });
  });

  test('back in the queue after a first no-show, cancelling keeps the token; the free reschedule’s own visit follows the notice rule', () => {
    expect(refundDecision(booking({ freeRescheduleUsed: true }), 'student_cancelled', ASKED - 48 * HOUR)).toEqual({ refund: false, ground: 'missed_visit' });
    const again = booking({ status: 'visit_scheduled', freeRescheduleUsed: true, visit: visit(ASKED + 24 * HOUR, false) });
    expect(refundDecision(again, 'student_cancelled', ASKED + 20 * HOUR)).toEqual({ refund: true, ground: 'notice' });
    expect(refundDecision(again, 'student_cancelled', ASKED + 23 * HOUR)).toEqual({ refund: false, ground: 'late_notice' });
  });

  test('declining within 48 hours of the visit being done is full, later kept; staff reasons decide alone', () => {
    const done = booking({ status: 'visit_done', timeline: [{ status: 'visit_done', at: new Date(ASKED).toISOString(), by: 'team', note: null }] });
    expect(refundDecision(done, 'student_declined', ASKED + 48 * HOUR)).toEqual({ refund: true, ground: 'decline_window' });
    expect(refundDecision(done, 'student_declined', ASKED + 48 * HOUR + 1)).toEqual({ refund: false, ground: 'decline_late' });
    expect(refundDecision(done, 'room_taken', ASKED + 100 * HOUR)).toEqual({ refund: true, ground: 'reason_full' });
    expect(refundDecision(booking({ status: 'visit_scheduled' }), 'no_show', ASKED + HOUR)).toEqual({ refund: false, ground: 'reason_none' });
  });

  test('studentCancelOutcome: nothing paid while pending; else the student’s reason from the state', () => {
    expect(studentCancelOutcome(booking({ status: 'pending', payment: { status: 'unpaid' } as BookingDoc['payment'] }), ASKED)).toBe('nothing_paid');
    expect(studentCancelOutcome(booking(), ASKED - 3 * HOUR)).toEqual({ refund: true, ground: 'notice' });
  });
});

describe('noShowOutcome', () => {
  const scheduled = booking({ status: 'visit_scheduled', visit: visit(ASKED) });
  test('only a scheduled visit, only once its time has passed', () => {
    expect(noShowOutcome(booking(), ASKED + HOUR)).toBe('not_scheduled');
    expect(noShowOutcome(scheduled, ASKED - 1)).toBe('visit_not_started');
  });
  test('the first offers the free reschedule, the second keeps the token', () => {
    expect(noShowOutcome(scheduled, ASKED)).toBe('free_reschedule');
    expect(noShowOutcome({ ...scheduled, freeRescheduleUsed: true }, ASKED + HOUR)).toBe('token_kept');
  });
});

describe('visitDoneOpensMs', () => {
  test("from midnight of the visit's day in Kota, whatever the time of the visit", () => {
    const midnight = kotaSlotStartMs('2026-11-25', '00:00');
    expect(visitDoneOpensMs(booking({ status: 'visit_scheduled', visit: visit(ASKED) }))).toBe(midnight);
    // A late-evening visit (after 18:30 UTC is the next UTC day's 00:00 in Kota): still its own Kota day.
    expect(visitDoneOpensMs(booking({ visit: visit(kotaSlotStartMs('2026-11-25', '23:30')) }))).toBe(midnight);
    // Before the desk set a time: the slot the student asked for.
    expect(visitDoneOpensMs(booking())).toBe(midnight);
  });
});

describe('changedByTeam', () => {
  test('a first time other than the asked-for slot, or a moved visit, counts; the asked-for slot and an escort change do not', () => {
    expect(changedByTeam(booking(), ASKED)).toBe(false);
    expect(changedByTeam(booking(), ASKED + HOUR)).toBe(true);
    const scheduled = booking({ status: 'visit_scheduled', visit: visit(ASKED, false) });
    expect(changedByTeam(scheduled, ASKED)).toBe(false);
    expect(changedByTeam(scheduled, ASKED + HOUR)).toBe(true);
    expect(changedByTeam({ ...scheduled, visit: visit(ASKED + HOUR, true) }, ASKED + HOUR)).toBe(true);
  });
  test('the free reschedule after a first no-show does not count; moving it afterwards does', () => {
    const waiting = booking({ freeRescheduleUsed: true });
    expect(changedByTeam(waiting, ASKED + 48 * HOUR)).toBe(false);
    const rescheduled = booking({ status: 'visit_scheduled', freeRescheduleUsed: true, visit: visit(ASKED + 48 * HOUR, false) });
    expect(changedByTeam(rescheduled, ASKED + 50 * HOUR)).toBe(true);
  });
});
