// Demo reviews from verified stays (docs/requirements/reviews.md#ratings): every seeded rating has reviews behind it.
// Each public demo listing's 0–4 reviews (demoReviewRatings in pgs.ts; the listing's ratingAvg/ratingCount/
// ratingBreakdown are their aggregate) come from demo reviewer students' confirmed bookings, written as the
// booking and review Functions would write them. The demo student (Aarav) gets one confirmed stay not yet reviewed,
// so the review form can be tried. Deterministic ids: a `reset` seed rewrites the same documents, a `keep` seed (every
// start) writes only the missing ones and then recomputes each listing's rating from the reviews that are there.
import { isDeepStrictEqual } from 'node:util';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { TOKEN_AMOUNT_INR } from '@kotastay/shared/constants';
import { bookedPlace, kotaDate, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { isPublicPg, type PgRecord } from '@kotastay/shared/schemas/pg';
import {
  aggregateRatings,
  ReviewTextSchema,
  stayLabelOf,
  type Ratings,
  type ReviewDoc,
  type ReviewPrivateDoc,
} from '@kotastay/shared/schemas/review';
import { reviewIdForBooking } from '../../functions/src/domain/reviews/ids';
import type { SeedContext } from './context';
import { between, demoPgNumber, demoReviewRatings, existingIds, pick, prng, type SeedMode } from './pgs';

const DAY_MS = 86_400_000;
/** Seeded stays and reviews end before this day, so none is in the future of the demo. */
const LAST_MS = Date.UTC(2026, 10, 20, 6);
const WRITES_PER_BATCH = 450;

const FIRST = [
  'Aditya',
  'Ananya',
  'Arjun',
  'Diya',
  'Harsh',
  'Ishita',
  'Kabir',
  'Kavya',
  'Manav',
  'Meera',
  'Nikhil',
  'Pooja',
  'Rahul',
  'Riya',
  'Sahil',
  'Sneha',
  'Tanmay',
  'Tanya',
  'Varun',
  'Zoya',
];
const LAST = ['Agarwal', 'Bansal', 'Choudhary', 'Gupta', 'Jain', 'Mishra', 'Patel', 'Sharma'];

/** The demo reviewers: students with a users document and an Auth account, `demo-reviewer-001` … FIRST alternates
 * boys' and girls' names, so a reviewer's gender is their name's (a boys' PG is reviewed by boys, issue #21). */
export const DEMO_REVIEWERS = Array.from({ length: 120 }, (_, i) => ({
  uid: `demo-reviewer-${String(i + 1).padStart(3, '0')}`,
  name: `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`,
  phone: `+9190010${String(i + 1).padStart(5, '0')}`,
  gender: (i % FIRST.length) % 2 === 0 ? ('male' as const) : ('female' as const),
}));

/** The demo student (users.ts's demo-student): a boy, so never a stay at a girls' PG. */
const DEMO_STUDENT = { uid: 'demo-student', name: 'Aarav Gupta', phone: '+919000000001', gender: 'male' as const };

/** Who may live at a PG of `pg` gender: boys at a boys' PG, girls at a girls' PG, anyone at a co-ed one. */
export const staysAt = (pg: Pick<PgRecord, 'gender'>, gender: 'male' | 'female'): boolean =>
  pg.gender === 'coed' || (pg.gender === 'boys') === (gender === 'male');

/** The first reviewer from `start` (round the list) who may live at `pg`. */
function reviewerFor(pg: PgRecord, start: number): (typeof DEMO_REVIEWERS)[number] | undefined {
  for (let k = 0; k < DEMO_REVIEWERS.length; k++) {
    const s = DEMO_REVIEWERS[(start + k) % DEMO_REVIEWERS.length];
    if (s && staysAt(pg, s.gender)) return s;
  }
  return undefined;
}

const OPENING: Record<number, readonly string[]> = {
  5: [
    'Best decision of my Kota year.',
    'Felt like home from the first week.',
    'Exactly what a serious aspirant needs.',
  ],
  4: [
    'A good place to prepare, with a few small issues.',
    'Comfortable stay overall and close to my coaching.',
    'Would recommend it to juniors.',
  ],
  3: ['An average stay: fine for the rent.', 'Okay for a year, nothing special.', 'Some things good, some need work.'],
  2: ['Not what the photos promised.', 'I moved out after a few months.', 'Too many problems for the price.'],
  1: ['I would not stay here again.', 'A disappointing stay from the start.', 'Avoid unless nothing else is free.'],
};
const FOOD: Record<'good' | 'ok' | 'bad', readonly string[]> = {
  good: ['The mess food is fresh and tastes like home.', 'Meals are on time, even early breakfast before class.'],
  ok: ['Food is okay but the menu repeats a lot.', 'The mess is fine; Sunday dinner is the best.'],
  bad: ['Food quality was poor most weeks.', 'I ordered tiffin most days because of the mess.'],
};
const STUDY: Record<'good' | 'ok' | 'bad', readonly string[]> = {
  good: ['Rooms are quiet after 10 pm and the study table is big enough.', 'The floor stays silent during test weeks.'],
  ok: [
    'Study hours are mostly quiet, with some noise on weekends.',
    'The Wi-Fi slows down at night but works for lectures.',
  ],
  bad: ['It gets noisy at night, hard to study.', 'Power cuts without backup hurt my revision.'],
};
const SAFETY: Record<'good' | 'ok' | 'bad', readonly string[]> = {
  good: [
    'The warden is strict about entry time, which my parents liked.',
    'CCTV and biometric entry made me feel safe.',
  ],
  ok: ['Security is fine, the gate closes on time.', 'The guard is there most of the time.'],
  bad: ['Nobody checks who comes in at night.', 'The gate guard was often missing.'],
};
const REPLIES = [
  'Thank you for staying with us, {name}! All the best for your exam.',
  'Thanks for the feedback, {name}. We have spoken to the mess team about the menu.',
  'Glad you liked it, {name}. Your juniors are welcome any time.',
];

const band = (x: number): 'good' | 'ok' | 'bad' => (x >= 4 ? 'good' : x === 3 ? 'ok' : 'bad');

function textFor(r: () => number, ratings: Ratings, foodIncluded: boolean): string {
  const parts = [pick(r, OPENING[ratings.overall] ?? OPENING[3] ?? [])];
  if (foodIncluded) parts.push(pick(r, FOOD[band(ratings.food)]));
  parts.push(pick(r, STUDY[band(ratings.studyEnvironment)]), pick(r, SAFETY[band(ratings.safety)]));
  return ReviewTextSchema.parse(parts.join(' '));
}

export type DemoStay = { booking: BookingDoc; review: ReviewDoc | null; private: ReviewPrivateDoc | null };

/** A confirmed booking of `student` at `pg`, moved in at `confirmedMs`, as the booking Functions leave it. */
function confirmedBooking(
  id: string,
  student: { uid: string; name: string; phone: string },
  pg: PgRecord,
  confirmedMs: number,
): BookingDoc {
  const room = pg.rooms[0];
  if (!room) throw new Error(`${pg.id} has no room option`);
  const at = (ms: number) => new Date(ms).toISOString();
  const visitMs = confirmedMs - 4 * DAY_MS;
  const createdMs = confirmedMs - 6 * DAY_MS;
  return {
    id,
    studentUid: student.uid,
    studentName: student.name,
    studentPhone: student.phone,
    parentPhone: '+919829000000',
    note: '',
    ...bookedPlace(pg, room),
    visitDate: kotaDate(visitMs),
    visitSlot: '11:00',
    status: 'confirmed',
    tokenInr: TOKEN_AMOUNT_INR,
    holdExpiresAt: at(createdMs + 15 * 60_000),
    payment: {
      status: 'credited',
      provider: 'local',
      orderId: `order_${id}`,
      paymentId: `pay_${id}`,
      paidAt: at(createdMs + 60_000),
      receiptNo: null,
      lastError: null,
      attempts: 1,
    },
    refund: null,
    visit: { at: at(visitMs), escortUid: 'demo-booking-team', escortName: 'Rohit Meena', escortPhone: '+919000000004' },
    freeRescheduleUsed: false,
    checklist: {
      roomAllotted: true,
      agreementSigned: true,
      rentReceiptIssued: true,
      studentIdSeen: true,
      parentContactConfirmed: true,
    },
    cancelReason: null,
    cancelNote: null,
    creditedInr: TOKEN_AMOUNT_INR,
    timeline: [
      { status: 'pending', at: at(createdMs), by: 'student', note: null },
      { status: 'pending_visit', at: at(createdMs + 60_000), by: 'system', note: null },
      { status: 'visit_scheduled', at: at(createdMs + DAY_MS), by: 'team', note: null },
      { status: 'visit_done', at: at(visitMs + 3_600_000), by: 'team', note: null },
      { status: 'confirmed', at: at(confirmedMs), by: 'team', note: null },
    ],
    createdAt: at(createdMs),
    updatedAt: at(confirmedMs),
  };
}

/** Every demo stay: the reviewed ones behind each public listing's rating, and the demo student's unreviewed one. */
export function demoStays(pgs: readonly PgRecord[]): DemoStay[] {
  const stays: DemoStay[] = [];
  for (const pg of pgs) {
    if (!isPublicPg(pg) || pg.ratingCount === 0) continue;
    const n = demoPgNumber(pg.id);
    const r = prng(n * 104_729 + 7);
    const all = demoReviewRatings(n, pg.ratingCount);
    // Move-ins spread from the listing's first weeks to the demo's end, oldest first. Not from its last check: the
    // seed counts checks back from the day it runs (pgs.ts), so a listing re-checked last week would have had its
    // students move in after the reviews' fixed end, and reviews dated before their stays.
    const fromMs = Date.parse(pg.createdAt) + 28 * DAY_MS;
    all.forEach((ratings, i) => {
      const student = reviewerFor(pg, n * 7 + i * 31);
      if (!student) return;
      const span = LAST_MS - 60 * DAY_MS - fromMs;
      const confirmedMs = Math.floor(fromMs + (span * (i + between(r, 0, 0.9))) / all.length);
      const createdMs = Math.min(LAST_MS, confirmedMs + Math.floor(between(r, 20, 55)) * DAY_MS);
      const bookingId = `demo-stay-${pg.id}-${i + 1}`;
      const booking = confirmedBooking(bookingId, student, pg, confirmedMs);
      const id = reviewIdForBooking(bookingId);
      const stayMonth = kotaDate(confirmedMs).slice(0, 7);
      const createdAt = new Date(createdMs).toISOString();
      const firstName = student.name.split(' ')[0] ?? 'Student';
      const reply = r() < 0.35 ? pick(r, REPLIES).replace('{name}', firstName) : null;
      const review: ReviewDoc = {
        id,
        pgId: pg.id,
        pgName: pg.name,
        areaId: pg.areaId,
        areaName: pg.areaName,
        authorName: firstName,
        stayMonth,
        stayLabel: stayLabelOf(stayMonth),
        ratings,
        text: textFor(r, ratings, pg.food.included),
        ownerReply: reply
          ? { text: reply, at: new Date(Math.min(LAST_MS, createdMs + 2 * DAY_MS)).toISOString() }
          : null,
        status: 'visible',
        hiddenReason: null,
        hiddenAt: null,
        reportCount: 0,
        createdAt,
        updatedAt: createdAt,
        demo: true,
      };
      stays.push({ booking, review, private: { id, pgId: pg.id, bookingId, authorUid: student.uid, createdAt } });
    });
  }
  // The demo student's stay, not yet reviewed: the first public listing without seeded reviews that a boy may live in.
  const forAarav = (p: PgRecord) => isPublicPg(p) && staysAt(p, DEMO_STUDENT.gender);
  const open = pgs.find((p) => forAarav(p) && p.ratingCount === 0) ?? pgs.find(forAarav);
  if (open) {
    stays.push({
      booking: confirmedBooking('demo-stay-demo-student-1', DEMO_STUDENT, open, Date.UTC(2026, 9, 5, 6)),
      review: null,
      private: null,
    });
  }
  return stays;
}

/** A reviewer's profile fields, complete as the profile API requires them (seed-documents.test.ts parses them). */
export const reviewerProfile = (s: (typeof DEMO_REVIEWERS)[number]) => ({
  name: s.name,
  accountType: 'student' as const,
  exam: 'JEE' as const,
  coachingId: 'allen',
  branchId: 'allen-samarth',
  gender: s.gender,
});

export async function seedReviews(
  ctx: SeedContext,
  pgs: readonly PgRecord[],
  mode: SeedMode = 'reset',
): Promise<Record<string, number>> {
  // The reviewers' accounts in one call (import upserts by uid), and their users documents.
  await ctx.auth.importUsers(DEMO_REVIEWERS.map((s) => ({ uid: s.uid, phoneNumber: s.phone })));
  const writes: [FirebaseFirestore.DocumentReference, object][] = DEMO_REVIEWERS.map((s) => [
    ctx.db.collection(COLLECTIONS.users).doc(s.uid),
    {
      ...reviewerProfile(s),
      phone: s.phone,
      role: null,
      isVerifiedPgOwner: false,
      pgListerVerified: false,
      canListPG: false,
      createdAt: new Date(Date.UTC(2025, 0, 1)),
      updatedAt: new Date(Date.UTC(2025, 0, 1)),
    },
  ]);
  const stays = demoStays(pgs);
  for (const s of stays) {
    writes.push([ctx.db.collection(COLLECTIONS.bookings).doc(s.booking.id), s.booking]);
    if (s.review && s.private) {
      writes.push([ctx.db.collection(COLLECTIONS.reviews).doc(s.review.id), s.review]);
      writes.push([ctx.db.collection(COLLECTIONS.reviewPrivate).doc(s.private.id), s.private]);
    }
  }
  // Kept as they are when there: a stay may have been reviewed since, a review replied to, reported or hidden.
  const there =
    mode === 'keep'
      ? await existingIds(
          ctx.db,
          writes.map(([ref]) => ref),
        )
      : new Set<string>();
  const missing = writes.filter(([ref]) => !there.has(ref.path));
  // Independent documents with fixed ids: the batches can commit side by side.
  const batches = [];
  for (let i = 0; i < missing.length; i += WRITES_PER_BATCH) {
    const batch = ctx.db.batch();
    for (const [ref, data] of missing.slice(i, i + WRITES_PER_BATCH)) batch.set(ref, data);
    batches.push(batch.commit());
  }
  await Promise.all(batches);
  return {
    reviews: stays.filter((s) => s.review).length,
    confirmedStays: stays.length,
    reviewers: DEMO_REVIEWERS.length,
  };
}

/**
 * Sets each listing's rating fields to the aggregate of its visible reviews as they are in Firestore — the formula
 * and the reviews the review Functions use (functions/src/domain/reviews/store.ts) — wherever they differ. After a
 * `keep` seed this mends what a listing says about its reviews whatever happened between two starts. Returns how
 * many listings it corrected.
 */
/**
 * Whether a listing's stored totals are `want`, by value: Firestore may give a map's fields back in another order
 * than they were written (the emulator reloading its saved data sorts them by key), so comparing JSON text made
 * every `npm start` after the first rewrite every rated listing (187 of them) and re-run their triggers.
 */
export function sameRatings(has: unknown, want: unknown): boolean {
  return isDeepStrictEqual(has, want);
}

export async function recomputeRatings(ctx: Pick<SeedContext, 'db'>, pgIds: readonly string[]): Promise<number> {
  const visible = await ctx.db.collection(COLLECTIONS.reviews).where('status', '==', 'visible').get();
  const byPg = new Map<string, Ratings[]>();
  for (const d of visible.docs) {
    const review = d.data() as ReviewDoc;
    byPg.set(review.pgId, [...(byPg.get(review.pgId) ?? []), review.ratings]);
  }
  const refs = pgIds.map((id) => ctx.db.collection(COLLECTIONS.pgs).doc(id));
  let corrected = 0;
  for (let i = 0; i < refs.length; i += 300) {
    const snaps = await ctx.db.getAll(...refs.slice(i, i + 300));
    const batch = ctx.db.batch();
    let writes = 0;
    for (const snap of snaps) {
      if (!snap.exists) continue;
      const want = aggregateRatings(byPg.get(snap.id) ?? []);
      const has = {
        ratingAvg: snap.get('ratingAvg'),
        ratingCount: snap.get('ratingCount'),
        ratingBreakdown: snap.get('ratingBreakdown') ?? null,
      };
      if (sameRatings(has, want)) continue;
      batch.update(snap.ref, want);
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    corrected += writes;
  }
  return corrected;
}
