// Our app's own body handling, in-process (no Functions runtime in front): where nothing has parsed the body
// first, malformed JSON and oversized bodies are answered with our JSON error shape.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from './app';

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(createApp());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const post = (body: string) =>
  fetch(`${base}/coachings`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('request bodies parsed by our app', () => {
  test('malformed JSON is a JSON 400 invalid_json', async () => {
    const res = await post('{"name": "Allen",');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
  });

  test('a body over 100 kB is a JSON 413 payload_too_large', async () => {
    const res = await post(JSON.stringify({ pad: 'x'.repeat(101 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ error: 'payload_too_large', message: expect.stringMatching(/100 kB/) });
  });
});
