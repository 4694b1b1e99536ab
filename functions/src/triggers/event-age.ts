// The event-age cut-off of retried triggers (docs/decisions/198-retries-repair-and-caps.md). With `retry: true` a
// failing event is redelivered with backoff for up to 7 days; an event older than MAX_EVENT_AGE_MS is dropped
// instead (logged, so it can be counted) and left to the repair job (`repairJob`), which mends from the current
// documents whatever a dropped or lost event left wrong.
import { logger } from '../lib/log';

/** Retries stop after this: the repair job cycles through every listing and user more often than a day. */
export const MAX_EVENT_AGE_MS = 30 * 60_000;

/** What the cut-off reads of an event (a CloudEvent's `id` and `time`). */
export type AgedEvent = { id: string; time: string };

/** True (and logged) when `event` is older than the cut-off: the handler returns without acting, ending retries. */
export function tooOld(trigger: string, event: AgedEvent, subject: Record<string, string>, nowMs = Date.now()): boolean {
  const ageMs = nowMs - Date.parse(event.time);
  if (!(ageMs > MAX_EVENT_AGE_MS)) return false;
  // An event given up on: counted by the `trigger_failed` log-based metric (scripts/lib/deploy-monitoring.mjs).
  logger.warn('Event dropped: older than the retry cut-off; the repair job mends what it left', {
    alert: 'trigger_failed',
    trigger,
    eventId: event.id,
    eventTime: event.time,
    ageMs,
    ...subject,
  });
  return true;
}
