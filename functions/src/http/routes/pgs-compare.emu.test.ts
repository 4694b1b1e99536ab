// GET /api/pgs/compare through the Hosting rewrite (docs/decisions/170-compare.md): public listings side by side,
// the campus from the catalogue, no role needed and nothing private sent.
import { beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import { destinationPoint } from '@kotastay/shared/geo';
import { ComparePgSchema, type CompareResponse } from '@kotastay/shared/schemas/compare';
import type { PgRecord } from '@kotastay/shared/schemas/pg';
import { seedCatalogue } from '../../../../scripts/seed/catalogue';
import { demoPg, writePgs } from '../../../../scripts/seed/pgs';
import { adminAuth, adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { apiUrl, clearAuth, clearFirestore } from '../../../../test-utils/emulators';
import { publicPgRecord } from '../../../../test-utils/pg-fixtures';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };

const C = { lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng };
const OWNER = 'compare-owner';
const fixture = (id: string, n: number, over: Partial<PgRecord> = {}) =>
  publicPgRecord(id, n, destinationPoint(C, n * 40, 300 + n * 100), { ownerId: OWNER, ...over });

/** A listing published before charges were asked for. */
function withoutCharges(record: PgRecord): PgRecord {
  const { charges: _notStated, ...rest } = record;
  return rest;
}
/** Charges as the demo data states them. */
const STATED_CHARGES = Array.from({ length: 40 }, (_, i) => demoPg(i + 1).charges).find(Boolean);

beforeAll(async () => {
  await clearFirestore();
  await clearAuth();
  await seedCatalogue({ db: adminDb(), auth: adminAuth() });
  await writePgs({ db: adminDb() }, [
    withoutCharges(fixture('cmp-a', 1)),
    fixture('cmp-b', 2, { charges: STATED_CHARGES }),
    fixture('cmp-c', 3),
    fixture('cmp-draft', 4, { status: 'draft' }),
    fixture('cmp-hidden', 5, { visible: false }),
    fixture('cmp-pending', 6, { verification: { ...demoPg(6).verification, status: 'pending', verifiedAt: null } }),
  ]);
});

describe('GET /api/pgs/compare — good input', () => {
  test('three public PGs in the order asked, with the campus from the catalogue, cacheable, ≤ 4 reads', async () => {
    // The first catalogue use in this instance loads it whole; afterwards a branch costs one read (its version).
    await api('GET', '/pgs/compare?ids=cmp-a&branch=allen-samarth');
    const res = await fetch(`${apiUrl}/pgs/compare?ids=cmp-c,cmp-a,cmp-b&branch=allen-samarth`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(Number(res.headers.get('x-docs-read'))).toBeLessThanOrEqual(4);
    const body = (await res.json()) as CompareResponse;
    expect(body.results.map((r) => r.id)).toEqual(['cmp-c', 'cmp-a', 'cmp-b']);
    const a = body.results[1]?.pg;
    const stored = fixture('cmp-a', 1);
    expect(a).toMatchObject({
      id: 'cmp-a',
      name: stored.name,
      rooms: stored.rooms,
      food: stored.food,
      bedsAvailable: stored.bedsAvailable,
      ratingAvg: stored.ratingAvg,
      location: stored.location,
      verification: { status: 'verified', checklist: stored.verification.checklist },
    });
    expect(a?.coverPhoto?.id).toBe(stored.photos[0]?.id);
    expect(body.branch).toMatchObject({ id: 'allen-samarth', coachingId: 'allen', coachingName: 'Allen' });
    expect(body.branch?.location.lat).toEqual(expect.any(Number));
  });

  test('not public or unknown listings come back as null in their place, for everyone — their owner and admins too', async () => {
    const owner = await userWithRole(OWNER, 'pg_owner');
    const admin = await userWithRole('compare-admin', 'admin');
    for (const token of [undefined, owner, admin]) {
      const res = await api<CompareResponse>('GET', '/pgs/compare?ids=cmp-draft,cmp-hidden,cmp-pending', { token });
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual([
        { id: 'cmp-draft', pg: null },
        { id: 'cmp-hidden', pg: null },
        { id: 'cmp-pending', pg: null },
      ]);
    }
    const mixed = await api<CompareResponse>('GET', '/pgs/compare?ids=no-such-pg,cmp-a');
    expect(mixed.body.results.map((r) => [r.id, r.pg?.id ?? null])).toEqual([
      ['no-such-pg', null],
      ['cmp-a', 'cmp-a'],
    ]);
  });

  test('a repeated id counts once; blanks are ignored', async () => {
    const res = await api<CompareResponse>('GET', '/pgs/compare?ids=cmp-a,,cmp-a,cmp-b,cmp-a');
    expect(res.status).toBe(200);
    expect(res.body.results.map((r) => r.id)).toEqual(['cmp-a', 'cmp-b']);
  });

  test('no campus asked, or one the catalogue does not have: branch is null, the PGs still come', async () => {
    for (const q of ['ids=cmp-a', 'ids=cmp-a&branch=', 'ids=cmp-a&branch=no-such-campus']) {
      const res = await api<CompareResponse>('GET', `/pgs/compare?${q}`);
      expect(res.status).toBe(200);
      expect(res.body.branch).toBeNull();
      expect(res.body.results[0]?.pg?.id).toBe('cmp-a');
    }
  });
});

describe('GET /api/pgs/compare — public: no role needed, nothing private', () => {
  test('signed out without an App Check token, a student and an owner all get the same answer', async () => {
    const path = '/pgs/compare?ids=cmp-a,cmp-b&branch=allen-samarth';
    const anonymous = await api<CompareResponse>('GET', path, { appCheck: null });
    expect(anonymous.status).toBe(200);
    const student = await api<CompareResponse>('GET', path, { token: await userWithRole('compare-student', null) });
    const owner = await api<CompareResponse>('GET', path, { token: await userWithRole(OWNER, 'pg_owner') });
    expect(student.body).toEqual(anonymous.body);
    expect(owner.body).toEqual(anonymous.body);
  });

  test('each PG carries exactly the compare fields: no owner or verifier uid, no status flags or geohash', async () => {
    const res = await api<CompareResponse>('GET', '/pgs/compare?ids=cmp-a,cmp-b,cmp-c');
    expect(res.body.results).toHaveLength(3);
    for (const { pg } of res.body.results) {
      expect(Object.keys(pg ?? {}).sort()).toEqual(Object.keys(ComparePgSchema.shape).sort());
      expect(Object.keys(pg?.verification ?? {}).sort()).toEqual(['checklist', 'status', 'verifiedAt']);
    }
    expect(JSON.stringify(res.body)).not.toContain(OWNER);
    // The owner's stated charges travel (the total monthly cost row), and a listing without them says null.
    const byId = new Map(res.body.results.map((r) => [r.id, r.pg]));
    expect(byId.get('cmp-b')?.charges).toEqual(STATED_CHARGES);
    expect(byId.get('cmp-a')?.charges).toBeNull();
  });
});

describe('GET /api/pgs/compare — bad input is a 400 naming the field, and reads nothing', () => {
  test.each([
    ['', 'ids'],
    ['ids=', 'ids'],
    ['ids=,,', 'ids'],
    ['ids=a,b,c,d', 'ids'],
    ['ids=cmp-a&ids=cmp-b', 'ids'],
    ['ids=__x__', 'ids.0'],
    ['ids=cmp-a,..', 'ids.1'],
    ['ids=cmp-a,a%2Fb', 'ids.1'],
    ['ids=cmp-a,cmp-b,__name__', 'ids.2'],
    [`ids=${'x'.repeat(200)}`, 'ids.0'],
    ['ids=cmp-a&branch=..', 'branch'],
    ['ids=cmp-a&branch=Allen_Samarth', 'branch'],
    ['ids=cmp-a&branch=a%2Fb', 'branch'],
  ])('?%s → 400 naming %s', async (query, field) => {
    const res = await fetch(`${apiUrl}/pgs/compare?${query}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('x-docs-read')).toBeNull();
    const body = (await res.json()) as ErrorBody;
    expect(body.error).toBe('invalid_input');
    expect(body.fields).toHaveProperty(field);
    expect(body.message).toContain(field);
  });
});
