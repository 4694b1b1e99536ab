// The demo student's stay (docs/decisions/207-stays-notice-and-exit.md): Aarav's confirmed booking
// (`demo-stay-demo-student-1`, scripts/seed/reviews.ts) has the stay the move-in confirmation would have made, built
// by the same code (functions/src/domain/stays/new-stay.ts), so /bookings shows a stay and its notice form and
// /manage-pg a resident. The demo's clock runs past the first month, so the seed records November's rent as paid
// (rent collection is a later slice). Idempotent: a `keep` seed writes it only when missing (a notice given since
// is kept); a `reset` seed writes it again. The reviewers' past stays get none: they moved in and out before stays
// existed. The listings' seeded free beds are the owner's count and are not changed.
import { COLLECTIONS } from '@kotastay/shared/collections';
import { monthlyExtrasInr } from '@kotastay/shared/monthly-cost';
import type { PgRecord } from '@kotastay/shared/schemas/pg';
import { stayResidentOf } from '@kotastay/shared/schemas/stay';
import { newStay } from '../../functions/src/domain/stays/new-stay';
import type { SeedContext } from './context';
import type { SeedMode } from './pgs';
import { demoStays } from './reviews';

export const DEMO_STUDENT_STAY_ID = 'demo-stay-demo-student-1';
/** The demo student's move-in (as their seeded booking says) and the rent paid so far. */
const MOVED_IN_MS = Date.UTC(2026, 9, 5, 6);
const PAID_THROUGH = '2026-12-04';

/** The demo student's stay and its contacts, or null when the seed has no PG for them. */
export function demoStudentStay(pgs: readonly PgRecord[], ownerOf: (pgId: string) => string | null) {
  const booking = demoStays(pgs).find((s) => s.booking.id === DEMO_STUDENT_STAY_ID)?.booking;
  const pg = booking ? pgs.find((p) => p.id === booking.pgId) : undefined;
  if (!booking || !pg) return null;
  const made = newStay(
    { booking, ownerUid: ownerOf(pg.id), extrasInr: monthlyExtrasInr(pg.charges), maintenanceInrPerYear: pg.maintenanceInrPerYear ?? null },
    MOVED_IN_MS,
  );
  return { stay: { ...made.stay, paidThroughDate: PAID_THROUGH }, contacts: made.contacts };
}

export async function seedStays(ctx: SeedContext, pgs: readonly PgRecord[], mode: SeedMode = 'reset'): Promise<Record<string, number>> {
  const ref = ctx.db.collection(COLLECTIONS.stays).doc(DEMO_STUDENT_STAY_ID);
  if (mode === 'keep' && (await ref.get()).exists) return { stays: 0 };
  const pgId = demoStays(pgs).find((s) => s.booking.id === DEMO_STUDENT_STAY_ID)?.booking.pgId;
  const owner: unknown = pgId ? (await ctx.db.collection(COLLECTIONS.pgPrivate).doc(pgId).get()).get('ownerId') : null;
  const made = demoStudentStay(pgs, () => (typeof owner === 'string' ? owner : null));
  if (!made) return { stays: 0 };
  const { id: _id, ...data } = made.stay;
  await ref.set(data);
  await ctx.db.collection(COLLECTIONS.stayContacts).doc(made.stay.id).set(made.contacts);
  const { id: _rid, ...resident } = stayResidentOf(made.stay);
  await ctx.db.collection(COLLECTIONS.stayResidents).doc(made.stay.id).set(resident);
  return { stays: 1 };
}
