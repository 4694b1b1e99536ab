// The bookings feature's public entry for other features (lint-enforced). Its screens are loaded lazily by the
// route table; other features may use the payment adapter and the API calls (e.g. a desk paying on a student's behalf).
export { checkoutKind, pay, type PayResult } from './lib/pay';
export { STATUS_COLOURS as BOOKING_STATUS_COLOURS } from './lib/status-colours';
