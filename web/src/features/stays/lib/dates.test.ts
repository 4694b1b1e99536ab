import { describe, expect, test } from 'vitest';
import { isOverdue } from './dates';

describe('isOverdue: a month’s rent past its due date', () => {
  // 27 Nov 2026, 00:30 in Kota is 26 Nov 19:00 UTC: Kota's date, not UTC's, decides.
  const now = Date.parse('2026-11-26T19:00:00Z');
  test('due on 5 Nov, on 27 Nov: overdue; due today (27 Nov) or later: not yet', () => {
    expect(isOverdue('2026-11-05', now)).toBe(true);
    expect(isOverdue('2026-11-26', now)).toBe(true);
    expect(isOverdue('2026-11-27', now)).toBe(false);
    expect(isOverdue('2026-12-05', now)).toBe(false);
  });
});
