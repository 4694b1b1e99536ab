// Reviews from verified stays (docs/requirements/reviews.md, docs/decisions/090-reviews.md): writing one (the
// student of a confirmed booking, once per booking), the public lists, the student's reviewable stays, the owner's
// one reply and reports. Every write is one transaction; a new review updates the PG's aggregate in the same one.
import { CHILD_REVIEW_AUTHOR } from '@kotastay/shared/review-authors';
import { FieldValue } from 'firebase-admin/firestore';
import { kotaDate, type BookingDoc } from '@kotastay/shared/schemas/booking';
import { isPublicPg } from '@kotastay/shared/schemas/pg';
import {
  REVIEWS_PAGE_SIZE,
  reviewReportDocId,
  stayLabelOf,
  type CreateReviewBody,
  type MyReviewsResponse,
  type PgReviewsResponse,
  type ReportResponse,
  type ReviewDoc,
  type ReviewListResponse,
  type ReviewPrivateDoc,
  type ReviewReportDoc,
  type ReviewResponse,
} from '@kotastay/shared/schemas/review';
import { db } from '../../lib/admin';
import { isChild } from '@kotastay/shared/age';
import { getAllAs } from '../../lib/converter';
import { confirmedStaysOf, findBookingInTx } from '../bookings';
import { userDocRef } from '../users';
import { getPg, readOwnerInTx, readPgInTx, setRatingsInTx } from '../listings';
import { Conflict, Forbidden, InvalidInput, NotFound, type Actor } from '../errors';
import { decodeCursor, encodeCursor } from '../cursor';
import {
  aggregateInTx,
  asReview,
  newestFirst,
  reviewIdForBooking,
  reviewPrivateRef,
  reviewReadRef,
  reviewRef,
  reviewReportsCol,
  reviewsCol,
  visibleReviewsOf,
} from './store';

const noVerifiedStay = () =>
  new Forbidden('Only a student whose booking at this PG was confirmed (moved in) can review it.', 'no_verified_stay');

/** 'YYYY-MM' (Kota time) the booking was confirmed: the move-in month. */
export function stayMonthOf(b: BookingDoc): string {
  const confirmed = [...b.timeline].reverse().find((e) => e.status === 'confirmed');
  return kotaDate(Date.parse(confirmed?.at ?? b.updatedAt)).slice(0, 7);
}

/** The first name only: the public review carries nothing else about its author. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0]?.slice(0, 40) || 'Student';

export async function createReview(actor: Actor, body: CreateReviewBody, nowMs = Date.now()): Promise<ReviewResponse> {
  const id = reviewIdForBooking(body.bookingId);
  const review = await db().runTransaction(async (tx) => {
    const booking = await findBookingInTx(tx, body.bookingId);
    // Someone else's booking answers as no booking at all: the id reveals nothing.
    if (!booking) throw noVerifiedStay();
    if (booking.studentUid !== actor.uid || booking.status !== 'confirmed') throw noVerifiedStay();
    if ((await tx.get(reviewRef(id))).exists) throw new Conflict('already_reviewed', 'You have already reviewed this stay.');
    const [pg, author] = await Promise.all([readPgInTx(tx, booking.pgId), tx.get(userDocRef(actor.uid))]);
    if (!pg) throw new NotFound('This PG');
    const now = new Date(nowMs).toISOString();
    const stayMonth = stayMonthOf(booking);
    const doc: ReviewDoc = {
      id,
      pgId: booking.pgId,
      pgName: pg.name,
      areaId: pg.areaId,
      areaName: pg.areaName,
      // Nothing of a child's is public (decision 203): a student under 18 is shown as "Student", not by name.
      authorName: isChild(author.get('birthDate'), nowMs) ? CHILD_REVIEW_AUTHOR : firstNameOf(booking.studentName),
      stayMonth,
      stayLabel: stayLabelOf(stayMonth),
      ratings: body.ratings,
      text: body.text,
      ownerReply: null,
      status: 'visible',
      hiddenReason: null,
      hiddenAt: null,
      reportCount: 0,
      createdAt: now,
      updatedAt: now,
    };
    const aggregate = await aggregateInTx(tx, booking.pgId, { add: doc });
    const priv: ReviewPrivateDoc = { id, pgId: booking.pgId, bookingId: booking.id, authorUid: actor.uid, createdAt: now };
    tx.create(reviewRef(id), doc);
    tx.create(reviewPrivateRef(id), priv);
    setRatingsInTx(tx, booking.pgId, aggregate);
    return doc;
  });
  return { review, changed: true };
}

// ---------- Lists ----------
const LIST_SORT = 'reviews_newest';

async function page(q: FirebaseFirestore.Query, cursor: string | undefined): Promise<ReviewListResponse> {
  let query = newestFirst(q);
  if (cursor) {
    const c = decodeCursor(cursor, LIST_SORT, 1);
    query = query.startAfter(c.k[0], c.id);
  }
  const snap = await query.limit(REVIEWS_PAGE_SIZE + 1).withConverter(asReview).get();
  const docs = snap.docs.slice(0, REVIEWS_PAGE_SIZE).map((d) => d.data());
  const last = docs.at(-1);
  const nextCursor = snap.size > REVIEWS_PAGE_SIZE && last ? encodeCursor({ s: LIST_SORT, k: [last.createdAt], id: last.id }) : null;
  return { results: docs, nextCursor };
}

/** Visible reviews across PGs, newest first, optionally in one area. */
export function listReviews(areaId: string | undefined, cursor: string | undefined): Promise<ReviewListResponse> {
  let q = reviewsCol().where('status', '==', 'visible');
  if (areaId) q = q.where('areaId', '==', areaId);
  return page(q, cursor);
}

/** A public PG's visible reviews with its aggregate (404 for a PG the public cannot see). */
export async function listPgReviews(pgId: string, cursor: string | undefined): Promise<PgReviewsResponse> {
  const pg = await getPg(pgId);
  if (!pg || !isPublicPg(pg)) throw new NotFound('This PG');
  const list = await page(visibleReviewsOf(pgId), cursor);
  return {
    pgId,
    ratingAvg: pg.ratingAvg,
    ratingCount: pg.ratingCount,
    ratingBreakdown: pg.ratingCount > 0 ? (pg.ratingBreakdown ?? null) : null,
    ...list,
  };
}

/** The caller's confirmed stays (optionally at one PG), newest move-in first, each with its review or null. */
export async function myReviewableStays(uid: string, pgId: string | undefined): Promise<MyReviewsResponse> {
  const bookings = await confirmedStaysOf(uid, pgId, 100);
  const refs = bookings.map((b) => reviewReadRef(reviewIdForBooking(b.id)));
  const reviews = refs.length ? await getAllAs(db(), refs) : [];
  const stays = bookings.map((b, i) => {
    const stayMonth = stayMonthOf(b);
    const r = reviews[i];
    return {
      bookingId: b.id,
      pgId: b.pgId,
      pgName: b.pgName,
      areaName: b.areaName,
      stayMonth,
      stayLabel: stayLabelOf(stayMonth),
      review: r?.data() ?? null,
    };
  });
  stays.sort((a, b) => (a.stayMonth === b.stayMonth ? a.bookingId.localeCompare(b.bookingId) : b.stayMonth.localeCompare(a.stayMonth)));
  return { stays };
}

// ---------- Owner's reply, reports ----------
const reviewNotFound = () => new NotFound('This review');

/** The PG's owner replies once to a visible review of their PG. */
export async function replyToReview(actor: Actor, reviewId: string, text: string, nowMs = Date.now()): Promise<ReviewResponse> {
  const review = await db().runTransaction(async (tx) => {
    const r = (await tx.get(reviewReadRef(reviewId))).data();
    if (r?.status !== 'visible') throw reviewNotFound();
    if ((await readOwnerInTx(tx, r.pgId)) !== actor.uid)
      throw new Forbidden("Only this PG's owner can reply to its reviews.", 'not_pg_owner');
    if (r.ownerReply) throw new Conflict('already_replied', 'You have already replied to this review.');
    const now = new Date(nowMs).toISOString();
    const next: ReviewDoc = { ...r, ownerReply: { text, at: now }, updatedAt: now };
    tx.update(reviewRef(reviewId), { ownerReply: next.ownerReply, updatedAt: now });
    return next;
  });
  return { review, changed: true };
}

/** Anyone signed in but its author reports a visible review, once. */
export async function reportReview(actor: Actor, reviewId: string, reason: string, nowMs = Date.now()): Promise<ReportResponse> {
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(reviewRef(reviewId));
    if (!snap.exists || snap.get('status') !== 'visible') throw reviewNotFound();
    // Its author cannot report it (issue #21); who wrote it is only in review_private, never in the public review.
    const author = await tx.get(reviewPrivateRef(reviewId));
    if (author.exists && author.get('authorUid') === actor.uid)
      throw new InvalidInput('You cannot report your own review.', { reviewId: 'This is your own review; you cannot report it.' });
    const reportRef = reviewReportsCol().doc(reviewReportDocId(reviewId, actor.uid));
    if ((await tx.get(reportRef)).exists) throw new Conflict('already_reported', 'You have already reported this review.');
    const report: ReviewReportDoc = { reviewId, pgId: String(snap.get('pgId')), uid: actor.uid, reason, at: new Date(nowMs).toISOString() };
    tx.create(reportRef, report);
    tx.update(reviewRef(reviewId), { reportCount: FieldValue.increment(1) });
    return { reviewId, reported: true as const, reportCount: Number(snap.get('reportCount') ?? 0) + 1 };
  });
}
