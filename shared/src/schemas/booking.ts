// Bookings: a guided visit held by a ₹499 token (docs/requirements/bookings-and-visits.md, docs/decisions/080-bookings-and-payments.md).
// The one contract shared by the Functions that own every transition, the rules tests and the screens that read
// bookings live from Firestore. A booking document is readable by its student and by current staff, so everything
// in it is meant for both; staff-only details (who did what) live in `bookings/{id}/audit`.
import { LANGUAGES, type Language } from '../language';
import { z } from 'zod';
import { KOTA_UTC_OFFSET, KOTA_UTC_OFFSET_MS, TOKEN_AMOUNT_INR } from '../constants';
import { isIndianMobileDigits } from '../phone';
import { SHARING_TYPES } from '../vocabulary';
import { DocIdSchema } from './ids';

// ---------- Constants ----------

/** An unpaid booking is held this long, then the scheduled expiry cancels it. */
export const BOOKING_HOLD_MS = 15 * 60 * 1000;
/** A visit can be booked for today and the next 13 days (14 dates). */
export const VISIT_BOOKING_DAYS = 14;
/** The team's visiting hours: one-hour slots starting at these times, Kota time (IST). */
export const VISIT_SLOTS = ['10:00', '11:00', '12:00', '14:00', '15:00', '16:00', '17:00', '18:00'] as const;
export type VisitSlot = (typeof VISIT_SLOTS)[number];
/** Visits the team can run at one PG in one slot; a full slot cannot be booked. */
export const VISIT_SLOT_CAPACITY = 3;
/** A slot starting sooner than this cannot be booked (the team needs time to plan the visit). */
export const VISIT_MIN_LEAD_MS = 60 * 60 * 1000;
/** A student cancelling at least this long before the visit gets the token back in full (decision 011). */
export const CANCEL_NOTICE_MS = 2 * 60 * 60 * 1000;
/** A student may decline the room within this long after the visit and get the token back (decision 011). */
export const DECLINE_WINDOW_MS = 48 * 60 * 60 * 1000;
// Kota's offset from UTC (every visit date and slot is Kota time): in constants.ts, zod-free, for the web's dates.
export { KOTA_UTC_OFFSET, KOTA_UTC_OFFSET_MS };
/** Payment amounts are in paise for the gateway. */
export const TOKEN_AMOUNT_PAISE = TOKEN_AMOUNT_INR * 100;
/** A student may create at most this many bookings in any rolling 24 hours (429 too_many_bookings after). */
export const BOOKINGS_PER_DAY_MAX = 5;
export const BOOKING_RATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Failed or cancelled checkouts of one booking: the first this many get a timeline line; after the second number, 429. */
export const PAYMENT_FAILURES_TIMELINE_MAX = 5;
export const PAYMENT_FAILURES_MAX = 10;
export const NOTE_MAX_CHARS = 500;
/**
 * "Ask my parent to approve before I pay" (docs/decisions/150-parents-in-the-loop.md): the parent has this long to
 * answer, and never later than VISIT_MIN_LEAD_MS before the visit's slot; the payment hold starts when they approve.
 * A slot too close for at least PARENT_APPROVAL_MIN_MS of waiting cannot be booked this way.
 */
export const PARENT_APPROVAL_WINDOW_MS = 12 * 60 * 60 * 1000;
export const PARENT_APPROVAL_MIN_MS = 30 * 60 * 1000;
/**
 * Approval requests are texts to a number that has not proved itself (decision 191): at most this many go to one
 * number in any rolling 24 hours whoever asks, and one student may ask at most this many times in 24 hours. Past
 * either, POST /api/bookings answers 429 naming `parentPhone` and writes nothing.
 */
export const PARENT_REQUESTS_PER_NUMBER_MAX = 3;
export const PARENT_REQUESTS_PER_STUDENT_MAX = 3;
export const PARENT_REQUEST_WINDOW_MS = 24 * 60 * 60 * 1000;
export const REASON_MAX_CHARS = 300;

// ---------- States and transitions ----------

export const BOOKING_STATUSES = [
  'pending',
  'pending_visit',
  'visit_scheduled',
  'visit_done',
  'confirmed',
  'cancelled',
] as const;
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

/** States a booking can be cancelled from (everything before `confirmed`). */
export const CANCELLABLE_STATUSES = [
  'pending',
  'pending_visit',
  'visit_scheduled',
  'visit_done',
] as const satisfies readonly BookingStatus[];
/** The states the booking desk works on, and the move-in desk's. */
export const BOOKING_DESK_STATUSES = ['pending_visit', 'visit_scheduled'] as const satisfies readonly BookingStatus[];
export const MOVEIN_DESK_STATUSES = ['visit_done'] as const satisfies readonly BookingStatus[];

/** Who may make each transition (`system` = a Function acting on a payment or a timer). */
export type TransitionActor = 'system' | 'student' | 'parent' | 'booking_team' | 'movein_team' | 'admin';
export const TRANSITIONS: readonly { from: BookingStatus; to: BookingStatus; by: readonly TransitionActor[] }[] = [
  { from: 'pending', to: 'pending_visit', by: ['system'] },
  // `parent`: the parent declines a booking that waits for their approval (decision 150).
  { from: 'pending', to: 'cancelled', by: ['system', 'student', 'parent', 'booking_team', 'admin'] },
  { from: 'pending_visit', to: 'visit_scheduled', by: ['booking_team', 'admin'] },
  { from: 'pending_visit', to: 'cancelled', by: ['student', 'booking_team', 'admin'] },
  { from: 'visit_scheduled', to: 'visit_scheduled', by: ['booking_team', 'admin'] }, // reschedule / another escort
  { from: 'visit_scheduled', to: 'visit_done', by: ['booking_team', 'admin'] },
  // A first no-show: one free reschedule, the booking goes back to the queue (decision 011; once per booking).
  { from: 'visit_scheduled', to: 'pending_visit', by: ['booking_team', 'admin'] },
  { from: 'visit_scheduled', to: 'cancelled', by: ['student', 'booking_team', 'admin'] }, // includes a second no-show
  { from: 'visit_done', to: 'confirmed', by: ['movein_team', 'admin'] },
  { from: 'visit_done', to: 'cancelled', by: ['student', 'movein_team', 'admin'] }, // the student declines the room
];
export const canTransition = (from: BookingStatus, to: BookingStatus, by: TransitionActor): boolean =>
  TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(by));

/**
 * Why a booking was cancelled. `refund` is what decision 011 grants: everything is refunded in full except a
 * no-show without 2 hours' notice and a student's own cancellation inside the 2-hour window (`by_notice`, decided
 * by `refundDecision` in shared/src/booking-refunds.ts: a visit time the team changed is refunded in full even then).
 */
export const CANCEL_REASONS = {
  hold_expired: { label: 'The token was not paid within 15 minutes', refund: 'none_paid' },
  student_cancelled: { label: 'Cancelled by the student', refund: 'by_notice' },
  student_declined: { label: 'The student decided not to take the room', refund: 'full' },
  no_show: { label: 'The student did not come to the visit', refund: 'none' },
  pg_mismatch: { label: 'The PG did not match its listing', refund: 'full' },
  room_taken: { label: 'The room went to someone else', refund: 'full' },
  team_cancelled: { label: 'Cancelled by the KotaStay team', refund: 'full' },
  paid_after_expiry: { label: 'The token was paid after the hold had expired', refund: 'full' },
  parent_declined: { label: 'The parent did not approve the booking', refund: 'none_paid' },
  approval_expired: { label: 'The parent did not answer in time', refund: 'none_paid' },
} as const;
export type CancelReason = keyof typeof CANCEL_REASONS;
export const CancelReasonSchema = z.enum(Object.keys(CANCEL_REASONS) as [CancelReason, ...CancelReason[]]);
/** Reasons staff can pick on the desks (the others are set by the system or the student). */
export const STAFF_CANCEL_REASONS = [
  'no_show',
  'pg_mismatch',
  'room_taken',
  'team_cancelled',
  'student_declined',
] as const satisfies readonly CancelReason[];

/** The move-in checklist (docs/requirements/bookings-and-visits.md#move-in-desk); all ticked before `confirmed`. */
export const MOVEIN_CHECKLIST = [
  { key: 'roomAllotted', label: 'Room allotted' },
  { key: 'agreementSigned', label: 'Rent agreement signed' },
  { key: 'rentReceiptIssued', label: 'First month’s rent receipt issued' },
  { key: 'studentIdSeen', label: 'Student’s ID seen' },
  { key: 'parentContactConfirmed', label: 'Parent contact confirmed' },
] as const;
export type ChecklistKey = (typeof MOVEIN_CHECKLIST)[number]['key'];
export const ChecklistSchema = z.strictObject({
  roomAllotted: z.boolean(),
  agreementSigned: z.boolean(),
  rentReceiptIssued: z.boolean(),
  studentIdSeen: z.boolean(),
  parentContactConfirmed: z.boolean(),
});
export type Checklist = z.infer<typeof ChecklistSchema>;
export const EMPTY_CHECKLIST: Checklist = {
  roomAllotted: false,
  agreementSigned: false,
  rentReceiptIssued: false,
  studentIdSeen: false,
  parentContactConfirmed: false,
};

// ---------- The stored document: bookings/{id} ----------

export type PaymentStatus = 'unpaid' | 'paid' | 'refund_pending' | 'refunded' | 'kept' | 'credited';
export type RefundState = 'initiated' | 'processed' | 'failed';

/**
 * What a timeline note says, as a code and its values, so each screen writes it in its own language (issue #21). The
 * values: `reason` a CancelReason, `note` the parent's own words, `at` an ISO time, `escort` a name, `amount` rupees,
 * `sharing` and `ac` ('true' | 'false') the room's kind, `room` its English label.
 */
export const TIMELINE_NOTES = [
  'parent_waiting',
  'parent_approved',
  'token_paid',
  'payment_failed',
  'payment_cancelled',
  'visit_scheduled',
  'visit_missed',
  'moved_in',
  'cancelled',
  'refunded_in_full',
] as const;
export type TimelineNoteCode = (typeof TIMELINE_NOTES)[number];
export type TimelineNote = { code: TimelineNoteCode; params: Record<string, string> };

/** One line of the student-visible timeline (the full audit with actor uids is `bookings/{id}/audit`). */
export type TimelineEntry = {
  status: BookingStatus;
  /** ISO time. */
  at: string;
  /** 'student' | 'parent' | 'team' | 'system' — never a staff member's uid. */
  by: 'student' | 'parent' | 'team' | 'system';
  /** A short English text: a cancel reason's label, "Visit on Tue 24 Nov, 11:00 with Ravi", a failed payment… */
  note: string | null;
  /** The same note as a code and values, shown in the page's language; missing on entries written before it. */
  noteCode?: TimelineNote | null;
};

/**
 * The parent's approval, when the student asked for it (decision 150). While `waiting` the token cannot be paid and
 * `holdExpiresAt` is the approval deadline (`expiresAt`); `approved` starts the payment hold; `declined` and
 * `expired` cancel the booking (`parent_declined`, `approval_expired`). Written by Functions only.
 */
export type ParentApprovalState = 'waiting' | 'approved' | 'declined' | 'expired';
export type ParentApproval = {
  state: ParentApprovalState;
  /** ISO. */
  requestedAt: string;
  /** ISO: the parent answers before this. */
  expiresAt: string;
  decidedAt: string | null;
  /** The parent's optional words to the student (shown on the student's booking). */
  note: string | null;
};

/** GET /api/parent-links/{linkId} while the approval request's link is open (decision 191); 410 once it has ended. */
export type ParentLinkResponse = { state: 'open'; expiresAt: string };

/** What a booking keeps of its room's kind (the listing's room option may change or go later). */
export type BookedRoom = { sharing: (typeof SHARING_TYPES)[number]; ac: boolean };

export type BookingDoc = {
  id: string;
  studentUid: string;
  /** The student's name from their profile, for the desks. */
  studentName: string;
  /** E.164 (+91…). */
  studentPhone: string;
  /** E.164: the parent's number; whoever signs in with it reads this booking (decision 150). */
  parentPhone: string;
  /** Present when the student asked their parent to approve before paying; missing or null = not asked. */
  parentApproval?: ParentApproval | null;
  note: string;
  /** The messages' language (docs/decisions/140-hindi.md); absent on bookings made before it existed = English. */
  language?: Language;
  /**
   * The PG's owner when the booking was made (pg_private's ownerId), whom owner_leads/{id} is for (decision 212);
   * missing on bookings made before it was stored, null for a PG without an owner.
   */
  ownerUid?: string | null;
  /** The language of the owner's texts about this booking (the one they applied for KYC in); missing = English. */
  ownerLanguage?: Language;
  /** The student's coaching (catalogue id) when they booked, for the owner's view; missing or null = not known. */
  studentCoachingId?: string | null;
  pgId: string;
  pgName: string;
  areaId: string;
  areaName: string;
  pgAddress: string;
  roomId: string;
  /**
   * The room as booked, in English ("Single sharing · AC"): the desks' and messages' text, and what screens show for a
   * booking made before `room` was stored.
   */
  roomLabel: string;
  /** The room's kind, which each screen labels in its own language; missing on bookings made before it was stored. */
  room?: BookedRoom;
  rentInr: number;
  /** 'YYYY-MM-DD' and 'HH:MM', Kota time, as the student asked. */
  visitDate: string;
  visitSlot: VisitSlot;
  status: BookingStatus;
  tokenInr: number;
  /** ISO; only meaningful while `pending`. */
  holdExpiresAt: string;
  payment: {
    status: PaymentStatus;
    provider: 'razorpay' | 'local';
    orderId: string | null;
    paymentId: string | null;
    paidAt: string | null;
    /** Receipt number shown on the printable receipt, unique and sequential per year, e.g. 'KS-2026-000123'. */
    receiptNo: string | null;
    /** The last failed attempt's message, cleared when paid. */
    lastError: string | null;
    attempts: number;
  };
  refund: {
    state: RefundState;
    amountInr: number;
    refundId: string | null;
    at: string;
  } | null;
  /** Set by the booking desk. */
  visit: {
    /** ISO time of the scheduled visit. */
    at: string;
    escortUid: string;
    escortName: string;
    escortPhone: string;
    /**
     * The team set a time other than the one the student asked for, or moved a scheduled visit: cancelling inside
     * the 2-hour window is then refunded in full (decision 011: "we reschedule and the new time does not suit").
     * Not set by the free reschedule after a first no-show (that time is agreed with the student). Missing = false.
     */
    changedByTeam?: boolean;
  } | null;
  /** The one free reschedule after a first no-show has been given (decision 011); a second no-show keeps the token. */
  freeRescheduleUsed: boolean;
  checklist: Checklist;
  cancelReason: CancelReason | null;
  cancelNote: string | null;
  /** ₹ credited to the first month's rent on `confirmed` (the token). */
  creditedInr: number;
  timeline: TimelineEntry[];
  createdAt: string;
  updatedAt: string;
};

// ---------- The stored booking as reads parse it (issue #23) ----------
// Loose objects: a booking is read, spread and written back whole (transition.ts), so a stored field these schemas
// do not name is kept, not dropped. The stored shape, not the input rules (a booking's fields passed those when made).
// Optional only where bookings made before a field existed lack it (see BookingDoc); parentPhone, note, pgAddress and
// roomId have been written with every booking since the first one (create.ts, bookedPlace), so they are required.
const TimelineEntrySchema = z.looseObject({
  status: BookingStatusSchema,
  at: z.string(),
  by: z.enum(['student', 'parent', 'team', 'system']),
  note: z.string().nullable(),
  noteCode: z.looseObject({ code: z.enum(TIMELINE_NOTES), params: z.record(z.string(), z.string()) }).nullable().optional(),
});
const ParentApprovalSchema = z.looseObject({
  state: z.enum(['waiting', 'approved', 'declined', 'expired']),
  requestedAt: z.string(),
  expiresAt: z.string(),
  decidedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export const BookingDocSchema = z.looseObject({
  id: z.string(),
  studentUid: z.string(),
  studentName: z.string(),
  studentPhone: z.string(),
  parentPhone: z.string(),
  parentApproval: ParentApprovalSchema.nullable().optional(),
  note: z.string(),
  language: z.enum(LANGUAGES).optional(),
  ownerUid: z.string().nullable().optional(),
  ownerLanguage: z.enum(LANGUAGES).optional(),
  studentCoachingId: z.string().nullable().optional(),
  pgId: z.string(),
  pgName: z.string(),
  areaId: z.string(),
  areaName: z.string(),
  pgAddress: z.string(),
  roomId: z.string(),
  roomLabel: z.string(),
  room: z.looseObject({ sharing: z.enum(SHARING_TYPES), ac: z.boolean() }).optional(),
  rentInr: z.number(),
  visitDate: z.string(),
  visitSlot: z.enum(VISIT_SLOTS),
  status: BookingStatusSchema,
  tokenInr: z.number(),
  holdExpiresAt: z.string(),
  payment: z.looseObject({
    status: z.enum(['unpaid', 'paid', 'refund_pending', 'refunded', 'kept', 'credited']),
    provider: z.enum(['razorpay', 'local']),
    orderId: z.string().nullable(),
    paymentId: z.string().nullable(),
    paidAt: z.string().nullable(),
    receiptNo: z.string().nullable(),
    lastError: z.string().nullable(),
    attempts: z.number(),
  }),
  refund: z
    .looseObject({ state: z.enum(['initiated', 'processed', 'failed']), amountInr: z.number(), refundId: z.string().nullable(), at: z.string() })
    .nullable(),
  visit: z
    .looseObject({ at: z.string(), escortUid: z.string(), escortName: z.string(), escortPhone: z.string(), changedByTeam: z.boolean().optional() })
    .nullable(),
  freeRescheduleUsed: z.boolean(),
  checklist: ChecklistSchema.loose(),
  cancelReason: CancelReasonSchema.nullable(),
  cancelNote: z.string().nullable(),
  creditedInr: z.number(),
  timeline: z.array(TimelineEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
// The schema and the type say the same: what it parses is a BookingDoc, and every BookingDoc parses.
const _parsedIsBooking = (d: z.output<typeof BookingDocSchema>): BookingDoc => d;
const _bookingParses = (d: BookingDoc): z.input<typeof BookingDocSchema> => d;

/** bookings/{id}/audit/{auto}: staff-only, one per transition or staff action. */
export type BookingAuditDoc = {
  actorUid: string | null;
  actorRole: string | null;
  from: BookingStatus | null;
  to: BookingStatus;
  action: string;
  reason: string | null;
  at: string;
};

const HI_SHARING = { single: 'सिंगल', double: 'डबल', triple: 'ट्रिपल' } as const;
/** The room as a text in a message's language ("Double sharing · AC" / "डबल शेयरिंग · AC"). */
export const roomText = (room: BookedRoom, language: Language): string =>
  language === 'hi' ? `${HI_SHARING[room.sharing]} शेयरिंग · ${room.ac ? 'AC' : 'नॉन-AC'}` : englishRoomLabel(room);

/** The English label a booking stores as `roomLabel`: "Single sharing · AC". */
export const englishRoomLabel = (room: BookedRoom): string =>
  `${room.sharing.charAt(0).toUpperCase()}${room.sharing.slice(1)} sharing · ${room.ac ? 'AC' : 'Non-AC'}`;

/**
 * What a booking copies of its PG and room when it is made — the API's, the seed's and the tests' bookings alike —
 * so the place fields are spelled once.
 */
export function bookedPlace(
  pg: { id: string; name: string; areaId: string; areaName: string; address: string },
  room: BookedRoom & { id: string; rentInr: number },
): Pick<BookingDoc, 'pgId' | 'pgName' | 'areaId' | 'areaName' | 'pgAddress' | 'roomId' | 'roomLabel' | 'room' | 'rentInr'> {
  return {
    pgId: pg.id,
    pgName: pg.name,
    areaId: pg.areaId,
    areaName: pg.areaName,
    pgAddress: pg.address,
    roomId: room.id,
    roomLabel: englishRoomLabel(room),
    room: { sharing: room.sharing, ac: room.ac },
    rentInr: room.rentInr,
  };
}

// ---------- Outbox: outbox/{id} (Functions write, staff read; a trigger delivers) ----------

export type OutboxChannel = 'sms' | 'whatsapp';
export type OutboxAudience = 'student' | 'parent' | 'owner';
export type OutboxDoc = {
  /** The user it is for, when known (KYC messages); booking messages always carry the phone. */
  toUid: string | null;
  toPhone: string | null;
  audience: OutboxAudience;
  channel: OutboxChannel;
  template: string;
  params: Record<string, string>;
  /** The rendered message, short, in `language`. */
  text: string;
  /** The language of `text` (the one the student or applicant used); absent = English. */
  language?: Language;
  bookingId: string | null;
  status: 'pending' | 'sent' | 'failed';
  provider: string | null;
  providerMessageId: string | null;
  error: string | null;
  /** Why it failed: `transient` (network, 429, 5xx: the outbox sweeper tries again) or `permanent`. */
  failure?: 'transient' | 'permanent' | null;
  attempts: number;
  /** When a delivery run last took it (a claim older than the timeout is retried by the sweeper). */
  claimedAt?: unknown;
  createdAt: unknown;
  sentAt: unknown;
  /**
   * When the outbox retention removed the phone number, the text and the parameters (shared/src/retention.ts
   * `outboxMessages`): `toPhone` is then null, `text` '' and `params` {}.
   */
  redactedAt?: unknown;
};

// ---------- Request bodies ----------

/** A 10-digit Indian mobile as typed (spaces, dashes, +91 or 0 in front allowed); the digits come out. */
export const MobileDigitsSchema = z
  .string()
  .trim()
  .transform((s) => s.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
  .refine(isIndianMobileDigits, 'Enter a 10-digit Indian mobile number.');

const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date.');

export const CreateBookingBodySchema = z.strictObject({
  pgId: DocIdSchema,
  roomId: DocIdSchema,
  visitDate: IsoDateSchema,
  visitSlot: z.enum(VISIT_SLOTS, { error: 'Pick a time slot.' }),
  /**
   * Ignored (decision 191): the student's number is the one they signed in with (the ID token's verified
   * `phone_number`). Still accepted so a client cached before the change can book.
   */
  studentPhone: z.string().max(40).optional(),
  parentPhone: MobileDigitsSchema,
  note: z.string().trim().max(NOTE_MAX_CHARS, `At most ${NOTE_MAX_CHARS} characters.`).default(''),
  /** The language the student booked in: the booking's messages to the student and the parent are sent in it. */
  language: z.enum(LANGUAGES, { error: 'Pick English or Hindi.' }).default('en'),
  /** "Ask my parent to approve before I pay" (decision 150). */
  askParent: z.boolean({ error: 'Choose yes or no.' }).default(false),
});
export type CreateBookingBody = z.input<typeof CreateBookingBodySchema>;

/** POST /api/bookings/{id}/parent-approval: the parent's answer. */
export const ParentApprovalBodySchema = z.strictObject({
  decision: z.enum(['approve', 'decline'], { error: 'Choose approve or decline.' }),
  note: z.string().trim().max(REASON_MAX_CHARS, `At most ${REASON_MAX_CHARS} characters.`).optional(),
});
export type ParentApprovalBody = z.infer<typeof ParentApprovalBodySchema>;

/** True while the booking waits for its parent's answer (the token cannot be paid yet). */
export const awaitingParent = (b: Pick<BookingDoc, 'status' | 'parentApproval'>): boolean =>
  b.status === 'pending' && b.parentApproval?.state === 'waiting';

/** What Razorpay Checkout's handler receives, posted back as is. */
export const VerifyPaymentBodySchema = z.strictObject({
  razorpay_order_id: z.string().min(1).max(64),
  razorpay_payment_id: z.string().min(1).max(64),
  razorpay_signature: z.string().regex(/^[0-9a-f]{64}$/, 'Not a valid signature.'),
});
export type VerifyPaymentBody = z.infer<typeof VerifyPaymentBodySchema>;

export const PaymentFailedBodySchema = z.strictObject({
  orderId: z.string().min(1).max(64),
  /** 'failed' (the gateway refused) or 'cancelled' (the student closed the checkout). */
  outcome: z.enum(['failed', 'cancelled']),
  code: z.string().max(64).optional(),
  description: z.string().max(REASON_MAX_CHARS).optional(),
});

export const CancelBookingBodySchema = z.strictObject({
  /** Students may omit it (`student_cancelled` / `student_declined` are inferred); staff must give one of STAFF_CANCEL_REASONS. */
  reason: CancelReasonSchema.optional(),
  note: z.string().trim().max(REASON_MAX_CHARS).optional(),
});

export const ScheduleVisitBodySchema = z.strictObject({
  /** ISO date-time with offset; must be in the future. */
  visitAt: z.iso.datetime({ offset: true }),
  /** A booking_team member's uid; omitted = the next one in the round-robin. */
  escortUid: DocIdSchema.optional(),
});

export const ChecklistBodySchema = z.strictObject({ checklist: ChecklistSchema });

// ---------- API responses ----------

/** What the client needs to open a checkout for a booking's token. */
export type PaymentOrder = {
  provider: 'razorpay' | 'local';
  /** Razorpay's public key id ('rzp_…'), or 'local'. */
  keyId: string;
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  bookingId: string;
  /** For the local provider: the app's checkout screen for this order. */
  checkoutPath: string | null;
  prefill: { contact: string; name: string };
  description: string;
  /** Seconds left on the booking's hold: Checkout's `timeout`, so it closes before the hold ends. */
  timeoutSeconds?: number;
  /** A month's rent (docs/decisions/209-monthly-rent.md): verified on the rent route, and `bookingId` is the stay's id. */
  rent?: { stayId: string; month: string };
};

/** GET /api/payments/local/orders/{orderId}: what the local checkout shows of an order and its booking. */
export type LocalOrderView = {
  orderId: string;
  amountPaise: number;
  currency: 'INR';
  bookingId: string;
  pgName: string;
  roomLabel: string;
  room: BookedRoom | null;
  /** ISO: the visit's start, formatted on the page in its language. */
  visitStartsAt: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  holdExpiresAt: string;
  lastError: string | null;
  /** A month's rent rather than a visit token (docs/decisions/209-monthly-rent.md): the stay and the period it pays. */
  rent?: { stayId: string; month: string; periodStart: string; periodEnd: string; tokenCreditInr: number };
};

/** `closed`: the PG's owner marked the slot unavailable (docs/decisions/216-occupancy-slots-performance.md). */
export type SlotAvailability = { slot: VisitSlot; available: boolean; reason: 'full' | 'past' | 'closed' | null };

/** POST /api/bookings/slots (the PG's owner): mark one visit slot of one day unavailable, or available again. */
export const SlotClosedBodySchema = z.strictObject({
  pgId: DocIdSchema,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date (YYYY-MM-DD).'),
  slot: z.enum(VISIT_SLOTS, { error: 'Pick a time slot.' }),
  unavailable: z.boolean({ error: 'Say whether the slot is unavailable (true) or available (false).' }),
});
export type SlotClosedBody = z.infer<typeof SlotClosedBodySchema>;

/** GET /api/bookings/slots?pgId=&date= */
export type SlotsResponse = { pgId: string; date: string; slots: SlotAvailability[] };
/** POST /api/bookings → 201 */
export type CreateBookingResponse = { booking: BookingDoc; order: PaymentOrder };
/** Every transition answers the booking as it now is and whether this call changed it (false = already so). */
export type TransitionResponse = { booking: BookingDoc; changed: boolean };

// ---------- Small helpers shared by the server and the screens ----------

/** 'YYYY-MM-DD' of a moment, Kota time. */
export function kotaDate(ms: number): string {
  return new Date(ms + KOTA_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Visit hours in Kota: from the first slot's start to the last slot's (VISIT_SLOTS; 10:00–18:00). */
export const VISIT_HOURS = { from: VISIT_SLOTS[0], to: VISIT_SLOTS[VISIT_SLOTS.length - 1]! } as const;

/** Whether a moment falls within the visit hours, Kota time (staff cannot move a visit to 01:50 at night). */
export function withinVisitHours(ms: number): boolean {
  const hhmm = new Date(ms + KOTA_UTC_OFFSET_MS).toISOString().slice(11, 16);
  return hhmm >= VISIT_HOURS.from && hhmm <= VISIT_HOURS.to;
}

/** The epoch ms a Kota date and 'HH:MM' slot start at. */
export function kotaSlotStartMs(date: string, slot: string): number {
  return Date.parse(`${date}T${slot}:00${KOTA_UTC_OFFSET}`);
}

/** The 14 bookable dates starting today, Kota time. */
export function bookableDates(nowMs: number): string[] {
  const today = kotaDate(nowMs);
  const base = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: VISIT_BOOKING_DAYS }, (_, i) =>
    new Date(base + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Digits typed by a user → '+91XXXXXXXXXX'. */
export const toE164 = (digits: string): string => `+91${digits}`;

export const statusLabel: Record<BookingStatus, string> = {
  pending: 'Waiting for the token',
  pending_visit: 'Token paid · visit being arranged',
  visit_scheduled: 'Visit scheduled',
  visit_done: 'Visit done',
  confirmed: 'Moved in',
  cancelled: 'Cancelled',
};
