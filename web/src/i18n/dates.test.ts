import { describe, expect, test } from 'vitest';
import { formatKotaDay, formatMonthYear } from './dates';

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

describe('formatMonthYear', () => {
  test.each([
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ])('prints what Intl prints in %s (%s) for every month', (language, locale) => {
    const intl = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let m = 1; m <= 12; m++) {
      const month = `2026-${String(m).padStart(2, '0')}`;
      expect(formatMonthYear(month, language), month).toBe(intl.format(new Date(Date.UTC(2026, m - 1, 1))));
    }
  });

  test('anything that is not a YYYY-MM month is shown as it is', () => {
    for (const odd of ['2026-13', '2026-00', '2026-1', 'November 2026', '']) expect(formatMonthYear(odd, 'en')).toBe(odd);
  });
});
