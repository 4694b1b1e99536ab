import { describe, expect, test } from 'vitest';
import { recheckDueAt, recheckDueBefore, verificationFreshness } from './verification-freshness';

const DAY = 86_400_000;
const now = Date.parse('2026-11-27T10:00:00.000Z');
const daysBefore = (d: number) => new Date(now - d * DAY).toISOString();

describe('verificationFreshness', () => {
  test('counts whole days since the check', () => {
    expect(verificationFreshness(daysBefore(0), now)).toEqual({ daysAgo: 0, recheckDue: false });
    expect(verificationFreshness(daysBefore(12.5), now)).toEqual({ daysAgo: 12, recheckDue: false });
  });
  test('180 days is still fresh; 181 days is due', () => {
    expect(verificationFreshness(daysBefore(180), now)).toEqual({ daysAgo: 180, recheckDue: false });
    expect(verificationFreshness(daysBefore(181), now)).toEqual({ daysAgo: 181, recheckDue: true });
  });
  test('no date, a bad date or a future date', () => {
    expect(verificationFreshness(null, now)).toBeNull();
    expect(verificationFreshness('not a date', now)).toBeNull();
    expect(verificationFreshness(new Date(now + DAY).toISOString(), now)).toEqual({ daysAgo: 0, recheckDue: false });
  });
  test('the queue bound agrees with the badge', () => {
    const bound = recheckDueBefore(now);
    expect(daysBefore(181) <= bound).toBe(true);
    expect(daysBefore(180) <= bound).toBe(false);
    // Due this week: checked 175 days ago, due in 6 days.
    expect(daysBefore(175) <= recheckDueBefore(now, 7)).toBe(true);
    expect(daysBefore(170) <= recheckDueBefore(now, 7)).toBe(false);
    expect(verificationFreshness(daysBefore(181), Date.parse(recheckDueAt(daysBefore(181))))?.recheckDue).toBe(true);
  });
  test('days are Kota calendar days (UTC+5:30): a check yesterday evening is "1 day ago" this morning', () => {
    const ist = (iso: string) => Date.parse(`${iso}+05:30`);
    const yesterdayEvening = new Date(ist('2026-11-26T20:00:00')).toISOString();
    expect(verificationFreshness(yesterdayEvening, ist('2026-11-27T09:00:00'))?.daysAgo).toBe(1);
    expect(verificationFreshness(yesterdayEvening, ist('2026-11-27T23:59:00'))?.daysAgo).toBe(1);
    expect(verificationFreshness(new Date(ist('2026-11-27T00:01:00')).toISOString(), ist('2026-11-27T23:00:00'))?.daysAgo).toBe(0);
    // Due from Kota's midnight that starts day 181, at 09:00 and 13:00 alike.
    const checked = new Date(ist('2026-05-30T18:00:00')).toISOString();
    expect(verificationFreshness(checked, ist('2026-11-26T23:59:00'))).toEqual({ daysAgo: 180, recheckDue: false });
    expect(verificationFreshness(checked, ist('2026-11-27T00:00:00'))).toEqual({ daysAgo: 181, recheckDue: true });
    expect(verificationFreshness(checked, ist('2026-11-27T13:00:00'))?.recheckDue).toBe(true);
    expect(recheckDueAt(checked)).toBe(new Date(ist('2026-11-27T00:00:00')).toISOString());
    expect(checked <= recheckDueBefore(ist('2026-11-27T09:00:00'))).toBe(true);
    expect(checked <= recheckDueBefore(ist('2026-11-26T23:00:00'))).toBe(false);
  });
});
