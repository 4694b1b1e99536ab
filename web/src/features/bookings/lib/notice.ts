import type { NavigateFunction } from 'react-router-dom';
import { ROUTES } from '@kotastay/shared/routes';

/** What /bookings is told when a checkout returns to it (router state, so a reload does not repeat it). */
export type CheckoutNotice = {
  bookingId: string;
  /** `parent_asked`: booked with "ask my parent", nothing to pay until the parent approves (decision 150). */
  notice: 'paid' | 'failed' | 'cancelled' | 'verify_error' | 'parent_asked';
  message?: string | null;
};

export const backToBookings = (navigate: NavigateFunction, state: CheckoutNotice) =>
  navigate(ROUTES.bookings, { replace: true, state });
