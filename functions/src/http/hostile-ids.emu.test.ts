// Ids that Firestore reserves or reads as a path, sent through the Hosting rewrite to every route that takes an
// id (in the path, the body or a cursor): each is a 400 JSON naming the field, with no stack, and writes nothing.
// '.' and '..' in a URL path are resolved away by every URL parser on the way (fetch, the emulator, Hosting),
// so the route table is also run in-process with raw paths in hostile-ids.test.ts.
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { adminDb, userWithRole } from '../../../test-utils/admin';
import { localAppCheckToken } from '../../../test-utils/api';
import { clearFirestore, apiUrl } from '../../../test-utils/emulators';
import {
  CURSOR_ROUTES,
  HOSTILE_IDS,
  PATH_ID_ROUTES,
  cursorWithId,
  looksLikeSafeError,
  type Who,
} from './testing/id-routes';

const tokens: Record<Who, string | null> = { anonymous: null, student: null, admin: null };

beforeAll(async () => {
  tokens.student = await userWithRole('hostile-student', null);
  tokens.admin = await userWithRole('hostile-admin', 'admin');
});

/** Every document in every collection, to prove a refused request wrote nothing. */
async function everything(): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const col of Object.values(COLLECTIONS)) {
    for (const doc of (await adminDb().collection(col).get()).docs) state[`${col}/${doc.id}`] = doc.data();
  }
  return state;
}

beforeEach(async () => {
  await clearFirestore();
  const db = adminDb();
  await db
    .collection(COLLECTIONS.coachings)
    .doc('allen')
    .set({ name: 'Allen', exams: ['JEE'], popular: false });
  // A current admin (claim and users/{uid}.role agreeing), so routes behind requireCurrentAdmin reach the body check.
  await db.collection(COLLECTIONS.users).doc('hostile-admin').set({ name: 'Hostile admin', role: 'admin' });
});

async function call(method: string, path: string, who: Who, body?: unknown) {
  // A valid App Check token, as the web app sends: what is refused here is the id, not the caller's app.
  const headers: Record<string, string> = { 'x-firebase-appcheck': await localAppCheckToken() };
  if (tokens[who]) headers.authorization = `Bearer ${tokens[who]}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${apiUrl}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

// '.' and '..' are normalised out of URLs before any server sees them; see hostile-ids.test.ts.
const PATH_IDS = HOSTILE_IDS.filter((id) => id !== '.' && id !== '..');

describe('hostile ids in the path', () => {
  test.each(PATH_ID_ROUTES)('$method $path', async (route) => {
    const before = await everything();
    for (const id of PATH_IDS) {
      for (const who of new Set<Who>([route.who, 'anonymous'])) {
        const res = await call(route.method, route.path.replace('{id}', encodeURIComponent(id)), who, route.body);
        const what = `${id} as ${who}`;
        expect(res.status, what).toBe(400);
        expect(res.contentType, what).toMatch(/^application\/json/);
        expect(looksLikeSafeError(res.text), what).toBe(true);
        expect(JSON.parse(res.text), what).toMatchObject({
          error: 'invalid_input',
          fields: { [route.field]: expect.any(String) },
        });
      }
    }
    expect(await everything()).toEqual(before);
  });
});

describe('hostile ids in a cursor', () => {
  test.each(CURSOR_ROUTES)('$sort cursor', async (route) => {
    for (const id of HOSTILE_IDS) {
      const res = await call('GET', route.path(cursorWithId(route.sort, route.key, id)), 'anonymous');
      expect(res.status, id).toBe(400);
      expect(res.contentType, id).toMatch(/^application\/json/);
      expect(looksLikeSafeError(res.text), id).toBe(true);
      expect(JSON.parse(res.text), id).toMatchObject({
        error: 'invalid_input',
        fields: { cursor: expect.any(String) },
      });
    }
  });
});

describe('hostile ids in a body field', () => {
  test.each([
    {
      method: 'POST',
      path: '/branches',
      body: (id: string) => ({ name: 'Dhruv', coaching_id: id, lat: 25.1, lng: 75.8, address: 'Kota' }),
    },
    { method: 'PATCH', path: '/branches/allen-sakar', body: (id: string) => ({ coaching_id: id }) },
  ])('$method $path coaching_id', async (route) => {
    await adminDb()
      .collection(COLLECTIONS.branches)
      .doc('allen-sakar')
      .set({ name: 'Sakar', coaching_id: 'allen', lat: 25.14, lng: 75.84, address: 'Kota' });
    const before = await everything();
    for (const id of HOSTILE_IDS) {
      const res = await call(route.method, route.path, 'admin', route.body(id));
      expect(res.status, id).toBe(400);
      expect(looksLikeSafeError(res.text), id).toBe(true);
      expect(JSON.parse(res.text), id).toMatchObject({
        error: 'invalid_input',
        fields: { coaching_id: expect.any(String) },
      });
    }
    expect(await everything()).toEqual(before);
  });
});
