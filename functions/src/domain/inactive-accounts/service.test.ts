// The inactive-accounts steps without Firestore: when the notice goes, when the deletion is due, what cancels it.
import { expect, test } from 'vitest';
import { DAY_MS, retentionMs } from '@kotastay/shared/retention';
import { inactiveStep, lastActiveMs, noticeText } from './service';

const period = retentionMs('inactiveAccounts');
const last = Date.parse('2026-01-10T08:00:00Z');

test('the last use is the latest of creation, sign-in and token refresh', () => {
  expect(lastActiveMs({ creationTime: 'Sat, 10 Jan 2026 08:00:00 GMT', lastSignInTime: 'Sun, 11 Jan 2026 08:00:00 GMT', lastRefreshTime: 'Mon, 12 Jan 2026 08:00:00 GMT' })).toBe(
    Date.parse('2026-01-12T08:00:00Z'),
  );
  expect(lastActiveMs({ creationTime: 'Sat, 10 Jan 2026 08:00:00 GMT', lastSignInTime: '', lastRefreshTime: null })).toBe(last);
});

test('no record: the notice is due 30 days before the period ends, not a moment earlier', () => {
  expect(inactiveStep(last, null, last + period - 30 * DAY_MS - 1)).toBe('none');
  expect(inactiveStep(last, null, last + period - 30 * DAY_MS)).toBe('notify');
});

test('notified: waits until deleteAfter, then due; a later use cancels, even once due', () => {
  const record = { state: 'notified' as const, lastActiveAt: new Date(last).toISOString(), deleteAfter: new Date(last + period).toISOString() };
  expect(inactiveStep(last, record, last + period - 1)).toBe('wait');
  expect(inactiveStep(last, record, last + period)).toBe('mark_due');
  expect(inactiveStep(last + DAY_MS, record, last + period)).toBe('cancel');
  expect(inactiveStep(last, { ...record, state: 'due' }, last + period + DAY_MS)).toBe('wait');
  expect(inactiveStep(last + DAY_MS, { ...record, state: 'due' }, last + period + DAY_MS)).toBe('cancel');
});

test('the notice names the date in Hindi and English and nothing else about the person', () => {
  const text = noticeText(Date.parse('2028-01-10T08:00:00Z'));
  expect(text).toContain('10 January 2028');
  expect(text).toContain('जनवरी');
  expect(text.length).toBeLessThan(320);
});
