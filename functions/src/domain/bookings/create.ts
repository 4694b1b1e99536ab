// Booking a visit: the day's slots, and POST /api/bookings — a `pending` booking held for 15 minutes with its
// gateway order (docs/decisions/080-bookings-and-payments.md).
import { localisedPath, type Language } from '@kotastay/shared/language';
import {
  BOOKING_HOLD_MS,
  BOOKING_RATE_WINDOW_MS,
  BOOKINGS_PER_DAY_MAX,
  EMPTY_CHECKLIST,
  PARENT_REQUESTS_PER_NUMBER_MAX,
  PARENT_REQUESTS_PER_STUDENT_MAX,
  PARENT_REQUEST_WINDOW_MS,
  TOKEN_AMOUNT_PAISE,
  VISIT_MIN_LEAD_MS,
  VISIT_SLOT_CAPACITY,
  VISIT_SLOTS,
  bookableDates,
  bookedPlace,
  kotaSlotStartMs,
  statusLabel,
  toE164,
  type BookingDoc,
  type CreateBookingResponse,
  type PaymentOrder,
  type SlotAvailability,
  type SlotsResponse,
  type VisitSlot,
} from '@kotastay/shared/schemas/booking';
import { ROUTES } from '@kotastay/shared/routes';
import { db } from '../../lib/admin';
import { expireAfter, metaDoc } from '../../lib/meta';
import { isPublicPg, type PgDoc, type RoomOption } from '@kotastay/shared/schemas/pg';
import { InvalidInput, NotFound, type Actor } from '../errors';
import { checkMayBook, getConsent, mayNeedConsent, readConsentInTx } from '../consents';
import { getPg, readOwnerInTx } from '../listings';
import { askGateway, paymentGateway, type PaymentGateway } from '../payments';
import { readOwnerLanguageInTx } from '../kyc';
import { userDocRef } from '../users';
import { BookingError } from './errors';
import { bookingLanguage, kotaTimeLabel, queueMessages, visitTimeLabel } from './messages';
import { noteFields, timelineNote } from './timeline-notes';
import { approvalDeadlineMs, checkParentNumber, newParentLinkId, parentLinkRef, waitingApproval } from './parent-approval';
import {
  bookingReadRef,
  bookingRef,
  bookingsCol,
  paymentOrderRef,
  slotClosed,
  slotCount,
  takeSlot,
  visitSlotRef,
  writeOwnerLead,
  type PaymentOrderDoc,
} from './store';
import { writeAudit } from './transition';

/**
 * The validated body of POST /api/bookings (phones as 10 digits). A `studentPhone` a client still sends is ignored:
 * the student's number is the caller's verified one (decision 191).
 */
export type CreateBookingInput = {
  pgId: string;
  roomId: string;
  visitDate: string;
  visitSlot: VisitSlot;
  studentPhone?: string;
  parentPhone: string;
  note: string;
  /** The messages' language; English when not given. */
  language?: Language;
  /** Ask the parent to approve before the token can be paid (decision 150). */
  askParent?: boolean;
};

/**
 * Where the parent's link points and the number the caller signed in with (the ID token's verified `phone_number`):
 * it is the booking's student number, and the parent's must differ from it.
 */
export type CreateContext = { origin: string; callerPhone: string | null };

const ACTIVE = (b: Pick<BookingDoc, 'status'>) => b.status !== 'confirmed' && b.status !== 'cancelled';

const pgNotFound = () => new NotFound('This PG', 'pg_not_found');

async function publicPg(pgId: string): Promise<PgDoc> {
  const pg = await getPg(pgId);
  if (!pg || !isPublicPg(pg)) throw pgNotFound();
  return pg;
}

function checkDate(date: string, nowMs: number, field: string): void {
  if (!bookableDates(nowMs).includes(date))
    throw new InvalidInput(`Check the ${field}.`, { [field]: 'Pick a date from today to 13 days ahead.' });
}

const slotReason = (date: string, slot: string, count: number, nowMs: number, closed = false): SlotAvailability['reason'] =>
  kotaSlotStartMs(date, slot) - nowMs < VISIT_MIN_LEAD_MS ? 'past' : closed ? 'closed' : count >= VISIT_SLOT_CAPACITY ? 'full' : null;

/** A slot the PG's owner marked unavailable (decision 216): 400 naming visitSlot, whatever a client sends. */
const slotUnavailable = () =>
  new InvalidInput('Check the time slot.', { visitSlot: 'The PG is not open for visits in this slot. Pick another slot.' });

/** GET /api/bookings/slots?pgId=&date=: each slot of a public PG's day, with why it cannot be booked. */
export async function listSlots(pgId: string, date: string, nowMs = Date.now()): Promise<SlotsResponse> {
  checkDate(date, nowMs, 'date');
  await publicPg(pgId);
  const snaps = await db().getAll(...VISIT_SLOTS.map((s) => visitSlotRef(pgId, date, s)));
  const slots = VISIT_SLOTS.map((slot, i): SlotAvailability => {
    const reason = slotReason(date, slot, slotCount(snaps[i]!), nowMs, slotClosed(snaps[i]!));
    return { slot, available: reason === null, reason };
  });
  return { pgId, date, slots };
}

/**
 * POST /api/bookings/slots: the PG's owner marks one slot of one bookable day unavailable (or available again). The
 * slot's counter document carries the mark, so the day's slots and a booking read it with the count they already
 * read: no extra read for students. Bookings already holding the slot keep it (the booking desk reschedules them).
 * Another owner's PG, or one that does not exist, is 404. Idempotent: the same mark again writes the same fields.
 */
export async function setSlotClosed(uid: string, input: { pgId: string; date: string; slot: string; unavailable: boolean }, nowMs = Date.now()): Promise<{ pgId: string; date: string; slot: string; unavailable: boolean }> {
  checkDate(input.date, nowMs, 'date');
  const ref = visitSlotRef(input.pgId, input.date, input.slot);
  await db().runTransaction(async (tx) => {
    const ownerUid = await readOwnerInTx(tx, input.pgId);
    if (ownerUid !== uid) throw pgNotFound();
    tx.set(ref, { pgId: input.pgId, date: input.date, slot: input.slot, closed: input.unavailable }, { merge: true });
  });
  return { pgId: input.pgId, date: input.date, slot: input.slot, unavailable: input.unavailable };
}

/** The checkout a client opens for a booking's order; with `nowMs`, Checkout's timeout is the hold left. */
export function paymentOrderView(
  booking: BookingDoc,
  order: Pick<PaymentOrderDoc, 'orderId' | 'amountPaise' | 'provider'>,
  gateway: PaymentGateway,
  nowMs?: number,
): PaymentOrder {
  return {
    ...(nowMs === undefined
      ? {}
      : { timeoutSeconds: Math.max(0, Math.floor((Date.parse(booking.holdExpiresAt) - nowMs) / 1000)) }),
    provider: order.provider,
    keyId: gateway.keyId,
    orderId: order.orderId,
    amountPaise: order.amountPaise,
    currency: 'INR',
    bookingId: booking.id,
    checkoutPath: order.provider === 'local' ? `/checkout/local/${order.orderId}` : null,
    prefill: { contact: booking.studentPhone, name: booking.studentName },
    description: `Visit token · ${booking.pgName}`,
  };
}

/** A student's active booking for this PG (one lock document per student and PG names the last booking). */
const lockRef = (uid: string, pgId: string) => metaDoc(`booking_lock_${uid}_${pgId}`);

function alreadyBooked(b: BookingDoc) {
  return new BookingError(
    'conflict',
    'already_booked',
    `You already have a booking for ${b.pgName} (${statusLabel[b.status]}, visit ${visitTimeLabel(b)}). Open My bookings to pay for it or cancel it first.`,
    { bookingId: b.id },
  );
}

type Checked = { pg: PgDoc; room: RoomOption };

/** The checks that need no transaction, run before any order is created so a refused request costs nothing. */
function checkRequest(pg: PgDoc, input: CreateBookingInput, nowMs: number): Checked {
  const room = pg.rooms.find((r) => r.id === input.roomId);
  if (!room)
    throw new InvalidInput('Check the room option.', {
      roomId: 'This room option is not in the listing. Pick one of its rooms.',
    });
  if (room.bedsAvailable <= 0)
    throw new BookingError(
      'conflict',
      'no_free_bed',
      'This room option has no free bed right now. Pick another room option.',
    );
  checkDate(input.visitDate, nowMs, 'visitDate');
  if (slotReason(input.visitDate, input.visitSlot, 0, nowMs) === 'past') {
    throw new InvalidInput('Check the time slot.', {
      visitSlot: 'This slot starts in less than an hour. Pick a later one.',
    });
  }
  return { pg, room };
}

const slotFull = () =>
  new BookingError('conflict', 'slot_full', 'This time slot has just filled up. Pick another slot.');

const receiptFor = (bookingId: string) => `bk_${bookingId}`.slice(0, 40);

/** `meta/booking_rate_{uid}`: when the student's recent bookings were created (the last BOOKINGS_PER_DAY_MAX). */
const rateRef = (uid: string) => metaDoc(`booking_rate_${uid}`);

/** The creation times (ms) still inside the rolling window. */
const recentCreations = (snap: { get(field: string): unknown }, nowMs: number): number[] => {
  const at: unknown = snap.get('createdAtMs');
  return Array.isArray(at)
    ? at.filter((t): t is number => typeof t === 'number' && t > nowMs - BOOKING_RATE_WINDOW_MS)
    : [];
};

/**
 * Decision 191: approval requests text a number that has not proved itself. `meta/parent_requests_to_{E164}` holds
 * when requests went to that number (whoever asked), `meta/parent_requests_by_{uid}` when the student asked; each
 * keeps the times inside the rolling window, at most its limit.
 */
const requestsToRef = (phone: string) => metaDoc(`parent_requests_to_${phone}`);
const requestsByRef = (uid: string) => metaDoc(`parent_requests_by_${uid}`);

const recentRequests = (snap: { get(field: string): unknown }, nowMs: number): number[] => {
  const at: unknown = snap.get('requestedAtMs');
  return Array.isArray(at)
    ? at.filter((t): t is number => typeof t === 'number' && t > nowMs - PARENT_REQUEST_WINDOW_MS)
    : [];
};

const tooManyForNumber = () =>
  new BookingError(
    'rate_limited',
    'too_many_parent_requests',
    `This number has already been asked to approve ${PARENT_REQUESTS_PER_NUMBER_MAX} bookings in the last 24 hours, so we cannot text it again today. Ask your parent to sign in to KotaStay with their number to see the bookings already waiting, or book without asking and pay the token yourself.`,
    { parentPhone: `This number got ${PARENT_REQUESTS_PER_NUMBER_MAX} approval requests in 24 hours: try again tomorrow, or turn off "ask my parent".` },
  );
const tooManyByStudent = () =>
  new BookingError(
    'rate_limited',
    'too_many_parent_requests',
    `You can ask a parent to approve at most ${PARENT_REQUESTS_PER_STUDENT_MAX} bookings in 24 hours. Try again tomorrow, or book without asking and pay the token yourself.`,
    { parentPhone: `You have sent ${PARENT_REQUESTS_PER_STUDENT_MAX} approval requests in 24 hours: try again tomorrow, or turn off "ask my parent".` },
  );

/** Throws the 429 when either limit is reached (read outside and again inside the transaction). */
function checkParentRequests(to: { get(field: string): unknown }, by: { get(field: string): unknown }, nowMs: number) {
  if (recentRequests(to, nowMs).length >= PARENT_REQUESTS_PER_NUMBER_MAX) throw tooManyForNumber();
  if (recentRequests(by, nowMs).length >= PARENT_REQUESTS_PER_STUDENT_MAX) throw tooManyByStudent();
}

const phoneRequired = () =>
  new BookingError(
    'forbidden',
    'phone_required',
    'Sign in with your mobile number to book a visit: the booking’s texts go to the number you signed in with.',
  );

const tooManyBookings = () =>
  new BookingError(
    'rate_limited',
    'too_many_bookings',
    `You can book at most ${BOOKINGS_PER_DAY_MAX} visits in 24 hours. Please try again tomorrow, or call KotaStay for help.`,
  );

/**
 * POST /api/bookings. A signed-in student (no role claim) books a visit: the PG public, the room option with a free
 * bed, the date bookable, the slot at least an hour ahead and not full, no other active booking of theirs for this
 * PG. Then the gateway order, then one transaction re-checks the slot and the lock and writes the booking, the slot,
 * the order record and the audit entry.
 */
export async function createBooking(
  actor: Actor,
  input: CreateBookingInput,
  nowMs = Date.now(),
  context: CreateContext = { origin: '', callerPhone: null },
): Promise<CreateBookingResponse> {
  if (actor.role !== null) {
    throw new BookingError(
      'forbidden',
      'students_only',
      'Visits are booked from a student account. Staff and owner accounts cannot book.',
    );
  }
  // The student's number is the one they signed in with (decision 191), never one typed into the form.
  const studentPhone = context.callerPhone;
  if (!studentPhone) throw phoneRequired();
  const parentPhone = toE164(input.parentPhone);
  const gateway = paymentGateway();
  const { pg, room } = checkRequest(await publicPg(input.pgId), input, nowMs);
  // With "ask my parent": the parent is someone else, and the hold is the parent's deadline (the payment hold starts
  // when they approve; decision 150).
  let approvalDeadline: number | null = null;
  if (input.askParent) {
    checkParentNumber(parentPhone, studentPhone);
    approvalDeadline = approvalDeadlineMs(input.visitDate, input.visitSlot, nowMs);
  }
  const asking = approvalDeadline !== null;
  const id = bookingsCol().doc().id;
  const slotRef = visitSlotRef(pg.id, input.visitDate, input.visitSlot);
  const lock = lockRef(actor.uid, pg.id);

  const rate = rateRef(actor.uid);
  const requestsTo = requestsToRef(parentPhone);
  const requestsBy = requestsByRef(actor.uid);

  // Cheap pre-checks outside the transaction, so a full slot, a second booking, a student over the daily limit or
  // a parent number asked too often creates no gateway order.
  const [slotSnap, lockSnap, rateSnap, toSnap, bySnap, userSnap] = await db().getAll(slotRef, lock, rate, requestsTo, requestsBy, userDocRef(actor.uid));
  // A student under 18 books only with a parent's consent (decision 203): one more read, for children only.
  if (mayNeedConsent(userSnap!, nowMs)) checkMayBook(userSnap!, await getConsent(actor.uid), nowMs);
  if (recentCreations(rateSnap!, nowMs).length >= BOOKINGS_PER_DAY_MAX) throw tooManyBookings();
  if (asking) checkParentRequests(toSnap!, bySnap!, nowMs);
  if (slotClosed(slotSnap!)) throw slotUnavailable();
  if (slotCount(slotSnap!) >= VISIT_SLOT_CAPACITY) throw slotFull();
  const lockedId: unknown = lockSnap!.get('bookingId');
  if (typeof lockedId === 'string') {
    const other = (await bookingReadRef(lockedId).get()).data();
    if (other && ACTIVE(other)) throw alreadyBooked(other);
  }

  // The order is created before the transaction: if the gateway fails, nothing has been written (503
  // payments_unavailable); if the transaction then refuses, the order is left unpaid at the gateway, which costs nothing.
  const order = await askGateway(() =>
    gateway.createOrder({
      amountPaise: TOKEN_AMOUNT_PAISE,
      receipt: receiptFor(id),
      notes: { bookingId: id, pgId: pg.id },
    }),
  );
  const at = new Date(nowMs).toISOString();

  const booking = await db().runTransaction(async (tx) => {
    const [slot, lockNow, user, rateNow, toNow, byNow, ownerUid] = await Promise.all([
      tx.get(slotRef),
      tx.get(lock),
      tx.get(userDocRef(actor.uid)),
      tx.get(rate),
      tx.get(requestsTo),
      tx.get(requestsBy),
      readOwnerInTx(tx, pg.id),
    ]);
    // The owner's texts about the booking go out in the language they applied in (decision 212).
    const ownerLanguage = ownerUid ? await readOwnerLanguageInTx(tx, ownerUid) : 'en';
    // Again in the transaction: a consent withdrawn since the pre-check stops the booking.
    if (mayNeedConsent(user, nowMs)) checkMayBook(user, await readConsentInTx(tx, actor.uid), nowMs);
    const recent = recentCreations(rateNow, nowMs);
    if (recent.length >= BOOKINGS_PER_DAY_MAX) throw tooManyBookings();
    if (asking) checkParentRequests(toNow, byNow, nowMs);
    const locked: unknown = lockNow.get('bookingId');
    if (typeof locked === 'string') {
      const other = (await tx.get(bookingReadRef(locked))).data();
      if (other && ACTIVE(other)) throw alreadyBooked(other);
    }
    if (slotClosed(slot)) throw slotUnavailable();
    const count = slotCount(slot);
    if (count >= VISIT_SLOT_CAPACITY) throw slotFull();
    const name: unknown = user.get('name');
    const coachingId: unknown = user.get('coachingId');
    const doc: BookingDoc = {
      id,
      studentUid: actor.uid,
      studentName: typeof name === 'string' && name.trim() ? name.trim() : 'Student',
      studentPhone,
      parentPhone,
      note: input.note,
      language: input.language ?? 'en',
      ownerUid,
      ownerLanguage,
      studentCoachingId: typeof coachingId === 'string' && coachingId ? coachingId : null,
      ...bookedPlace(pg, room),
      visitDate: input.visitDate,
      visitSlot: input.visitSlot,
      status: 'pending',
      tokenInr: TOKEN_AMOUNT_PAISE / 100,
      holdExpiresAt: new Date(approvalDeadline ?? nowMs + BOOKING_HOLD_MS).toISOString(),
      parentApproval: approvalDeadline === null ? null : waitingApproval(nowMs, approvalDeadline),
      payment: {
        status: 'unpaid',
        provider: gateway.provider,
        orderId: order.orderId,
        paymentId: null,
        paidAt: null,
        receiptNo: null,
        lastError: null,
        attempts: 0,
      },
      refund: null,
      visit: null,
      freeRescheduleUsed: false,
      checklist: EMPTY_CHECKLIST,
      cancelReason: null,
      cancelNote: null,
      creditedInr: 0,
      timeline: [
        {
          status: 'pending',
          at,
          by: 'student',
          ...noteFields(approvalDeadline === null ? null : timelineNote('parent_waiting')),
        },
      ],
      createdAt: at,
      updatedAt: at,
    };
    const { id: _id, ...data } = doc;
    tx.create(bookingRef(id), data);
    writeOwnerLead(tx, doc);
    takeSlot(tx, doc, count);
    tx.set(lock, { bookingId: id, studentUid: actor.uid, pgId: pg.id, updatedAt: at, expireAt: expireAfter(nowMs, 'bookingLocks') });
    tx.set(rate, {
      studentUid: actor.uid,
      createdAtMs: [...recent, nowMs].slice(-BOOKINGS_PER_DAY_MAX),
      updatedAt: at,
      expireAt: expireAfter(nowMs, 'abuseCounters'),
    });
    const orderDoc: PaymentOrderDoc = {
      orderId: order.orderId,
      bookingId: id,
      studentUid: actor.uid,
      provider: gateway.provider,
      amountPaise: order.amountPaise,
      currency: 'INR',
      receipt: order.receipt,
      status: 'created',
      paymentId: null,
      createdAt: at,
      updatedAt: at,
    };
    tx.create(paymentOrderRef(order.orderId), orderDoc);
    writeAudit(
      tx,
      id,
      { actorUid: actor.uid, actorRole: 'student', from: null, to: 'pending', action: 'created', reason: null },
      nowMs,
    );
    if (approvalDeadline !== null) {
      // The request's link is unguessable and ends with the approval (decision 191): meta/parent_link_{id}.
      const linkId = newParentLinkId();
      tx.create(parentLinkRef(linkId), {
        bookingId: id,
        parentPhone,
        expiresAt: new Date(approvalDeadline).toISOString(),
        createdAt: at,
        expireAt: expireAfter(approvalDeadline, 'parentLinks'),
      });
      tx.set(requestsTo, {
        parentPhone,
        requestedAtMs: [...recentRequests(toNow, nowMs), nowMs].slice(-PARENT_REQUESTS_PER_NUMBER_MAX),
        updatedAt: at,
        expireAt: expireAfter(nowMs, 'abuseCounters'),
      });
      tx.set(requestsBy, {
        studentUid: actor.uid,
        requestedAtMs: [...recentRequests(byNow, nowMs), nowMs].slice(-PARENT_REQUESTS_PER_STUDENT_MAX),
        updatedAt: at,
        expireAt: expireAfter(nowMs, 'abuseCounters'),
      });
      queueMessages(tx, doc, 'parent_approval_request', {
        deadline: kotaTimeLabel(approvalDeadline, bookingLanguage(doc)),
        link: `${context.origin}${localisedPath(bookingLanguage(doc), ROUTES.familyLink(linkId))}`,
      });
    }
    return doc;
  });
  return { booking, order: paymentOrderView(booking, { ...order, provider: gateway.provider }, gateway, nowMs) };
}
