// The hostile-id route table in-process, on raw paths: URL parsers in front of the API (fetch, Hosting, the
// Functions emulator) resolve '.' and '..' away, but the app must refuse them itself whatever sits in front.
// Every refusal happens before auth or any read, so no emulator is needed. Requests carry a valid App Check
// token from the emulators' local issuer (config.emulated picks the local verifier), as the web app's do.
vi.hoisted(() => {
  process.env.FUNCTIONS_EMULATOR = 'true';
});
import type { AddressInfo } from 'node:net';
import { createServer, request, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createApp } from './app';
import { APP_CHECK_HEADER, signLocalToken } from './app-check';
import { CURSOR_ROUTES, HOSTILE_IDS, PATH_ID_ROUTES, cursorWithId, looksLikeSafeError } from './testing/id-routes';

let server: Server;
let port = 0;
beforeAll(async () => {
  server = createServer(createApp());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** node:http sends the path exactly as given (fetch would resolve dot segments). */
function raw(method: string, path: string, body?: unknown): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: `/api${path}`,
        headers: {
          [APP_CHECK_HEADER]: signLocalToken().token,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('hostile ids, raw paths, in-process', () => {
  test.each(PATH_ID_ROUTES)('$method $path', async (route) => {
    for (const id of HOSTILE_IDS) {
      const res = await raw(route.method, route.path.replace('{id}', id === 'a/b' ? 'a%2Fb' : id), route.body);
      expect(res.status, id).toBe(400);
      expect(res.type, id).toMatch(/^application\/json/);
      expect(looksLikeSafeError(res.text), id).toBe(true);
      expect(JSON.parse(res.text), id).toMatchObject({
        error: 'invalid_input',
        fields: { [route.field]: expect.any(String) },
      });
    }
  });

  test.each(CURSOR_ROUTES)('$sort cursor', async (route) => {
    for (const id of HOSTILE_IDS) {
      const res = await raw('GET', route.path(cursorWithId(route.sort, route.key, id)));
      expect(res.status, id).toBe(400);
      expect(JSON.parse(res.text), id).toMatchObject({
        error: 'invalid_input',
        fields: { cursor: expect.any(String) },
      });
    }
  });
});
