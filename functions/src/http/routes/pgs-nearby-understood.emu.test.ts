// GET /api/pgs/nearby?query= and GET /api/places?query= understand what Kota types (docs/decisions/205-search-
// understanding.md): places, PG names, filters, Hindi; the understanding is in the answer, its filters applied (the
// request's own win), PGs by name among the suggestions; hostile text is just words; reads stay per result.
import { beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import { destinationPoint, type LatLng } from '@kotastay/shared/geo';
import type { PgRecord, RoomOption } from '@kotastay/shared/schemas/pg';
import type { NearbySearchResponse, PlacesResponse } from '@kotastay/shared/schemas/search';
import { KOTA_AREAS, KOTA_BRANCHES } from '@kotastay/shared/kota-catalogue';
import { seedCatalogue } from '../../../../scripts/seed/catalogue';
import { writePgs } from '../../../../scripts/seed/pgs';
import { adminAuth, adminDb } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { apiUrl, clearAuth, clearFirestore } from '../../../../test-utils/emulators';
import { publicPgRecord } from '../../../../test-utils/pg-fixtures';

type ErrorBody = { error?: string; fields?: Record<string, string> };
const talwandi = KOTA_AREAS.find((a) => a.id === 'talwandi') as (typeof KOTA_AREAS)[number];
const T: LatLng = { lat: talwandi.lat, lng: talwandi.lng };

const room = (over: Partial<RoomOption>): RoomOption => ({
  id: 'r1',
  sharing: 'double',
  ac: false,
  rentInr: 8000,
  depositInr: 0,
  bedsTotal: 4,
  bedsAvailable: 2,
  attachedBathroom: false,
  ...over,
});
const pg = (id: string, n: number, at: LatLng, over: Partial<PgRecord>): PgRecord => publicPgRecord(id, n, at, over);

const records: PgRecord[] = [
  pg('u-nandini', 1, destinationPoint(T, 90, 300), {
    name: 'Nandini Girls Hostel',
    gender: 'girls',
    areaId: 'talwandi',
    rooms: [room({})],
  }),
  pg('u-nandini-far', 2, destinationPoint(DEFAULT_CENTER, 200, 6000), {
    name: 'Nandini Residency',
    gender: 'girls',
    areaId: 'dadabari',
    rooms: [room({})],
  }),
  pg('u-girls-ac', 3, destinationPoint(T, 10, 500), {
    name: 'Orchid Ladies PG',
    gender: 'girls',
    areaId: 'talwandi',
    rooms: [room({ id: 'r1', ac: true, rentInr: 8500, attachedBathroom: true, sharing: 'single' })],
    ratingAvg: 4.2,
    ratingCount: 5,
  }),
  pg('u-boys', 4, destinationPoint(T, 180, 400), {
    name: 'Keshav Boys Hostel',
    gender: 'boys',
    areaId: 'talwandi',
    rooms: [room({ id: 'r1', ac: true, rentInr: 12000 })],
  }),
  // The best rated around Talwandi, then Orchid: the order "top rated" asks for (decision 228).
  pg('u-coed', 5, destinationPoint(T, 270, 600), {
    name: 'Galaxy Residency',
    gender: 'coed',
    areaId: 'talwandi',
    rooms: [room({})],
    ratingAvg: 4.8,
    ratingCount: 12,
  }),
];

const nearby = (params: Record<string, string>) =>
  api<NearbySearchResponse & ErrorBody>('GET', `/pgs/nearby?${new URLSearchParams(params)}`);

beforeAll(async () => {
  await clearFirestore();
  await clearAuth();
  await seedCatalogue({ db: adminDb(), auth: adminAuth() });
  await writePgs({ db: adminDb() }, records);
  // The trigger replays each write after the rebuild: wait until every listing is searchable by name.
  for (let i = 0; i < 60; i++) {
    const res = await api<PlacesResponse>('GET', '/places?query=nandini');
    if (res.body.results?.filter((p) => p.kind === 'pg').length === 2) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
}, 120_000);

describe('GET /api/pgs/nearby?query= understands the query', () => {
  test('"Girls PG": girls\' PGs only, around Kota centre, understood as one gender filter', async () => {
    const res = await nearby({ query: 'Girls PG' });
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeGreaterThan(0);
    expect(res.body.results.every((r) => r.gender === 'girls')).toBe(true);
    expect(res.body.place).toBeNull();
    expect(res.body.understood).toEqual({
      words: ['Girls', 'PG'],
      parts: [{ kind: 'filter', key: 'gender', value: 'girls', words: [0] }],
      unknown: [],
    });
  });

  test('a PG name with a typo: that PG first, the search centred on it, the name understood', async () => {
    const res = await nearby({ query: 'nandni girls hostel' });
    expect(res.status).toBe(200);
    expect(res.body.results[0]?.id).toBe('u-nandini');
    expect(res.body.place).toEqual({ id: 'pg:u-nandini', name: 'Nandini Girls Hostel' });
    expect(res.body.understood?.parts).toContainEqual({ kind: 'name', words: [0], text: 'nandni', count: 2 });
    // Only PGs so named: both Nandinis, wherever in Kota, and no other girls' PG.
    expect(res.body.results.map((r) => r.id).sort()).toEqual(['u-nandini', 'u-nandini-far']);
  });

  test('Hindi: तलवंडी में गर्ल्स पीजी → Talwandi, girls', async () => {
    const res = await nearby({ query: 'तलवंडी में गर्ल्स पीजी' });
    expect(res.status).toBe(200);
    expect(res.body.place).toEqual({ id: 'area:talwandi', name: 'Talwandi' });
    expect(res.body.understood?.parts.map((p) => p.kind)).toEqual(['place', 'filter']);
    expect(res.body.results.every((r) => r.gender === 'girls')).toBe(true);
  });

  test('room filters hold for one room: "single ac attached bathroom under 9000 talwandi"', async () => {
    const res = await nearby({ query: 'single ac attached bathroom under 9000 talwandi' });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.id)).toEqual(['u-girls-ac']);
    expect(res.body.understood?.unknown).toEqual([]);
  });

  test("the request's own filter wins over the query's", async () => {
    const res = await nearby({ query: 'girls pg talwandi', gender: 'boys' });
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.id)).toEqual(['u-boys']);
  });

  test('words not understood are named, not silently dropped', async () => {
    const res = await nearby({ query: 'xyzzy talwandi' });
    expect(res.body.place?.id).toBe('area:talwandi');
    expect(res.body.understood?.unknown).toEqual([0]);
    const nothing = await nearby({ query: 'qwertyuiop' });
    expect(nothing.body.place).toBeNull();
    expect(nothing.body.understood).toEqual({ words: ['qwertyuiop'], parts: [], unknown: [0] });
    expect(nothing.body.total).toBeGreaterThan(0);
  });

  // Object.prototype's own names are words too: 'constructor' once read a loanword table's inherited property and 500'd.
  test.each([
    '__x__',
    '..',
    'a/b',
    '$` $& $1',
    '<script>alert(1)</script>',
    'girls'.repeat(20),
    'constructor',
    '__proto__ talwandi',
    'toString valueOf hasOwnProperty',
  ])('hostile or odd text %j is only words: 200, nothing matched from it, nothing thrown', async (query) => {
    const res = await nearby({ query });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.results)).toBe(true);
  });

  test('attachedBathroom is a filter of its own, checked like the others', async () => {
    const bad = await nearby({ lat: String(T.lat), lng: String(T.lng), attachedBathroom: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('attachedBathroom');
    const ok = await nearby({ lat: String(T.lat), lng: String(T.lng), attachedBathroom: 'true' });
    expect(ok.body.results.map((r) => r.id)).toEqual(['u-girls-ac']);
  });

  test("reads: the catalogue, the directories of Kota's index cells and the page's cards", async () => {
    const url = `${apiUrl}/pgs/nearby?query=girls%20pg%20talwandi`;
    await fetch(url);
    const raw = await fetch(url);
    const docs = Number(raw.headers.get('x-docs-read'));
    const res = { body: (await raw.json()) as NearbySearchResponse };
    // The page's cards + at most 4 directories + the catalogue's version document.
    expect(res.body.results.length).toBeGreaterThanOrEqual(2);
    expect(docs).toBeLessThanOrEqual(res.body.results.length + 4 + 1);
  });
});

describe('"near me" asks for the searcher\'s position (decision 230)', () => {
  test('"girls pg near me": around Kota centre meanwhile, girls only, "near me" a part of its own', async () => {
    const res = await nearby({ query: 'girls pg near me' });
    expect(res.status).toBe(200);
    expect(res.body.place).toBeNull();
    expect(res.body.center).toEqual({ lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng });
    expect(res.body.results.length).toBeGreaterThan(0);
    expect(res.body.results.every((r) => r.gender === 'girls')).toBe(true);
    expect(res.body.understood).toEqual({
      words: ['girls', 'pg', 'near', 'me'],
      parts: [
        { kind: 'nearMe', words: [2, 3] },
        { kind: 'filter', key: 'gender', value: 'girls', words: [0] },
      ],
      unknown: [],
    });
  });

  test('Hindi: मेरे पास पीजी', async () => {
    const res = await nearby({ query: 'मेरे पास पीजी' });
    expect(res.body.understood?.parts).toEqual([{ kind: 'nearMe', words: [0, 1] }]);
    expect(res.body.understood?.unknown).toEqual([]);
  });

  test('beside a place it only says near: "pg nearby talwandi" is Talwandi', async () => {
    const res = await nearby({ query: 'pg nearby talwandi' });
    expect(res.body.place?.name).toBe('Talwandi');
    expect(res.body.understood?.parts.map((p) => p.kind)).toEqual(['place']);
  });
});

describe('"top rated" means best rated first (decision 228)', () => {
  test('"top rated pg near talwandi": the best rated first, the sort used said', async () => {
    const res = await nearby({ query: 'top rated pg near talwandi' });
    expect(res.status).toBe(200);
    expect(res.body.sort).toBe('rating');
    expect(res.body.results.slice(0, 2).map((r) => r.id)).toEqual(['u-coed', 'u-girls-ac']);
    expect(res.body.understood?.parts).toContainEqual({ kind: 'sort', value: 'rating', words: [0, 1] });
    expect(res.body.understood?.unknown).toEqual([]);
  });

  test("the request's own sort still wins", async () => {
    const res = await nearby({ query: 'top rated pg near talwandi', sort: 'distance' });
    expect(res.body.sort).toBe('distance');
    const d = res.body.results.map((r) => r.distanceM);
    expect(d).toEqual([...d].sort((a, b) => a - b));
  });
});

describe('a coaching searched for names its campuses (decision 227)', () => {
  test('"near allen samyak": Allen, "samyak" not understood, every Allen campus from the catalogue by name', async () => {
    const res = await nearby({ query: 'near allen samyak' });
    expect(res.status).toBe(200);
    const place = res.body.understood?.parts.find((p) => p.kind === 'place');
    expect(place?.kind === 'place' && place.place).toMatchObject({ id: 'coaching:allen', kind: 'coaching' });
    const campuses = place?.kind === 'place' ? (place.place.campuses ?? []) : [];
    const allen = KOTA_BRANCHES.filter((b) => b.coaching_id === 'allen');
    expect(campuses.map((c) => c.id).sort()).toEqual(allen.map((b) => b.id).sort());
    expect(campuses.map((c) => c.name)).toEqual(
      [...campuses.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(res.body.understood?.unknown.map((i) => res.body.understood?.words[i])).toEqual(['samyak']);
  });

  test('an area or a campus names no campuses', async () => {
    for (const query of ['pg near talwandi', 'allen sankalp']) {
      const res = await nearby({ query });
      const place = res.body.understood?.parts.find((p) => p.kind === 'place');
      expect(place).toBeDefined();
      expect(place?.kind === 'place' && place.place.campuses).toBeFalsy();
    }
  });
});

describe('"cheap" means cheapest first (decision 225)', () => {
  const rents = (res: { body: NearbySearchResponse }) => res.body.results.map((r) => r.fromRentInr);
  const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] as number) <= x);

  test('"cheap pg near talwandi": ascending rent, the sort used said, the words a sort part', async () => {
    const res = await nearby({ query: 'cheap pg near talwandi' });
    expect(res.status).toBe(200);
    expect(res.body.sort).toBe('price_asc');
    expect(res.body.results.length).toBeGreaterThanOrEqual(4);
    expect(ascending(rents(res))).toBe(true);
    // Not the distance order: the boys' hostel (₹12,000) is second nearest and comes last.
    expect(res.body.results.at(-1)?.id).toBe('u-boys');
    expect(res.body.understood?.parts).toContainEqual({ kind: 'sort', value: 'price_asc', words: [0] });
    expect(res.body.understood?.unknown).toEqual([]);
  });

  test('Hindi: सबसे सस्ता पीजी तलवंडी', async () => {
    const res = await nearby({ query: 'सबसे सस्ता पीजी तलवंडी' });
    expect(res.body.sort).toBe('price_asc');
    expect(ascending(rents(res))).toBe(true);
  });

  test("the request's own sort wins: sort=distance gives distance order", async () => {
    const res = await nearby({ query: 'cheap pg near talwandi', sort: 'distance' });
    expect(res.status).toBe(200);
    expect(res.body.sort).toBe('distance');
    const d = res.body.results.map((r) => r.distanceM);
    expect(ascending(d)).toBe(true);
    expect(ascending(rents(res))).toBe(false);
  });

  test('without a cheap word or a sort: distance, as before', async () => {
    const res = await nearby({ query: 'pg near talwandi' });
    expect(res.body.sort).toBe('distance');
    const plain = await nearby({ lat: String(T.lat), lng: String(T.lng) });
    expect(plain.body.sort).toBe('distance');
  });

  test("pages follow the query's sort: the cursor of page 1 is valid for page 2", async () => {
    const first = await nearby({ query: 'sasta pg talwandi', limit: '2' });
    expect(first.body.nextCursor).toBeTruthy();
    const second = await nearby({ query: 'sasta pg talwandi', limit: '2', cursor: first.body.nextCursor as string });
    expect(second.status).toBe(200);
    expect(ascending([...rents(first), ...rents(second)])).toBe(true);
  });

  test.each(['cheap', 'price', 'DISTANCE', 'newest'])('sort=%s is still a 400 naming sort', async (sort) => {
    const res = await nearby({ query: 'cheap pg near talwandi', sort });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('sort');
  });
});

describe('GET /api/places?query= suggests PGs by name', () => {
  test('PGs whose names match, typos and Hindi included, after a well-matched place', async () => {
    const named = await api<PlacesResponse>('GET', '/places?query=nandni');
    expect(named.status).toBe(200);
    const pgs = named.body.results.filter((p) => p.kind === 'pg');
    expect(pgs.map((p) => p.id).sort()).toEqual(['pg:u-nandini', 'pg:u-nandini-far']);
    expect(pgs[0]).toMatchObject({ source: 'local', address: expect.stringMatching(/, Kota$/) });
    const hindi = await api<PlacesResponse>('GET', `/places?query=${encodeURIComponent('नंदिनी')}`);
    expect(hindi.body.results.filter((p) => p.kind === 'pg')).toHaveLength(2);
    const place = await api<PlacesResponse>('GET', '/places?query=talwandi');
    expect(place.body.results[0]?.id).toBe('area:talwandi');
  });

  test('a name split in two or two words run together are read as search reads them (decision 234)', async () => {
    for (const [q, ids] of [
      ['nan dini', ['pg:u-nandini', 'pg:u-nandini-far']],
      ['galaxyresidency', ['pg:u-coed']],
      // Every word must still be in the one name.
      ['galaxy keshav', []],
    ] as const) {
      const res = await api<PlacesResponse>('GET', `/places?query=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(
        res.body.results
          .filter((p) => p.kind === 'pg')
          .map((p) => p.id)
          .sort(),
      ).toEqual(ids);
    }
  });

  test.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    '%j is a word to suggest from, not a crash',
    async (q) => {
      const res = await api<PlacesResponse>('GET', `/places?query=${q}`);
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body.results)).toBe(true);
    },
  );
});
