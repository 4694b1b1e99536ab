// Structured logs with request ids (docs/decisions/199-logs-and-payment-reconciliation.md): an unhandled error in a
// route is logged once, as one structured ERROR entry carrying the request id and the stack, and the 500 JSON and
// the X-Request-Id header carry the same id; the id is the trace id Google's front end sent, or a fresh one; every
// entry written while the request runs (awaited work included) carries it; a job's entries carry its own.
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import express from 'express';
import type * as Logger from 'firebase-functions/logger';
import type { LogEntry } from 'firebase-functions/logger';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';

// Every entry firebase-functions' `write` is given, still written (only recorded on the way).
const written = vi.hoisted(() => [] as LogEntry[]);
vi.mock('firebase-functions/logger', async (importOriginal) => {
  const actual = await importOriginal<typeof Logger>();
  return { ...actual, write: (e: LogEntry) => written.push(e) };
});

const { errorHandler } = await import('./errors');
const { REQUEST_ID_HEADER, requestContext, requestIdFrom } = await import('./request-id');
const { logger, runLogged } = await import('../lib/log');
const { createApp } = await import('./app');

let server: Server;
let base = '';
beforeAll(async () => {
  const app = express();
  app.use(requestContext('api'));
  const router = express.Router();
  app.use('/api', router);
  router.get('/boom', async () => {
    await new Promise((r) => setTimeout(r, 5));
    logger.info('About to fail', { step: 1 });
    throw new TypeError('Cannot read properties of undefined (reading "rooms")');
  });
  app.use(errorHandler);
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  written.length = 0;
});

const errors = () => written.filter((e) => e.severity === 'ERROR');

test('an unhandled error: one structured ERROR entry with the request id and stack; the 500 JSON carries the id', async () => {
  const res = await fetch(`${base}/api/boom?phone=9876543210`);
  expect(res.status).toBe(500);
  const id = res.headers.get(REQUEST_ID_HEADER);
  expect(id).toMatch(/^[0-9a-f]{32}$/);
  expect(await res.json()).toEqual({ error: 'internal', message: 'Something went wrong on our side. Please try again.', requestId: id });
  await new Promise((r) => setTimeout(r, 20));

  expect(errors()).toHaveLength(1);
  const [entry] = errors();
  expect(entry).toMatchObject({ message: 'Unhandled API error', requestId: id, method: 'GET', path: '/api/boom' });
  const error = (entry as unknown as { error: { name: string; message: string; stack: string } }).error;
  expect(error).toMatchObject({ name: 'TypeError', message: 'Cannot read properties of undefined (reading "rooms")' });
  expect(error.stack).toContain('request-log.test.ts');
  // It is one JSON line Cloud Logging reads as jsonPayload.
  expect(JSON.parse(JSON.stringify(entry))).toEqual(entry);

  // The route's own entry, after an await, and the request's summary carry the same id; no query string is logged.
  expect(written.find((e) => e.message === 'About to fail')).toMatchObject({ severity: 'INFO', requestId: id, step: 1 });
  expect(written.find((e) => e.message === 'Request answered with a server error')).toMatchObject({ requestId: id, status: 500, path: '/api/boom' });
  expect(JSON.stringify(written)).not.toContain('9876543210');
});

test('the id is the trace id the front end sent (traceparent, else X-Cloud-Trace-Context), else a fresh one each time', async () => {
  const trace = '4bf92f3577b34da6a3ce929d0e0e4736';
  expect(requestIdFrom({ traceparent: `00-${trace}-00f067aa0ba902b7-01` })).toBe(trace);
  expect(requestIdFrom({ 'x-cloud-trace-context': `${trace.toUpperCase()}/1;o=1` })).toBe(trace);
  // Nothing a client makes up reaches a log as it is.
  const made = requestIdFrom({ 'x-cloud-trace-context': 'abc"}\n{"severity":"ERROR' });
  expect(made).toMatch(/^[0-9a-f]{32}$/);
  expect(requestIdFrom({})).not.toBe(made);

  const res = await fetch(`${base}/api/boom`, { headers: { traceparent: `00-${trace}-00f067aa0ba902b7-01` } });
  expect(res.headers.get(REQUEST_ID_HEADER)).toBe(trace);
  expect((await res.json()) as unknown).toMatchObject({ requestId: trace });
  expect(errors()[0]).toMatchObject({ requestId: trace });
});

test('the real API app gives every answer an id (a 404 too) and logs the request with it', async () => {
  const app = createApp();
  const s = createServer(app);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(s.address() as AddressInfo).port}/no-such-thing`);
    expect(res.status).toBe(404);
    const id = res.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await new Promise((r) => setTimeout(r, 20));
    expect(written.find((e) => e.message === 'Request')).toMatchObject({ requestId: id, app: 'api', status: 404, path: '/no-such-thing' });
  } finally {
    await new Promise((resolve) => s.close(resolve));
  }
});

test('a job run has its own id; its failure is logged with the stack and passed on', async () => {
  await expect(
    runLogged('refundSweeper', undefined, async () => {
      logger.info('Refund sweep', { bookingRefunds: 1 });
      throw new Error('Firestore unavailable');
    }),
  ).rejects.toThrow('Firestore unavailable');
  const [info, error] = written;
  expect(info).toMatchObject({ message: 'Refund sweep', job: 'refundSweeper', requestId: expect.stringMatching(/^[0-9a-f]{32}$/) });
  expect(error).toMatchObject({ severity: 'ERROR', message: 'refundSweeper failed', alert: 'trigger_failed', job: 'refundSweeper', requestId: info?.requestId });
  expect((error as unknown as { error: { stack: string } }).error.stack).toContain('Firestore unavailable');
  await runLogged('searchIndexSync', 'event-123', async () => logger.warn('x'));
  expect(written.at(-1)).toMatchObject({ requestId: 'event-123', job: 'searchIndexSync' });
});
