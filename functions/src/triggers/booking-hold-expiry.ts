// Every minute: unpaid bookings whose 15-minute hold has ended are cancelled and their slots released
// (domain/bookings/cancel.ts, docs/decisions/080-bookings-and-payments.md).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { config } from '../config';
import { PAYMENT_SECRETS } from '../params';
import { expireHolds } from '../domain/bookings/cancel';

export const bookingHoldExpiry = onSchedule({ schedule: 'every 1 minutes', region: config.region, memory: '256MiB', secrets: PAYMENT_SECRETS }, async () => {
  await expireHolds(Date.now());
});
