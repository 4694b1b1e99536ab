import { describe, expect, test } from 'vitest';
import { formatKotaDay, formatKotaTime, formatMonthYear } from './dates';

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

describe('formatKotaTime', () => {
  // Every quarter hour of a Kota day.
  const instants = Array.from({ length: 96 }, (_, i) => new Date(Date.parse('2026-11-23T00:00:00+05:30') + i * 900_000));

  test('English prints what Intl en-IN prints with hour12', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' });
    for (const instant of instants) expect(formatKotaTime(instant, 'en'), instant.toISOString()).toBe(intl.format(instant));
  });

  test('Hindi prints what Intl hi-IN prints with its day periods (सुबह, दोपहर, शाम, रात), never am/pm', () => {
    const intl = new Intl.DateTimeFormat('hi-IN', { hour: 'numeric', minute: '2-digit', dayPeriod: 'short', timeZone: 'Asia/Kolkata' });
    for (const instant of instants) expect(formatKotaTime(instant, 'hi'), instant.toISOString()).toBe(intl.format(instant));
  });

  test('the visit slots in both languages', () => {
    const at = (hhmm: string) => new Date(`2026-11-23T${hhmm}:00+05:30`);
    expect(['10:00', '14:00', '18:00'].map((t) => formatKotaTime(at(t), 'hi'))).toEqual(['सुबह 10:00', 'दोपहर 2:00', 'शाम 6:00']);
    expect(['10:00', '14:00', '18:00'].map((t) => formatKotaTime(at(t), 'en'))).toEqual(['10:00 am', '2:00 pm', '6:00 pm']);
  });
});
