// The bookings module's public entry for other modules (docs/architecture.md): what they may ask of a booking.
// The HTTP routes and triggers call the flow's files (create, payment, cancel, desk, …) directly.
export { bookingsCol, confirmedStaysOf, findBookingInTx } from './store';
export { ACTIVE_BOOKING_STATUSES, activeBookingCount, anonymiseBookingsOfStudent, bookingDataOfStudent, eraseBookingCountersOf } from './store';
