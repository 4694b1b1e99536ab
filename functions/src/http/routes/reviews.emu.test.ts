// /api/reviews through the Hosting rewrite against the emulators (docs/decisions/090-reviews.md): only the student
// of a confirmed booking reviews, once per booking; the PG's aggregate changes in the same transaction, and again
// when an admin hides or restores a review; the owner replies once; anyone signed in reports once.
import { geohashForLocation } from 'geofire-common';
import { beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';
import type { PgRecord } from '@kotastay/shared/schemas/pg';
import type {
  MyReviewsResponse,
  PgReviewsResponse,
  ReportedReviewsResponse,
  ReportResponse,
  ReviewDoc,
  ReviewListResponse,
  ReviewResponse,
} from '@kotastay/shared/schemas/review';
import { demoPg, writePgs } from '../../../../scripts/seed/pgs';
import { adminDb, userWithRole } from '../../../../test-utils/admin';
import { api } from '../../../../test-utils/api';
import { ALL_TICKED, seedBooking, testBooking } from '../../../../test-utils/bookings';
import { clearFirestore } from '../../../../test-utils/emulators';

type ErrorBody = { error: string; message: string; fields?: Record<string, string> };
const db = () => adminDb();

function pg(id: string, n: number, over: Partial<PgRecord> = {}): PgRecord {
  const base = demoPg(n);
  return {
    ...base,
    id,
    geohash: geohashForLocation([base.location.lat, base.location.lng]),
    status: 'published',
    visible: true,
    verification: { ...base.verification, status: 'verified', verifiedAt: base.createdAt },
    ratingAvg: 0,
    ratingCount: 0,
    ...over,
  };
}

/** A booking as the booking Functions store it, at `status` (a confirmed one moved in at `confirmedAt`). */
function booking(id: string, studentUid: string, pgId: string, status: 'confirmed' | 'visit_done', confirmedAt = '2026-10-15T05:00:00.000Z'): BookingDoc {
  const confirmed = status === 'confirmed';
  return testBooking(id, {
    studentUid,
    pgId,
    pgName: `PG ${pgId}`,
    areaId: 'area-x',
    areaName: 'Area X',
    status,
    checklist: confirmed ? ALL_TICKED : testBooking(id).checklist,
    creditedInr: confirmed ? 499 : 0,
    payment: { ...testBooking(id).payment, status: confirmed ? 'credited' : 'paid' },
    timeline: [
      { status: 'pending', at: '2026-10-01T05:00:00.000Z', by: 'student', note: null },
      ...(confirmed ? [{ status: 'confirmed' as const, at: confirmedAt, by: 'team' as const, note: null }] : []),
    ],
    createdAt: '2026-10-01T05:00:00.000Z',
    updatedAt: confirmedAt,
  });
}

const ratings = (overall: number, rest = overall) => ({
  overall,
  food: rest,
  safety: rest,
  cleanliness: rest,
  ownerBehaviour: rest,
  studyEnvironment: rest,
});
const goodText = 'Clean rooms, good food and a quiet floor for study.';

let studentA: string;
let studentB: string;
let ownerTok: string;
let otherOwnerTok: string;
let adminTok: string;
let demotedTok: string;

/** users/{uid}; "no role" is written as no field, so the userRoleSync trigger never revokes a test token mid-test. */
async function mirror(uid: string, role: string | null) {
  await db().collection(COLLECTIONS.users).doc(uid).set(role === null ? { name: uid } : { name: uid, role });
}

beforeEach(async () => {
  await clearFirestore();
  await writePgs({ db: db() }, [
    pg('pg-1', 1, { ownerId: 'owner-1' }),
    pg('pg-2', 2, { ownerId: 'owner-2' }),
    pg('pg-draft', 3, { ownerId: 'owner-1', status: 'draft' }),
  ]);
  [studentA, studentB, ownerTok, otherOwnerTok, adminTok, demotedTok] = await Promise.all([
    userWithRole('student-a', null),
    userWithRole('student-b', null),
    userWithRole('owner-1', 'pg_owner'),
    userWithRole('owner-2', 'pg_owner'),
    userWithRole('admin-1', 'admin'),
    userWithRole('demoted-1', 'admin'),
  ]);
  await Promise.all([
    mirror('student-a', null),
    mirror('student-b', null),
    mirror('owner-1', 'pg_owner'),
    mirror('owner-2', 'pg_owner'),
    mirror('admin-1', 'admin'),
    mirror('demoted-1', null),
  ]);
  await Promise.all([
    seedBooking(booking('b-a1', 'student-a', 'pg-1', 'confirmed')),
    seedBooking(booking('b-a2', 'student-a', 'pg-2', 'confirmed', '2026-08-31T20:00:00.000Z')),
    seedBooking(booking('b-a3', 'student-a', 'pg-1', 'visit_done')),
    seedBooking({ ...booking('b-b1', 'student-b', 'pg-1', 'confirmed'), studentName: 'Rohan' }),
  ]);
});

const post = <T = ReviewResponse>(path: string, token: string | undefined, body: unknown) =>
  api<T & ErrorBody>('POST', path, { ...(token ? { token } : {}), body });
const write = (token: string, bookingId: string, r = ratings(4), text = goodText) =>
  post('/reviews', token, { bookingId, ratings: r, text });
const pgDoc = async (id: string) => (await db().collection(COLLECTIONS.pgs).doc(id).get()).data() ?? {};
const count = async (col: string) => (await db().collection(col).get()).size;

describe('POST /api/reviews', () => {
  test('the student of a confirmed booking reviews: public doc without uid, private doc, aggregate in the same write', async () => {
    const res = await write(studentA, 'b-a1', ratings(5, 4));
    expect(res.status).toBe(201);
    const review = res.body.review;
    expect(review).toMatchObject({
      pgId: 'pg-1',
      authorName: 'Asha',
      stayMonth: '2026-10',
      stayLabel: 'Verified Stay, October 2026',
      ratings: ratings(5, 4),
      text: goodText,
      ownerReply: null,
      status: 'visible',
      reportCount: 0,
    });
    const stored = (await db().collection(COLLECTIONS.reviews).doc(review.id).get()).data() ?? {};
    expect(JSON.stringify(stored)).not.toMatch(/student-a|b-a1|\+91/);
    const priv = (await db().collection(COLLECTIONS.reviewPrivate).doc(review.id).get()).data();
    expect(priv).toMatchObject({ authorUid: 'student-a', bookingId: 'b-a1', pgId: 'pg-1' });
    expect(await pgDoc('pg-1')).toMatchObject({
      ratingAvg: 5,
      ratingCount: 1,
      ratingBreakdown: { overall: 5, food: 4, safety: 4, cleanliness: 4, ownerBehaviour: 4, studyEnvironment: 4 },
    });
  });

  test('the move-in month is Kota time (31 Aug 20:00 UTC is September in Kota)', async () => {
    const res = await write(studentA, 'b-a2');
    expect(res.body.review.stayLabel).toBe('Verified Stay, September 2026');
  });

  test('once per booking: 409 already_reviewed, the aggregate unchanged', async () => {
    expect((await write(studentA, 'b-a1', ratings(5))).status).toBe(201);
    const again = await write(studentA, 'b-a1', ratings(1));
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already_reviewed');
    expect(await pgDoc('pg-1')).toMatchObject({ ratingAvg: 5, ratingCount: 1 });
    expect(await count(COLLECTIONS.reviews)).toBe(1);
  });

  test.each([
    ['no ratings', { bookingId: 'b-a1', text: goodText }, ['ratings']],
    ['a 6-star rating and a 0', { bookingId: 'b-a1', ratings: { ...ratings(4), food: 6, safety: 0 }, text: goodText }, ['ratings.food', 'ratings.safety']],
    ['half stars', { bookingId: 'b-a1', ratings: { ...ratings(4), overall: 3.5 }, text: goodText }, ['ratings.overall']],
    ['a missing category', { bookingId: 'b-a1', ratings: { overall: 4, food: 4, safety: 4, cleanliness: 4, ownerBehaviour: 4 }, text: goodText }, ['ratings.studyEnvironment']],
    ['a short text', { bookingId: 'b-a1', ratings: ratings(4), text: 'Nice.' }, ['text']],
    ['three long words', { bookingId: 'b-a1', ratings: ratings(4), text: 'Wonderful-excellent accommodation-overall everything!' }, ['text']],
    ['too long a text', { bookingId: 'b-a1', ratings: ratings(4), text: 'word '.repeat(500) }, ['text']],
    ['an extra field', { bookingId: 'b-a1', ratings: ratings(4), text: goodText, authorUid: 'x' }, ['authorUid']],
    ['no booking', { ratings: ratings(4), text: goodText }, ['bookingId']],
    ['a hostile booking id', { bookingId: '__x__', ratings: ratings(4), text: goodText }, ['bookingId']],
    ['a path as booking id', { bookingId: 'a/b', ratings: ratings(4), text: goodText }, ['bookingId']],
    ['a dot-dot booking id', { bookingId: '..', ratings: ratings(4), text: goodText }, ['bookingId']],
  ])('bad input (%s) → 400 naming the field, nothing written', async (_what, body, fields) => {
    const res = await post('/reviews', studentA, body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('invalid_input');
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual([...fields].sort());
    expect(await count(COLLECTIONS.reviews)).toBe(0);
    expect(await count(COLLECTIONS.reviewPrivate)).toBe(0);
    expect(await pgDoc('pg-1')).toMatchObject({ ratingAvg: 0, ratingCount: 0 });
  });

  test.each([
    ['another student’s confirmed booking', 'b-b1'],
    ['a booking not confirmed yet', 'b-a3'],
    ['a booking that does not exist', 'no-such-booking'],
  ])('%s → 403 no_verified_stay, nothing written', async (_what, bookingId) => {
    const res = await write(studentA, bookingId);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('no_verified_stay');
    expect(res.body.message).toMatch(/confirmed/);
    expect(await count(COLLECTIONS.reviews)).toBe(0);
  });

  test('a student under 18 is shown as "Student", never by name (decision 203: nothing of a child is public)', async () => {
    const d = new Date();
    d.setUTCFullYear(d.getUTCFullYear() - 16);
    await db().collection(COLLECTIONS.users).doc('student-b').set({ birthDate: d.toISOString().slice(0, 10) }, { merge: true });
    const res = await write(studentB, 'b-b1');
    expect(res.status).toBe(201);
    expect(res.body.review.authorName).toBe('Student');
    expect(JSON.stringify((await db().collection(COLLECTIONS.reviews).doc(res.body.review.id).get()).data())).not.toContain('Rohan');
  });

  test('an owner or an admin with no stay → 403; no token → 401', async () => {
    for (const tok of [ownerTok, adminTok]) expect((await write(tok, 'b-a1')).status).toBe(403);
    expect((await post('/reviews', undefined, { bookingId: 'b-a1', ratings: ratings(4), text: goodText })).status).toBe(401);
    expect(await count(COLLECTIONS.reviews)).toBe(0);
  });
});

describe('aggregate, hide and restore', () => {
  test('two reviews average; an admin hides one (recomputed, audited) and restores it', async () => {
    const a = (await write(studentA, 'b-a1', ratings(5, 4))).body.review;
    const b = (await write(studentB, 'b-b1', ratings(2, 3))).body.review;
    expect(b.authorName).toBe('Rohan');
    expect(await pgDoc('pg-1')).toMatchObject({
      ratingAvg: 3.5,
      ratingCount: 2,
      ratingBreakdown: { overall: 3.5, food: 3.5, safety: 3.5, cleanliness: 3.5, ownerBehaviour: 3.5, studyEnvironment: 3.5 },
    });

    // Not an admin, or a demoted admin with a still-valid admin claim: 403, nothing changes.
    for (const tok of [studentA, ownerTok, demotedTok]) {
      const res = await post(`/reviews/${b.id}/hide`, tok, { reason: 'Abusive language' });
      expect(res.status).toBe(403);
    }
    const noReason = await post(`/reviews/${b.id}/hide`, adminTok, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toHaveProperty('reason');
    expect(await pgDoc('pg-1')).toMatchObject({ ratingAvg: 3.5, ratingCount: 2 });
    expect(await count(COLLECTIONS.auditLog)).toBe(0);

    const hidden = await post(`/reviews/${b.id}/hide`, adminTok, { reason: 'Abusive language' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ changed: true, review: { status: 'hidden', hiddenReason: 'Abusive language' } });
    expect(await pgDoc('pg-1')).toMatchObject({ ratingAvg: 5, ratingCount: 1, ratingBreakdown: { food: 4 } });
    const audit = (await db().collection(COLLECTIONS.auditLog).get()).docs.map((d) => d.data());
    expect(audit).toEqual([
      expect.objectContaining({
        actorUid: 'admin-1',
        action: 'review.hidden',
        targetType: 'review',
        targetId: b.id,
        reason: 'Abusive language',
        before: { status: 'visible', ratingAvg: 3.5, ratingCount: 2 },
        after: { status: 'hidden', ratingAvg: 5, ratingCount: 1 },
      }),
    ]);

    // Hidden reviews leave the public lists; hiding again changes nothing and logs nothing.
    const list = await api<PgReviewsResponse>('GET', '/reviews/pg?pgId=pg-1');
    expect(list.body.results.map((r) => r.id)).toEqual([a.id]);
    expect((await post(`/reviews/${b.id}/hide`, adminTok, { reason: 'Again' })).body.changed).toBe(false);
    expect(await count(COLLECTIONS.auditLog)).toBe(1);

    const restored = await post(`/reviews/${b.id}/restore`, adminTok, {});
    expect(restored.status).toBe(200);
    expect(restored.body.review).toMatchObject({ status: 'visible', hiddenReason: null });
    expect(await pgDoc('pg-1')).toMatchObject({ ratingAvg: 3.5, ratingCount: 2 });
    expect(await count(COLLECTIONS.auditLog)).toBe(2);

    // Hiding the only review of a PG returns it to "no reviews".
    const only = (await write(studentA, 'b-a2', ratings(3))).body.review;
    await post(`/reviews/${only.id}/hide`, adminTok, { reason: 'Spam' });
    expect(await pgDoc('pg-2')).toMatchObject({ ratingAvg: 0, ratingCount: 0, ratingBreakdown: null });
    expect((await api<PgReviewsResponse>('GET', '/reviews/pg?pgId=pg-2')).body).toMatchObject({ ratingCount: 0, ratingBreakdown: null, results: [] });
  });

  test('hide or restore a review that does not exist → 404', async () => {
    expect((await post('/reviews/rv_missing/hide', adminTok, { reason: 'Spam' })).status).toBe(404);
    expect((await post('/reviews/rv_missing/restore', adminTok, {})).status).toBe(404);
  });
});

describe('owner reply and reports', () => {
  test('only the PG owner replies, once', async () => {
    const r = (await write(studentA, 'b-a1')).body.review;
    for (const [tok, status] of [
      [studentA, 403],
      [adminTok, 403],
      [otherOwnerTok, 403],
    ] as const) {
      expect((await post(`/reviews/${r.id}/reply`, tok, { text: 'Thanks' })).status).toBe(status);
    }
    const empty = await post(`/reviews/${r.id}/reply`, ownerTok, { text: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toHaveProperty('text');
    const ok = await post(`/reviews/${r.id}/reply`, ownerTok, { text: 'Thank you, Asha!' });
    expect(ok.status).toBe(200);
    expect(ok.body.review.ownerReply).toMatchObject({ text: 'Thank you, Asha!' });
    const again = await post(`/reviews/${r.id}/reply`, ownerTok, { text: 'Edited reply' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already_replied');
    const stored = (await db().collection(COLLECTIONS.reviews).doc(r.id).get()).data() as ReviewDoc;
    expect(stored.ownerReply?.text).toBe('Thank you, Asha!');
    expect((await post('/reviews/rv_missing/reply', ownerTok, { text: 'Hi' })).status).toBe(404);
  });

  test('anyone signed in but the author reports once; admins see the queue', async () => {
    const r = (await write(studentA, 'b-a1')).body.review;
    expect((await post(`/reviews/${r.id}/report`, undefined, { reason: 'Spam' })).status).toBe(401);
    const bad = await post(`/reviews/${r.id}/report`, studentB, {});
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty('reason');
    // Its author cannot report it: 400 naming the review, nothing written.
    const own = await post(`/reviews/${r.id}/report`, studentA, { reason: 'Reporting myself' });
    expect(own.status).toBe(400);
    expect(own.body.fields).toHaveProperty('reviewId');
    expect(((await db().collection(COLLECTIONS.reviews).doc(r.id).get()).data() as ReviewDoc).reportCount).toBe(0);
    const first = await post<ReportResponse>(`/reviews/${r.id}/report`, studentB, { reason: 'Not a real stay' });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ reviewId: r.id, reported: true, reportCount: 1 });
    const again = await post(`/reviews/${r.id}/report`, studentB, { reason: 'Still fake' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already_reported');
    expect((await post<ReportResponse>(`/reviews/${r.id}/report`, ownerTok, { reason: 'Competitor' })).body.reportCount).toBe(2);
    expect(((await db().collection(COLLECTIONS.reviews).doc(r.id).get()).data() as ReviewDoc).reportCount).toBe(2);

    for (const tok of [studentA, ownerTok]) expect((await api('GET', '/reviews/reported', { token: tok })).status).toBe(403);
    expect((await api('GET', '/reviews/reported', { token: demotedTok })).status).toBe(403);
    const queue = await api<ReportedReviewsResponse>('GET', '/reviews/reported', { token: adminTok });
    expect(queue.status).toBe(200);
    expect(queue.body.results).toHaveLength(1);
    expect(queue.body.results[0]).toMatchObject({ id: r.id, reportCount: 2 });
    expect(queue.body.results[0]?.reports.map((x) => x.reason).sort()).toEqual(['Competitor', 'Not a real stay']);
    expect(JSON.stringify(queue.body)).not.toMatch(/student-b|owner-1/);
  });
});

describe('lists', () => {
  test('GET /reviews: visible reviews across PGs, newest first, by area, paged with a cursor', async () => {
    const col = db().collection(COLLECTIONS.reviews);
    const base = { pgName: 'PG', authorName: 'Asha', stayMonth: '2026-10', stayLabel: 'Verified Stay, October 2026', ratings: ratings(4), text: goodText, ownerReply: null, hiddenReason: null, hiddenAt: null, reportCount: 0 };
    for (let i = 0; i < 13; i++) {
      const at = new Date(Date.UTC(2026, 10, 1, i)).toISOString();
      await col.doc(`r${String(i).padStart(2, '0')}`).set({ ...base, id: `r${String(i).padStart(2, '0')}`, pgId: i % 2 ? 'pg-1' : 'pg-2', areaId: i % 2 ? 'area-odd' : 'area-even', areaName: 'A', status: i === 12 ? 'hidden' : 'visible', createdAt: at, updatedAt: at });
    }
    const page1 = await api<ReviewListResponse>('GET', '/reviews');
    expect(page1.status).toBe(200);
    expect(page1.body.results.map((r) => r.id)).toEqual(['r11', 'r10', 'r09', 'r08', 'r07', 'r06', 'r05', 'r04', 'r03', 'r02']);
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    const page2 = await api<ReviewListResponse>('GET', `/reviews?cursor=${page1.body.nextCursor}`);
    expect(page2.body).toEqual({ results: [expect.objectContaining({ id: 'r01' }), expect.objectContaining({ id: 'r00' })], nextCursor: null });
    const odd = await api<ReviewListResponse>('GET', '/reviews?areaId=area-odd');
    expect(odd.body.results.map((r) => r.id)).toEqual(['r11', 'r09', 'r07', 'r05', 'r03', 'r01']);
    const pgPage = await api<PgReviewsResponse>('GET', '/reviews/pg?pgId=pg-2');
    expect(pgPage.body.results.map((r) => r.id)).toEqual(['r10', 'r08', 'r06', 'r04', 'r02', 'r00']);

    const badCursor = await api<ErrorBody>('GET', '/reviews?cursor=nonsense');
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.fields).toHaveProperty('cursor');
  });

  test('GET /reviews/pg: 400 without pgId, 404 for a PG the public cannot see', async () => {
    const none = await api<ErrorBody>('GET', '/reviews/pg');
    expect(none.status).toBe(400);
    expect(none.body.fields).toHaveProperty('pgId');
    expect((await api('GET', '/reviews/pg?pgId=pg-draft')).status).toBe(404);
    expect((await api('GET', '/reviews/pg?pgId=no-such-pg')).status).toBe(404);
  });

  test('GET /reviews/mine: the caller’s confirmed stays and which are reviewed', async () => {
    expect((await api('GET', '/reviews/mine')).status).toBe(401);
    const before = await api<MyReviewsResponse>('GET', '/reviews/mine', { token: studentA });
    expect(before.body.stays.map((s) => [s.bookingId, s.stayLabel, s.review])).toEqual([
      ['b-a1', 'Verified Stay, October 2026', null],
      ['b-a2', 'Verified Stay, September 2026', null],
    ]);
    const r = (await write(studentA, 'b-a1')).body.review;
    const atPg1 = await api<MyReviewsResponse>('GET', '/reviews/mine?pgId=pg-1', { token: studentA });
    expect(atPg1.body.stays).toEqual([expect.objectContaining({ bookingId: 'b-a1', review: expect.objectContaining({ id: r.id }) })]);
    expect((await api<MyReviewsResponse>('GET', '/reviews/mine', { token: ownerTok })).body.stays).toEqual([]);
    const hostile = await api<ErrorBody>('GET', '/reviews/mine?pgId=__x__', { token: studentA });
    expect(hostile.status).toBe(400);
    expect(hostile.body.fields).toHaveProperty('pgId');
  });
});
