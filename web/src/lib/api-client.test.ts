import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError, apiGet, apiGetOrNull, apiSend, setAppCheckTokenProvider, setAuthHeadersProvider } from './api-client';

type Call = { url: string; init: RequestInit & { headers: Record<string, string> } };

let calls: Call[];
let nextResponse: () => Response;
let store: Map<string, string>;

function respondWith(status: number, body: string, statusText = '') {
  nextResponse = () => new Response(status === 204 ? null : body, { status, statusText });
}

beforeEach(() => {
  calls = [];
  store = new Map();
  respondWith(200, '[]');
  setAppCheckTokenProvider(async () => 'app-check-1');
  vi.stubGlobal('fetch', async (url: string, init: Call['init']) => {
    calls.push({ url, init });
    return nextResponse();
  });
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
});

afterEach(() => {
  setAuthHeadersProvider(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const only = (): Call => {
  expect(calls).toHaveLength(1);
  return calls[0]!;
};

describe('request conventions', () => {
  test('a GET sends cookies, no body, no Content-Type and no auth headers before a provider is registered', async () => {
    respondWith(200, '[{"id":"allen"}]');
    await expect(apiGet('/api/coachings')).resolves.toEqual([{ id: 'allen' }]);
    const { url, init } = only();
    expect(url).toBe('/api/coachings');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).not.toHaveProperty('X-User-ID');
  });

  test('paths without the /api prefix get it', async () => {
    await apiGet('/areas/popular');
    expect(only().url).toBe('/api/areas/popular');
  });

  test('a body is sent as JSON with Content-Type application/json', async () => {
    respondWith(201, '{"id":"allen"}');
    const created = await apiSend<{ id: string }>('POST', '/api/coachings', { name: 'Allen', exams: ['JEE'] });
    expect(created).toEqual({ id: 'allen' });
    const { init } = only();
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({ name: 'Allen', exams: ['JEE'] });
  });

  test('a FormData body goes as multipart (no JSON Content-Type) and, being a write, carries App Check', async () => {
    respondWith(201, '{"photo":{"id":"p1"}}');
    setAuthHeadersProvider(async () => ({ token: 'id-token-1', uid: 'uid-1' }));
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' }), 'front.jpg');
    await expect(apiSend('POST', '/api/listings/pg-1/photos', form)).resolves.toEqual({ photo: { id: 'p1' } });
    const { init } = only();
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.headers['X-Firebase-AppCheck']).toBe('app-check-1');
    expect(init.headers.Authorization).toBe('Bearer id-token-1');
  });

  test('a send without a body has no Content-Type and an empty answer resolves to undefined', async () => {
    respondWith(204, '');
    await expect(apiSend('DELETE', '/api/coachings/allen')).resolves.toBeUndefined();
    const { init } = only();
    expect(init.body).toBeUndefined();
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  test('the registered provider adds the bearer token and X-User-ID', async () => {
    setAuthHeadersProvider(async () => ({ token: 'id-token-1', uid: 'uid-1' }));
    await apiGet('/api/users/firebase/uid-1');
    const { headers } = only().init;
    expect(headers.Authorization).toBe('Bearer id-token-1');
    expect(headers['X-User-ID']).toBe('uid-1');
  });

  test('App Check: a signed-in request and every write carry X-Firebase-AppCheck; a public read does not wait for it', async () => {
    await apiGet('/api/coachings');
    await apiSend('PUT', '/api/saved-pgs/pg-1');
    setAuthHeadersProvider(async () => ({ token: 'id-token-1', uid: 'uid-1' }));
    await apiGet('/api/users/firebase/uid-1');
    expect(calls.map((c) => c.init.headers['X-Firebase-AppCheck'])).toEqual([undefined, 'app-check-1', 'app-check-1']);
  });

  test('a provider answering null (signed out) adds no auth headers', async () => {
    setAuthHeadersProvider(async () => null);
    await apiGet('/api/coachings');
    expect(only().init.headers).not.toHaveProperty('Authorization');
  });
});

describe('errors', () => {
  test('a non-OK answer throws ApiError "status: body text" with the parsed body', async () => {
    const body = { error: 'invalid_input', message: 'Check the request: name.', fields: { name: 'Too short' } };
    respondWith(400, JSON.stringify(body), 'Bad Request');
    const err = await apiSend('POST', '/api/coachings', { name: 'A' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    const apiErr = err as ApiError;
    expect(apiErr.status).toBe(400);
    expect(apiErr.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(apiErr.body).toEqual(body);
    expect(apiErr.fields).toEqual({ name: 'Too short' });
  });

  test('an empty error body falls back to the status text', async () => {
    respondWith(503, '', 'Service Unavailable');
    const err = (await apiGet('/api/areas').catch((e: unknown) => e)) as ApiError;
    expect(err.message).toBe('503: Service Unavailable');
    expect(err.body).toBeNull();
    expect(err.fields).toEqual({});
  });

  test('a 401 on apiGet throws', async () => {
    respondWith(401, '{"error":"unauthenticated"}', 'Unauthorized');
    await expect(apiGet('/api/users/firebase/x')).rejects.toMatchObject({ status: 401 });
  });

  test('apiGetOrNull answers null on 401 but still throws other errors', async () => {
    respondWith(401, '', 'Unauthorized');
    await expect(apiGetOrNull('/api/users/firebase/x')).resolves.toBeNull();
    respondWith(403, 'nope', 'Forbidden');
    await expect(apiGetOrNull('/api/users/firebase/x')).rejects.toThrow('403: nope');
    respondWith(200, '{"name":"Asha"}');
    await expect(apiGetOrNull('/api/users/firebase/x')).resolves.toEqual({ name: 'Asha' });
  });

  test('outside team mode failures are not logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    respondWith(500, 'boom');
    await expect(apiGet('/api/areas')).rejects.toThrow('500: boom');
    expect(log).not.toHaveBeenCalled();
  });
});

describe('team mode', () => {
  beforeEach(() => {
    store.set('teamAuth', 'true');
    store.set('teamSessionId', 'sess-9');
    store.set('teamRole', 'booking_team');
    store.set('teamUserId', 'team-uid-3');
  });

  test('every request carries the four team headers from localStorage', async () => {
    await apiGet('/api/coachings');
    await apiSend('PATCH', '/api/coachings/allen', { popular: true });
    expect(calls).toHaveLength(2);
    for (const { init } of calls) {
      expect(init.headers).toMatchObject({
        'X-Team-Session-ID': 'sess-9',
        'X-Team-Role': 'booking_team',
        'X-Team-User-ID': 'team-uid-3',
        'X-Team-Auth': 'true',
      });
    }
  });

  test('team headers are absent unless teamAuth is exactly "true"', async () => {
    store.set('teamAuth', 'false');
    await apiGet('/api/coachings');
    expect(only().init.headers).not.toHaveProperty('X-Team-Session-ID');
  });

  test('a failed request is logged with its status and the sent headers (token redacted)', async () => {
    setAuthHeadersProvider(async () => ({ token: 'secret-token', uid: 'uid-1' }));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    respondWith(403, '{"error":"forbidden"}', 'Forbidden');
    await expect(apiGet('/api/coachings')).rejects.toThrow('403: {"error":"forbidden"}');
    expect(log).toHaveBeenCalledTimes(1);
    const [, detail] = log.mock.calls[0] as [string, { status: number; headers: Record<string, string> }];
    expect(detail.status).toBe(403);
    expect(detail.headers).toMatchObject({ 'X-Team-Session-ID': 'sess-9', 'X-Team-Role': 'booking_team', 'X-User-ID': 'uid-1' });
    expect(JSON.stringify(log.mock.calls)).not.toContain('secret-token');
  });

  test('a successful team-mode request is not logged', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await apiGet('/api/coachings');
    expect(log).not.toHaveBeenCalled();
  });
});
