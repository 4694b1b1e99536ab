// A listing's performance (docs/decisions/216-occupancy-slots-performance.md): the funnel counted by the Functions that
// serve each step — a search answer, the PG's API answer to a student or a visitor (never its owner's or staff's),
// a save, a booking — buffered and added to listing_stats, and GET /api/listings/{pgId}/performance summing the last
// 4 weeks with conversions, the rents against comparable listings' median and why visits ended without a move-in.
// Its owner only: another owner 404, a demoted owner, a student, the teams and an admin 403; no phone, no uid.
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { weekOf, type PerformanceResponse } from '@kotastay/shared/schemas/listing-stats';
import type { RoomOption } from '@kotastay/shared/schemas/pg';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { ALL_TICKED, seedBooking, testBooking } from '../../../../test-utils/bookings';
import { clearFirestore } from '../../../../test-utils/emulators';
import { setPaymentGatewayForTests } from '../../domain/payments/config';
import { localGateway } from '../../domain/payments/local';
import { FREE_ROOM, PG_ID, book, seedBookablePgs, seedStudentProfile } from '../testing/bookings-fixtures';

type Who = 'owner' | 'otherOwner' | 'ownerOld' | 'student' | 'bt' | 'mt' | 'admin';
const t = {} as Record<Who, string>;
const PERF = `/listings/${PG_ID}/performance`;
const perf = (who: Who | null) => api<PerformanceResponse>('GET', PERF, who ? { token: t[who] } : {});
const thisWeek = async () => (await perf('owner')).body.weeks[0]!;

beforeAll(async () => {
  t.owner = await userWithRole('owner-a', 'pg_owner', '+919800000034');
  t.otherOwner = await userWithRole('owner-b', 'pg_owner', '+919800000035');
  t.ownerOld = await userWithRole('owner-old', 'pg_owner', '+919800000036');
  t.student = await userWithRole('stats-student', null, '+919870000041');
  t.bt = await userWithRole('bt-1', 'booking_team', '+919800000001');
  t.mt = await userWithRole('mt-1', 'movein_team', '+919800000003');
  t.admin = await userWithRole('admin-1', 'admin', '+919800000009');
});

beforeEach(async () => {
  setPaymentGatewayForTests(localGateway());
  await clearFirestore();
  const db = adminDb();
  for (const [uid, role] of [['owner-a', 'pg_owner'], ['owner-b', 'pg_owner'], ['bt-1', 'booking_team'], ['mt-1', 'movein_team'], ['admin-1', 'admin']] as const) {
    await db.collection(COLLECTIONS.users).doc(uid).set({ name: 'Someone', role });
  }
  await db.collection(COLLECTIONS.users).doc('owner-old').set({ name: 'Former owner' });
  await seedBookablePgs();
  await seedStudentProfile('stats-student', 'Asha Verma');
  const live = (await db.collection(COLLECTIONS.pgs).doc(PG_ID).get()).data()!;
  // The owner's draft (the owner routes check it is theirs), and two comparable listings in the same area: the same
  // gender and food, the same room at ₹8,000 and ₹10,000.
  await db.collection(COLLECTIONS.pgDrafts).doc(PG_ID).set({ ownerId: 'owner-a', rooms: live.rooms });
  for (const [id, rent] of [['pg-comp-1', 8000], ['pg-comp-2', 10_000]] as const) {
    await db.collection(COLLECTIONS.pgs).doc(id).set({ ...live, id, rooms: (live.rooms as RoomOption[]).map((r) => ({ ...r, rentInr: rent })) });
  }
});
afterEach(() => setPaymentGatewayForTests(null));

describe('the funnel, counted where it is served', () => {
  test('page views (students and visitors, not the owner or staff), a save (once), a visit request; conversions; the rent against the median', async () => {
    for (let i = 0; i < 3; i++) expect((await api('GET', `/pgs/${PG_ID}`)).status).toBe(200);
    expect((await api('GET', `/pgs/${PG_ID}`, { token: t.student })).status).toBe(200);
    // Not counted: the owner looking at their own page, and staff.
    expect((await api('GET', `/pgs/${PG_ID}`, { token: t.owner })).status).toBe(200);
    expect((await api('GET', `/pgs/${PG_ID}`, { token: t.admin })).status).toBe(200);
    expect((await api('PUT', `/saved-pgs/${PG_ID}`, { token: t.student })).status).toBe(200);
    expect((await api('PUT', `/saved-pgs/${PG_ID}`, { token: t.student })).status).toBe(200);
    await book(t.student);

    await expect.poll(async () => (await thisWeek()).counts, { timeout: 10_000, interval: 300 }).toEqual({
      searchAppearances: 0,
      pageViews: 4,
      saves: 1,
      visitRequests: 1,
      visitsDone: 0,
      moveIns: 0,
    });
    const res = await perf('owner');
    expect(res.status).toBe(200);
    expect(res.body.weeks).toHaveLength(4);
    expect(res.body.weeks[0]).toMatchObject({ week: weekOf(Date.now()), conversion: { pageViews: null, saves: 0.25, visitRequests: 0.25, visitsDone: 0, moveIns: null } });
    const room = res.body.rents.find((r) => r.roomId === FREE_ROOM)!;
    expect(room).toMatchObject({ medianInr: 9000, comparables: 2 });
    expect(res.body.noMoveInReasons).toEqual([]);
    const json = JSON.stringify(res.body);
    expect(json).not.toMatch(/\+91|\d{10}/);
    expect(json).not.toContain('stats-student');
    // Counted in shards, not one document per view.
    const docs = await adminDb().collection(COLLECTIONS.listingStats).where('pgId', '==', PG_ID).get();
    expect(docs.size).toBeGreaterThanOrEqual(1);
    expect(docs.size).toBeLessThanOrEqual(4);
  });

  test('search appearances: one for each listing on a page of results', async () => {
    const list = await api<{ results: { id: string }[] }>('GET', '/pgs?sort=price_asc');
    expect(list.status).toBe(200);
    expect(list.body.results.map((r) => r.id)).toContain(PG_ID);
    await expect.poll(async () => (await thisWeek()).counts.searchAppearances, { timeout: 10_000, interval: 300 }).toBe(1);
  });

  test('why visits ended without a move-in: the reasons the team records, most frequent first', async () => {
    const week = weekOf(Date.now());
    await adminDb().collection(COLLECTIONS.listingStats).doc(`${PG_ID}_${week}_0`).set({ pgId: PG_ID, week, shard: 0, visitsDone: 3, noMoveIn: { pg_mismatch: 1, student_declined: 2 } });
    await adminDb().collection(COLLECTIONS.listingStats).doc(`${PG_ID}_${week}_1`).set({ pgId: PG_ID, week, shard: 1, visitsDone: 1, noMoveIn: { student_declined: 1 } });
    const res = await perf('owner');
    expect(res.body.weeks[0]!.counts.visitsDone).toBe(4);
    expect(res.body.noMoveInReasons).toEqual([
      { reason: 'student_declined', count: 3 },
      { reason: 'pg_mismatch', count: 1 },
    ]);
  });
});

describe('the desks’ steps', () => {
  const visited = (id: string, over: Partial<Parameters<typeof testBooking>[1]> = {}) =>
    testBooking(id, {
      pgId: PG_ID,
      roomId: FREE_ROOM,
      status: 'visit_done',
      timeline: [
        { status: 'pending_visit', at: '2026-11-20T10:00:00.000Z', by: 'system', note: null },
        { status: 'visit_done', at: '2026-11-21T10:00:00.000Z', by: 'team', note: null },
      ],
      ...over,
    });

  test('a move-in counts; a booking cancelled after its visit counts its reason; a repeated call counts nothing more', async () => {
    await seedBooking(visited('b-in', { checklist: { ...ALL_TICKED } }));
    await seedBooking(visited('b-out'));
    expect((await api('POST', '/bookings/b-in/confirm', { token: t.mt })).status).toBe(200);
    expect((await api('POST', '/bookings/b-in/confirm', { token: t.mt })).status).toBe(200);
    expect((await api('POST', '/bookings/b-out/cancel', { token: t.mt, body: { reason: 'student_declined' } })).status).toBe(200);
    await expect.poll(async () => (await perf('owner')).body.noMoveInReasons, { timeout: 10_000, interval: 300 }).toEqual([{ reason: 'student_declined', count: 1 }]);
    expect((await thisWeek()).counts.moveIns).toBe(1);
  });
});

describe('GET /api/listings/{pgId}/performance: the owner only', () => {
  test('another owner and an unknown listing 404; a demoted owner, a student, the teams and an admin 403; no token 401', async () => {
    expect((await perf('otherOwner')).status).toBe(404);
    expect((await api('GET', '/listings/no-such-pg/performance', { token: t.owner })).status).toBe(404);
    for (const who of ['ownerOld', 'student', 'bt', 'mt', 'admin'] as const) expect((await perf(who)).status, who).toBe(403);
    expect((await perf(null)).status).toBe(401);
  });

  test('hostile ids: 400 naming pgId', async () => {
    for (const id of ['__x__', 'a%2Fb', '__name__']) {
      const res = await api<{ fields?: Record<string, string> }>('GET', `/listings/${id}/performance`, { token: t.owner });
      expect(res.status, id).toBe(400);
      expect(res.body.fields, id).toHaveProperty('pgId');
    }
  });
});
