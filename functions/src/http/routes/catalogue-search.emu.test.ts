// The catalogue in Firestore is what search reads: an area an admin adds through the API is found by
// /api/places and by a nearby search by name at once, and a deleted one stops being found
// (docs/decisions/020-catalogue-single-source.md).
import { geohashForLocation } from 'geofire-common';
import { beforeAll, describe, expect, test } from 'vitest';
import { CATALOGUE_VERSION_DOC, COLLECTIONS } from '@kotastay/shared/collections';
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import { destinationPoint, type LatLng } from '@kotastay/shared/geo';
import type { Area, Branch } from '@kotastay/shared/schemas/catalogue';
import type { PgDetail, PgDoc } from '@kotastay/shared/schemas/pg';
import type { NearbySearchResponse, PlacesResponse } from '@kotastay/shared/schemas/search';
import { seedCatalogue } from '../../../../scripts/seed/catalogue';
import { demoPg } from '../../../../scripts/seed/pgs';
import { rebuildSearchIndex } from '../../domain/listings/search-index-store';
import { NAME_CELLS } from '../../domain/listings/name-index';
import { adminAuth, adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { apiUrl, clearFirestore } from '../../../../test-utils/emulators';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

/** A made-up locality no seed record or landmark is called anything like. */
const NEW_AREA = { name: 'Zorawar Enclave', lat: 25.09, lng: 75.905, popular: false };
const NEW_AREA_AT: LatLng = { lat: NEW_AREA.lat, lng: NEW_AREA.lng };

function publicPgAt(id: string, n: number, p: LatLng): PgDoc {
  const base = demoPg(n);
  const location = { lat: Math.round(p.lat * 1e7) / 1e7, lng: Math.round(p.lng * 1e7) / 1e7 };
  return {
    ...base,
    id,
    location,
    geohash: geohashForLocation([location.lat, location.lng]),
    status: 'published',
    visible: true,
    verification: { ...base.verification, status: 'verified', verifiedAt: base.createdAt },
  };
}

let admin: string;

beforeAll(async () => {
  await clearFirestore();
  await seedCatalogue({ db: adminDb(), auth: adminAuth() });
  const db = adminDb();
  // One listing 300 m from the new area's centre, far from every seeded area; one at Kota's centre.
  await db.collection(COLLECTIONS.pgs).doc('near-new-area').set(publicPgAt('near-new-area', 1, destinationPoint(NEW_AREA_AT, 90, 300)));
  await db.collection(COLLECTIONS.pgs).doc('at-centre').set(publicPgAt('at-centre', 2, DEFAULT_CENTER));
  // Written straight to pgs, as the seed does: build the search index now rather than wait for its trigger.
  await rebuildSearchIndex(db);
  admin = await userWithRole('catalogue-search-admin', 'admin');
  // A current admin: catalogue writes also check users/{uid}.role (decision 110).
  await db.collection(COLLECTIONS.users).doc('catalogue-search-admin').set({ name: 'Catalogue admin', role: 'admin' });
});

const places = (query: string) =>
  api<PlacesResponse>('GET', `/places?${new URLSearchParams({ query, google: 'false' }).toString()}`);
const nearbyByName = (query: string) =>
  api<NearbySearchResponse & ErrorBody>('GET', `/pgs/nearby?${new URLSearchParams({ query, radius: '1000' }).toString()}`);

describe('an area an admin adds, then deletes', () => {
  test('is found by /api/places and by a nearby search by its name once added, and by neither once deleted', async () => {
    // Before: nothing by that name; the nearby search falls back to Kota's centre and says so.
    expect((await places('zorawar enclave')).body.results.map((p) => p.id)).not.toContain('area:zorawar-enclave');
    const before = await nearbyByName('zorawar enclave');
    expect(before.status).toBe(200);
    expect(before.body.place).toBeNull();
    expect(before.body.center).toEqual({ lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng });

    const created = await api<Area>('POST', '/areas', { token: admin, body: NEW_AREA });
    expect(created.status).toBe(201);
    expect(created.body.id).toBe('zorawar-enclave');

    // Found at once (no cache lag), typo-tolerantly, with its coordinates.
    const found = await places('zoravar enclav');
    expect(found.status).toBe(200);
    expect(found.body.results[0]).toMatchObject({ id: 'area:zorawar-enclave', kind: 'area', ...NEW_AREA_AT });
    const near = await nearbyByName('Zorawar Enclave');
    expect(near.status).toBe(200);
    expect(near.body.place).toEqual({ id: 'area:zorawar-enclave', name: 'Zorawar Enclave' });
    expect(near.body.center).toEqual(NEW_AREA_AT);
    expect(near.body.results.map((r) => r.id)).toEqual(['near-new-area']);

    // A rename reaches search too.
    const renamed = await api<Area>('PATCH', '/areas/zorawar-enclave', { token: admin, body: { name: 'Zorawar Vihar' } });
    expect(renamed.status).toBe(200);
    expect((await places('zorawar vihar')).body.results[0]?.id).toBe('area:zorawar-enclave');

    expect((await api('DELETE', '/areas/zorawar-enclave', { token: admin })).status).toBe(204);
    expect((await places('zorawar vihar')).body.results.map((p) => p.id)).not.toContain('area:zorawar-enclave');
    const after = await nearbyByName('zorawar vihar');
    expect(after.body.place).toBeNull();
    expect(after.body.results.map((r) => r.id)).not.toContain('near-new-area');
  });

  test('every catalogue write changes meta/catalogue in the same request', async () => {
    const version = async () => (await adminDb().collection(COLLECTIONS.meta).doc(CATALOGUE_VERSION_DOC).get()).get('version') as unknown;
    const v0 = await version();
    const created = await api<Area>('POST', '/areas', { token: admin, body: { name: 'Version Check', lat: 25.1, lng: 75.8, popular: false } });
    const v1 = await version();
    expect(v1).not.toBe(v0);
    await api('DELETE', `/areas/${created.body.id}`, { token: admin });
    expect(await version()).not.toBe(v1);
  });
});

describe('reads per request', () => {
  test('a warm /api/places costs one read (the version) and the city\'s index directories (PG names); a changed catalogue is read again in full', async () => {
    // The search index's directories of the city's cells: PGs by name (decision 205); their shards only when changed.
    const names = NAME_CELLS.length;
    const docsRead = async () => Number((await fetch(`${apiUrl}/places?query=talwandi&google=false`)).headers.get('x-docs-read')) - names;
    await docsRead(); // warm
    expect(await docsRead()).toBe(1);
    await api<Area>('POST', '/areas', { token: admin, body: { name: 'Reads Check', lat: 25.1, lng: 75.8, popular: false } });
    const counts = await Promise.all(
      [COLLECTIONS.coachings, COLLECTIONS.branches, COLLECTIONS.areas].map(async (c) => (await adminDb().collection(c).get()).size),
    );
    expect(await docsRead()).toBe(1 + counts.reduce((a, b) => a + b, 0));
    expect(await docsRead()).toBe(1);
  });
});

describe('a nearby search by name', () => {
  test('resolves a seeded branch typo-tolerantly and searches around it', async () => {
    const res = await nearbyByName('alen samarth');
    expect(res.status).toBe(200);
    expect(res.body.place?.id).toBe('branch:allen-samarth');
    const samarth = (await adminDb().collection(COLLECTIONS.branches).doc('allen-samarth').get()).data() as Branch;
    expect(res.body.center).toEqual({ lat: samarth.lat, lng: samarth.lng });
  });

  test('coordinates win over a query, and the answer then carries no place', async () => {
    const res = await api<NearbySearchResponse>(
      'GET',
      `/pgs/nearby?lat=${DEFAULT_CENTER.lat}&lng=${DEFAULT_CENTER.lng}&query=talwandi&radius=1000`,
    );
    expect(res.status).toBe(200);
    expect(res.body.center).toEqual({ lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng });
    expect(res.body).not.toHaveProperty('place');
    expect(res.body.results.map((r) => r.id)).toContain('at-centre');
  });

  test.each([
    ['query=', 'lat'],
    [`query=${'x'.repeat(101)}`, 'query'],
    ['lng=75.85&query=talwandi', 'lat'],
  ])('?%s → 400 naming %s', async (q, field) => {
    const res = await api<ErrorBody>('GET', `/pgs/nearby?${q}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty(field);
  });
});

describe('coaching distances on a listing', () => {
  test('come from the catalogue as it is now: a branch added next to the listing is first, with its location', async () => {
    const coaching = await api<{ id: string }>('POST', '/coachings', {
      token: admin,
      body: { name: 'Zenith Classes', exams: ['JEE'], popular: false },
    });
    expect(coaching.status).toBe(201);
    const at = destinationPoint(NEW_AREA_AT, 90, 350);
    const branch = await api<Branch>('POST', '/branches', {
      token: admin,
      body: { name: 'Enclave Campus', coaching_id: coaching.body.id, lat: at.lat, lng: at.lng, address: 'Kota' },
    });
    expect(branch.status).toBe(201);
    const detail = await api<PgDetail>('GET', '/pgs/near-new-area');
    expect(detail.status).toBe(200);
    const first = detail.body.nearbyBranches?.[0];
    expect(first).toMatchObject({ branchId: branch.body.id, coachingName: 'Zenith Classes', location: { lat: at.lat, lng: at.lng } });
    expect(first?.distanceM).toBeLessThan(100);

    // A coaching with branches cannot be deleted (409 in_use): the branch goes first, then the coaching.
    expect((await api<ErrorBody>('DELETE', `/coachings/${coaching.body.id}`, { token: admin })).body.error).toBe('in_use');
    expect((await api('DELETE', `/branches/${branch.body.id}`, { token: admin })).status).toBe(204);
    expect((await api('DELETE', `/coachings/${coaching.body.id}`, { token: admin })).status).toBe(204);
    const after = await api<PgDetail>('GET', '/pgs/near-new-area');
    expect(after.body.nearbyBranches?.map((b) => b.branchId)).not.toContain(branch.body.id);
  });
});
