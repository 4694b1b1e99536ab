import { describe, expect, test } from 'vitest';
import { bookableDates } from '@kotastay/shared/schemas/booking';
import type { RoomOption } from '@kotastay/shared/schemas/pg';
import {
  digitsOf,
  emptyBookingForm,
  serverFieldErrors,
  toCreateBody,
  validateBookingForm,
  type BookingFormValues,
} from './booking-form';

const NOW = Date.parse('2026-11-23T10:00:00+05:30');
const room = (id: string, bedsAvailable: number): RoomOption => ({
  id,
  sharing: 'double',
  ac: true,
  rentInr: 9000,
  depositInr: 0,
  bedsTotal: 4,
  bedsAvailable,
  attachedBathroom: true,
});
const rooms = [room('r1', 2), room('r0', 0)];
const good: BookingFormValues = {
  roomId: 'r1',
  visitDate: '2026-11-24',
  visitSlot: '11:00',
  studentPhone: '9876543210',
  parentPhone: '9123456780',
  note: '',
  askParent: false,
};
const ctx = { rooms, nowMs: NOW };

describe('validateBookingForm', () => {
  test('a complete form has no errors', () => {
    expect(validateBookingForm(good, ctx)).toEqual({});
  });

  test('an empty form names every required field', () => {
    expect(validateBookingForm(emptyBookingForm(null), ctx)).toEqual({
      roomId: 'roomRequired',
      visitDate: 'dateRequired',
      visitSlot: 'slotRequired',
      parentPhone: 'parentRequired',
    });
  });

  test('a room without a free bed cannot be booked', () => {
    expect(validateBookingForm({ ...good, roomId: 'r0' }, ctx).roomId).toBe('roomFull');
    expect(validateBookingForm({ ...good, roomId: 'gone' }, ctx).roomId).toBe('roomRequired');
  });

  test('only the 14 bookable dates are accepted', () => {
    const dates = bookableDates(NOW);
    expect(dates).toHaveLength(14);
    expect(validateBookingForm({ ...good, visitDate: dates[13]! }, ctx).visitDate).toBeUndefined();
    expect(validateBookingForm({ ...good, visitDate: '2026-11-22' }, ctx).visitDate).toBe('dateRequired');
    expect(validateBookingForm({ ...good, visitDate: '2026-12-07' }, ctx).visitDate).toBe('dateRequired');
  });

  test('a slot known to be full or past is refused before sending', () => {
    const slots = [
      { slot: '11:00' as const, available: false, reason: 'full' as const },
      { slot: '12:00' as const, available: true, reason: null },
    ];
    expect(validateBookingForm(good, { ...ctx, slots }).visitSlot).toBe('slotUnavailable');
    expect(validateBookingForm({ ...good, visitSlot: '12:00' }, { ...ctx, slots }).visitSlot).toBeUndefined();
  });

  test('the parent’s phone must be an Indian mobile and differ from the signed-in student’s', () => {
    // The student's number is the signed-in one, read-only: never an error of the form (decision 191).
    expect(validateBookingForm({ ...good, studentPhone: '' }, ctx)).toEqual({});
    expect(validateBookingForm({ ...good, parentPhone: '5123456789' }, ctx).parentPhone).toBe('phoneInvalid');
    expect(validateBookingForm({ ...good, parentPhone: '9876543210' }, ctx).parentPhone).toBe('parentSameAsStudent');
    expect(validateBookingForm({ ...good, parentPhone: '+91 98765 43210' }, ctx).parentPhone).toBe(
      'parentSameAsStudent',
    );
  });

  test('the note is optional and at most 500 characters', () => {
    expect(validateBookingForm({ ...good, note: 'x'.repeat(500) }, ctx).note).toBeUndefined();
    expect(validateBookingForm({ ...good, note: 'x'.repeat(501) }, ctx).note).toBe('noteTooLong');
  });
});

describe('the request body and the server’s answers', () => {
  test('the body carries no amount, no student number (the server takes the signed-in one) and the trimmed values', () => {
    expect(toCreateBody('pg1', { ...good, note: '  after 5 pm  ' })).toEqual({
      language: 'en',
      pgId: 'pg1',
      roomId: 'r1',
      visitDate: '2026-11-24',
      visitSlot: '11:00',
      parentPhone: '9123456780',
      note: 'after 5 pm',
      askParent: false,
    });
    // "Ask my parent to approve" goes with the body (decision 150); off unless the student ticks it.
    expect(toCreateBody('pg1', { ...good, askParent: true }).askParent).toBe(true);
    expect(emptyBookingForm(null).askParent).toBe(false);
  });

  test('a booking made on a Hindi page asks for its messages in Hindi', () => {
    expect(toCreateBody('pg1', good, 'hi').language).toBe('hi');
  });

  test('the profile’s numbers prefill the phones', () => {
    expect(emptyBookingForm({ phone: '+919876543210', parentPhone: '+919123456780' })).toMatchObject({
      studentPhone: '9876543210',
      parentPhone: '9123456780',
    });
    expect(digitsOf('+15551234567')).toBe('');
    expect(digitsOf(null)).toBe('');
  });

  test('a 400’s fields land on the form’s fields', () => {
    expect(
      serverFieldErrors({ parentPhone: 'Enter a 10-digit Indian mobile number.', pgId: 'Not found', other: 'x' }),
    ).toEqual({
      parentPhone: 'Enter a 10-digit Indian mobile number.',
      roomId: 'Not found',
    });
  });
});
