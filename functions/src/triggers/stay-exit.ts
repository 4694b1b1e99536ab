// Every 15 minutes: stays whose exit date (Kota) has come are ended, their beds given back to the listing (the search
// index follows through searchIndexSync) and the final statement queued to the student and the parent
// (domain/stays/service.ts, docs/decisions/207-stays-notice-and-exit.md). The unused rent of the last month is refunded
// through the payment gateway on the way (docs/decisions/209-monthly-rent.md), hence the payment secrets.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { PAYMENT_SECRETS } from '../params';
import { endDueStays } from '../domain/stays';

export const stayExit = onSchedule({ ...jobOptions, schedule: 'every 15 minutes', timeZone: 'Asia/Kolkata', secrets: PAYMENT_SECRETS }, async () => {
  await runLogged('stayExit', undefined, () => endDueStays(Date.now()));
});
