// `npm start` seeds on every start (issue #28): after people have used the product — a review written, one hidden
// by a moderator, a bed taken, a booking made — a restart keeps what they did, and every listing's rating is the
// aggregate of its visible reviews as they are (it said "No reviews yet" above a review: the seed had put back its
// own totals).
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COLLECTIONS, RENT_RECEIPT_COUNTER_DOC } from '@kotastay/shared/collections';
import type { RentInvoiceDoc } from '@kotastay/shared/schemas/rent';
import { StayDocSchema } from '@kotastay/shared/schemas/stay';
import { isPublicPg, type PgDoc } from '@kotastay/shared/schemas/pg';
import { aggregateRatings, type Ratings, type ReviewDoc } from '@kotastay/shared/schemas/review';
import { adminDb } from '../../test-utils/admin';
import { clearFirestore } from '../../test-utils/emulators';
import { seedAll } from './index';
import { demoPgs } from './pgs';
import { DEMO_STUDENT_STAY_ID } from './stays';

const COUNT = 40;
const previousCount = process.env.KOTASTAY_DEMO_PGS;
const db = () => adminDb();
const pgsCol = () => db().collection(COLLECTIONS.pgs);
const reviewsCol = () => db().collection(COLLECTIONS.reviews);

beforeAll(async () => {
  process.env.KOTASTAY_DEMO_PGS = String(COUNT);
  await clearFirestore();
}, 60_000);
afterAll(() => {
  if (previousCount === undefined) delete process.env.KOTASTAY_DEMO_PGS;
  else process.env.KOTASTAY_DEMO_PGS = previousCount;
});

/** Each demo listing's rating fields against the aggregate of its visible reviews in Firestore. */
async function ratingMismatches(): Promise<string[]> {
  const visible = await reviewsCol().where('status', '==', 'visible').get();
  const byPg = new Map<string, Ratings[]>();
  for (const d of visible.docs) {
    const r = d.data() as ReviewDoc;
    byPg.set(r.pgId, [...(byPg.get(r.pgId) ?? []), r.ratings]);
  }
  const wrong: string[] = [];
  for (const pg of demoPgs(COUNT)) {
    const snap = await pgsCol().doc(pg.id).get();
    const want = aggregateRatings(byPg.get(pg.id) ?? []);
    const has = {
      ratingAvg: snap.get('ratingAvg'),
      ratingCount: snap.get('ratingCount'),
      ratingBreakdown: snap.get('ratingBreakdown') ?? null,
    };
    if (JSON.stringify(has) !== JSON.stringify(want))
      wrong.push(`${pg.id}: has ${JSON.stringify(has)}, reviews say ${JSON.stringify(want)}`);
  }
  return wrong;
}

test('a restart over what users changed keeps it, and every rating is its visible reviews’ aggregate', async () => {
  const first = await seedAll();
  expect(first.pgs).toBe(COUNT);
  expect(await ratingMismatches()).toEqual([]);

  const records = demoPgs(COUNT).filter(isPublicPg);
  const unrated = records.find((p) => p.ratingCount === 0)!;
  const rated = records.find((p) => p.ratingCount >= 2)!;
  const withBeds = records.find((p) => p.id !== unrated.id && p.id !== rated.id && p.rooms[0]!.bedsAvailable > 0)!;

  // A student's review of a listing the seed gave none (written as the review Function writes it, with the rating).
  const template = (await reviewsCol().where('pgId', '==', rated.id).limit(1).get()).docs[0]!.data() as ReviewDoc;
  const review: ReviewDoc = {
    ...template,
    id: 'user-review-1',
    pgId: unrated.id,
    pgName: unrated.name,
    text: 'Clean rooms and the warden is helpful at night.',
  };
  await reviewsCol().doc(review.id).set(review);
  await pgsCol()
    .doc(unrated.id)
    .update(aggregateRatings([review.ratings]));
  // A moderator hides one of the seeded reviews of another listing (and its rating follows).
  const seeded = await reviewsCol().where('pgId', '==', rated.id).get();
  const hidden = seeded.docs[0]!;
  await hidden.ref.update({ status: 'hidden' });
  await pgsCol()
    .doc(rated.id)
    .update(aggregateRatings(seeded.docs.slice(1).map((d) => (d.data() as ReviewDoc).ratings)));
  // A bed is taken at a third listing.
  const pg = (await pgsCol().doc(withBeds.id).get()).data() as PgDoc;
  const rooms = pg.rooms.map((r, i) => (i === 0 ? { ...r, bedsAvailable: r.bedsAvailable - 1 } : r));
  await pgsCol()
    .doc(withBeds.id)
    .update({ rooms, bedsAvailable: pg.bedsAvailable - 1 });
  // A booking is made.
  await db()
    .collection(COLLECTIONS.bookings)
    .doc('user-booking-1')
    .set({ pgId: unrated.id, status: 'confirmed', studentUid: 'someone' });
  // And a listing whose totals an older seed had overwritten (the state issue #28 found): the restart mends it.
  await pgsCol().doc(rated.id).update({ ratingCount: 0, ratingAvg: 0, ratingBreakdown: null });

  const again = await seedAll();
  expect(again.ratingsCorrected).toBe(1);

  expect((await reviewsCol().doc('user-review-1').get()).exists).toBe(true);
  expect((await hidden.ref.get()).get('status')).toBe('hidden');
  expect((await pgsCol().doc(unrated.id).get()).get('ratingCount')).toBe(1);
  expect((await pgsCol().doc(rated.id).get()).get('ratingCount')).toBe(rated.ratingCount - 1);
  const after = (await pgsCol().doc(withBeds.id).get()).data() as PgDoc;
  expect(after.rooms[0]!.bedsAvailable).toBe(withBeds.rooms[0]!.bedsAvailable - 1);
  expect(after.bedsAvailable).toBe(withBeds.bedsAvailable - 1);
  expect((await db().collection(COLLECTIONS.bookings).doc('user-booking-1').get()).get('status')).toBe('confirmed');
  expect(await ratingMismatches()).toEqual([]);

  // A third start changes nothing more.
  expect((await seedAll()).ratingsCorrected).toBe(0);
}, 120_000);

test('the demo stay’s rent: the first month paid through the rent code (receipt, token netted), the second due; a restart adds nothing', async () => {
  await clearFirestore();
  const first = await seedAll();
  expect(first.rentInvoices).toBe(2);
  const stay = db().collection(COLLECTIONS.stays).doc(DEMO_STUDENT_STAY_ID);
  const invoices = async () => (await stay.collection(COLLECTIONS.stayRent).orderBy('periodStart').get()).docs.map((d) => ({ id: d.id, ...d.data() }) as RentInvoiceDoc);
  const [oct, nov, ...rest] = await invoices();
  expect(rest).toEqual([]);
  const total = (await stay.get()).get('monthlyTotalInr') as number;
  expect(oct).toMatchObject({ id: '2026-10', index: 1, periodStart: '2026-10-05', periodEnd: '2026-11-04', status: 'paid', totalInr: total, tokenCreditInr: 499, amountInr: total - 499, receiptNo: 'KS-R-2026-000001' });
  expect(nov).toMatchObject({ id: '2026-11', index: 2, periodStart: '2026-11-05', periodEnd: '2026-12-04', status: 'due', tokenCreditInr: 0, amountInr: total, paymentId: null });
  // The way the real path leaves it: the order paid, the gateway holding the payment, audited, the receipt queued.
  const order = (await db().collection(COLLECTIONS.rentOrders).doc(oct!.orderId!).get()).data();
  expect(order).toMatchObject({ stayId: DEMO_STUDENT_STAY_ID, month: '2026-10', status: 'paid', paymentId: oct!.paymentId, amountPaise: (total - 499) * 100 });
  expect((await db().collection(COLLECTIONS.localPayments).doc(oct!.paymentId!).get()).get('status')).toBe('captured');
  const audit = await stay.collection(COLLECTIONS.stayRent).doc('2026-10').collection(COLLECTIONS.rentAudit).get();
  expect(audit.docs.map((d) => d.get('action')).sort()).toEqual(['invoice', 'paid_checkout']);
  expect(StayDocSchema.safeParse({ id: DEMO_STUDENT_STAY_ID, ...(await stay.get()).data() }).success).toBe(true);

  const again = await seedAll();
  expect(again.rentInvoices).toBe(0);
  expect(await invoices()).toEqual([oct, nov]);
  expect((await db().collection(COLLECTIONS.meta).doc(RENT_RECEIPT_COUNTER_DOC).get()).get('2026')).toBe(1);
}, 120_000);
