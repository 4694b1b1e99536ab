// The true monthly cost in nearby search (docs/decisions/160-true-monthly-cost.md): sort=total_asc and
// maxTotalInr through the Hosting rewrite, cursor paging, the index entries carrying each listing's extras, and
// bad parameters as a 400 naming the field.
import { beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import { destinationPoint, distanceM, type LatLng } from '@kotastay/shared/geo';
import { monthlyExtrasInr, type ExtraCharge, type MonthlyCharges } from '@kotastay/shared/monthly-cost';
import { isPublicPg, type PgRecord } from '@kotastay/shared/schemas/pg';
import type { NearbyResult, NearbySearchResponse } from '@kotastay/shared/schemas/search';
import { writePgs } from '../../../../scripts/seed/pgs';
import { adminDb } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { clearFirestore } from '../../../../test-utils/emulators';
import { publicPgRecord } from '../../../../test-utils/pg-fixtures';
import type { ShardDoc } from '../../domain/listings/search-index';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
const C: LatLng = { lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng };

const inc: ExtraCharge = { mode: 'included', inrPerMonth: 0 };
const no: ExtraCharge = { mode: 'not_offered', inrPerMonth: 0 };
/** Charges whose extras come to `mess` + electricity (₹9 × `units`). */
const charges = (mess: number, units: number): MonthlyCharges => ({
  electricity: { mode: 'per_unit', inrPerUnit: 9, unitsPerMonth: units, inrPerMonth: 0 },
  mess: mess ? { mode: 'monthly', inrPerMonth: mess } : no,
  laundry: inc,
  wifi: inc,
  waterCooler: no,
  transport: no,
  oneTime: [],
});

const all: PgRecord[] = [];

beforeAll(async () => {
  await clearFirestore();
  // 30 listings within 3 km: most state charges (a cheap rent with a dear mess can cost more than a dearer rent
  // with everything included), every fifth states none — an old-style listing.
  for (let i = 0; i < 30; i++) {
    const location = destinationPoint(C, (i * 97) % 360, 150 + ((i * 83) % 2800));
    const stated = i % 5 !== 0;
    const record = publicPgRecord(`tc-${String(i).padStart(2, '0')}`, 300 + i, location, { ownerId: 'owner-a' });
    if (stated) record.charges = charges((i % 3) * 1500, 60 + (i % 4) * 20);
    else delete record.charges;
    all.push(record);
  }
  // Not public, cheap and near: never returned, whatever the sort.
  const hidden = publicPgRecord('tc-hidden', 400, destinationPoint(C, 0, 100), { ownerId: 'owner-a', visible: false });
  hidden.charges = charges(0, 10);
  all.push(hidden);
  await writePgs({ db: adminDb() }, all);
});

function qs(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return q.toString();
}
const nearby = (params: Record<string, string | number | undefined>) =>
  api<NearbySearchResponse & ErrorBody>('GET', `/pgs/nearby?${qs(params)}`);

async function walk(params: Record<string, string | number | undefined>): Promise<NearbyResult[]> {
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

const publicNear = () => all.filter((p) => isPublicPg(p) && distanceM(C, p.location) <= 5000);
const minRent = (p: PgRecord, ok: (rent: number) => boolean = () => true) => {
  const rents = p.rooms.map((r) => r.rentInr).filter(ok);
  return rents.length ? Math.min(...rents) : null;
};

describe('GET /api/pgs/nearby — sort=total_asc', () => {
  test('pages of 4: stated listings by total (rent + extras), then those without charges by rent; no duplicates or gaps', async () => {
    const pages = await walk({ lat: C.lat, lng: C.lng, sort: 'total_asc', limit: 4 });
    const ids = pages.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(
      publicNear()
        .map((p) => p.id)
        .sort(),
    );

    // Each result's total is its cheapest room's rent plus the listing's stated extras; null when not stated.
    for (const r of pages) {
      const rec = all.find((p) => p.id === r.id) as PgRecord;
      const extras = monthlyExtrasInr(rec.charges);
      expect(r.fromRentInr).toBe(minRent(rec));
      expect(r.monthlyExtrasInr).toBe(extras);
      expect(r.fromTotalInr).toBe(extras === null ? null : r.fromRentInr + extras);
    }
    const firstUnstated = pages.findIndex((r) => r.fromTotalInr === null);
    expect(firstUnstated).toBeGreaterThan(0);
    expect(pages.slice(firstUnstated).every((r) => r.fromTotalInr === null)).toBe(true);
    for (let i = 1; i < firstUnstated; i++)
      expect((pages[i - 1] as NearbyResult).fromTotalInr as number).toBeLessThanOrEqual(
        (pages[i] as NearbyResult).fromTotalInr as number,
      );
    for (let i = firstUnstated + 1; i < pages.length; i++)
      expect((pages[i - 1] as NearbyResult).fromRentInr).toBeLessThanOrEqual((pages[i] as NearbyResult).fromRentInr);

    // Not the rent order: the data has a cheaper rent that costs more in total.
    const byRent = [...pages.slice(0, firstUnstated)].sort(
      (a, b) => a.fromRentInr - b.fromRentInr || a.id.localeCompare(b.id),
    );
    expect(byRent.map((r) => r.id)).not.toEqual(ids.slice(0, firstUnstated));

    // The same order as one big page.
    const single = await nearby({ lat: C.lat, lng: C.lng, sort: 'total_asc', limit: 50 });
    expect(single.body.results.map((r) => r.id)).toEqual(ids);
  });

  test('a cursor made for total_asc is refused by another sort (400 naming cursor)', async () => {
    const first = await nearby({ lat: C.lat, lng: C.lng, sort: 'total_asc', limit: 3 });
    const res = await nearby({
      lat: C.lat,
      lng: C.lng,
      sort: 'price_asc',
      limit: 3,
      cursor: first.body.nextCursor ?? '',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('cursor');
  });
});

describe('GET /api/pgs/nearby — maxTotalInr', () => {
  test('keeps listings with a room whose rent + extras fit; leaves out those that state no charges; pages agree', async () => {
    const totals = publicNear()
      .filter((p) => p.charges)
      .map((p) => (minRent(p) as number) + (monthlyExtrasInr(p.charges) as number))
      .sort((a, b) => a - b);
    const max = totals[Math.floor(totals.length / 2)] as number;
    const expected = publicNear()
      .filter((p) => p.charges && p.rooms.some((r) => r.rentInr + (monthlyExtrasInr(p.charges) as number) <= max))
      .map((p) => p.id)
      .sort();
    expect(expected.length).toBeGreaterThan(2);
    const pages = await walk({ lat: C.lat, lng: C.lng, maxTotalInr: max, sort: 'total_asc', limit: 3 });
    expect(pages.map((r) => r.id).sort()).toEqual(expected);
    for (const r of pages) expect(r.fromTotalInr).toBeLessThanOrEqual(max);
    expect((await nearby({ lat: C.lat, lng: C.lng, maxTotalInr: max, limit: 50 })).body.total).toBe(expected.length);
  });

  test('with a room filter, the same room option must fit: fromRentInr and fromTotalInr are that room’s', async () => {
    const res = await nearby({ lat: C.lat, lng: C.lng, maxTotalInr: 30_000, sharing: 'double', limit: 50 });
    expect(res.status).toBe(200);
    const expected = publicNear().filter(
      (p) =>
        p.charges &&
        p.rooms.some((r) => r.sharing === 'double' && r.rentInr + (monthlyExtrasInr(p.charges) as number) <= 30_000),
    );
    expect(res.body.results.map((r) => r.id).sort()).toEqual(expected.map((p) => p.id).sort());
    for (const r of res.body.results) {
      const rec = all.find((p) => p.id === r.id) as PgRecord;
      expect(r.fromRentInr).toBe(
        rec.rooms.filter((x) => x.sharing === 'double').reduce((m, x) => Math.min(m, x.rentInr), Infinity),
      );
    }
  });

  test.each([
    ['maxTotalInr=cheap', 'maxTotalInr'],
    ['maxTotalInr=-1', 'maxTotalInr'],
    ['maxTotalInr=9000.5', 'maxTotalInr'],
    ['maxTotalInr=100001', 'maxTotalInr'],
    ['sort=total_desc', 'sort'],
  ])('?%s → 400 naming %s, never 500', async (query, field) => {
    const res = await api<ErrorBody>('GET', `/pgs/nearby?lat=${C.lat}&lng=${C.lng}&${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_input');
    expect(res.body.fields).toHaveProperty(field);
  });
});

describe('the search index carries each listing’s extras', () => {
  test('an entry has x = the stated extras; a listing without charges has none; nothing private is there', async () => {
    const snap = await adminDb().collection(COLLECTIONS.searchIndex).get();
    const entries = Object.assign({}, ...snap.docs.map((d) => (d.data() as ShardDoc).entries)) as ShardDoc['entries'];
    for (const p of publicNear()) {
      const e = entries[p.id];
      expect(e, p.id).toBeDefined();
      if (p.charges) expect(e?.x).toBe(monthlyExtrasInr(p.charges));
      else expect(e).not.toHaveProperty('x');
    }
    expect(entries['tc-hidden']).toBeUndefined();
  });

  test('changing a listing’s charges changes its index entry and its place in the total sort (the trigger)', async () => {
    const target = publicNear().find((p) => p.charges) as PgRecord;
    const dear = charges(9000, 200);
    await adminDb().collection(COLLECTIONS.pgs).doc(target.id).update({ charges: dear });
    const want = monthlyExtrasInr(dear);
    await expect
      .poll(
        async () => {
          const res = await nearby({ lat: C.lat, lng: C.lng, sort: 'total_asc', limit: 50 });
          return res.body.results.find((r) => r.id === target.id)?.fromTotalInr;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe((minRent(target) as number) + (want as number));
  });
});
