import { describe, expect, test } from 'vitest';
import { conversions, emptyFunnel, lastWeeks, median, weekOf } from './listing-stats';
import { elsewhereOf, maxFreeBeds } from './occupancy';

describe('weeks (Monday, Kota time)', () => {
  test('a Sunday night in Kota is still that week; Monday 00:00 in Kota starts the next', () => {
    // 2026-11-29 is a Sunday. 23:59 Kota = 18:29 UTC.
    expect(weekOf(Date.parse('2026-11-29T18:29:00Z'))).toBe('2026-11-23');
    // Monday 2026-11-30 00:00 Kota = Sunday 18:30 UTC.
    expect(weekOf(Date.parse('2026-11-29T18:30:00Z'))).toBe('2026-11-30');
    expect(weekOf(Date.parse('2026-11-23T00:00:00+05:30'))).toBe('2026-11-23');
  });

  test('the last 4 weeks, newest first, across a month end', () => {
    expect(lastWeeks(Date.parse('2026-12-02T12:00:00+05:30'), 4)).toEqual(['2026-11-30', '2026-11-23', '2026-11-16', '2026-11-09']);
  });
});

describe('conversions and the median', () => {
  test('each step as a share of the one before; null when the step before is 0', () => {
    const c = { ...emptyFunnel(), searchAppearances: 200, pageViews: 40, saves: 4, visitRequests: 2, visitsDone: 1, moveIns: 0 };
    expect(conversions(c)).toEqual({ pageViews: 0.2, saves: 0.1, visitRequests: 0.05, visitsDone: 0.5, moveIns: 0 });
    expect(conversions(emptyFunnel())).toEqual({ pageViews: null, saves: null, visitRequests: null, visitsDone: null, moveIns: null });
  });

  test('median: middle value, mean of the two middle ones (rounded), null for none', () => {
    expect(median([9000, 7000, 8000])).toBe(8000);
    expect(median([8000, 9001])).toBe(8501);
    expect(median([])).toBeNull();
  });
});

describe('occupancy arithmetic', () => {
  test('elsewhere = capacity − on KotaStay − free, never below 0; free at most capacity − on KotaStay', () => {
    expect(elsewhereOf(10, 2, 3)).toBe(5);
    expect(elsewhereOf(4, 3, 2)).toBe(0);
    expect(maxFreeBeds(10, 2)).toBe(8);
    expect(maxFreeBeds(2, 3)).toBe(0);
  });
});
