// The rent rules as numbers (docs/decisions/209-monthly-rent.md): periods, the token netted once, the unused part on
// exit, receipt numbers and who may move an invoice.
import { describe, expect, test } from 'vitest';
import { addMonthsOn, canRentTransition, paidThrough, periodIndexOn, rentAmount, rentPeriod, rentReceiptNumber, unusedRentInr } from './rent';
import { billingDayOf } from './stay';

const stay = { startDate: '2026-11-27', billingDay: 27 };

describe('periods', () => {
  test('period 1 is the move-in date to the day before the next billing date; later ones month by month, over the year end', () => {
    expect(rentPeriod(stay, 1)).toEqual({ month: '2026-11', start: '2026-11-27', end: '2026-12-26', index: 1 });
    expect(rentPeriod(stay, 2)).toEqual({ month: '2026-12', start: '2026-12-27', end: '2027-01-26', index: 2 });
    expect(rentPeriod(stay, 3)).toEqual({ month: '2027-01', start: '2027-01-27', end: '2027-02-26', index: 3 });
  });

  test('a move-in on the 31st bills on the 28th: period 1 is a little short, February has its billing day', () => {
    const late = { startDate: '2027-01-31', billingDay: 28 };
    expect(rentPeriod(late, 1)).toMatchObject({ start: '2027-01-31', end: '2027-02-27' });
    expect(rentPeriod(late, 2)).toMatchObject({ month: '2027-02', start: '2027-02-28', end: '2027-03-27' });
  });

  test('addMonthsOn and the period of a date', () => {
    expect(addMonthsOn('2026-11-27', 2, 5)).toBe('2027-01-05');
    expect(addMonthsOn('2026-01-10', -1, 10)).toBe('2025-12-10');
    expect(periodIndexOn(stay, '2026-11-01')).toBe(1);
    expect(periodIndexOn(stay, '2026-12-26')).toBe(1);
    expect(periodIndexOn(stay, '2026-12-27')).toBe(2);
  });
});

describe('amounts', () => {
  test('the first period nets the ₹499 token, later ones do not; never below zero', () => {
    const s = { monthlyTotalInr: 11500, tokenCreditedInr: 499 };
    expect(rentAmount(s, 1)).toEqual({ totalInr: 11500, tokenCreditInr: 499, amountInr: 11001 });
    expect(rentAmount(s, 2)).toEqual({ totalInr: 11500, tokenCreditInr: 0, amountInr: 11500 });
    expect(rentAmount({ monthlyTotalInr: 300, tokenCreditedInr: 499 }, 1).amountInr).toBe(0);
  });

  test('a move-in on the 29th–31st: the first month is short (to the 27th) and charged in full, the token netted; its unused days are its own days', () => {
    for (const startDate of ['2027-01-29', '2027-01-30', '2027-01-31', '2026-10-31']) {
      const s = { startDate, billingDay: billingDayOf(startDate), monthlyTotalInr: 11500, tokenCreditedInr: 499 };
      expect(s.billingDay).toBe(28);
      const p = rentPeriod(s, 1);
      expect(p).toMatchObject({ start: startDate, end: `${addMonthsOn(startDate, 1, 27)}` });
      expect(rentAmount(s, 1)).toEqual({ totalInr: 11500, tokenCreditInr: 499, amountInr: 11001 });
      // Leaving on its last day: one day of the period's own days back.
      const days = Math.round((Date.parse(p.end) - Date.parse(p.start)) / 86_400_000) + 1;
      expect(days).toBeLessThanOrEqual(30);
      expect(unusedRentInr({ periodStart: p.start, periodEnd: p.end, amountInr: 11001 }, p.end)).toBe(Math.floor(11001 / days));
    }
  });

  test('the unused part on exit: the days from the exit date to the period’s end, at the period’s amount a day, rounded down', () => {
    const inv = { periodStart: '2026-11-27', periodEnd: '2026-12-26', amountInr: 11001 };
    expect(unusedRentInr(inv, '2026-12-12')).toBe(Math.floor((11001 * 15) / 30));
    expect(unusedRentInr(inv, '2026-11-27')).toBe(11001);
    expect(unusedRentInr(inv, '2026-12-27')).toBe(0);
    expect(unusedRentInr(inv, '2026-12-26')).toBe(Math.floor(11001 / 30));
  });

  test('receipt numbers and paid-through', () => {
    expect(rentReceiptNumber('2026', 123)).toBe('KS-R-2026-000123');
    expect(paidThrough([])).toBeNull();
    expect(paidThrough([{ status: 'paid', periodEnd: '2026-12-26' }, { status: 'due', periodEnd: '2027-01-26' }])).toBe('2026-12-26');
  });
});

describe('the state table', () => {
  test('only the system moves an invoice: due → paid | void, paid → part_refunded; nothing back', () => {
    expect(canRentTransition('due', 'paid', 'system')).toBe(true);
    expect(canRentTransition('due', 'void', 'system')).toBe(true);
    expect(canRentTransition('paid', 'part_refunded', 'system')).toBe(true);
    expect(canRentTransition('paid', 'due', 'system')).toBe(false);
    expect(canRentTransition('void', 'paid', 'system')).toBe(false);
    expect(canRentTransition('part_refunded', 'paid', 'system')).toBe(false);
  });
});
