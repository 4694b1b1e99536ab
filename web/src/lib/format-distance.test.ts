import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance';

describe('formatDistance', () => {
  it('shows metres below 1 km, rounded to 10 m', () => {
    expect(formatDistance(0)).toBe('0 m');
    expect(formatDistance(847)).toBe('850 m');
  });
  it('shows one decimal of a km below 10 km and whole km above', () => {
    expect(formatDistance(1234)).toBe('1.2 km');
    expect(formatDistance(5000)).toBe('5 km');
    expect(formatDistance(12_600)).toBe('13 km');
  });
});
