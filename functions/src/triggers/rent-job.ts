// Every day at 06:00 Kota time: the next month's rent invoice of every live stay is made 7 days before its billing
// day, and the reminder texted to the student and the parent 3 days before it while unpaid
// (domain/stays/rent.ts, docs/decisions/209-monthly-rent.md). It only writes Firestore and queues texts: no secret.
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { prepareDueRent } from '../domain/stays';

export const rentJob = onSchedule({ ...jobOptions, schedule: 'every day 06:00', timeZone: 'Asia/Kolkata' }, async () => {
  await runLogged('rentJob', undefined, () => prepareDueRent(Date.now()));
});
