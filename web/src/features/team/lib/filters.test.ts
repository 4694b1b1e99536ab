import { describe, expect, test } from 'vitest';
import { applyFilter, areasOf, filterDate } from './filters';

// 2026-11-23 20:00 UTC = 2026-11-24 01:30 in Kota: "today" is already the 24th there.
const NOW = Date.parse('2026-11-23T20:00:00Z');
const row = (id: string, visitDate: string, areaName: string, visitAt?: string) => ({
  id,
  visitDate,
  areaName,
  visit: visitAt ? { at: visitAt, escortUid: 'e', escortName: 'E', escortPhone: '+919000000004' } : null,
});
const rows = [
  row('a', '2026-11-24', 'Talwandi'),
  row('b', '2026-11-25', 'Landmark City'),
  // Asked for the 24th, rescheduled to the 25th at 10:00 Kota time.
  row('c', '2026-11-24', 'Talwandi', '2026-11-25T04:30:00Z'),
  row('d', '2026-11-30', 'Indra Vihar'),
];
const ids = (list: { id: string }[]) => list.map((r) => r.id);

describe('booking desk filters', () => {
  test('today and tomorrow are Kota dates, not the device’s', () => {
    expect(filterDate('today', NOW)).toBe('2026-11-24');
    expect(filterDate('tomorrow', NOW)).toBe('2026-11-25');
    expect(filterDate('2026-11-30', NOW)).toBe('2026-11-30');
    expect(filterDate('all', NOW)).toBeNull();
  });

  test('by date: the scheduled visit’s date wins over the asked-for one', () => {
    expect(ids(applyFilter(rows, { date: 'today', area: 'all' }, NOW))).toEqual(['a']);
    expect(ids(applyFilter(rows, { date: 'tomorrow', area: 'all' }, NOW))).toEqual(['b', 'c']);
    expect(ids(applyFilter(rows, { date: '2026-11-30', area: 'all' }, NOW))).toEqual(['d']);
    expect(ids(applyFilter(rows, { date: 'all', area: 'all' }, NOW))).toEqual(['a', 'b', 'c', 'd']);
  });

  test('by area, and both together', () => {
    expect(ids(applyFilter(rows, { date: 'all', area: 'Talwandi' }, NOW))).toEqual(['a', 'c']);
    expect(ids(applyFilter(rows, { date: 'tomorrow', area: 'Talwandi' }, NOW))).toEqual(['c']);
    expect(ids(applyFilter(rows, { date: 'today', area: 'Indra Vihar' }, NOW))).toEqual([]);
  });

  test('the area list is A–Z with counts, without empty names', () => {
    expect(areasOf([...rows, row('e', '2026-11-24', '')])).toEqual([
      { area: 'Indra Vihar', count: 1 },
      { area: 'Landmark City', count: 1 },
      { area: 'Talwandi', count: 2 },
    ]);
  });
});
