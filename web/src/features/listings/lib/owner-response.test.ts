import { describe, expect, test } from 'vitest';
import { ownerResponseWords } from './owner-response';

describe('ownerResponseWords', () => {
  test.each([
    [0, { key: 'ownerWithinHour' }],
    [0.4, { key: 'ownerWithinHour' }],
    [1, { key: 'ownerWithinHour' }],
    // Rounded up: the words are never quicker than the median.
    [1.1, { key: 'ownerWithinHours', hours: 2 }],
    [5.2, { key: 'ownerWithinHours', hours: 6 }],
    [6, { key: 'ownerWithinHours', hours: 6 }],
    [47.9, { key: 'ownerWithinHours', hours: 48 }],
    [48, { key: 'ownerWithinDays', days: 2 }],
    [49, { key: 'ownerWithinDays', days: 3 }],
    [120, { key: 'ownerWithinDays', days: 5 }],
  ])('%s hours: %o', (hours, words) => {
    expect(ownerResponseWords(hours)).toEqual(words);
  });
});
