// Every minute: unpaid bookings whose 15-minute hold has ended are cancelled and their slots released
// (domain/bookings/cancel.ts, docs/decisions/080-bookings-and-payments.md).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { PAYMENT_SECRETS } from '../params';
import { expireHolds } from '../domain/bookings/cancel';

export const bookingHoldExpiry = onSchedule({ ...jobOptions, schedule: 'every 1 minutes', secrets: PAYMENT_SECRETS }, async () => {
  await runLogged('bookingHoldExpiry', undefined, () => expireHolds(Date.now()));
});
