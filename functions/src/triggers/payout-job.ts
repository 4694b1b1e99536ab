// Every day at 09:00 Kota time: last month's owner statements, then the payout of what each makes payable, then the
// provider's word on payouts still in flight (domain/earnings, docs/decisions/215-owner-earnings-and-payouts.md).
// Safe alongside the admin's trigger (POST /api/admin/payouts/run): each payout is claimed in a transaction and sent
// with its idempotency key. The payouts provider uses the payment gateway's key and webhook secret.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { PAYMENT_SECRETS } from '../params';
import { runPayouts } from '../domain/earnings';

export const payoutJob = onSchedule({ ...jobOptions, secrets: PAYMENT_SECRETS, schedule: 'every day 09:00', timeZone: 'Asia/Kolkata' }, async () => {
  await runLogged('payoutJob', undefined, () => runPayouts(Date.now()));
});
