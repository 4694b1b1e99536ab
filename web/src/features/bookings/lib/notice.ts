import type { NavigateFunction } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';
import type { BookingStatus } from '@kotastay/shared/schemas/booking';

/** What /bookings is told when a checkout returns to it (router state, so a reload does not repeat it). */
export type CheckoutNotice = {
  bookingId: string;
  /** `parent_asked`: booked with "ask my parent", nothing to pay until the parent approves (decision 150). */
  notice: 'paid' | 'failed' | 'cancelled' | 'verify_error' | 'parent_asked';
  message?: string | null;
};

export const backToBookings = (navigate: NavigateFunction, state: CheckoutNotice) =>
  navigate(ROUTES.bookings, { replace: true, state });

/**
 * Whether what the checkout said still describes the booking, read live: "Token paid. We will call you to confirm
 * the visit time." stood above a booking that had moved on to "Moved in" (issue #28). Each notice holds while the
 * booking is where the checkout left it; a booking not (yet) in the list keeps it.
 */
export function noticeStillTrue(notice: CheckoutNotice['notice'], status: BookingStatus | undefined): boolean {
  if (!status) return true;
  if (notice === 'paid') return status === 'pending' || status === 'pending_visit';
  // Not paid yet (a failed or cancelled payment, an error, or waiting for the parent): true while it waits.
  return status === 'pending';
}
