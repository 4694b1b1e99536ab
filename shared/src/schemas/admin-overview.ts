// GET /api/admin/overview: the admin dashboard's counts (docs/decisions/100-admin-console-and-audit-log.md).
import type { BookingStatus } from './booking';

export type AdminOverview = {
  /** The Kota (IST) day the "today" counts are for, YYYY-MM-DD. */
  day: string;
  /** kyc/{uid} waiting for a decision (status submitted). */
  kycWaiting: number;
  /** pg_drafts waiting for verification (review.status submitted). */
  listingsWaiting: number;
  /** Bookings now in each status that entered it (or last changed) today. */
  bookingsToday: Record<BookingStatus, number>;
  /** Visits whose time is today, scheduled or already done. */
  visitsToday: number;
  /** Visible reviews someone reported; null when the count could not be taken (e.g. no reviews yet in production). */
  reviewsReported: number | null;
};
