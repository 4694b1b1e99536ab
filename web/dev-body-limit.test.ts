// The dev server's body limit (web/dev-body-limit.ts) on a plain Node server: what it answers, what it lets through.
// Through the real dev server and emulators: e2e/dev-server-body-limit.e2e.ts.
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { HttpProxy } from 'vite';
import { MAX_BODY_BYTES, PAYLOAD_TOO_LARGE } from '../shared/src/request-body-limits';
import { devBodyLimit, forwardHeldBodies } from './dev-body-limit';

// Stands in for the proxy: answers with the number of body bytes it could read, from the request or the held copy.
const upstream = {
  web(req: IncomingMessage, res: ServerResponse, options: { buffer?: Readable } = {}) {
    let bytes = 0;
    const source = options.buffer ?? req;
    source.on('data', (c: Buffer) => (bytes += c.length));
    source.on('end', () => res.end(JSON.stringify({ bytes, length: req.headers['content-length'] ?? null })));
  },
};
forwardHeldBodies(upstream as unknown as HttpProxy.ProxyServer);

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => devBodyLimit(req, res, () => upstream.web(req, res)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** Sends `sent` bytes (declaring `declared`, or chunked when null) and resolves with status and body as soon as answered. */
function send(path: string, sent: number, declared: number | null): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const headers = declared === null ? {} : { 'content-length': String(declared) };
    const req = request(`${base}${path}`, { method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) });
        req.destroy();
      });
    });
    req.on('error', () => {});
    req.write(Buffer.alloc(sent, 'x'), (err) => err && reject(err));
    if (declared === sent || declared === null) req.end();
  });
}

test('a declared length over the limit is the API 413 at once, before the body is sent', async () => {
  expect(await send('/api/coachings', 10, MAX_BODY_BYTES + 1)).toEqual({ status: 413, body: PAYLOAD_TOO_LARGE });
});

test('a declared length within the limit streams through untouched', async () => {
  expect(await send('/api/coachings', 5000, 5000)).toEqual({ status: 200, body: { bytes: 5000, length: '5000' } });
});

test('the uploads have their own larger limit (the same table as the API)', async () => {
  const photo = 3 * 1024 * 1024;
  expect((await send('/api/listings/pg-1/photos', photo, photo)).status).toBe(200);
  expect((await send('/api/coachings', photo, photo)).status).toBe(413);
});

test('a chunked body past the limit is a 413 as soon as its bytes pass it', async () => {
  expect(await send('/api/coachings', MAX_BODY_BYTES + 1, null)).toEqual({ status: 413, body: PAYLOAD_TOO_LARGE });
});

test('a chunked body within the limit is held and forwarded whole, with its length', async () => {
  expect(await send('/api/coachings', 4000, null)).toEqual({ status: 200, body: { bytes: 4000, length: '4000' } });
});
