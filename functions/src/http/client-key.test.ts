// Who a client is for the per-client limits: the verified uid, else the address Hosting's CDN saw, else req.ip.
import type { Request } from 'express';
import { describe, expect, test } from 'vitest';
import { placesBudget } from '../domain/places/quota';
import { PLACES_GOOGLE_DAILY_CAP, PLACES_GOOGLE_PER_CLIENT_PER_MINUTE } from '@kotastay/shared/constants';
import { clientIp, clientKey } from './client-key';

const req = (headers: Record<string, string>, ip?: string, uid?: string) =>
  ({ get: (name: string) => headers[name.toLowerCase()], ip, ...(uid ? { caller: { uid } } : {}) }) as unknown as Request;

describe('clientIp', () => {
  test('Fastly-Client-IP (set by Hosting) wins over req.ip; a value that is not an address is ignored', () => {
    expect(clientIp(req({ 'fastly-client-ip': '203.0.113.9' }, '10.0.0.1'))).toBe('203.0.113.9');
    expect(clientIp(req({ 'fastly-client-ip': 'evil, 1.2.3.4' }, '198.51.100.4'))).toBe('198.51.100.4');
    expect(clientIp(req({}, '198.51.100.4'))).toBe('198.51.100.4');
    expect(clientIp(req({}))).toBe('unknown');
  });

  test('IPv4-mapped IPv6 is the IPv4 address; IPv6 is its /64, however written', () => {
    expect(clientIp(req({}, '::ffff:198.51.100.4'))).toBe('198.51.100.4');
    expect(clientIp(req({ 'fastly-client-ip': '2001:db8:aa:1::1' }))).toBe('2001:db8:aa:1::/64');
    expect(clientIp(req({ 'fastly-client-ip': '2001:0db8:00aa:0001:ffff:0:0:9' }))).toBe('2001:db8:aa:1::/64');
    expect(clientIp(req({ 'fastly-client-ip': '2001:db8::5' }))).toBe('2001:db8:0:0::/64');
  });
});

test('clientKey: a verified uid, else the address', () => {
  expect(clientKey(req({}, '198.51.100.4', 'u1'))).toBe('uid:u1');
  expect(clientKey(req({}, '198.51.100.4'))).toBe('ip:198.51.100.4');
});

test('placesBudget: the constants unless the environment sets whole numbers (0 stops every lookup)', () => {
  expect(placesBudget({})).toEqual({ perClientPerMinute: PLACES_GOOGLE_PER_CLIENT_PER_MINUTE, dailyCap: PLACES_GOOGLE_DAILY_CAP });
  expect(placesBudget({ PLACES_GOOGLE_DAILY_CAP: '500', PLACES_GOOGLE_PER_CLIENT_PER_MINUTE: '10' })).toEqual({ perClientPerMinute: 10, dailyCap: 500 });
  expect(placesBudget({ PLACES_GOOGLE_DAILY_CAP: '0' }).dailyCap).toBe(0);
  expect(placesBudget({ PLACES_GOOGLE_DAILY_CAP: 'lots', PLACES_GOOGLE_PER_CLIENT_PER_MINUTE: '-3' })).toEqual({
    perClientPerMinute: PLACES_GOOGLE_PER_CLIENT_PER_MINUTE,
    dailyCap: PLACES_GOOGLE_DAILY_CAP,
  });
});
