// Daily: outbox messages older than the retention period lose their phone numbers, texts and parameters
// (domain/messaging/retention.ts; the period is shared/src/retention.ts `outboxMessages`).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { redactOldMessages } from '../domain/messaging';

export const outboxRetention = onSchedule({ ...jobOptions, schedule: 'every day 03:45', timeZone: 'Asia/Kolkata' }, async () => {
  await runLogged('outboxRetention', undefined, () => redactOldMessages(Date.now()));
});
