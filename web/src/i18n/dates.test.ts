import { describe, expect, test } from 'vitest';
import { formatKotaDay } from './dates';

const intlDay = (value: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    value,
  );

describe('formatKotaDay', () => {
  // Every month, and the hours around midnight in Kota (UTC+5:30), where the day and the month turn over.
  const instants = Array.from({ length: 12 }, (_, m) => [
    new Date(Date.UTC(2026, m, 15, 6)),
    new Date(Date.UTC(2026, m, 1, 0, 0)), // 05:30 IST on the 1st
    new Date(Date.UTC(2026, m, 1, 18, 29)), // 23:59 IST on the 1st
    new Date(Date.UTC(2026, m, 1, 18, 30)), // 00:00 IST on the 2nd
  ]).flat();

  test.each([
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ])('prints what Intl prints in %s (%s)', (language, locale) => {
    for (const instant of instants)
      expect(formatKotaDay(instant, language), instant.toISOString()).toBe(intlDay(instant, locale));
  });

  test('the day in Kota, not in UTC: 31 Dec 19:00 UTC is already 1 Jan 2027 there', () => {
    expect(formatKotaDay(new Date('2026-12-31T19:00:00Z'), 'en')).toBe('1 Jan 2027');
    expect(formatKotaDay(new Date('2026-12-31T19:00:00Z'), 'hi')).toBe('1 जन॰ 2027');
  });
});
