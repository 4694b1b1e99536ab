// Daily: accounts unused for the retention period get their 30-day notice, then their deletion is marked due
// (domain/inactive-accounts; the period is shared/src/retention.ts `inactiveAccounts`).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { runInactiveAccounts } from '../domain/inactive-accounts';

export const inactiveAccounts = onSchedule({ ...jobOptions, schedule: 'every day 04:15', timeZone: 'Asia/Kolkata', timeoutSeconds: 540 }, async () => {
  await runLogged('inactiveAccounts', undefined, () => runInactiveAccounts(Date.now()));
});
