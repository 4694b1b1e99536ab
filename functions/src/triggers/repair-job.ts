// Every 15 minutes: one page of listings and one of users are checked against what the triggers should have left
// (search index entries, role claims) and mended (domain/ops/repair.ts, docs/decisions/198-retries-repair-and-caps.md).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/admin';
import { runLogged } from '../lib/log';
import { jobOptions } from '../options';
import { runRepair } from '../domain/ops/repair';

export const repairJob = onSchedule({ ...jobOptions, schedule: 'every 15 minutes', timeoutSeconds: 300 }, async () => {
  await runLogged('repairJob', undefined, () => runRepair(db()));
});
