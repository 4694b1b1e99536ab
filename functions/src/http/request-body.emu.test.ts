// Request bodies as the runtime delivers them: through the Hosting rewrite (as the browser calls /api) and on
// the Functions emulator's own URL. The runtime parses every body before our app runs (see
// docs/decisions/012-request-bodies-in-the-functions-runtime.md), so these cannot be tested in-process only.
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { adminDb, userWithRole } from '../../../test-utils/admin';
import { localAppCheckToken } from '../../../test-utils/api';
import { apiUrl, clearFirestore, ports, PROJECT_ID, REGION } from '../../../test-utils/emulators';

const BASES = {
  'hosting rewrite': apiUrl,
  'functions URL': `http://127.0.0.1:${ports.functions}/${PROJECT_ID}/${REGION}/api/api`,
};

let admin = '';
beforeAll(async () => {
  admin = await userWithRole('body-admin', 'admin');
});
beforeEach(async () => {
  await clearFirestore();
  // Catalogue writes need a current admin: the claim and the users/{uid} role mirror agreeing.
  await adminDb().collection(COLLECTIONS.users).doc('body-admin').set({ name: 'Body Admin', role: 'admin' });
});

type Sent = { status: number; contentType: string; text: string };
async function post(
  url: string,
  body: string | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const res = await fetch(url, {
    method: 'POST',
    // A valid App Check token, as the web app sends: only the body decides these answers.
    headers: { 'content-type': 'application/json', 'x-firebase-appcheck': await localAppCheckToken(), ...headers },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** A valid coaching padded with a string to about `bytes`: only its size can make it fail (the key is unknown). */
const coachingOfSize = (bytes: number) =>
  JSON.stringify({ name: 'Big Coaching', exams: ['JEE'], pad: 'x'.repeat(bytes) });

const coachingsWritten = async () => (await adminDb().collection(COLLECTIONS.coachings).get()).size;

describe.each(Object.entries(BASES))('through the %s', (_name, base) => {
  test('a 5 MB JSON body is a JSON 413 before auth or validation, and nothing is written', async () => {
    for (const headers of [{}, { authorization: `Bearer ${admin}` }] as Record<string, string>[]) {
      const res = await post(`${base}/coachings`, coachingOfSize(5_000_000), headers);
      expect(res.status).toBe(413);
      expect(res.contentType).toMatch(/^application\/json/);
      expect(JSON.parse(res.text)).toEqual({ error: 'payload_too_large', message: expect.stringMatching(/100 kB/) });
    }
    expect(await coachingsWritten()).toBe(0);
  });

  test('the limit is 100 kB: 101 kB is refused, 99 kB reaches validation', async () => {
    const over = await post(`${base}/coachings`, coachingOfSize(101 * 1024), { authorization: `Bearer ${admin}` });
    expect(over.status).toBe(413);
    expect(JSON.parse(over.text)).toMatchObject({ error: 'payload_too_large' });
    const under = await post(`${base}/coachings`, coachingOfSize(99 * 1024 - 100), {
      authorization: `Bearer ${admin}`,
    });
    expect(under.status).toBe(400);
    expect(JSON.parse(under.text)).toMatchObject({ error: 'invalid_input', fields: { pad: expect.any(String) } });
    expect(await coachingsWritten()).toBe(0);
  });

  test('valid JSON of the wrong shape gets our JSON 400 naming the problem', async () => {
    const res = await fetch(`${base}/users/u-anyone/role`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin}`,
        'x-firebase-appcheck': await localAppCheckToken(),
      },
      body: '[1,2]',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({
      error: 'invalid_input',
      message: expect.any(String),
      fields: { _: expect.any(String) },
    });
  });

  test('__proto__ and constructor keys are both named in the 400 (a strict schema route)', async () => {
    const res = await fetch(`${base}/users/u-anyone/role`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin}`,
        'x-firebase-appcheck': await localAppCheckToken(),
      },
      body: '{"__proto__": 1, "constructor": 2, "role": "booking_team"}',
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { error: string; message: string; fields: Record<string, string> };
    expect(body.error).toBe('invalid_input');
    expect(Object.keys(body.fields)).toEqual(['__proto__', 'constructor']);
    expect(body.message).toMatch(/__proto__, constructor/);
  });

  // Malformed JSON never reaches our app: the runtime's parser fails first and its Express default handler answers
  // (decision 012). What we control is that this answer carries no stack trace, file path or parser detail.
  test('malformed JSON: the runtime answers 400 itself, with no stack trace', async () => {
    for (const body of ['not json{', '{"name": "Allen",', '{"a": 1} trailing']) {
      const res = await post(`${base}/coachings`, body, { authorization: `Bearer ${admin}` });
      expect(res.status, body).toBe(400);
      expect(res.contentType).toMatch(/^text\/html/);
      expect(res.text).toContain('Bad Request');
      expect(res.text).not.toMatch(/SyntaxError|JSON\.parse|node_modules|\bat [\w.<>]+ \(/);
    }
    expect(await coachingsWritten()).toBe(0);
  });
});

// Only on the functions URL: the Hosting emulator's proxy cannot forward a chunked request body at all
// ("[PROXY ERROR] Failed to make request", an empty 500 from the emulator itself, before any function runs).
describe('through the functions URL', () => {
  test('a large body sent without a Content-Length (chunked) is refused on the bytes received', async () => {
    const chunk = new TextEncoder().encode(coachingOfSize(200 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < chunk.length; i += 16 * 1024) controller.enqueue(chunk.slice(i, i + 16 * 1024));
        controller.close();
      },
    });
    const res = await post(`${BASES['functions URL']}/coachings`, stream, { authorization: `Bearer ${admin}` });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.text)).toMatchObject({ error: 'payload_too_large' });
    expect(await coachingsWritten()).toBe(0);
  });
});
