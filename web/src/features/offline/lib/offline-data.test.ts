// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { isConnectionError } from './connection-error';
import { clearOfflineCopies, readOfflineCopy, writeOfflineCopy } from './offline-copy';
import { withOfflineCopy } from './with-offline-copy';

const list = { results: [{ pgId: 'pg-1', savedAt: '2026-11-20T10:00:00.000Z', pg: null }] };
const setOnline = (value: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('offline copies', () => {
  test("are kept per user: one user's copy is never another's", () => {
    writeOfflineCopy('saved-pgs', 'u1', list, new Date('2026-11-24T08:00:00Z'));
    expect(readOfflineCopy('saved-pgs', 'u1')).toEqual({ savedAt: '2026-11-24T08:00:00.000Z', data: list });
    expect(readOfflineCopy('saved-pgs', 'u2')).toBeNull();
  });

  test("sign-out's clearing deletes every user's copies and nothing else", () => {
    writeOfflineCopy('saved-pgs', 'u1', list);
    writeOfflineCopy('saved-pgs', 'u2', list);
    localStorage.setItem('kotastay.hadSession', '1');
    clearOfflineCopies();
    expect(readOfflineCopy('saved-pgs', 'u1')).toBeNull();
    expect(readOfflineCopy('saved-pgs', 'u2')).toBeNull();
    expect(localStorage.getItem('kotastay.hadSession')).toBe('1');
  });

  test('a damaged copy reads as none', () => {
    localStorage.setItem('kotastay.offline.saved-pgs.u1', '{not json');
    expect(readOfflineCopy('saved-pgs', 'u1')).toBeNull();
  });
});

describe('what counts as no connection', () => {
  test('a failed fetch, an offline browser or Firebase unable to reach its servers; never an answer from the API', () => {
    setOnline(true);
    expect(isConnectionError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }))).toBe(true);
    expect(isConnectionError(new Error('something else'))).toBe(false);
    expect(isConnectionError(new ApiError(503, '503: down', null))).toBe(false);
    setOnline(false);
    expect(isConnectionError(new Error('anything'))).toBe(true);
    expect(isConnectionError(new ApiError(409, '409: slot_full', { error: 'slot_full' }))).toBe(false);
  });
});

describe('a read with an offline copy', () => {
  test('answers live when it can (the copy is not marked)', async () => {
    writeOfflineCopy('saved-pgs', 'u1', { results: [] });
    expect(await withOfflineCopy('saved-pgs', 'u1', async () => list)).toEqual(list);
  });

  test("without a connection answers the user's copy, marked with when it was made", async () => {
    writeOfflineCopy('saved-pgs', 'u1', list, new Date('2026-11-24T08:00:00Z'));
    setOnline(false);
    const answer = await withOfflineCopy('saved-pgs', 'u1', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(answer).toEqual({ ...list, offlineCopyAt: '2026-11-24T08:00:00.000Z' });
  });

  test('without a connection and without a copy, or on an API error, fails as before', async () => {
    setOnline(false);
    const offline = new TypeError('Failed to fetch');
    await expect(withOfflineCopy('saved-pgs', 'u1', () => Promise.reject(offline))).rejects.toBe(offline);
    setOnline(true);
    writeOfflineCopy('saved-pgs', 'u1', list);
    const refused = new ApiError(401, '401: no', null);
    await expect(withOfflineCopy('saved-pgs', 'u1', () => Promise.reject(refused))).rejects.toBe(refused);
  });
});
