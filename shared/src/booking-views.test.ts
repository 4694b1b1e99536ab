import { describe, expect, test } from 'vitest';
import { canStudentCancel, missedVisit, statusColour } from './booking-views';
import { BOOKING_STATUSES, type BookingStatus } from './schemas/booking';

/** The web's hand-written list this replaces (web/src/features/bookings/lib/refund.ts before issue #23). */
const handWritten = (status: BookingStatus): boolean =>
  status === 'pending' || status === 'pending_visit' || status === 'visit_scheduled' || status === 'visit_done';

describe('canStudentCancel', () => {
  test.each(BOOKING_STATUSES.map((s) => [s]))(
    '%s: the state machine answers as the hand-written list did',
    (status) => {
      expect(canStudentCancel({ status })).toBe(handWritten(status));
    },
  );

  test('every state before confirmed, nothing after', () => {
    expect(BOOKING_STATUSES.filter((status) => canStudentCancel({ status }))).toEqual([
      'pending',
      'pending_visit',
      'visit_scheduled',
      'visit_done',
    ]);
  });
});

describe('missedVisit', () => {
  test.each(BOOKING_STATUSES.map((s) => [s]))(
    '%s: missed only back in the queue after the free reschedule',
    (status) => {
      expect(missedVisit({ status, freeRescheduleUsed: true })).toBe(status === 'pending_visit');
      expect(missedVisit({ status, freeRescheduleUsed: false })).toBe(false);
    },
  );
});

describe('statusColour', () => {
  // What each screen showed before the two tables became one (BOOKING_STATUSES' order).
  test('the desks’ chips keep their palette colours', () => {
    expect(BOOKING_STATUSES.map((s) => statusColour(s).chip)).toEqual([
      'default',
      'warning',
      'info',
      'primary',
      'success',
      'error',
    ]);
  });

  test('the student’s and the parent’s cards keep their tints (text on background)', () => {
    expect(BOOKING_STATUSES.map((s) => `${statusColour(s).fg} on ${statusColour(s).bg}`)).toEqual([
      '#7a3e00 on #fff1de',
      '#0b4f8a on #e3f0fb',
      '#4a2a8a on #efe8fb',
      '#00584f on #dff3f0',
      '#1b5e20 on #e6f4e7',
      '#424242 on #e6e6e6',
    ]);
  });
});
