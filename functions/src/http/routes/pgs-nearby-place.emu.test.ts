// GET /api/pgs/nearby?place=area:{id}|branch:{id} (the area and coaching pages), and what the search index changes:
// documents read per page (first and "Load more"), and a listing unpublished after its cell was cached.
import { beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { catalogueGazetteerEntries } from '@kotastay/shared/gazetteer';
import { destinationPoint, distanceM, type LatLng } from '@kotastay/shared/geo';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from '@kotastay/shared/kota-catalogue';
import { splitPgRecord, type PgRecord } from '@kotastay/shared/schemas/pg';
import type { NearbySearchResponse } from '@kotastay/shared/schemas/search';
import { seedCatalogue } from '../../../../scripts/seed/catalogue';
import { writePgs } from '../../../../scripts/seed/pgs';
import { adminAuth, adminDb } from '../../../../test-utils/admin';
import { apiUrl, clearAuth, clearFirestore } from '../../../../test-utils/emulators';
import { publicPgRecord } from '../../../../test-utils/pg-fixtures';

type Body = NearbySearchResponse & { error?: string; message?: string; fields?: Record<string, string> };

const TALWANDI = KOTA_AREAS.find((a) => a.id === 'talwandi') as LatLng & { name: string };
const SANKALP = KOTA_BRANCHES.find((b) => b.id === 'allen-sankalp') as LatLng & { id: string };
/** The branch's name as the gazetteer spells it, computed here from the catalogue. */
const sankalpName = catalogueGazetteerEntries({ coachings: KOTA_COACHINGS, branches: KOTA_BRANCHES, areas: KOTA_AREAS }).find(
  (e) => e.id === 'branch:allen-sankalp',
)?.name as string;

const all: PgRecord[] = [];

async function nearby(params: Record<string, string | number>): Promise<{ status: number; body: Body; docsRead: number }> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await fetch(`${apiUrl}/pgs/nearby?${q.toString()}`);
  return { status: res.status, body: (await res.json()) as Body, docsRead: Number(res.headers.get('x-docs-read')) };
}

/** The index and the listings, to show a refused request wrote nothing. */
async function snapshot(): Promise<string> {
  const [index, pgs] = await Promise.all([
    adminDb().collection(COLLECTIONS.searchIndex).get(),
    adminDb().collection(COLLECTIONS.pgs).get(),
  ]);
  return JSON.stringify([index.docs.map((d) => [d.id, d.updateTime.toMillis()]), pgs.size]);
}

beforeAll(async () => {
  await clearFirestore();
  await clearAuth();
  await seedCatalogue({ db: adminDb(), auth: adminAuth() });
  for (let i = 0; i < 45; i++) {
    all.push(publicPgRecord(`pl-${String(i).padStart(2, '0')}`, 300 + i, destinationPoint(TALWANDI, (i * 137) % 360, 100 + ((i * 97) % 4800))));
  }
  all.push(publicPgRecord('pl-far', 400, destinationPoint(TALWANDI, 90, 5200)));
  all.push(publicPgRecord('pl-draft', 401, destinationPoint(TALWANDI, 0, 50), { status: 'draft' }));
  await writePgs({ db: adminDb() }, all);
});

const publicWithin = (centre: LatLng, radiusM: number) =>
  all
    .filter((p) => p.status === 'published' && p.visible && p.verification.status === 'verified')
    .map((p) => ({ id: p.id, d: distanceM(centre, p.location) }))
    .filter((p) => p.d <= radiusM)
    .sort((a, b) => a.d - b.d || (a.id < b.id ? -1 : 1))
    .map((p) => p.id);

describe('GET /api/pgs/nearby?place=', () => {
  test('area:talwandi searches around the area centre, nearest first, and names the place', async () => {
    const res = await nearby({ place: 'area:talwandi', limit: 50 });
    expect(res.status).toBe(200);
    expect(res.body.place).toEqual({ id: 'area:talwandi', name: TALWANDI.name });
    expect(res.body.center).toEqual({ lat: TALWANDI.lat, lng: TALWANDI.lng });
    const expected = publicWithin(TALWANDI, 5000);
    expect(res.body.results.map((r) => r.id)).toEqual(expected);
    expect(res.body.total).toBe(expected.length);
    expect(res.body.results.map((r) => r.id)).not.toContain('pl-far');
  });

  test('branch:allen-sankalp searches around the campus, with its gazetteer name', async () => {
    const res = await nearby({ place: 'branch:allen-sankalp', radius: 3000, limit: 50 });
    expect(res.status).toBe(200);
    expect(res.body.place).toEqual({ id: 'branch:allen-sankalp', name: sankalpName });
    expect(res.body.center).toEqual({ lat: SANKALP.lat, lng: SANKALP.lng });
    expect(res.body.results.map((r) => r.id)).toEqual(publicWithin(SANKALP, 3000));
  });

  test('is exact: a near miss of an id is a 404, never a fuzzy match', async () => {
    for (const place of ['area:talwandy', 'area:no-such-area', 'branch:allen-sankal', 'branch:talwandi', 'area:allen-sankalp']) {
      const res = await nearby({ place });
      expect(res.status, place).toBe(404);
      expect(res.body.error).toBe('not_found');
      expect(res.body.message).toMatch(/place/i);
    }
  });

  test.each([
    ['coaching:allen'],
    ['landmark:kota-junction'],
    ['talwandi'],
    ['__x__'],
    ['area:__x__'],
    ['..'],
    ['area:..'],
    ['a/b'],
    ['area:a/b'],
    ['area:%2e%2e'],
    ['area:Talwandi'],
    [`area:${'x'.repeat(300)}`],
  ])('a malformed or hostile place (%j) is a 400 naming place, and writes nothing', async (place) => {
    const before = await snapshot();
    const res = await nearby({ place });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_input');
    expect(Object.keys(res.body.fields ?? {})).toEqual(['place']);
    expect(await snapshot()).toBe(before);
  });

  test.each([
    [{ place: 'area:talwandi', lat: 25.14, lng: 75.85 }],
    [{ place: 'area:talwandi', query: 'talwandi' }],
  ])('place with another centre (%j) is a 400 naming place', async (params) => {
    const res = await nearby(params);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('place');
  });
});

describe('GET /api/pgs/nearby — documents read', () => {
  test('a page reads at most 1.5 documents per result, and "Load more" no more than the first page', async () => {
    const first = await nearby({ lat: TALWANDI.lat, lng: TALWANDI.lng, limit: 10 });
    expect(first.status).toBe(200);
    expect(first.body.results).toHaveLength(10);
    expect(first.docsRead).toBeGreaterThanOrEqual(11);
    expect(first.docsRead).toBeLessThanOrEqual(15);
    const second = await nearby({ lat: TALWANDI.lat, lng: TALWANDI.lng, limit: 10, cursor: first.body.nextCursor as string });
    expect(second.status).toBe(200);
    expect(second.body.results).toHaveLength(10);
    expect(second.body.total).toBe(first.body.total);
    expect(second.docsRead).toBeLessThanOrEqual(first.docsRead);
    expect(second.docsRead).toBeGreaterThanOrEqual(11);
  });

  test('a listing published after its cell was cached is found as soon as its index entry is written', async () => {
    const centre = destinationPoint(TALWANDI, 45, 30);
    const first = await nearby({ lat: centre.lat, lng: centre.lng, limit: 5 });
    expect(first.status).toBe(200);
    const fresh = publicPgRecord('pl-fresh', 402, destinationPoint(centre, 0, 5));
    const { pg, private: priv } = splitPgRecord(fresh);
    await adminDb().collection(COLLECTIONS.pgPrivate).doc(fresh.id).set(priv);
    await adminDb().collection(COLLECTIONS.pgs).doc(fresh.id).set(pg);
    const t0 = Date.now();
    let ids: string[] = [];
    while (Date.now() - t0 < 20_000) {
      ids = (await nearby({ lat: centre.lat, lng: centre.lng, limit: 5 })).body.results.map((r) => r.id);
      if (ids[0] === fresh.id) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(ids[0]).toBe(fresh.id);
    all.push(fresh);
  });

  test('a listing unpublished after its cell was cached is not returned', async () => {
    const nearest = publicWithin(TALWANDI, 5000)[0] as string;
    const before = await nearby({ lat: TALWANDI.lat, lng: TALWANDI.lng, limit: 5 });
    expect(before.body.results[0]?.id).toBe(nearest);
    await adminDb().collection(COLLECTIONS.pgs).doc(nearest).update({ status: 'hidden' });
    const after = await nearby({ lat: TALWANDI.lat, lng: TALWANDI.lng, limit: 5 });
    expect(after.status).toBe(200);
    expect(after.body.results.map((r) => r.id)).not.toContain(nearest);
  });
});
