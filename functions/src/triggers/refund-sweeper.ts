// Every 15 minutes: refunds the gateway has not taken yet (it could not be reached, timed out or failed with a 5xx)
// are asked for again with the same idempotency key, and refunds of duplicate payments likewise
// (domain/bookings/refunds.ts, docs/decisions/080-bookings-and-payments.md#payments); rent refunds likewise, an ended
// stay's exit refund of unused days included (domain/stays/rent.ts, docs/decisions/211-rent-gaps.md).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { PAYMENT_SECRETS } from '../params';
import { sweepRefunds } from '../domain/bookings/refunds';
import { sweepRentRefunds } from '../domain/stays';

export const refundSweeper = onSchedule({ ...jobOptions, schedule: 'every 15 minutes', secrets: PAYMENT_SECRETS }, async () => {
  await runLogged('refundSweeper', undefined, async () => {
    const now = Date.now();
    return { ...(await sweepRefunds(now)), rent: await sweepRentRefunds(now) };
  });
});
