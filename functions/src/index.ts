// First: sets the global options before any module below defines a function (docs/decisions/198-retries-repair-and-caps.md).
import { apiOptions, pagesOptions } from './options';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';
import { createPagesApp } from './pages/app';
import { MAPS_SECRETS, PAYMENT_SECRETS } from './params';

// The Functions runtime (the Functions Framework in production, the emulator's worker locally) parses request
// bodies in its own Express app, which it creates after loading this module. A malformed JSON body is answered
// there, by Express's default error handler, before our app runs; that handler prints the error's stack trace
// unless the app's env is 'production'. Setting it here keeps stacks out of that answer everywhere
// (docs/decisions/012-request-bodies-in-the-functions-runtime.md).
process.env.NODE_ENV = 'production';

// The API calls the payment gateway and Google Places: their secrets are bound here and nowhere else they are not used.
export const api = onRequest({ ...apiOptions, secrets: [...PAYMENT_SECRETS, ...MAPS_SECRETS] }, createApp());
// Server-rendered public pages, demo photos and the sitemap (docs/decisions/130-server-rendered-pages.md).
// React rendering wants more memory than the API; one warm instance keeps shared links fast.
export const pages = onRequest(pagesOptions, createPagesApp());
export { userRoleSync } from './triggers/user-role-sync';
export { indiaOnlyBeforeCreate, indiaOnlyBeforeSignIn } from './auth/india-only-sign-in';
export { kycRetention } from './triggers/kyc-retention';
export { outboxDelivery } from './triggers/outbox-delivery';
export { bookingHoldExpiry } from './triggers/booking-hold-expiry';
export { stayExit } from './triggers/stay-exit';
export { stayReviewInvites } from './triggers/stay-review-invites';
export { complaintEscalation } from './triggers/complaint-escalation';
export { refundSweeper } from './triggers/refund-sweeper';
export { outboxSweeper } from './triggers/outbox-sweeper';
export { searchIndexSync } from './triggers/search-index-sync';
export { repairJob } from './triggers/repair-job';
export { paymentReconciliation } from './triggers/payment-reconciliation';
export { outboxRetention } from './triggers/outbox-retention';
export { auditRetention } from './triggers/audit-retention';
export { inactiveAccounts } from './triggers/inactive-accounts';
export { rentJob } from './triggers/rent-job';
export { payoutJob } from './triggers/payout-job';
