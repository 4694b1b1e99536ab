import { describe, expect, test } from 'vitest';
import { heroHeightPx } from './hero-height';

describe('heroHeightPx', () => {
  test('desktop (≥ 768 px wide): 70% of the window height', () => {
    expect(heroHeightPx({ widthPx: 1280, heightPx: 900 })).toBe(630);
    expect(heroHeightPx({ widthPx: 768, heightPx: 1000 })).toBe(700);
  });
  test('mobile (< 768 px wide): 60% of the window height', () => {
    expect(heroHeightPx({ widthPx: 360, heightPx: 780 })).toBe(468);
    expect(heroHeightPx({ widthPx: 767, heightPx: 1000 })).toBe(600);
  });
  test('rounds to whole pixels', () => {
    expect(heroHeightPx({ widthPx: 412, heightPx: 823 })).toBe(494);
  });
});
