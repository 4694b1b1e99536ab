// Occupancy and beds filled elsewhere (docs/decisions/216-occupancy-slots-performance.md): GET
// /api/listings/{pgId}/occupancy and POST /api/listings/{pgId}/elsewhere — capacity, on KotaStay (stays), elsewhere
// and free per room option; one tap moves free beds in the live listing and the draft, in a transaction, never below
// 0 elsewhere nor above capacity − stays; the beds route is capped the same way; good input, bad input naming the
// field with nothing written, wrong roles (a demoted owner's old token, another owner), hostile ids.
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import type { OccupancyResponse, RoomOccupancy } from '@kotastay/shared/schemas/occupancy';
import { emptyDraftInput } from '@kotastay/shared/schemas/pg-draft';
import { earliestExitDate } from '@kotastay/shared/schemas/stay';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { room } from '../../../../test-utils/bookings';
import { clearFirestore } from '../../../../test-utils/emulators';
import { movedIn, seedStayWorld, stayTokens, type StayWho } from '../testing/stay-fixtures';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
type Caller = StayWho | 'otherOwner' | 'ownerOld' | 'anonymous';
let t: Record<Caller, string | undefined>;

const db = () => adminDb();
const OCC = '/listings/pg-1/occupancy';
const ELSE = '/listings/pg-1/elsewhere';
const call = <T = unknown>(method: 'GET' | 'POST', path: string, who: Caller, body?: unknown) =>
  api<T>(method, path, { token: t[who], ...(body !== undefined ? { body } : {}) });

/** The free beds of each room option in the live listing and in the draft, and the listing's derived total. */
async function beds() {
  const [live, draft] = await Promise.all([db().collection(COLLECTIONS.pgs).doc('pg-1').get(), db().collection(COLLECTIONS.pgDrafts).doc('pg-1').get()]);
  const of = (rooms: { id: string; bedsAvailable: number }[]) => Object.fromEntries(rooms.map((r) => [r.id, r.bedsAvailable]));
  return { live: of(live.get('rooms')), draft: of(draft.get('rooms')), total: live.get('bedsAvailable') as number };
}

beforeAll(async () => {
  const stay = await stayTokens();
  t = {
    ...stay,
    otherOwner: await userWithRole('owner-2', 'pg_owner', '+919800000014'),
    // Demoted: the token still says pg_owner; users/{uid} has no role any more.
    ownerOld: await userWithRole('owner-old', 'pg_owner', '+919800000015'),
    anonymous: undefined,
  };
});

beforeEach(async () => {
  await clearFirestore();
  // r1: 4 beds, 2 free; r2: 2 beds (single, no AC), 1 free.
  const rooms = [room('r1', 2, { bedsTotal: 4 }), room('r2', 1, { bedsTotal: 2, sharing: 'single', ac: false })];
  await seedStayWorld(rooms);
  // The owner's draft as the wizard saves it (the owner routes read it through its schema).
  await db().collection(COLLECTIONS.pgDrafts).doc('pg-1').set({
    ...emptyDraftInput(),
    name: 'Saraswati Girls Hostel',
    rooms,
    ownerId: 'owner-1',
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await db().collection(COLLECTIONS.users).doc('owner-2').set({ name: 'Other owner', role: 'pg_owner' });
  await db().collection(COLLECTIONS.users).doc('owner-old').set({ name: 'Former owner' });
  await movedIn(t.mt!); // b1: a stay in r1 (one free bed taken)
});

describe('GET /api/listings/{pgId}/occupancy', () => {
  test('per room option: capacity, on KotaStay, elsewhere, free; exits from notices; no phone, no uid', async () => {
    const res = await call<OccupancyResponse>('GET', OCC, 'owner');
    expect(res.status).toBe(200);
    expect(res.body.rooms).toEqual([
      { roomId: 'r1', sharing: 'double', ac: true, bedsTotal: 4, onKotaStay: 1, elsewhere: 2, bedsAvailable: 1 },
      { roomId: 'r2', sharing: 'single', ac: false, bedsTotal: 2, onKotaStay: 0, elsewhere: 1, bedsAvailable: 1 },
    ]);
    expect(res.body.exits).toEqual([]);

    const exitDate = earliestExitDate(kotaDate(Date.now()));
    expect((await call('POST', '/stays/b1/notice', 'student', { exitDate })).status).toBe(200);
    const after = await call<OccupancyResponse>('GET', OCC, 'owner');
    expect(after.body.exits).toEqual([{ exitDate, roomId: 'r1', firstName: 'Asha' }]);
    // Under notice the bed is still taken until the exit date.
    expect(after.body.rooms[0]).toMatchObject({ onKotaStay: 1, bedsAvailable: 1 });
    const json = JSON.stringify(after.body);
    expect(json).not.toMatch(/\+91|\d{10}/);
    expect(json).not.toContain('student-1');
    expect(json).not.toContain('Verma');
  });

  test('wrong roles: another owner 404, a demoted owner, a student, the teams and an admin 403, no token 401', async () => {
    expect((await call('GET', OCC, 'otherOwner')).status).toBe(404);
    for (const who of ['ownerOld', 'student', 'bt', 'mt', 'admin', 'mtOld'] as const) expect((await call('GET', OCC, who)).status, who).toBe(403);
    expect((await call('GET', OCC, 'anonymous')).status).toBe(401);
  });
});

describe('POST /api/listings/{pgId}/elsewhere', () => {
  test('one tap: free beds in the live listing and the draft at once; never above capacity − stays, never below 0 elsewhere', async () => {
    const more = await call<RoomOccupancy>('POST', ELSE, 'owner', { roomId: 'r1', change: 1, expected: 2 });
    expect(more.status).toBe(200);
    expect(more.body).toEqual({ roomId: 'r1', sharing: 'double', ac: true, bedsTotal: 4, onKotaStay: 1, elsewhere: 3, bedsAvailable: 0 });
    expect(await beds()).toEqual({ live: { r1: 0, r2: 1 }, draft: { r1: 0, r2: 1 }, total: 1 });

    // The same tap retried (the screen still said 2): stale, not counted twice.
    const retried = await call<ErrorBody>('POST', ELSE, 'owner', { roomId: 'r1', change: 1, expected: 2 });
    expect(retried.status).toBe(409);
    expect(retried.body.error).toBe('stale');
    // No free bed left to fill: capacity 4 = 1 on KotaStay + 3 elsewhere.
    const full = await call<ErrorBody>('POST', ELSE, 'owner', { roomId: 'r1', change: 1, expected: 3 });
    expect(full.status).toBe(409);
    expect(full.body.error).toBe('no_free_bed');
    expect(await beds()).toEqual({ live: { r1: 0, r2: 1 }, draft: { r1: 0, r2: 1 }, total: 1 });

    // Down to 0 elsewhere, then no further: the free beds stop at capacity − the stay's bed.
    for (const expected of [3, 2, 1]) expect((await call('POST', ELSE, 'owner', { roomId: 'r1', change: -1, expected })).status).toBe(200);
    const none = await call<ErrorBody>('POST', ELSE, 'owner', { roomId: 'r1', change: -1, expected: 0 });
    expect(none.status).toBe(409);
    expect(none.body.error).toBe('none_elsewhere');
    expect(await beds()).toEqual({ live: { r1: 3, r2: 1 }, draft: { r1: 3, r2: 1 }, total: 4 });
  });

  test('the free-beds route is capped at capacity − stays on KotaStay too (400 naming bedsAvailable)', async () => {
    const over = await call<ErrorBody>('POST', '/listings/pg-1/beds', 'owner', { roomId: 'r1', bedsAvailable: 4 });
    expect(over.status).toBe(400);
    expect(over.body.fields).toHaveProperty('bedsAvailable');
    expect((await beds()).live.r1).toBe(1);
    expect((await call('POST', '/listings/pg-1/beds', 'owner', { roomId: 'r1', bedsAvailable: 3 })).status).toBe(200);
    expect((await beds()).live.r1).toBe(3);
  });

  test.each([
    ['a change of 2', { roomId: 'r1', change: 2, expected: 2 }, 'change'],
    ['no change', { roomId: 'r1', expected: 2 }, 'change'],
    ['no expected count', { roomId: 'r1', change: 1 }, 'expected'],
    ['a negative expected count', { roomId: 'r1', change: 1, expected: -1 }, 'expected'],
    ['a room not in the listing', { roomId: 'nope', change: 1, expected: 0 }, 'roomId'],
    ['a hostile room id __x__', { roomId: '__x__', change: 1, expected: 0 }, 'roomId'],
    ['a hostile room id a/b', { roomId: 'a/b', change: 1, expected: 0 }, 'roomId'],
    ['a hostile room id ..', { roomId: '..', change: 1, expected: 0 }, 'roomId'],
    ['an unknown field', { roomId: 'r1', change: 1, expected: 2, bedsAvailable: 9 }, '_'],
  ])('bad input (%s): 400 naming the field, nothing written', async (_what, body, field) => {
    const before = await beds();
    const res = await call<ErrorBody>('POST', ELSE, 'owner', body);
    expect(res.status).toBe(400);
    if (field !== '_') expect(res.body.fields).toHaveProperty(field);
    expect(await beds()).toEqual(before);
  });

  test('wrong roles and hostile pg ids: refused, nothing written', async () => {
    const before = await beds();
    const body = { roomId: 'r1', change: 1, expected: 2 };
    expect((await call('POST', ELSE, 'otherOwner', body)).status).toBe(404);
    for (const who of ['ownerOld', 'student', 'bt', 'mt', 'admin'] as const) expect((await call('POST', ELSE, who, body)).status, who).toBe(403);
    expect((await call('POST', ELSE, 'anonymous', body)).status).toBe(401);
    for (const id of ['__x__', 'a%2Fb', '__name__']) {
      const res = await call<ErrorBody>('POST', `/listings/${id}/elsewhere`, 'owner', body);
      expect(res.status, id).toBe(400);
      expect(res.body.fields, id).toHaveProperty('pgId');
    }
    expect((await call('POST', '/listings/nope/elsewhere', 'owner', body)).status).toBe(404);
    expect(await beds()).toEqual(before);
  });
});
