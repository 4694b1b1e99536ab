import { describe, expect, test } from 'vitest';
import { contrastRatio, STATUS_CHIP_COLOURS } from './status-colours';

describe('listing status chips', () => {
  test('the ratio is computed as WCAG defines it (black on white 21:1; MUI info chip 3.9:1 fails)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#0288d1')).toBeLessThan(4.5);
  });

  test.each(Object.entries(STATUS_CHIP_COLOURS))('%s: text on its background is at least 4.5:1 (AA, small text)', (_status, { fg, bg }) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
