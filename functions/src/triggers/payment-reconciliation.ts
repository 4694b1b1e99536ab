// Daily at 04:00 Kota time: the previous Kota day's payments and refunds at the gateway are compared with our records,
// and every difference raised as an alert (domain/bookings/reconcile.ts, docs/decisions/199-logs-and-payment-reconciliation.md).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runLogged } from '../lib/log';
import { jobOptions } from '../options';
import { PAYMENT_SECRETS } from '../params';
import { runDailyReconciliation } from '../domain/bookings/reconcile';

export const paymentReconciliation = onSchedule(
  { ...jobOptions, schedule: 'every day 04:00', timeZone: 'Asia/Kolkata', timeoutSeconds: 540, secrets: PAYMENT_SECRETS },
  async () => {
    await runLogged('paymentReconciliation', undefined, () => runDailyReconciliation(Date.now()));
  },
);
