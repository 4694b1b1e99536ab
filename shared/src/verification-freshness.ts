// How fresh a listing's check is (docs/decisions/206-trust-that-stays-fresh.md): "Checked by KotaStay N days ago",
// and past RECHECK_AFTER_DAYS the Verified badge becomes "Re-check due". Pure, so the PG page, the search cards, the
// server-rendered page and the admin's queue all count the days alike.
import { KOTA_UTC_OFFSET_MS, RECHECK_AFTER_DAYS, RECHECK_SOON_DAYS } from './constants';

const DAY_MS = 86_400_000;
/** The day number of `ms` on Kota's calendar (India, UTC+5:30): days are counted as people there count them. */
const kotaDay = (ms: number) => Math.floor((ms + KOTA_UTC_OFFSET_MS) / DAY_MS);
/** The first millisecond of Kota day `day`. */
const kotaDayStartMs = (day: number) => day * DAY_MS - KOTA_UTC_OFFSET_MS;

export type Freshness = {
  /** Kota calendar days since the check (0 on the day itself, 1 the next day from midnight; never negative). */
  daysAgo: number;
  /** More than RECHECK_AFTER_DAYS days since the check: the badge reads "Re-check due". */
  recheckDue: boolean;
};

/** The freshness of a check made at `verifiedAt` (ISO), seen at `nowMs`; null when the listing has no check date. */
export function verificationFreshness(verifiedAt: string | null | undefined, nowMs: number): Freshness | null {
  if (!verifiedAt) return null;
  const at = Date.parse(verifiedAt);
  if (!Number.isFinite(at)) return null;
  const daysAgo = Math.max(0, kotaDay(nowMs) - kotaDay(at));
  return { daysAgo, recheckDue: daysAgo > RECHECK_AFTER_DAYS };
}

/**
 * The latest check time (ISO) that is due by `nowMs + withinDays` days: a listing checked at or before this is in the
 * admin's queue (withinDays 0: due now; RECHECK_SOON_DAYS: due this week).
 */
export function recheckDueBefore(nowMs: number, withinDays = 0): string {
  // Due on day D when D − its day > RECHECK_AFTER_DAYS: checked on day D − RECHECK_AFTER_DAYS − 1 or before.
  return new Date(kotaDayStartMs(kotaDay(nowMs) + withinDays - RECHECK_AFTER_DAYS) - 1).toISOString();
}

/** When a check made at `verifiedAt` falls due (ISO): the first moment its `daysAgo` passes RECHECK_AFTER_DAYS. */
export function recheckDueAt(verifiedAt: string): string {
  return new Date(kotaDayStartMs(kotaDay(Date.parse(verifiedAt)) + RECHECK_AFTER_DAYS + 1)).toISOString();
}

export { RECHECK_AFTER_DAYS, RECHECK_SOON_DAYS };
