// The Functions' own security headers, in-process (docs/decisions/190-security-headers.md); through Hosting and the
// Functions emulator: e2e/security-headers.e2e.ts.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiHeaders, pageHeaders } from '../../../scripts/lib/security-headers.mjs';
import { createPagesApp } from '../pages/app';
import { createApp } from './app';
import { emulatorOrigins } from './security-headers';

const servers: Server[] = [];
async function listen(app: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(app);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
let api = '';
let pages = '';
beforeAll(async () => {
  api = await listen(createApp());
  pages = await listen(createPagesApp());
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
});

const headersOf = (res: Response, keys: string[]) => keys.map((key) => [key, res.headers.get(key)]);

describe('the api Function', () => {
  test.each([
    ['an answer', '/api/health'],
    ['an unknown path', '/nothing-here'],
  ])('%s carries nosniff, the referrer policy, HSTS and a policy that runs nothing; no X-Powered-By', async (_n, p) => {
    const res = await fetch(`${api}${p}`);
    const expected = apiHeaders();
    expect(
      headersOf(
        res,
        expected.map(([k]) => k),
      ),
    ).toEqual(expected);
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('the pages Function', () => {
  test("every answer (here a demo photo) carries the pages' headers; no X-Powered-By", async () => {
    const res = await fetch(`${pages}/photos/demo/demo-pg-00001/0-card.svg`);
    expect(res.status).toBe(200);
    const expected = pageHeaders({ emulators: emulatorOrigins() });
    expect(
      headersOf(
        res,
        expected.map(([k]) => k),
      ),
    ).toEqual(expected);
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});

describe('emulatorOrigins', () => {
  test("reads the emulators' ports as the emulator suite sets them; none in production", () => {
    expect(
      emulatorOrigins({
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:12000',
        FIRESTORE_EMULATOR_HOST: '127.0.0.1:12001',
        FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:12004',
      }),
    ).toEqual({ auth: 12000, firestore: 12001, storage: 12004 });
    expect(emulatorOrigins({})).toBeNull();
  });
});
