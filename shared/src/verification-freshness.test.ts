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
});
