// /api/pgs/nearby, /api/pgs, /api/pgs/{id}, demo photos and /api/places through the Hosting rewrite.
import { geohashForLocation } from 'geofire-common';
import { beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import { destinationPoint, distanceM, walkMinutes, type LatLng } from '@kotastay/shared/geo';
import { isPublicPg, type PgDetail, type PgRecord } from '@kotastay/shared/schemas/pg';
import type {
  NearbyResult,
  NearbySearchResponse,
  PgListResponse,
  PlacesResponse,
} from '@kotastay/shared/schemas/search';
import { seedCatalogue } from '../../../../scripts/seed/catalogue';
import { demoPg, writePgs } from '../../../../scripts/seed/pgs';
import { adminAuth, adminDb, userWithRole } from '../../../../test-utils/admin';
import { api, localAppCheckToken } from '../../../../test-utils/api';
import { apiUrl, clearAuth, clearFirestore } from '../../../../test-utils/emulators';
import { publicPgRecord } from '../../../../test-utils/pg-fixtures';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

const C: LatLng = { lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng };
/** A public listing (both documents) built from demo listing `n`, moved to `location`, with overrides. */
function fixture(id: string, n: number, location: LatLng, over: Partial<PgRecord> = {}): PgRecord {
  return publicPgRecord(id, n, location, { ownerId: 'owner-a', ...over });
}

/** Finds where the precision-5 geohash cell changes going east from the centre: PGs go 15 m either side. */
function cellBoundaryEast(): { west: LatLng; east: LatLng } {
  const start = geohashForLocation([C.lat, C.lng], 5);
  for (let d = 10; d < 6000; d += 5) {
    const p = destinationPoint(C, 90, d);
    if (geohashForLocation([p.lat, p.lng], 5) !== start) {
      return { west: destinationPoint(C, 90, d - 15), east: destinationPoint(C, 90, d + 15) };
    }
  }
  throw new Error('no cell boundary within 6 km');
}

const all: PgRecord[] = [];
const boundary = cellBoundaryEast();

beforeAll(async () => {
  await clearFirestore();
  await clearAuth();
  // /api/places and listing details read the catalogue from Firestore.
  await seedCatalogue({ db: adminDb(), auth: adminAuth() });
  // Edges of the 5 km default radius, of the 20 km maximum, and a geohash cell boundary.
  all.push(
    fixture('edge-in-4900', 1, destinationPoint(C, 45, 4900)),
    fixture('edge-out-5100', 2, destinationPoint(C, 45, 5100)),
    fixture('edge-in-19500', 3, destinationPoint(C, 200, 19_500)),
    fixture('edge-out-20500', 4, destinationPoint(C, 200, 20_500)),
    fixture('cell-west', 5, boundary.west),
    fixture('cell-east', 6, boundary.east),
  );
  // A varied public population within 3 km (the demo generator's rooms, food, amenities, ratings).
  for (let i = 0; i < 60; i++) {
    all.push(
      fixture(
        `pub-${String(i).padStart(2, '0')}`,
        100 + i,
        destinationPoint(C, (i * 137) % 360, 200 + ((i * 61) % 2800)),
      ),
    );
  }
  // Not public, in the middle of everything: none may ever be returned to the public.
  const near = destinationPoint(C, 10, 300);
  all.push(
    fixture('np-draft', 201, near, { status: 'draft' }),
    fixture('np-hidden', 202, near, { status: 'hidden' }),
    fixture('np-invisible', 203, near, { visible: false }),
    fixture('np-pending', 204, near, {
      verification: { ...demoPg(204).verification, status: 'pending', verifiedAt: null },
    }),
    fixture('np-unverified', 205, near, {
      verification: { ...demoPg(205).verification, status: 'unverified', verifiedAt: null },
    }),
    fixture('np-rejected', 206, near, {
      verification: { ...demoPg(206).verification, status: 'rejected', verifiedAt: null },
    }),
  );
  await writePgs({ db: adminDb() }, all);
  // writePgs rebuilds the index at once; the searchIndexSync trigger then replays each listing's write, and on a busy
  // emulator (behind earlier files' triggers) a search may meet that replay half done for a few seconds. Wait until
  // the 20 km search sees every public listing: an entry lost for good still fails the tests below.
  const want = expectedIds({ radiusM: 20000 }).length;
  for (let i = 0; i < 60; i++) {
    const res = await nearby({ lat: C.lat, lng: C.lng, radius: 20000, limit: 1 });
    if (res.status === 200 && res.body.total === want) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
}, 120_000);

const publicPgs = () => all.filter(isPublicPg);

function qs(params: Record<string, string | number | boolean | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return q.toString();
}

async function nearby(params: Record<string, string | number | boolean | undefined>) {
  return api<NearbySearchResponse & ErrorBody>('GET', `/pgs/nearby?${qs(params)}`);
}

/** Follows nextCursor to the end, failing on any page that is not 200. */
async function walk(params: Record<string, string | number | boolean | undefined>): Promise<NearbyResult[]> {
  const out: NearbyResult[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page++) {
    const res = await nearby({ ...params, cursor });
    expect(res.status).toBe(200);
    out.push(...res.body.results);
    if (!res.body.nextCursor) return out;
    cursor = res.body.nextCursor;
  }
  throw new Error('pagination did not end');
}

/** The test's own, independent idea of which public PGs a search should return. */
function expectedIds(opts: {
  center?: LatLng;
  radiusM?: number;
  gender?: string;
  sharing?: string[];
  ac?: boolean;
  food?: 'included' | 'veg' | 'none';
  minRentInr?: number;
  maxRentInr?: number;
  amenities?: string[];
  type?: string;
}): string[] {
  return publicPgs()
    .filter((p) => distanceM(opts.center ?? C, p.location) <= (opts.radiusM ?? 5000))
    .filter((p) => !opts.gender || p.gender === opts.gender)
    .filter((p) => !opts.type || p.type === opts.type)
    .filter(
      (p) =>
        !opts.food ||
        (opts.food === 'none' ? !p.food.included : p.food.included && (opts.food === 'included' || p.food.vegOnly)),
    )
    .filter((p) => (opts.amenities ?? []).every((a) => (p.amenities as string[]).includes(a)))
    .filter((p) =>
      p.rooms.some(
        (r) =>
          (!opts.sharing || opts.sharing.includes(r.sharing)) &&
          (opts.ac === undefined || r.ac === opts.ac) &&
          (opts.minRentInr === undefined || r.rentInr >= opts.minRentInr) &&
          (opts.maxRentInr === undefined || r.rentInr <= opts.maxRentInr),
      ),
    )
    .map((p) => p.id)
    .sort();
}

const ids = (results: { id: string }[]) => results.map((r) => r.id);

describe('GET /api/pgs/nearby — geography', () => {
  test('a PG at 4.9 km is in, at 5.1 km is out (default radius 5000 m)', async () => {
    const res = await nearby({ lat: C.lat, lng: C.lng, limit: 50 });
    expect(res.status).toBe(200);
    expect(res.body.radiusM).toBe(5000);
    expect(res.body.center).toEqual(C);
    const found = await walk({ lat: C.lat, lng: C.lng, limit: 50 });
    expect(ids(found)).toContain('edge-in-4900');
    expect(ids(found)).not.toContain('edge-out-5100');
    expect(ids(found).sort()).toEqual(expectedIds({}));
    expect(res.body.total).toBe(expectedIds({}).length);
  });

  test('PGs on both sides of a geohash cell boundary are both found, from either side', async () => {
    for (const center of [boundary.west, boundary.east]) {
      const found = ids(await walk({ lat: center.lat, lng: center.lng, radius: 1000, limit: 50 }));
      expect(found).toContain('cell-west');
      expect(found).toContain('cell-east');
      expect(found.sort()).toEqual(expectedIds({ center, radiusM: 1000 }));
    }
  });

  test('radius 20 km: 19.5 km in, 20.5 km out', async () => {
    const found = ids(await walk({ lat: C.lat, lng: C.lng, radius: 20000, limit: 50 }));
    expect(found).toContain('edge-in-19500');
    expect(found).not.toContain('edge-out-20500');
    expect(found.sort()).toEqual(expectedIds({ radiusM: 20000 }));
  });

  test('radius 1000 m (the minimum) returns only PGs within 1 km', async () => {
    const res = await nearby({ lat: C.lat, lng: C.lng, radius: 1000, limit: 50 });
    expect(res.status).toBe(200);
    expect(ids(res.body.results).sort()).toEqual(expectedIds({ radiusM: 1000 }));
    for (const r of res.body.results) expect(r.distanceM).toBeLessThanOrEqual(1000);
  });

  test('each result has its distance in whole metres and the walking time (×1.3 ÷ 80 m/min, rounded up)', async () => {
    const res = await nearby({ lat: C.lat, lng: C.lng, limit: 50 });
    for (const r of res.body.results) {
      const pg = all.find((p) => p.id === r.id) as PgRecord;
      expect(Number.isInteger(r.distanceM)).toBe(true);
      expect(Math.abs(r.distanceM - distanceM(C, pg.location))).toBeLessThanOrEqual(0.5);
      expect(r.walkMinutes).toBe(walkMinutes(r.distanceM));
      expect(r.walkMinutes).toBe(Math.ceil((r.distanceM * 1.3) / 80));
    }
    const edge = (await walk({ lat: C.lat, lng: C.lng, limit: 50 })).find((r) => r.id === 'edge-in-4900');
    expect(edge?.distanceM).toBe(4900);
    expect(edge?.walkMinutes).toBe(80); // 4900 × 1.3 / 80 = 79.6
  });

  test('never returns draft, hidden, invisible, pending, unverified or rejected listings', async () => {
    const found = ids(await walk({ lat: C.lat, lng: C.lng, radius: 20000, limit: 50 }));
    for (const id of found) expect(id.startsWith('np-')).toBe(false);
  });

  test('reports the documents it read in X-Docs-Read: the page and a few index documents, not every match', async () => {
    const res = await fetch(`${apiUrl}/pgs/nearby?${qs({ lat: C.lat, lng: C.lng })}`);
    const docsRead = Number(res.headers.get('x-docs-read'));
    const body = (await res.json()) as NearbySearchResponse;
    expect(body.total).toBeGreaterThan(body.results.length);
    // At least the page's documents and the index generation; at most 1.5 per result (docs/decisions/120).
    expect(docsRead).toBeGreaterThanOrEqual(body.results.length + 1);
    expect(docsRead).toBeLessThanOrEqual(1.5 * body.results.length);
  });
});

describe('GET /api/pgs/nearby — filters', () => {
  const cases: [string, Record<string, string | number | boolean>, Parameters<typeof expectedIds>[0]][] = [
    ['gender=girls', { gender: 'girls' }, { gender: 'girls' }],
    ['gender=boys', { gender: 'boys' }, { gender: 'boys' }],
    ['gender=coed', { gender: 'coed' }, { gender: 'coed' }],
    ['type=hostel', { type: 'hostel' }, { type: 'hostel' }],
    ['sharing=double', { sharing: 'double' }, { sharing: ['double'] }],
    ['sharing=double,triple', { sharing: 'double,triple' }, { sharing: ['double', 'triple'] }],
    ['ac=true', { ac: true }, { ac: true }],
    ['ac=false', { ac: false }, { ac: false }],
    ['food=included', { food: 'included' }, { food: 'included' }],
    ['food=veg', { food: 'veg' }, { food: 'veg' }],
    ['food=none', { food: 'none' }, { food: 'none' }],
    ['minRentInr=10000', { minRentInr: 10000 }, { minRentInr: 10000 }],
    ['maxRentInr=8000', { maxRentInr: 8000 }, { maxRentInr: 8000 }],
    ['rent 7000–10000', { minRentInr: 7000, maxRentInr: 10000 }, { minRentInr: 7000, maxRentInr: 10000 }],
    ['amenities=wifi,laundry', { amenities: 'wifi,laundry' }, { amenities: ['wifi', 'laundry'] }],
    ['amenities=gym', { amenities: 'gym' }, { amenities: ['gym'] }],
    [
      'single AC under 12000 for boys',
      { sharing: 'single', ac: true, maxRentInr: 12000, gender: 'boys' },
      { sharing: ['single'], ac: true, maxRentInr: 12000, gender: 'boys' },
    ],
  ];

  test.each(cases)('%s returns exactly the matching public PGs', async (_name, params, oracle) => {
    const expected = expectedIds(oracle);
    const found = await walk({ lat: C.lat, lng: C.lng, limit: 50, ...params });
    expect(ids(found).sort()).toEqual(expected);
    // The fixtures must make each filter meaningful: it keeps some and drops some.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(expectedIds({}).length);
  });

  test('fromRentInr is the cheapest room matching the room filters', async () => {
    const found = await walk({ lat: C.lat, lng: C.lng, limit: 50, ac: true });
    // Every expected PG came back (an empty answer must not pass the loop below vacuously).
    expect(ids(found).sort()).toEqual(expectedIds({ ac: true }));
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) {
      const pg = all.find((p) => p.id === r.id) as PgRecord;
      expect(r.fromRentInr).toBe(Math.min(...pg.rooms.filter((x) => x.ac).map((x) => x.rentInr)));
    }
    // The API applied the room filter to the rent: for some PG the cheapest AC room is dearer than its cheapest room.
    expect(found.some((r) => r.fromRentInr > r.minRentInr)).toBe(true);
  });

  test('results are card summaries: no owner id, first photo with its size', async () => {
    const res = await nearby({ lat: C.lat, lng: C.lng, limit: 1 });
    const r = res.body.results[0] as NearbyResult & Record<string, unknown>;
    expect(r.ownerId).toBeUndefined();
    expect(r.rooms).toBeUndefined();
    expect(r.coverPhoto?.width).toBe(1200);
    expect(r.coverPhoto?.urls.card).toMatch(/^\/photos\/demo\//);
    expect(r.verified).toBe(true);
  });
});

describe('GET /api/pgs/nearby — sorting and pagination', () => {
  const sorts: [string, (a: NearbyResult, b: NearbyResult) => boolean][] = [
    ['distance', (a, b) => a.distanceM <= b.distanceM],
    ['price_asc', (a, b) => a.fromRentInr <= b.fromRentInr],
    ['price_desc', (a, b) => a.fromRentInr >= b.fromRentInr],
    ['rating', (a, b) => a.ratingAvg > b.ratingAvg || (a.ratingAvg === b.ratingAvg && a.ratingCount >= b.ratingCount)],
  ];

  test.each(sorts)('sort=%s: pages of 7 are ordered, without duplicates or gaps', async (sort, inOrder) => {
    const pages = await walk({ lat: C.lat, lng: C.lng, sort, limit: 7 });
    const pageIds = ids(pages);
    expect(new Set(pageIds).size).toBe(pageIds.length);
    expect([...pageIds].sort()).toEqual(expectedIds({}));
    for (let i = 1; i < pages.length; i++)
      expect(inOrder(pages[i - 1] as NearbyResult, pages[i] as NearbyResult)).toBe(true);
    // The same order as one big page.
    const single = await nearby({ lat: C.lat, lng: C.lng, sort, limit: 50 });
    expect(pageIds.slice(0, 50)).toEqual(ids(single.body.results));
  });

  test('a filtered walk also has no duplicates or gaps', async () => {
    const pages = await walk({ lat: C.lat, lng: C.lng, radius: 20000, gender: 'boys', sort: 'price_asc', limit: 3 });
    expect(ids(pages).sort()).toEqual(expectedIds({ radiusM: 20000, gender: 'boys' }));
  });

  test('the last page has nextCursor null; limit caps a page', async () => {
    const res = await nearby({ lat: C.lat, lng: C.lng, limit: 5 });
    expect(res.body.results).toHaveLength(5);
    expect(res.body.nextCursor).toEqual(expect.any(String));
    const big = await nearby({ lat: C.lat, lng: C.lng, limit: 50, radius: 1000 });
    expect(big.body.nextCursor).toBeNull();
  });

  test('a cursor from another sort is a 400 naming cursor', async () => {
    const first = await nearby({ lat: C.lat, lng: C.lng, limit: 5, sort: 'distance' });
    const res = await nearby({ lat: C.lat, lng: C.lng, limit: 5, sort: 'rating', cursor: first.body.nextCursor ?? '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('cursor');
  });
});

describe('GET /api/pgs/nearby — bad parameters are 400 JSON naming the field, never 500', () => {
  test.each([
    ['', 'lat'],
    ['lat=25.14', 'lng'],
    ['lat=abc&lng=75.85', 'lat'],
    ['lat=91&lng=75.85', 'lat'],
    ['lat=25.14&lng=200', 'lng'],
    ['lat=25.14&lng=75.85&radius=500', 'radius'],
    ['lat=25.14&lng=75.85&radius=50000', 'radius'],
    ['lat=25.14&lng=75.85&radius=5km', 'radius'],
    ['lat=25.14&lng=75.85&gender=men', 'gender'],
    ['lat=25.14&lng=75.85&type=villa', 'type'],
    ['lat=25.14&lng=75.85&sharing=quad', 'sharing'],
    ['lat=25.14&lng=75.85&ac=maybe', 'ac'],
    ['lat=25.14&lng=75.85&food=nonveg', 'food'],
    ['lat=25.14&lng=75.85&minRentInr=cheap', 'minRentInr'],
    ['lat=25.14&lng=75.85&minRentInr=9000&maxRentInr=5000', 'maxRentInr'],
    ['lat=25.14&lng=75.85&amenities=pool', 'amenities'],
    ['lat=25.14&lng=75.85&sort=nearest', 'sort'],
    ['lat=25.14&lng=75.85&limit=0', 'limit'],
    ['lat=25.14&lng=75.85&limit=500', 'limit'],
    ['lat=25.14&lng=75.85&cursor=not-a-cursor', 'cursor'],
    ['lat=25.14&lat=25.15&lng=75.85', 'lat'],
  ])('?%s → 400 naming %s', async (query, field) => {
    const res = await api<ErrorBody>('GET', `/pgs/nearby?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_input');
    expect(res.body.fields).toHaveProperty(field);
  });
});

describe('GET /api/pgs (no location)', () => {
  async function walkList(params: Record<string, string | number | undefined>) {
    const out: PgListResponse['results'] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 100; page++) {
      const res = await api<PgListResponse>('GET', `/pgs?${qs({ ...params, cursor })}`);
      expect(res.status).toBe(200);
      out.push(...res.body.results);
      if (!res.body.nextCursor) return out;
      cursor = res.body.nextCursor;
    }
    throw new Error('pagination did not end');
  }

  test.each(['newest', 'price_asc', 'price_desc', 'rating'])(
    'sort=%s walks every public PG once, in order',
    async (sort) => {
      const results = await walkList({ sort, limit: 9 });
      const got = ids(results);
      expect(new Set(got).size).toBe(got.length);
      expect([...got].sort()).toEqual(
        publicPgs()
          .map((p) => p.id)
          .sort(),
      );
      const byId = new Map(all.map((p) => [p.id, p]));
      for (let i = 1; i < got.length; i++) {
        const a = byId.get(got[i - 1] as string) as PgRecord;
        const b = byId.get(got[i] as string) as PgRecord;
        if (sort === 'newest') expect(a.createdAt >= b.createdAt).toBe(true);
        if (sort === 'price_asc') expect(a.minRentInr).toBeLessThanOrEqual(b.minRentInr);
        if (sort === 'price_desc') expect(a.minRentInr).toBeGreaterThanOrEqual(b.minRentInr);
        if (sort === 'rating') expect(a.ratingAvg).toBeGreaterThanOrEqual(b.ratingAvg);
      }
    },
  );

  test('filters apply (gender in the query, room filters in memory), across pages', async () => {
    const results = await walkList({ gender: 'girls', ac: 'false', limit: 4 });
    const expected = publicPgs()
      .filter((p) => p.gender === 'girls' && p.rooms.some((r) => !r.ac))
      .map((p) => p.id)
      .sort();
    expect(ids(results).sort()).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
  });

  test('areaId filters by area', async () => {
    const areaId = (publicPgs()[0] as PgRecord).areaId;
    const results = await walkList({ areaId, limit: 50 });
    expect(ids(results).sort()).toEqual(
      publicPgs()
        .filter((p) => p.areaId === areaId)
        .map((p) => p.id)
        .sort(),
    );
  });

  test('bad parameters are 400 naming the field', async () => {
    for (const [query, field] of [
      ['sort=distance', 'sort'],
      ['limit=x', 'limit'],
      ['gender=x', 'gender'],
      ['cursor=zzz', 'cursor'],
    ] as const) {
      const res = await api<ErrorBody>('GET', `/pgs?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty(field);
    }
  });
});

describe('GET /api/pgs/{id}', () => {
  test('a public PG: the detail without owner or verifier uid', async () => {
    const res = await api<PgDetail & Record<string, unknown>>('GET', '/pgs/pub-01');
    expect(res.status).toBe(200);
    expect(res.body.id).toBe('pub-01');
    expect(res.body.rooms.length).toBeGreaterThan(0);
    expect(res.body.ownerId).toBeUndefined();
    expect((res.body.verification as Record<string, unknown>).verifiedBy).toBeUndefined();
    expect(res.body.verification.status).toBe('verified');
    expect(res.body.viewerCanManage).toBe(false);
    expect(res.body.isPublic).toBe(true);
    expect(res.body.demo).toBe(true);
  });

  test.each(['np-draft', 'np-hidden', 'np-invisible', 'np-pending', 'np-unverified', 'np-rejected', 'no-such-pg'])(
    '%s is 404 for the public and for another signed-in user',
    async (id) => {
      expect((await api<ErrorBody>('GET', `/pgs/${id}`)).status).toBe(404);
      const other = await userWithRole('someone-else', null);
      const res = await api<ErrorBody>('GET', `/pgs/${id}`, { token: other });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('not_found');
    },
  );

  test('the owner and an admin see a draft, marked manageable and not public', async () => {
    const owner = await userWithRole('owner-a', 'pg_owner');
    const mine = await api<PgDetail>('GET', '/pgs/np-draft', { token: owner });
    expect(mine.status).toBe(200);
    expect(mine.body.viewerCanManage).toBe(true);
    expect(mine.body.isPublic).toBe(false);
    const admin = await userWithRole('admin-1', 'admin');
    expect((await api('GET', '/pgs/np-pending', { token: admin })).status).toBe(200);
    const otherOwner = await userWithRole('owner-b', 'pg_owner');
    expect((await api('GET', '/pgs/np-draft', { token: otherOwner })).status).toBe(404);
    const team = await userWithRole('team-1', 'booking_team');
    expect((await api('GET', '/pgs/np-draft', { token: team })).status).toBe(404);
  });

  test('ownership comes from pg_private: the owner manages a public listing, another owner does not', async () => {
    const owner = await userWithRole('owner-a', 'pg_owner');
    const mine = await api<PgDetail>('GET', '/pgs/pub-01', { token: owner });
    expect(mine.status).toBe(200);
    expect(mine.body.viewerCanManage).toBe(true);
    const otherOwner = await userWithRole('owner-b', 'pg_owner');
    expect((await api<PgDetail>('GET', '/pgs/pub-01', { token: otherOwner })).body.viewerCanManage).toBe(false);
    // The public document alone says nothing about the owner.
    const raw = (await adminDb().collection(COLLECTIONS.pgs).doc('pub-01').get()).data() ?? {};
    expect(raw).not.toHaveProperty('ownerId');
    expect(raw.verification).not.toHaveProperty('verifiedBy');
    expect((await adminDb().collection(COLLECTIONS.pgPrivate).doc('pub-01').get()).get('ownerId')).toBe('owner-a');
  });

  test('no answer carries the owner or verifier uid, whoever asks (owner, admin, anyone)', async () => {
    const verifier = all.find((p) => p.id === 'pub-01')?.verification.verifiedBy;
    expect(verifier).toBeTruthy();
    const tokens = [
      undefined,
      await userWithRole('owner-a', 'pg_owner'),
      await userWithRole('admin-1', 'admin'),
    ];
    for (const token of tokens) {
      for (const path of ['/pgs/pub-01', '/pgs/np-draft', `/pgs/nearby?${qs({ lat: C.lat, lng: C.lng })}`, '/pgs?limit=50']) {
        const res = await fetch(
          `${apiUrl}${path}`,
          token ? { headers: { authorization: `Bearer ${token}`, 'x-firebase-appcheck': await localAppCheckToken() } } : {},
        );
        const text = await res.text();
        if (path !== '/pgs/np-draft' || token) expect(res.status, `${path} ${token ? 'signed in' : 'anonymous'}`).toBe(200);
        expect(text).not.toContain('owner-a');
        expect(text).not.toContain('ownerId');
        expect(text).not.toContain('verifiedBy"');
        expect(text).not.toContain(verifier as string);
      }
    }
  });

  test('an invalid id is a 400 naming id', async () => {
    const res = await api<ErrorBody>('GET', `/pgs/${encodeURIComponent('bad id!')}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('id');
  });
});

describe('demo photos', () => {
  test('served as cacheable SVG of the stated size', async () => {
    const res = await fetch(`${apiUrl}/pgs/demo-photos/pub-01/1-card.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toContain('width="480" height="360"');
  });
  test('unknown files are 404', async () => {
    expect((await fetch(`${apiUrl}/pgs/demo-photos/pub-01/7-card.svg`)).status).toBe(404);
  });
});

describe('GET /api/places', () => {
  test('resolves Kota places offline and typo-tolerantly; no Google without a key', async () => {
    const res = await api<PlacesResponse>('GET', '/places?query=alen%20samarth&google=true');
    expect(res.status).toBe(200);
    expect(res.body.results[0]).toMatchObject({ id: 'branch:allen-samarth', kind: 'branch', source: 'local' });
    expect(res.body.google).toBe('not_configured');
    // Google is asked for only when google=true is sent (and then only with App Check: places.emu.test.ts).
    expect((await api<PlacesResponse>('GET', '/places?query=alen%20samarth', { appCheck: null })).body.google).toBe('skipped');
    const talwandi = await api<PlacesResponse>('GET', '/places?query=talwandi&limit=3');
    expect(talwandi.body.results[0]?.id).toBe('area:talwandi');
    expect(talwandi.body.results.length).toBeLessThanOrEqual(3);
  });
  test('bad parameters are 400 naming the field', async () => {
    const missing = await api<ErrorBody>('GET', '/places');
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty('query');
    const limit = await api<ErrorBody>('GET', '/places?query=kota&limit=99');
    expect(limit.body.fields).toHaveProperty('limit');
  });
  test('resolving a Google place without a key is a clear 404 (with App Check; without, 401 first)', async () => {
    const res = await api<ErrorBody>('GET', '/places/google/ChIJabc');
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_configured');
    expect((await api<ErrorBody>('GET', '/places/google/ChIJabc', { appCheck: null })).body.error).toBe('app_check_failed');
  });
});
