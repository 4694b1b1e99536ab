// When an unfinished refund is asked for again or polled, and when it counts as stuck: one rule for every refund the
// app asks of the gateway — a visit token's (domain/bookings/refunds.ts, decision 080) and a month's rent
// (domain/stays/rent.ts, docs/decisions/211-rent-gaps.md).

/** A refund still `initiated` without a gateway id this long after it started is asked for again by the sweeper. */
export const REFUND_RETRY_AFTER_MS = 2 * 60 * 1000;

/**
 * A refund the gateway took (it has a gateway id) but has not reported final: from this long after it got its id,
 * each sweep asks the gateway for its state (its webhook may have been lost).
 */
export const REFUND_POLL_AFTER_MS = 30 * 60 * 1000;

/**
 * Razorpay settles a normal refund within 5–7 working days: a refund still pending after this is raised as an alert
 * (`alert: 'refund_stuck'`) on each poll until it is final.
 */
export const REFUND_STUCK_AFTER_MS = 10 * 24 * 60 * 60 * 1000;

/**
 * What a sweep does with an unfinished refund started at `at` (booking or rent alike): ask the gateway again for one it
 * has not taken (no gateway id) once REFUND_RETRY_AFTER_MS old; ask the state of one it took once REFUND_POLL_AFTER_MS
 * old; else wait for the next sweep.
 */
export function refundSweepStep(refund: { at: string; refundId: string | null }, nowMs: number): 'retry' | 'poll' | 'wait' {
  const age = nowMs - Date.parse(refund.at);
  if (refund.refundId) return age >= REFUND_POLL_AFTER_MS ? 'poll' : 'wait';
  return age >= REFUND_RETRY_AFTER_MS ? 'retry' : 'wait';
}
