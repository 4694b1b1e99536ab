// The only bookings module that names Firestore paths: bookings, their audit, the gateway's orders and events, the
// slot counters and the outbox (docs/decisions/080-bookings-and-payments.md#data). Every one is written by Functions only.
import { FieldValue, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { BookingDocSchema, type BookingDoc, type VisitSlot } from '@kotastay/shared/schemas/booking';
import { ownerLeadOf } from '@kotastay/shared/schemas/owner-lead';
import { FORMER_STUDENT, type ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { deleteMetaDocsStartingWith } from '../../lib/meta';
import { db } from '../../lib/admin';
import { listed, readAs, readList } from '../../lib/converter';
import { exportedDoc } from '../../lib/exported-doc';
import { NotFound } from '../errors';

export const bookingsCol = () => db().collection(COLLECTIONS.bookings);
export const bookingRef = (id: string) => bookingsCol().doc(id);
export const bookingAuditCol = (id: string) => bookingRef(id).collection(COLLECTIONS.bookingAudit);
/** `owner_leads/{bookingId}`: the owner's view of a booking (decision 212). */
export const ownerLeadRef = (id: string) => db().collection(COLLECTIONS.ownerLeads).doc(id);
export const paymentOrderRef = (orderId: string) => db().collection(COLLECTIONS.paymentOrders).doc(orderId);
export { paymentEventRef } from '../payments';

/** `visit_slots/{pgId}_{date}_{HHMM}`. */
export const slotId = (pgId: string, date: string, slot: string) => `${pgId}_${date}_${slot.replace(':', '')}`;
export const visitSlotRef = (pgId: string, date: string, slot: string) =>
  db().collection(COLLECTIONS.visitSlots).doc(slotId(pgId, date, slot));

/** What `payment_orders/{orderId}` holds: the order's booking, student and amount, as created (create.ts). */
export const PaymentOrderDocSchema = z.object({
  orderId: z.string(),
  bookingId: z.string(),
  studentUid: z.string(),
  provider: z.enum(['razorpay', 'local']),
  amountPaise: z.number(),
  currency: z.literal('INR'),
  receipt: z.string(),
  status: z.enum(['created', 'paid', 'failed']),
  paymentId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaymentOrderDoc = z.infer<typeof PaymentOrderDocSchema>;

/** Reads of bookings and payment orders through their schemas (issue #23). */
export const asBooking = readAs(BookingDocSchema, { idField: 'id' });
/** What an account's deletion rewrites of a booking (it reads no more, so a deletion needs no more to match). */
const asAnonymisable = readAs(BookingDocSchema.pick({ id: true, parentApproval: true, timeline: true }), { idField: 'id' });
export const asPaymentOrder = readAs(PaymentOrderDocSchema);
/** A booking read through its schema. */
export const bookingReadRef = (id: string) => bookingRef(id).withConverter(asBooking);
/** A payment order read through its schema. */
export const paymentOrderReadRef = (orderId: string) => paymentOrderRef(orderId).withConverter(asPaymentOrder);

/**
 * Writes the owner's view of a booking as it now is (owner_leads/{id}), in the transaction that writes the booking:
 * every writer of a booking (create.ts, transition.ts) calls it, so the two never disagree. A booking that knows no
 * owner has none. A write only; idempotent (the whole document, from the booking).
 */
export function writeOwnerLead(tx: Transaction, booking: BookingDoc): void {
  const lead = ownerLeadOf(booking);
  if (!lead) return;
  const { id: _id, ...data } = lead;
  tx.set(ownerLeadRef(booking.id), data);
}

/** `visit_slots/{id}`: how many active bookings hold the slot. */
export type VisitSlotDoc = { pgId: string; date: string; slot: VisitSlot; count: number; closed?: boolean };

/** The PG's owner marked the slot unavailable (decision 216): no new booking takes it; those holding it keep it. */
export const slotClosed = (snap: DocumentSnapshot): boolean => snap.get('closed') === true;

/**
 * The bookings a query finds, read through their schema: a list (a sweep, a day's payments, a student's stays), so
 * a booking that does not match is left out and logged, not a failure of the whole list (lib/converter.ts `listed`).
 */
export const bookingsOf = (q: Query): Promise<BookingDoc[]> => readList(q, asBooking);

/** Reads a booking in a transaction; NotFound when it does not exist. */
export async function readBooking(tx: Transaction, id: string): Promise<BookingDoc> {
  const b = (await tx.get(bookingReadRef(id))).data();
  if (!b) throw new NotFound('This booking', 'booking_not_found');
  return b;
}

/** Reads a booking outside a transaction, or null. */
export async function getBooking(id: string): Promise<BookingDoc | null> {
  return (await bookingReadRef(id).get()).data() ?? null;
}

/** A booking read in a transaction, or null (for another module's transaction, e.g. a review of the stay). */
export async function findBookingInTx(tx: Transaction, id: string): Promise<BookingDoc | null> {
  return (await tx.get(bookingReadRef(id))).data() ?? null;
}

/** A student's confirmed stays (optionally at one PG), at most `limit`. */
export async function confirmedStaysOf(uid: string, pgId: string | undefined, limit: number): Promise<BookingDoc[]> {
  let q = bookingsCol().where('studentUid', '==', uid).where('status', '==', 'confirmed');
  if (pgId) q = q.where('pgId', '==', pgId);
  return bookingsOf(q.limit(limit));
}

export async function readPaymentOrder(tx: Transaction, orderId: string): Promise<PaymentOrderDoc | null> {
  return (await tx.get(paymentOrderReadRef(orderId))).data() ?? null;
}

export const slotCount = (snap: DocumentSnapshot): number => {
  const n: unknown = snap.get('count');
  return typeof n === 'number' && n > 0 ? n : 0;
};

/** Takes one place in a slot whose snapshot the transaction read (the caller checked capacity). */
export function takeSlot(tx: Transaction, booking: Pick<BookingDoc, 'pgId' | 'visitDate' | 'visitSlot'>, current: number): void {
  const doc: VisitSlotDoc = { pgId: booking.pgId, date: booking.visitDate, slot: booking.visitSlot, count: current + 1 };
  // Merged: the owner's `closed` mark is the same document's (a slot is checked open before it is taken).
  tx.set(visitSlotRef(booking.pgId, booking.visitDate, booking.visitSlot), doc, { merge: true });
}

/**
 * Gives the booking's slot place back (a cancellation). A write only, so it can follow the transaction's reads;
 * a booking is cancelled once, so it releases once.
 */
export function releaseSlot(tx: Transaction, booking: Pick<BookingDoc, 'pgId' | 'visitDate' | 'visitSlot'>): void {
  tx.set(
    visitSlotRef(booking.pgId, booking.visitDate, booking.visitSlot),
    { pgId: booking.pgId, date: booking.visitDate, slot: booking.visitSlot, count: FieldValue.increment(-1) },
    { merge: true },
  );
}

export const serverTime = () => FieldValue.serverTimestamp();

// ---------- A student's data (docs/decisions/204-data-rights-in-the-app.md) ----------

/** The statuses in which a booking is still under way: an account with one is not deleted (cancel first). */
export const ACTIVE_BOOKING_STATUSES = ['pending', 'pending_visit', 'visit_scheduled', 'visit_done'] as const;

const studentsBookings = (uid: string) => bookingsCol().where('studentUid', '==', uid);

/** A student's bookings (payment and refund fields included), their staff audit, and their payment orders. */
export async function bookingDataOfStudent(uid: string): Promise<{ bookings: ExportedDoc[]; bookingAudit: ExportedDoc[]; paymentOrders: ExportedDoc[] }> {
  const [bookings, orders] = await Promise.all([
    studentsBookings(uid).get(),
    db().collection(COLLECTIONS.paymentOrders).where('studentUid', '==', uid).get(),
  ]);
  const audits = await Promise.all(bookings.docs.map((b) => bookingAuditCol(b.id).get()));
  return {
    bookings: bookings.docs.map((d) => exportedDoc(d)),
    bookingAudit: audits.flatMap((a) => a.docs.map((d) => exportedDoc(d))),
    paymentOrders: orders.docs.map((d) => exportedDoc(d)),
  };
}

/** How many of the student's bookings are still under way (pending … visit_done). */
export async function activeBookingCount(uid: string): Promise<number> {
  const q = studentsBookings(uid).where('status', 'in', [...ACTIVE_BOOKING_STATUSES]);
  return (await q.count().get()).data().count;
}

/** An account's deletion: its booking locks and daily counters in meta (they hold the uid) go at once, not by TTL. */
export async function eraseBookingCountersOf(uid: string): Promise<number> {
  const counts = await Promise.all(
    [`booking_lock_${uid}_`, `booking_rate_${uid}`, `parent_requests_by_${uid}`].map((p) => deleteMetaDocsStartingWith(p)),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * An account's deletion: its bookings are payment records the law keeps for 8 years (decision 011), so they stay,
 * anonymised — the uid becomes `tombstoneId`, the name "Former student", the phone numbers, notes, the coaching and
 * the parent's words go, and the owner's view (owner_leads) keeps "Former student" and no coaching. The payment orders and the staff audit lines that carried the uid get the tombstone too. Idempotent.
 */
export async function anonymiseBookingsOfStudent(uid: string, tombstoneId: string, nowMs: number): Promise<number> {
  const [bookings, orders] = await Promise.all([
    studentsBookings(uid).withConverter(asAnonymisable).get(),
    db().collection(COLLECTIONS.paymentOrders).where('studentUid', '==', uid).get(),
  ]);
  const at = new Date(nowMs).toISOString();
  for (const booking of listed(bookings.docs)) {
    const approval = booking.parentApproval ? { ...booking.parentApproval, note: null } : (booking.parentApproval ?? null);
    const timeline = booking.timeline.map((t) =>
      t.noteCode?.params.note === undefined ? t : { ...t, note: null, noteCode: { ...t.noteCode, params: { ...t.noteCode.params, note: '' } } },
    );
    await bookingRef(booking.id).update({
      studentUid: tombstoneId,
      studentName: FORMER_STUDENT,
      studentPhone: '',
      parentPhone: '',
      note: '',
      cancelNote: null,
      parentApproval: approval,
      timeline,
      studentCoachingId: null,
      anonymisedAt: at,
    });
    // The owner's view loses the first name and the coaching too (as a stay's stay_residents does).
    const lead = ownerLeadRef(booking.id);
    if ((await lead.get()).exists) await lead.update({ firstName: FORMER_STUDENT, coachingId: null, updatedAt: at });
    const audit = await bookingAuditCol(booking.id).where('actorUid', '==', uid).get();
    for (const a of audit.docs) await a.ref.update({ actorUid: tombstoneId });
  }
  for (const o of orders.docs) await o.ref.update({ studentUid: tombstoneId });
  return bookings.size;
}
