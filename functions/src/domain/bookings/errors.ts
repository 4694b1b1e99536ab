// Bookings' domain errors (mapped to HTTP in functions/src/http/http-error.ts).
import { KindedError } from '../errors';

export class BookingError extends KindedError {}

export const bookingNotFound = () => new BookingError('not_found', 'not_found', 'This booking was not found.');
export const holdExpired = () =>
  new BookingError('conflict', 'hold_expired', 'The 15-minute hold on this visit has ended, so the slot was released. Book the visit again to pay.');
export const alreadyPaid = () => new BookingError('conflict', 'already_paid', 'The token for this booking is already paid. Nothing more to pay.');
export const bookingCancelled = () => new BookingError('conflict', 'booking_cancelled', 'This booking is cancelled. Book the visit again if you still want to see the PG.');
export const invalidSignature = () =>
  new BookingError('invalid', 'invalid_signature', 'The payment could not be verified. If money was taken, it is refunded automatically; otherwise try paying again.', {
    razorpay_signature: 'The signature does not match this payment.',
  });

// No-shows (decision 011: the first one gets one free reschedule; the token is kept only for a second one).
export const notScheduled = () => new BookingError('conflict', 'not_scheduled', 'Only a scheduled visit can be marked a no-show.');
export const visitNotStarted = (time: string) =>
  new BookingError('conflict', 'visit_not_started', `The visit is at ${time}. A no-show can be recorded only once that time has passed.`);
export const freeRescheduleFirst = () =>
  new BookingError(
    'conflict',
    'free_reschedule_first',
    'This is the student’s first no-show: record it with the No-show action, which offers one free reschedule. The token is kept only for a second no-show.',
  );
