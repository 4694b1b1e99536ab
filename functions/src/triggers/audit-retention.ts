// Daily: staff audit log entries past their retention period are deleted (domain/audit/retention.ts; the periods are
// shared/src/retention.ts `auditStaff` and `auditBooking`).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { purgeOldAuditEntries } from '../domain/audit';

export const auditRetention = onSchedule({ ...jobOptions, schedule: 'every day 04:00', timeZone: 'Asia/Kolkata' }, async () => {
  await runLogged('auditRetention', undefined, () => purgeOldAuditEntries(Date.now()));
});
