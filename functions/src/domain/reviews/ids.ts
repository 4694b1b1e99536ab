// The id of a booking's review (no Firestore here, so the demo seed can use it too).
import { createHash } from 'node:crypto';

/**
 * Derived from the booking id, so "once per booking" is the document's existence, checked in the creating
 * transaction; the public review never carries the booking id itself.
 */
export const reviewIdForBooking = (bookingId: string): string =>
  `rv_${createHash('sha256').update(`kotastay-review:${bookingId}`).digest('hex').slice(0, 24)}`;
