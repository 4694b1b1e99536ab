// The stay's numbers (docs/requirements/stays.md): the state table, the dates and the final statement.
import { describe, expect, test } from 'vitest';
import {
  NOTICE_MAX_DAYS_AHEAD,
  NOTICE_PERIOD_DAYS,
  STAY_STATUSES,
  addDays,
  billingDateAfter,
  billingDayOf,
  canStayTransition,
  daysBetween,
  earliestExitDate,
  latestExitDate,
  nextBillingDate,
  stayStatement,
} from './stay';

describe('the state table', () => {
  test('active → notice_given by the student or the move-in team; → ended only by the exit job', () => {
    expect(canStayTransition('active', 'notice_given', 'student')).toBe(true);
    expect(canStayTransition('active', 'notice_given', 'movein_team')).toBe(true);
    expect(canStayTransition('active', 'notice_given', 'system')).toBe(false);
    expect(canStayTransition('notice_given', 'ended', 'system')).toBe(true);
    expect(canStayTransition('notice_given', 'ended', 'student')).toBe(false);
    expect(canStayTransition('active', 'ended', 'system')).toBe(false);
    for (const s of STAY_STATUSES) expect(canStayTransition('ended', s, 'admin')).toBe(false);
  });
});

describe('dates', () => {
  test('the notice period, billing day and first paid month', () => {
    expect(earliestExitDate('2026-11-27')).toBe('2026-12-12');
    expect(daysBetween('2026-11-27', earliestExitDate('2026-11-27'))).toBe(NOTICE_PERIOD_DAYS);
    // A room change's new rent: from the next billing date, never today's.
    expect(billingDateAfter('2026-11-27', 28)).toBe('2026-11-28');
    expect(billingDateAfter('2026-11-28', 28)).toBe('2026-12-28');
    expect(billingDateAfter('2026-12-05', 3)).toBe('2027-01-03');
    // The last exit date a notice may name (the date field's max and the API's bound): 120 days, across February.
    expect(latestExitDate('2026-11-27')).toBe('2027-03-27');
    expect(daysBetween('2026-11-27', latestExitDate('2026-11-27'))).toBe(NOTICE_MAX_DAYS_AHEAD);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(billingDayOf('2026-11-05')).toBe(5);
    expect(billingDayOf('2026-01-31')).toBe(28);
    expect(nextBillingDate('2026-11-05', 5)).toBe('2026-12-05');
    expect(nextBillingDate('2026-12-20', 20)).toBe('2027-01-20');
    expect(nextBillingDate('2026-01-31', 28)).toBe('2026-02-28');
  });
});

describe('the final statement', () => {
  test('the days stayed and the dates, and no paid-through date or refund (rent collection is not built)', () => {
    const s = stayStatement({ startDate: '2026-11-01', monthlyTotalInr: 11_500, tokenCreditedInr: 499 }, '2026-11-19', 0);
    expect(s).toEqual({ startDate: '2026-11-01', exitDate: '2026-11-19', daysStayed: 18, monthlyTotalInr: 11_500, tokenCreditedInr: 499, at: new Date(0).toISOString() });
  });
});
