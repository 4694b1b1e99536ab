// The stays module's public entry (docs/architecture.md, docs/decisions/207-stays-notice-and-exit.md): a tenancy from
// the move-in confirmation (which bookings makes in its transaction) to its notice and end on the exit date.
export { createStayInTx, endDueStays, endStay, giveNotice } from './service';
export { newStay, type NewStayInput } from './new-stay';
export { sendReviewInvites } from './review-invites';
export { decideRoomChange, requestRoomChange } from './room-change';
export { activeStaysAt, anonymiseStaysOfStudent, liveStayCount, stayIdsOfStudent } from './store';
export { stayDataOfStudent } from './data';
// Monthly rent (docs/decisions/209-monthly-rent.md): paying, the webhook's and the local checkout's way in, the rent job.
export {
  executeRentRefunds,
  isRentOrder,
  markRentPaid,
  payRent,
  prepareDueRent,
  prepareRent,
  reconcileRentPayments,
  recordedRentRefunds,
  rentOrderForCheckout,
  settleRentRefundFromGateway,
  sweepRentRefunds,
  verifyRent,
} from './rent';
// Complaints are about a stay: they read it and its contacts in their own transactions (docs/decisions/208-complaints.md).
// Before a raise decodes its photos, it checks the same outside a transaction (docs/decisions/214-complaint-photos.md).
export { getStay, getStayContacts, readStay, readStayContacts } from './store';
