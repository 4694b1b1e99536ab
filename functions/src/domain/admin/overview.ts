// The admin dashboard's counts, each a Firestore count() aggregation: billed one document read per 1,000 index
// entries it matches (at least one read each), never the documents themselves.
import { logger } from '../../lib/log';
import type { Query } from 'firebase-admin/firestore';
import type { AdminOverview } from '@kotastay/shared/schemas/admin-overview';
import { BOOKING_STATUSES, kotaDate, type BookingStatus } from '@kotastay/shared/schemas/booking';
import { bookingsCol } from '../bookings';
import { submittedKyc } from '../kyc';
import { submittedDrafts } from '../listings';
import { reportedReviews } from '../reviews';

const DAY_MS = 86_400_000;
/** Kota is UTC+05:30 all year. */
const KOTA_OFFSET = '+05:30';

const count = async (q: Query): Promise<number> => (await q.count().get()).data().count;

/** [start, end) of the Kota day containing `nowMs`, as ISO strings (UTC), for comparing with stored ISO times. */
export function kotaDayRange(nowMs: number): { day: string; start: string; end: string } {
  const day = kotaDate(nowMs);
  const startMs = Date.parse(`${day}T00:00:00${KOTA_OFFSET}`);
  return { day, start: new Date(startMs).toISOString(), end: new Date(startMs + DAY_MS).toISOString() };
}

/**
 * 10 aggregation queries (KYC, listings, one per booking status, today's visits, reported reviews), run in
 * parallel: 10 document reads per request while each count stays under 1,000.
 */
export async function adminOverview(nowMs = Date.now()): Promise<AdminOverview> {
  const { day, start, end } = kotaDayRange(nowMs);
  const bookings = bookingsCol();
  const reviewsReported = count(reportedReviews()).catch((err: unknown) => {
    // A missing index (reviews not deployed yet) must not take the dashboard down: that one tile says so.
    logger.warn('Reported reviews could not be counted', { err: String(err) });
    return null;
  });
  const [kycWaiting, listingsWaiting, visitsToday, reported, ...perStatus] = await Promise.all([
    count(submittedKyc()),
    count(submittedDrafts()),
    count(bookings.where('status', 'in', ['visit_scheduled', 'visit_done', 'confirmed']).where('visit.at', '>=', start).where('visit.at', '<', end)),
    reviewsReported,
    ...BOOKING_STATUSES.map((s) => count(bookings.where('status', '==', s).where('updatedAt', '>=', start))),
  ]);
  const bookingsToday = Object.fromEntries(BOOKING_STATUSES.map((s, i) => [s, perStatus[i] ?? 0])) as Record<BookingStatus, number>;
  return { day, kycWaiting: kycWaiting ?? 0, listingsWaiting: listingsWaiting ?? 0, bookingsToday, visitsToday: visitsToday ?? 0, reviewsReported: reported };
}
