// The bookings feature's public entry for other features (lint-enforced). Its screens are loaded lazily by the
// route table; other features may use the payment adapter and the API calls (e.g. a desk paying on a student's behalf).
export { checkoutKind, pay, type PayResult } from './lib/pay';
export { STATUS_COLOURS as BOOKING_STATUS_COLOURS } from './lib/status-colours';
// For a parent's view of their children's bookings (features/parents): the same live reads, timeline and receipt.
export { BookingsFirebase, LiveReadBoundary } from './components/bookings-firebase';
export { StatusTimeline } from './components/status-timeline';
export { useBooking, useNow } from './hooks/use-bookings';
export { formatDateTime, formatSlotRange, formatVisitDate } from './lib/format';
export { ReceiptPage } from './screens/booking-receipt-screen';
export { errorMessage } from './api/bookings-api';
