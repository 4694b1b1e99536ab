import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { errorHandler } from './errors';

// An app whose routes fail in the ways a route can, behind the one error handler.
let server: Server;
let base = '';
beforeAll(async () => {
  const app = express();
  app.get('/throws', () => {
    throw new Error('secret detail at /work/functions/src/x.ts:1 with a stack');
  });
  app.get('/rejects', async () => {
    await Promise.resolve();
    throw Object.assign(new Error('3 INVALID_ARGUMENT: Resource id "__x__" is invalid'), { code: 3 });
  });
  app.get('/after-headers', (_req, res) => {
    res.status(200).write('partial');
    throw new Error('late failure');
  });
  app.use(errorHandler);
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.each(['/throws', '/rejects'])(
  '%s: a generic JSON 500 with no stack, message or detail of the error',
  async (path) => {
    const res = await fetch(base + path);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      error: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
  },
);

test('an error after the response started ends it instead of throwing inside the handler', async () => {
  const res = await fetch(`${base}/after-headers`);
  expect(res.status).toBe(200);
  expect(await res.text()).toBe('partial');
});
