import { describe, expect, test } from 'vitest';
import { formatInr, formatNumber } from './format';

describe('formatInr', () => {
  test('groups rupees the Indian way with the ₹ sign', () => {
    expect(formatInr(12500)).toBe('₹12,500');
    expect(formatInr(125000)).toBe('₹1,25,000');
    expect(formatInr(10000000)).toBe('₹1,00,00,000');
  });
  test('small amounts have no separator and no paise', () => {
    expect(formatInr(499)).toBe('₹499');
    expect(formatInr(0)).toBe('₹0');
  });
  test('rounds to whole rupees', () => {
    expect(formatInr(499.6)).toBe('₹500');
    expect(formatInr(999.4)).toBe('₹999');
  });
  test('matches Intl en-IN currency formatting exactly', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const amount of [0, 7, 99, 499, 1000, 2000, 12500, 99999, 100000, 1234567, 98765432, -2500]) {
      expect(formatInr(amount)).toBe(intl.format(amount));
    }
  });
});

describe('formatNumber', () => {
  test('uses lakh/crore grouping', () => {
    expect(formatNumber(124000)).toBe('1,24,000');
    expect(formatNumber(3500)).toBe('3,500');
  });
  test('keeps up to two decimals', () => {
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(2.345)).toBe('2.35');
    expect(formatNumber(1000.1)).toBe('1,000.1');
  });
  test('a negative value that rounds to zero shows 0 (Intl would print "-0")', () => {
    expect(formatNumber(-0.001)).toBe('0');
  });
  test('matches Intl en-IN number formatting exactly', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
    for (const value of [0, 1, 12, 123, 1234, 12345, 123456, 1234567.891, 0.5, 0.005, 99.999, -1234.5]) {
      expect(formatNumber(value)).toBe(intl.format(value));
    }
  });
});
