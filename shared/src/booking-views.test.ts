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
  test('the desks’ chip colour and the cards’ tint of every status, as the two screens showed them', () => {
    expect(Object.fromEntries(BOOKING_STATUSES.map((s) => [s, statusColour(s)]))).toEqual({
      pending: { chip: 'default', fg: '#7a3e00', bg: '#fff1de' },
      pending_visit: { chip: 'warning', fg: '#0b4f8a', bg: '#e3f0fb' },
      visit_scheduled: { chip: 'info', fg: '#4a2a8a', bg: '#efe8fb' },
      visit_done: { chip: 'primary', fg: '#00584f', bg: '#dff3f0' },
      confirmed: { chip: 'success', fg: '#1b5e20', bg: '#e6f4e7' },
      cancelled: { chip: 'error', fg: '#424242', bg: '#e6e6e6' },
    });
  });
});
