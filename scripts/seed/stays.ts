// The demo student's stay (docs/decisions/207-stays-notice-and-exit.md): Aarav's confirmed booking
// (`demo-stay-demo-student-1`, scripts/seed/reviews.ts) has the stay the move-in confirmation would have made, built
// by the same code (functions/src/domain/stays/new-stay.ts), so /bookings shows a stay and its notice form and
// /manage-pg a resident. Its rent (docs/decisions/211-rent-gaps.md) is made and paid by the rent code itself
// (functions/src/domain/stays/rent.ts), on the demo's clock: the first month's invoice at move-in, paid through the
// local gateway (its order, its payment, a KS-R receipt, the ₹499 token netted), and the second month's invoice made
// by the rent job 7 days before its billing day, due. Idempotent: a `keep` seed writes the stay only when missing (a
// notice given since is kept) and the rent only what is missing; a `reset` seed writes the stay again. The reviewers'
// past stays get none: they moved in and out before stays existed. The listings' seeded free beds are the owner's
// count and are not changed.
import { COLLECTIONS } from '@kotastay/shared/collections';
import { monthlyExtrasInr } from '@kotastay/shared/monthly-cost';
import type { PgRecord } from '@kotastay/shared/schemas/pg';
import { StayDocSchema, stayResidentOf } from '@kotastay/shared/schemas/stay';
import { localGateway, localPaymentId, recordLocalPayment } from '../../functions/src/domain/payments/local';
import { newStay } from '../../functions/src/domain/stays/new-stay';
import { createFirstInvoiceInTx, markRentPaid, payRent, prepareRent } from '../../functions/src/domain/stays/rent';
import { getInvoice } from '../../functions/src/domain/stays/rent-store';
import type { SeedContext } from './context';
import type { SeedMode } from './pgs';
import { demoStays } from './reviews';

export const DEMO_STUDENT_STAY_ID = 'demo-stay-demo-student-1';
/** The demo student's move-in (as their seeded booking says). */
const MOVED_IN_MS = Date.UTC(2026, 9, 5, 6);
/** When the demo student paid the first month (an hour after moving in) and when the rent job made the second. */
const FIRST_RENT_PAID_MS = MOVED_IN_MS + 60 * 60 * 1000;
const SECOND_INVOICE_MS = Date.UTC(2026, 9, 29, 0, 30); // 06:00 on 29 Oct in Kota: 7 days before 5 Nov

/** The demo student's stay and its contacts, or null when the seed has no PG for them. */
export function demoStudentStay(pgs: readonly PgRecord[], ownerOf: (pgId: string) => string | null) {
  const booking = demoStays(pgs).find((s) => s.booking.id === DEMO_STUDENT_STAY_ID)?.booking;
  const pg = booking ? pgs.find((p) => p.id === booking.pgId) : undefined;
  if (!booking || !pg) return null;
  const made = newStay(
    { booking, ownerUid: ownerOf(pg.id), extrasInr: monthlyExtrasInr(pg.charges), maintenanceInrPerYear: pg.maintenanceInrPerYear ?? null },
    MOVED_IN_MS,
  );
  return made;
}

export async function seedStays(ctx: SeedContext, pgs: readonly PgRecord[], mode: SeedMode = 'reset'): Promise<Record<string, number>> {
  const ref = ctx.db.collection(COLLECTIONS.stays).doc(DEMO_STUDENT_STAY_ID);
  if (mode === 'keep' && (await ref.get()).exists) return { stays: 0, rentInvoices: await seedDemoRent(ctx) };
  const pgId = demoStays(pgs).find((s) => s.booking.id === DEMO_STUDENT_STAY_ID)?.booking.pgId;
  const owner: unknown = pgId ? (await ctx.db.collection(COLLECTIONS.pgPrivate).doc(pgId).get()).get('ownerId') : null;
  const made = demoStudentStay(pgs, () => (typeof owner === 'string' ? owner : null));
  if (!made) return { stays: 0 };
  const { id: _id, ...data } = made.stay;
  await ref.set(data);
  await ctx.db.collection(COLLECTIONS.stayContacts).doc(made.stay.id).set(made.contacts);
  const { id: _rid, ...resident } = stayResidentOf(made.stay);
  await ctx.db.collection(COLLECTIONS.stayResidents).doc(made.stay.id).set(resident);
  return { stays: 1, rentInvoices: await seedDemoRent(ctx) };
}

/**
 * The demo stay's first month paid and its second due, through the rent code (only what is missing: run again, it
 * writes nothing; a stay that has ended since gets none). Returns how many invoices it made.
 */
export async function seedDemoRent(ctx: SeedContext): Promise<number> {
  const snap = await ctx.db.collection(COLLECTIONS.stays).doc(DEMO_STUDENT_STAY_ID).get();
  const stay = snap.exists ? (StayDocSchema.safeParse({ id: snap.id, ...snap.data() }).data ?? null) : null;
  if (!stay || stay.status === 'ended') return 0;
  let made = 0;
  const firstMonth = stay.startDate.slice(0, 7);
  let first = await getInvoice(stay.id, firstMonth);
  if (!first) {
    // As the move-in confirmation makes it (in its transaction, with the stay).
    first = await ctx.db.runTransaction(async (tx) => createFirstInvoiceInTx(tx, stay, MOVED_IN_MS));
    made += 1;
  }
  if (first.status === 'due') {
    // Paid as the student pays: the order from the (local) gateway, the payment it recorded, then the one way an
    // invoice becomes paid (the receipt number, the audit, the receipt texted).
    const gateway = localGateway();
    const { order } = await payRent({ uid: stay.studentUid, role: null }, stay.id, firstMonth, FIRST_RENT_PAID_MS, gateway);
    const paymentId = localPaymentId();
    const payment = { paymentId, orderId: order.orderId, amountPaise: order.amountPaise, currency: 'INR', status: 'captured' as const };
    await recordLocalPayment(payment, FIRST_RENT_PAID_MS);
    await markRentPaid({ ...payment, source: 'checkout' }, FIRST_RENT_PAID_MS);
  }
  made += (await prepareRent(stay.id, SECOND_INVOICE_MS)).made.length;
  return made;
}
