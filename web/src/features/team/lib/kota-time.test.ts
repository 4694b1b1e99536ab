import { describe, expect, test } from 'vitest';
import { formatDate, formatKotaDateTime, kotaIsoFromInput, kotaLocalInput, nextDate, visitAtPrefill, visitDateOf } from './kota-time';

const asked = { visitDate: '2026-11-24', visitSlot: '11:00' as const, visit: null };

describe('Kota visit times', () => {
  test('the field is prefilled with the date and slot the student asked for', () => {
    expect(visitAtPrefill(asked)).toBe('2026-11-24T11:00');
  });

  test('once scheduled, the field shows the scheduled time in Kota time, whatever the ISO offset', () => {
    const visit = { at: '2026-11-25T09:30:00.000Z', escortUid: 'e1', escortName: 'Ravi', escortPhone: '+919000000004' };
    expect(visitAtPrefill({ ...asked, visit })).toBe('2026-11-25T15:00');
    // 20:00 UTC is 01:30 the next day in Kota: the date moves too.
    expect(visitAtPrefill({ ...asked, visit: { ...visit, at: '2026-11-25T20:00:00Z' } })).toBe('2026-11-26T01:30');
    expect(visitDateOf({ ...asked, visit: { ...visit, at: '2026-11-25T20:00:00Z' } })).toBe('2026-11-26');
    expect(visitDateOf(asked)).toBe('2026-11-24');
  });

  test('the field value goes to the API as +05:30 and back to the same wall time', () => {
    const iso = kotaIsoFromInput('2026-11-24T11:00');
    expect(iso).toBe('2026-11-24T11:00:00+05:30');
    expect(Date.parse(iso!)).toBe(Date.parse('2026-11-24T05:30:00Z'));
    expect(kotaLocalInput(Date.parse(iso!))).toBe('2026-11-24T11:00');
  });

  test('empty, malformed and impossible values are refused', () => {
    expect(kotaIsoFromInput('')).toBeNull();
    expect(kotaIsoFromInput('2026-11-24')).toBeNull();
    expect(kotaIsoFromInput('2026-02-30T11:00')).toBeNull();
    expect(kotaIsoFromInput('2026-11-24T25:00')).toBeNull();
  });

  test('dates roll over months and years; formatting is Kota time', () => {
    expect(nextDate('2026-11-30')).toBe('2026-12-01');
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(formatDate('2026-11-24')).toMatch(/Tue.*24.*Nov/);
    expect(formatKotaDateTime(Date.parse('2026-11-24T05:30:00Z'))).toMatch(/24 Nov.*11:00/);
  });
});
