// The bookings module's public entry for other modules (docs/architecture.md): what they may ask of a booking.
// The HTTP routes and triggers call the flow's files (create, payment, cancel, desk, …) directly.
export { bookingsCol, confirmedStaysOf, findBookingInTx } from './store';
export { ACTIVE_BOOKING_STATUSES, activeBookingCount, anonymiseBookingsOfStudent, bookingDataOfStudent, eraseBookingCountersOf } from './store';
// When an unfinished refund is asked again or polled: rent's refunds follow the token's rule (decision 211).
export { REFUND_STUCK_AFTER_MS, refundSweepStep } from './refunds';
