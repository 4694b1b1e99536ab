// Every 5 minutes: outbox messages a crashed run left claimed, and transient failures (network, 429, 5xx) with
// attempts left, are sent again (domain/messaging/delivery.ts, docs/decisions/080-bookings-and-payments.md#notifications).
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { jobOptions } from '../options';
import { runLogged } from '../lib/log';
import { MESSAGING_SECRETS } from '../params';
import { sweepOutbox } from '../domain/messaging';
import { configuredProvider } from './outbox-delivery';

export const outboxSweeper = onSchedule({ ...jobOptions, schedule: 'every 5 minutes', secrets: MESSAGING_SECRETS }, async () => {
  await runLogged('outboxSweeper', undefined, () => sweepOutbox(configuredProvider, Date.now()));
});
