// The bookings feature's public entry for other features (lint-enforced). Its screens are loaded lazily by the
// route table; other features may use the payment adapter and the API calls (e.g. a desk paying on a student's behalf).
import { lazy } from 'react';

export { checkoutKind, pay, type PayResult } from './lib/pay';
export {
  BOOKING_DETAILS_SX,
  statusChipSx as bookingStatusChipSx,
} from './lib/status-colours';
// For a parent's view of their children's bookings (features/parents): the same live reads, timeline and receipt.
export { BookingsFirebase, LiveReadBoundary } from './components/bookings-firebase';
export { StatusTimeline } from './components/status-timeline';
export { useBooking, useNow } from './hooks/use-bookings';
export { formatDateTime, formatRoomLabel, formatSlotRange, formatVisitDate } from './lib/format';
// The receipt page stays in the receipt screen's own chunk (the service worker precaches that chunk for offline
// receipts, and the dashboard's parent entry must not pull it in): other features get it lazily.
export const ReceiptPage = lazy(() =>
  import('./screens/booking-receipt-screen').then((m) => ({ default: m.ReceiptPage })),
);
export { errorMessage } from './api/bookings-api';
// The owner's visits on My PGs (decision 212).
export { OwnerVisits } from './components/owner-visits';
