// `npm start`'s dev server (web/vite.config.ts, the one scripts/test.mjs starts around this stage) in front of the
// Functions emulator: a body over the API's limit is refused by the dev server itself with the API's own 413 — before
// the emulator sees it — and the emulators behind it keep serving (issue #20, item 8: an 11 MB POST /api/kyc crashed
// the emulator's request proxy and stopped `npm start`). See docs/decisions/193-local-launcher-robustness.md.
import { request } from 'node:http';
import { describe, expect, test } from 'vitest';
import { MAX_KYC_BODY_BYTES, PAYLOAD_TOO_LARGE } from '../shared/src/request-body-limits';
import { ports, PROJECT_ID, REGION } from '../test-utils/emulators';
import { devServerUrl } from './support/browser';

type Answer = { status: number; contentType: string; text: string };
type Sending = {
  /** Send no Content-Length: the body goes chunked. */
  chunked?: boolean;
  /** Ask first (Expect: 100-continue), as curl does for any body over 1 MB, and send the body only when told to. */
  expectContinue?: boolean;
  /** Stop sending and close the connection once the answer is in, as curl does. */
  stopOnAnswer?: boolean;
  /** Send only this many bytes of the `total` declared, then wait: the answer must not need the rest. */
  stallAfter?: number;
};

/** POSTs a `total`-byte multipart body to `url` and resolves with the answer. */
function post(url: string, total: number, how: Sending = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': 'multipart/form-data; boundary=x' };
    if (!how.chunked) headers['content-length'] = String(total);
    if (how.expectContinue) headers.expect = '100-continue';
    let answered = false;
    const req = request(url, { method: 'POST', headers }, (res) => {
      answered = true;
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type']), text });
        if ((how.stopOnAnswer || how.stallAfter !== undefined) && !req.writableFinished) req.destroy();
      });
      res.on('error', reject);
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    const chunk = Buffer.alloc(256 * 1024, 'x');
    const upTo = Math.min(total, how.stallAfter ?? total);
    let sent = 0;
    const write = () => {
      while (sent < upTo) {
        if (answered && how.stopOnAnswer) return;
        const piece = chunk.subarray(0, Math.min(chunk.length, upTo - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      if (upTo === total) req.end();
    };
    if (how.expectContinue) req.once('continue', write);
    else write();
  });
}

/** Rejects if `promise` takes longer than `ms`. */
const within = <T>(ms: number, what: string, promise: Promise<T>): Promise<T> =>
  Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)),
  ]);

async function stillServing(dev: string): Promise<void> {
  const health = await fetch(`${dev}/api/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ ok: true });
  expect((await fetch(`http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${REGION}/api/api/health`)).status).toBe(200);
  expect((await fetch(`${dev}/`)).status).toBe(200);
}

function expectApi413(res: Answer): void {
  expect(res.status).toBe(413);
  expect(res.contentType).toMatch(/^application\/json/);
  expect(JSON.parse(res.text)).toEqual(PAYLOAD_TOO_LARGE);
}

describe('the dev server refuses a body over the API limit before its proxy', () => {
  const twelveMb = 12 * 1024 * 1024;

  test('a 12 MB POST /api/kyc gets the API 413 from the dev server before the body is sent, and npm start keeps serving', async () => {
    const dev = devServerUrl();
    expect(twelveMb).toBeGreaterThan(MAX_KYC_BODY_BYTES);
    // Only 1 MB of the 12 MB declared is sent: a proxy forwarding it would wait for the rest (the Functions emulator
    // reads the whole body before the API runs), so the answer proves the dev server refused it by its length.
    expectApi413(await within(10_000, 'declared 12 MB, 1 MB sent', post(`${dev}/api/kyc`, twelveMb, { stallAfter: 1024 * 1024 })));
    await stillServing(dev);
  });

  test('the whole 12 MB sent, as a plain client and as curl does, gets the same 413, and npm start keeps serving', async () => {
    const dev = devServerUrl();
    expectApi413(await post(`${dev}/api/kyc`, twelveMb));
    expectApi413(await post(`${dev}/api/kyc`, twelveMb, { expectContinue: true, stopOnAnswer: true }));
    await stillServing(dev);
  });

  test('a chunked body is counted as it streams: 413 once past the limit, without waiting for the rest', async () => {
    const dev = devServerUrl();
    const past = MAX_KYC_BODY_BYTES + 512 * 1024;
    expectApi413(await within(10_000, 'chunked, past the limit', post(`${dev}/api/kyc`, twelveMb, { chunked: true, stallAfter: past })));
    expectApi413(await post(`${dev}/api/kyc`, twelveMb, { chunked: true }));
    await stillServing(dev);
  });

  test('a chunked body within the limit still reaches the API, forwarded whole', async () => {
    const dev = devServerUrl();
    // A signed-out multipart POST of 200 kB to a route that takes up to ~10 MB: our app answers it (JSON, not a
    // proxy error), so the body went through the dev server and the emulator.
    const res = await post(`${dev}/api/kyc`, 200 * 1024, { chunked: true });
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
    expect(res.contentType).toMatch(/^application\/json/);
    await stillServing(dev);
  });
});
