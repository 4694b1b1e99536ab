// How long ago a complaint was raised and how long is left until its deadline, in the reader's words: minutes under
// an hour, hours under two days, days after.
import type { TFunction } from 'i18next';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export function durationText(t: TFunction<'complaints'>, ms: number): string {
  const abs = Math.abs(ms);
  if (abs < HOUR) return t('time.minutes', { count: Math.max(1, Math.round(abs / MINUTE)) });
  if (abs < 48 * HOUR) return t('time.hours', { count: Math.round(abs / HOUR) });
  return t('time.days', { count: Math.round(abs / (24 * HOUR)) });
}
