// The search bar's place search: the paid Google branch carries App Check, and any refusal of it (401 App Check,
// 429 a limit, a 5xx, no App Check token at all) falls back to the catalogue's places instead of an error.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PlacesResponse } from '@kotastay/shared/schemas/search';
import { setAppCheckTokenProvider } from '../../../lib/api-client';
import { googleAllowed, resetGoogleRefusalsForTests, resolveGooglePlace, searchPlacesRemote } from './search-places';

type Call = { url: string; headers: Record<string, string> };
let calls: Call[];
/** The answer to the google=true request; google=false always answers the catalogue. */
let googleAnswer: () => Response;

const catalogue: PlacesResponse = {
  results: [{ id: 'area:talwandi', name: 'Talwandi', address: 'Kota', lat: 25.14, lng: 75.84, kind: 'area', score: 1, source: 'local' }],
  google: 'skipped',
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  calls = [];
  resetGoogleRefusalsForTests();
  setAppCheckTokenProvider(async () => 'app-check-1');
  googleAnswer = () => json(200, { ...catalogue, google: 'used' });
  vi.stubGlobal('fetch', async (url: string, init: { headers: Record<string, string> }) => {
    calls.push({ url, headers: init.headers });
    return url.includes('google=true') || url.includes('/places/google/') ? googleAnswer() : json(200, catalogue);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('searchPlacesRemote', () => {
  test('google=true carries App Check; the catalogue-only search does not', async () => {
    expect((await searchPlacesRemote('talwandi', true)).google).toBe('used');
    expect(await searchPlacesRemote('talwandi', false)).toEqual(catalogue);
    expect(calls.map((c) => [c.url.includes('google=true'), c.headers['X-Firebase-AppCheck']])).toEqual([
      [true, 'app-check-1'],
      [false, undefined],
    ]);
  });

  test.each([
    ['401 App Check refused', 401, { error: 'app_check_failed', message: 'x' }, Infinity],
    ['429 daily cap', 429, { error: 'places_daily_quota', message: 'x' }, Infinity],
    ['429 this device per minute', 429, { error: 'places_rate_limited', message: 'x' }, 60_000],
    ['502 Google down', 502, { error: 'places_unavailable', message: 'x' }, 0],
  ])('%s: the catalogue places answer, no error; Google paused accordingly', async (_name, status, body, pausedMs) => {
    googleAnswer = () => json(status, body);
    const now = Date.now();
    const res = await searchPlacesRemote('talwandi', true);
    expect(res).toEqual({ ...catalogue, google: 'failed' });
    expect(calls.map((c) => c.url)).toEqual([expect.stringContaining('google=true'), expect.stringContaining('google=false')]);
    expect(googleAllowed(now + 30_000)).toBe(pausedMs === 0);
    expect(googleAllowed(now + 61_000)).toBe(pausedMs !== Infinity);
  });

  test('no App Check token to be had (reCAPTCHA blocked): the catalogue places answer; Google rests a minute', async () => {
    setAppCheckTokenProvider(() => Promise.reject(new Error('recaptcha-error')));
    const now = Date.now();
    expect(await searchPlacesRemote('talwandi', true)).toEqual({ ...catalogue, google: 'failed' });
    expect(calls).toHaveLength(1);
    // Not tried again on every keystroke: a minute's rest.
    expect(googleAllowed(now + 30_000)).toBe(false);
    expect(googleAllowed(now + 61_000)).toBe(true);
  });

  test('an aborted search (the user typed on) is not retried', async () => {
    const ctrl = new AbortController();
    googleAnswer = () => {
      ctrl.abort();
      throw new DOMException('aborted', 'AbortError');
    };
    await expect(searchPlacesRemote('talwandi', true, ctrl.signal)).rejects.toThrow();
    expect(calls).toHaveLength(1);
  });
});

test('resolving a picked Google prediction carries App Check', async () => {
  googleAnswer = () => json(200, { ...catalogue.results[0], id: 'google:ChIJabc', placeId: 'ChIJabc', source: 'google', kind: 'google' });
  await resolveGooglePlace('ChIJabc');
  expect(calls[0]).toMatchObject({ url: '/api/places/google/ChIJabc', headers: { 'X-Firebase-AppCheck': 'app-check-1' } });
});
