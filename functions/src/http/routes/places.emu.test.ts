// The paid Google branch of /api/places (docs/decisions/192-paid-lookups-and-id-card-metadata.md), in-process
// against the Firestore and Auth emulators with a fake provider standing in for Google (the same adapter slot a
// key fills): App Check is required before anything is counted or sent, each client is limited per minute, the
// site per Kota day, and a refused lookup never reaches the provider. The catalogue's own places stay public.
vi.hoisted(() => {
  process.env.FUNCTIONS_EMULATOR = 'true';
});
import type { AddressInfo } from 'node:net';
import { createServer, type Server } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { PLACES_GOOGLE_PER_CLIENT_PER_MINUTE } from '@kotastay/shared/constants';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import type { Place, PlacesResponse } from '@kotastay/shared/schemas/search';
import { seedCatalogue } from '../../../../scripts/seed/catalogue';
import { adminApp, adminAuth, adminDb, userWithRole } from '../../../../test-utils/admin';
import { createApp } from '../app';
import { APP_CHECK_HEADER, signLocalToken } from '../app-check';
import type { PlacesProvider } from '../../domain/places/google-places';
import { clientDocId } from '../../domain/places/quota';
import { setPlacesProviderForTests } from '../../domain/places/service';

/** Stands in for Google: answers like it and records every call, so "not sent" is checked, not assumed. */
const sent: string[] = [];
const fakeGoogle: PlacesProvider = {
  async autocomplete(input) {
    sent.push(`autocomplete:${input}`);
    return [{ id: 'google:ChIJfake', name: `${input} (Google)`, address: 'Kota, Rajasthan', lat: null, lng: null, kind: 'google', score: 0.4, source: 'google', placeId: 'ChIJfake' }];
  },
  async details(placeId) {
    sent.push(`details:${placeId}`);
    return { id: `google:${placeId}`, name: 'Picked place', address: 'Kota', lat: 25.15, lng: 75.84, kind: 'google', score: 1, source: 'google', placeId };
  },
};

let server: Server;
let base = '';
beforeAll(async () => {
  adminApp();
  await seedCatalogue({ db: adminDb(), auth: adminAuth() });
  server = createServer(createApp());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

async function clearCounters() {
  for (const name of [COLLECTIONS.placesQuota, COLLECTIONS.placesRate]) {
    const docs = (await adminDb().collection(name).get()).docs;
    await Promise.all(docs.map((d) => d.ref.delete()));
  }
}
beforeEach(async () => {
  sent.length = 0;
  setPlacesProviderForTests(fakeGoogle);
  await clearCounters();
});
afterEach(() => {
  setPlacesProviderForTests(undefined);
  delete process.env.PLACES_GOOGLE_DAILY_CAP;
});

type Who = { ip?: string; appCheck?: string | null; token?: string; via?: 'fastly' | 'xff' };
async function get<T>(path: string, who: Who = {}): Promise<{ status: number; body: T; cache: string | null }> {
  const headers: Record<string, string> = {};
  const appCheck = who.appCheck === undefined ? signLocalToken().token : who.appCheck;
  if (appCheck !== null) headers[APP_CHECK_HEADER] = appCheck;
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (who.ip) headers[who.via === 'xff' ? 'x-forwarded-for' : 'fastly-client-ip'] = who.ip;
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, body: (await res.json()) as T, cache: res.headers.get('cache-control') };
}
type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

const search = '/places?query=talwandi&google=true';
const details = '/places/google/ChIJabc';
const dayDoc = () => adminDb().collection(COLLECTIONS.placesQuota).doc(kotaDate(Date.now())).get();
const rateDocs = async () => (await adminDb().collection(COLLECTIONS.placesRate).get()).docs;

describe('App Check for the Google branch', () => {
  test('anonymous without App Check: 401 on search and details; nothing counted, nothing sent', async () => {
    for (const path of [search, details, '/places?query=talwandi&google=true&sessionToken=abc-1']) {
      const res = await get<ErrorBody>(path, { appCheck: null, ip: '203.0.113.7' });
      expect(res.status, path).toBe(401);
      expect(res.body, path).toMatchObject({ error: 'app_check_failed', message: expect.stringMatching(/KotaStay app/) });
    }
    // A forged token (wrong signature) and a token from another issuer are the same 401.
    const forged = `${signLocalToken().token.slice(0, -4)}AAAA`;
    expect((await get(search, { appCheck: forged })).status).toBe(401);
    expect((await get(details, { appCheck: 'not-a-token' })).status).toBe(401);
    expect(sent).toEqual([]);
    expect((await dayDoc()).exists).toBe(false);
    expect(await rateDocs()).toHaveLength(0);
  });

  test('with App Check: 200, predictions appended, details resolved, each lookup counted once; never cached', async () => {
    await earlyInAMinute();
    const res = await get<PlacesResponse>(search, { ip: '203.0.113.7' });
    expect(res.status).toBe(200);
    expect(res.body.google).toBe('used');
    expect(res.body.results.at(-1)).toMatchObject({ source: 'google', placeId: 'ChIJfake' });
    expect(res.body.results[0]).toMatchObject({ id: 'area:talwandi', source: 'local' });
    expect(res.cache).toBe('private, no-store');
    const place = await get<Place>(details, { ip: '203.0.113.7' });
    expect(place.status).toBe(200);
    expect(place.body).toMatchObject({ placeId: 'ChIJabc', lat: 25.15, lng: 75.84 });
    expect(sent).toEqual(['autocomplete:talwandi', 'details:ChIJabc']);
    expect((await dayDoc()).data()).toMatchObject({ count: 2, day: kotaDate(Date.now()) });
    // One minute document for the client, under a hash: no IP address stored.
    const docs = await rateDocs();
    expect(docs.map((d) => d.id)).toEqual([clientDocId('ip:203.0.113.7')]);
    expect(docs[0]!.data()).toMatchObject({ count: 2 });
    expect(JSON.stringify(docs[0]!.data())).not.toContain('203.0.113.7');
  });

  test('the catalogue stays public: google=false or left out needs no App Check, asks and counts nothing', async () => {
    for (const path of ['/places?query=talwandi&google=false', '/places?query=talwandi']) {
      const res = await get<PlacesResponse>(path, { appCheck: null });
      expect(res.status, path).toBe(200);
      expect(res.body.google, path).toBe('skipped');
      expect(res.body.results[0]?.id, path).toBe('area:talwandi');
      expect(res.cache, path).toBe('public, max-age=60');
    }
    expect(sent).toEqual([]);
    expect((await dayDoc()).exists).toBe(false);
  });

  // '.' and '..' never survive fetch's URL parsing: hostile-ids.test.ts sends them raw.
  test('hostile place ids are 400 naming placeId, before App Check, counting or sending', async () => {
    for (const id of ['__x__', '__name__', 'a%2Fb', 'a.b', 'x'.repeat(301)]) {
      const res = await get<ErrorBody>(`/places/google/${id}`, { appCheck: null });
      expect(res.status, id).toBe(400);
      expect(res.body, id).toMatchObject({ error: 'invalid_input', fields: { placeId: expect.any(String) } });
    }
    expect(sent).toEqual([]);
    expect((await dayDoc()).exists).toBe(false);
  });
});

/** The limit counts per clock minute: a run that started late in one would be split across two. */
async function earlyInAMinute(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe('per-client rate limit', () => {
  beforeEach(earlyInAMinute, 30_000);

  test(`the ${PLACES_GOOGLE_PER_CLIENT_PER_MINUTE + 1}th lookup in a minute from one IP is 429 and not sent; other clients go on`, async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < PLACES_GOOGLE_PER_CLIENT_PER_MINUTE; i++) {
      const res = await get<PlacesResponse>(i % 2 ? details : search, { ip, via: i % 3 ? 'fastly' : 'xff' });
      expect(res.status, `lookup ${i + 1}`).toBe(200);
    }
    expect(sent).toHaveLength(PLACES_GOOGLE_PER_CLIENT_PER_MINUTE);
    for (const path of [search, details]) {
      const over = await get<ErrorBody>(path, { ip });
      expect(over.status, path).toBe(429);
      expect(over.body, path).toMatchObject({ error: 'places_rate_limited', message: expect.stringMatching(/wait a minute/) });
    }
    expect(sent).toHaveLength(PLACES_GOOGLE_PER_CLIENT_PER_MINUTE);
    // Refused lookups count nowhere.
    expect((await dayDoc()).get('count')).toBe(PLACES_GOOGLE_PER_CLIENT_PER_MINUTE);

    // Another address, and a signed-in user behind the same address (counted by uid), are other clients.
    expect((await get(search, { ip: '198.51.100.21' })).status).toBe(200);
    const token = await userWithRole('places-student', null);
    expect((await get(search, { ip, token })).status).toBe(200);
    expect(sent).toHaveLength(PLACES_GOOGLE_PER_CLIENT_PER_MINUTE + 2);
    const ids = (await rateDocs()).map((d) => d.id).sort();
    expect(ids).toEqual([clientDocId('ip:198.51.100.20'), clientDocId('ip:198.51.100.21'), clientDocId('uid:places-student')].sort());
  });

  test('an IPv6 client is its /64: rotating the interface id does not make a new client', async () => {
    process.env.PLACES_GOOGLE_DAILY_CAP = '1000';
    for (let i = 0; i < PLACES_GOOGLE_PER_CLIENT_PER_MINUTE; i++) {
      expect((await get(search, { ip: `2001:db8:aa:1:0:0:0:${(i + 1).toString(16)}` })).status).toBe(200);
    }
    const over = await get<ErrorBody>(search, { ip: '2001:db8:aa:1::ffff' });
    expect(over.status).toBe(429);
    expect((await rateDocs()).map((d) => d.id)).toEqual([clientDocId('ip:2001:db8:aa:1::/64')]);
  });
});

describe('daily cap', () => {
  test('past PLACES_GOOGLE_DAILY_CAP lookups in a Kota day: 429 places_daily_quota for everyone, nothing sent', async () => {
    process.env.PLACES_GOOGLE_DAILY_CAP = '3';
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect((await get(search, { ip })).status, ip).toBe(200);
    expect(sent).toHaveLength(3);
    for (const [path, ip] of [[search, '192.0.2.4'], [details, '192.0.2.5'], [search, '192.0.2.1']] as const) {
      const res = await get<ErrorBody>(path, { ip });
      expect(res.status, path).toBe(429);
      expect(res.body).toMatchObject({ error: 'places_daily_quota', message: expect.stringMatching(/today's limit.*Kota time/) });
    }
    expect(sent).toHaveLength(3);
    expect((await dayDoc()).data()).toMatchObject({ count: 3, cap: 3 });
    // The catalogue still answers.
    expect((await get<PlacesResponse>('/places?query=talwandi', { appCheck: null })).status).toBe(200);
  });
});
