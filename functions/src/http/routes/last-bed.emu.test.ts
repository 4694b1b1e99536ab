// The last bed (docs/decisions/080-bookings-and-payments.md#slots-and-beds): 50 bookings in visit_done for a room
// with one free bed, 50 confirmations at once → exactly one confirmed, 49 × 409 no_free_bed, never a 500, and the
// bed count ends at 0 (never negative) in the listing and the draft. bench/last-bed.mjs times the same.
import { beforeAll, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { TransitionResponse } from '@kotastay/shared/schemas/booking';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api, localAppCheckToken } from '../../../../test-utils/api';
import { warmApiWorkers } from '../../../../test-utils/api-workers';
import { ALL_TICKED, testBooking, room, seedPgWithRooms } from '../../../../test-utils/bookings';
import { clearFirestore } from '../../../../test-utils/emulators';
import { kindOf } from '../testing/bookings-fixtures';

const N = 50;
let moveinToken: string;
let adminToken: string;

beforeAll(async () => {
  await clearFirestore();
  moveinToken = await userWithRole('mt-last', 'movein_team');
  adminToken = await userWithRole('admin-last', 'admin');
  await adminDb().collection(COLLECTIONS.users).doc('mt-last').set({ name: 'Mohan Lal', role: 'movein_team' });
  await adminDb().collection(COLLECTIONS.users).doc('admin-last').set({ name: 'Anil Admin', role: 'admin' });
  // r1 has the last bed; r2's free beds must stay untouched.
  await seedPgWithRooms('pg-1', [room('r1', 1), room('r2', 3, { sharing: 'single', rentInr: 7000 })]);
  const batch = adminDb().batch();
  for (let i = 0; i < N; i++) {
    const { id, ...data } = testBooking(`last-${i}`, { status: 'visit_done', checklist: ALL_TICKED, studentUid: `student-${i}` });
    batch.set(adminDb().collection(COLLECTIONS.bookings).doc(id), data);
  }
  await batch.commit();
  // One App Check token for all (the web app caches its own) and a warm API: what is measured is the crowd.
  await localAppCheckToken();
  await warmApiWorkers(N);
}, 600_000);

test(`${N} parallel confirmations for the last bed: 1 × 200, ${N - 1} × 409 no_free_bed, beds end at 0`, async () => {
  const results = await Promise.all(
    Array.from({ length: N }, (_, i) =>
      api<TransitionResponse & { error?: string }>('POST', `/bookings/last-${i}/confirm`, { token: i % 2 ? adminToken : moveinToken }),
    ),
  );
  const statuses = results.map((r) => r.status);
  const byStatus = statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});
  expect(byStatus).toEqual({ 200: 1, 409: N - 1 });
  for (const r of results.filter((x) => x.status === 409)) expect(r.body.error).toBe('no_free_bed');
  const winner = results.find((r) => r.status === 200);
  expect(winner?.body).toMatchObject({ changed: true, booking: { status: 'confirmed', creditedInr: 499 } });

  const pg = (await adminDb().collection(COLLECTIONS.pgs).doc('pg-1').get()).data() as { rooms: { id: string; bedsAvailable: number }[]; bedsAvailable: number };
  expect(pg.rooms.map((r) => [r.id, r.bedsAvailable])).toEqual([['r1', 0], ['r2', 3]]);
  expect(pg.bedsAvailable).toBe(3);
  const draft = (await adminDb().collection(COLLECTIONS.pgDrafts).doc('pg-1').get()).get('rooms') as { id: string; bedsAvailable: number }[];
  expect(draft.map((r) => [r.id, r.bedsAvailable])).toEqual([['r1', 0], ['r2', 3]]);

  const bookings = await adminDb().collection(COLLECTIONS.bookings).get();
  const confirmed = bookings.docs.filter((d) => d.get('status') === 'confirmed');
  expect(confirmed.map((d) => d.id)).toEqual([winner?.body.booking.id]);
  expect(bookings.docs.filter((d) => d.get('status') === 'visit_done')).toHaveLength(N - 1);
  // Only the winner's transition wrote an audit entry and messages.
  // (The parent's is the fixed parent_update standing for it: their number never approved anything, decision 191.)
  const confirmedMessages = (await adminDb().collection(COLLECTIONS.outbox).get()).docs
    .map((d) => d.data())
    .filter((m) => kindOf(m) === 'confirmed');
  expect(confirmedMessages.map((m) => m.bookingId)).toEqual([winner?.body.booking.id, winner?.body.booking.id]);
}, 240_000);
