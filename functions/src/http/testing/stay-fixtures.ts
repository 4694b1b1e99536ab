// The world the stay tests share (stays.emu.test.ts, rent.emu.test.ts): the callers — a student, another student,
// the PG's owner, the booking and move-in teams, an admin and a demoted move-in member whose token still says so —
// and a PG whose room r1 has free beds and whose listing states ₹2,500 of monthly extras and ₹1,200 of maintenance.
import { expect } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { MonthlyCharges } from '@kotastay/shared/monthly-cost';
import { adminDb, userWithRole, type TestRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { ALL_TICKED, room, seedBooking, seedPgWithRooms, testBooking } from '../../../../test-utils/bookings';

export type StayWho = 'admin' | 'bt' | 'mt' | 'student' | 'other' | 'owner' | 'mtOld';
export const STAY_USERS: Record<StayWho, { uid: string; claim: TestRole | null; mirror: string | null; phone: string }> = {
  admin: { uid: 'admin-1', claim: 'admin', mirror: 'admin', phone: '+919800000009' },
  bt: { uid: 'bt-1', claim: 'booking_team', mirror: 'booking_team', phone: '+919800000001' },
  mt: { uid: 'mt-1', claim: 'movein_team', mirror: 'movein_team', phone: '+919800000003' },
  student: { uid: 'student-1', claim: null, mirror: null, phone: '+919812345678' },
  other: { uid: 'student-2', claim: null, mirror: null, phone: '+919812340000' },
  owner: { uid: 'owner-1', claim: 'pg_owner', mirror: 'pg_owner', phone: '+919800000004' },
  // Demoted: the token still says movein_team; users/{uid} has no role.
  mtOld: { uid: 'mt-old', claim: 'movein_team', mirror: null, phone: '+919800000006' },
};

const inc = { mode: 'included', inrPerMonth: 0 } as const;
const no = { mode: 'not_offered', inrPerMonth: 0 } as const;
/** Extras of ₹2,500 a month: mess ₹2,000 and electricity 50 units × ₹10. */
export const STAY_CHARGES: MonthlyCharges = {
  electricity: { mode: 'per_unit', inrPerUnit: 10, unitsPerMonth: 50, inrPerMonth: 0 },
  mess: { mode: 'monthly', inrPerMonth: 2000 },
  laundry: inc,
  wifi: inc,
  waterCooler: no,
  transport: no,
  oneTime: [],
};

/** Each caller's ID token (call once, in beforeAll). */
export async function stayTokens(): Promise<Record<StayWho, string>> {
  const token = {} as Record<StayWho, string>;
  for (const [who, u] of Object.entries(STAY_USERS) as [StayWho, (typeof STAY_USERS)[StayWho]][]) token[who] = await userWithRole(u.uid, u.claim, u.phone);
  return token;
}

/** The users' mirrors and the PG `pg-1` (its rooms as given), owned by `owner-1` (after clearFirestore). */
export async function seedStayWorld(rooms: Parameters<typeof seedPgWithRooms>[1] = [room('r1', 2)]): Promise<void> {
  const db = adminDb();
  for (const u of Object.values(STAY_USERS)) {
    await db.collection(COLLECTIONS.users).doc(u.uid).set({ name: 'Someone', phone: u.phone, ...(u.mirror ? { role: u.mirror } : {}) });
  }
  await seedPgWithRooms('pg-1', rooms);
  await db.collection(COLLECTIONS.pgs).doc('pg-1').update({ charges: STAY_CHARGES, maintenanceInrPerYear: 1200, areaName: 'Rajeev Gandhi Nagar' });
  await db.collection(COLLECTIONS.pgPrivate).doc('pg-1').set({ ownerId: 'owner-1' });
}

/** A booking at the move-in desk, confirmed through the API by the move-in team: the stay `id` exists. */
export async function movedIn(moveInToken: string, id = 'b1'): Promise<void> {
  await seedBooking(testBooking(id, { status: 'visit_done', checklist: { ...ALL_TICKED }, language: 'en' }));
  const res = await api('POST', `/bookings/${id}/confirm`, { token: moveInToken });
  expect(res.status).toBe(200);
}
