// Stays (tenancies): what a confirmed move-in becomes (docs/decisions/207-stays-notice-and-exit.md, the product's
// rules in docs/requirements/stays.md). The one contract shared by the Functions that own every change of a stay, the
// rules tests and the screens that read stays live from Firestore.
//
// `stays/{id}` (id = the booking's id: one booking, one stay) is read by its student, its parent and current staff;
// it holds NO phone number and only the student's first name. The phones, the full name and the notice's free-text
// reason live in `stay_contacts/{id}` (the student, the parent, current staff). The PG's owner reads only
// `stay_residents/{id}` (first name, PG, room, dates, status). Who did what is in `stays/{id}/audit`.
import { z } from 'zod';
import { LANGUAGES, type Language } from '../language';
import { SHARING_TYPES } from '../vocabulary';
import { DocIdSchema } from './ids';

// ---------- The product's numbers (docs/requirements/stays.md) ----------

/** Days of notice a student gives before their exit date: the exit date is at least this many days after today (Kota). */
export const NOTICE_PERIOD_DAYS = 15;
/** An exit date can be given at most this far ahead (a notice is for leaving, not a booking of the future). */
export const NOTICE_MAX_DAYS_AHEAD = 120;
/** The move-in team settles any unused rent with the owner within this many days of the exit date (the state guidelines allow 120). */
export const EXIT_REFUND_DAYS = 10;
/** The billing day is the move-in date's day of the month, capped so that every month has it. */
export const BILLING_DAY_MAX = 28;
export const STAY_REASON_MAX_CHARS = 300;

// ---------- States and transitions ----------

export const STAY_STATUSES = ['active', 'notice_given', 'ended'] as const;
export const StayStatusSchema = z.enum(STAY_STATUSES);
export type StayStatus = z.infer<typeof StayStatusSchema>;

/** Who may make each change (`system` = the exit job on the exit date). */
export type StayActor = 'system' | 'student' | 'movein_team' | 'admin';
export const STAY_TRANSITIONS: readonly { from: StayStatus; to: StayStatus; by: readonly StayActor[] }[] = [
  // The student gives notice in the app; the move-in team may record a notice the student gave them in person.
  { from: 'active', to: 'notice_given', by: ['student', 'movein_team', 'admin'] },
  // On the exit date the exit job ends the stay and gives the bed back.
  { from: 'notice_given', to: 'ended', by: ['system'] },
];
export const canStayTransition = (from: StayStatus, to: StayStatus, by: StayActor): boolean =>
  STAY_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(by));

export const stayStatusLabel: Record<StayStatus, string> = {
  active: 'Living here',
  notice_given: 'Notice given',
  ended: 'Moved out',
};

// ---------- Dates (all 'YYYY-MM-DD', Kota time) ----------

const DAY_MS = 86_400_000;
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** `date` plus `days` days. */
export const addDays = (date: string, days: number): string => new Date(dayMs(date) + days * DAY_MS).toISOString().slice(0, 10);
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** The billing day of a stay that starts on `startDate` (its day of the month, at most BILLING_DAY_MAX). */
export const billingDayOf = (startDate: string): number => Math.min(Number(startDate.slice(8, 10)), BILLING_DAY_MAX);

/** The first billing date after `startDate`: the billing day of the next month. */
export function nextBillingDate(startDate: string, billingDay: number): string {
  const y = Number(startDate.slice(0, 4));
  const m = Number(startDate.slice(5, 7)); // 1..12; the next month is m + 1
  const ny = m === 12 ? y + 1 : y;
  const nm = m === 12 ? 1 : m + 1;
  return `${ny}-${String(nm).padStart(2, '0')}-${String(billingDay).padStart(2, '0')}`;
}

/** The first billing date after `today` (a room change's new rent applies from it; today's own billing date has passed). */
export function billingDateAfter(today: string, billingDay: number): string {
  if (Number(today.slice(8, 10)) < billingDay) return `${today.slice(0, 8)}${String(billingDay).padStart(2, '0')}`;
  return nextBillingDate(today, billingDay);
}

/** The first exit date a notice given today may name. */
export const earliestExitDate = (today: string): string => addDays(today, NOTICE_PERIOD_DAYS);
/** The last exit date a notice given today may name. */
export const latestExitDate = (today: string): string => addDays(today, NOTICE_MAX_DAYS_AHEAD);

// ---------- The final statement ----------

/**
 * What a stay's end says (docs/requirements/stays.md#the-final-statement): the days stayed (move-in date to exit
 * date), the token credited at move-in, and the monthly cost agreed. It states no paid-through date and no refund:
 * rent collection is not built yet, so nobody knows what was paid; the move-in team settles any unused rent with the
 * owner within EXIT_REFUND_DAYS days. No deposit: there is none to return (Kota Cares).
 */
export type StayStatement = {
  startDate: string;
  exitDate: string;
  daysStayed: number;
  monthlyTotalInr: number;
  tokenCreditedInr: number;
  /** ISO: when the statement was made (the stay's end). */
  at: string;
  /**
   * From the rent paid through the app (docs/decisions/209-monthly-rent.md): the last day the kept rent covers, and
   * the unused part refunded. Absent (or null) when no rent was paid through the app.
   */
  rentPaidThrough?: string | null;
  unusedRentRefundInr?: number;
};

export function stayStatement(s: Pick<StayDoc, 'startDate' | 'monthlyTotalInr' | 'tokenCreditedInr'>, exitDate: string, nowMs: number): StayStatement {
  return {
    startDate: s.startDate,
    exitDate,
    daysStayed: Math.max(0, daysBetween(s.startDate, exitDate)),
    monthlyTotalInr: s.monthlyTotalInr,
    tokenCreditedInr: s.tokenCreditedInr,
    at: new Date(nowMs).toISOString(),
  };
}

// ---------- The stored documents ----------

const StayStatementSchema = z.looseObject({
  startDate: z.string(),
  exitDate: z.string(),
  daysStayed: z.number(),
  monthlyTotalInr: z.number(),
  tokenCreditedInr: z.number(),
  at: z.string(),
  rentPaidThrough: z.string().nullable().optional(),
  unusedRentRefundInr: z.number().optional(),
});

const StayTimelineEntrySchema = z.looseObject({
  status: StayStatusSchema,
  at: z.string(),
  by: z.enum(['student', 'team', 'system']),
});
export type StayTimelineEntry = z.infer<typeof StayTimelineEntrySchema>;

const NoticeSchema = z.looseObject({
  /** ISO. */
  givenAt: z.string(),
  /** 'YYYY-MM-DD', Kota: the bed is free from this date. */
  exitDate: z.string(),
  by: z.enum(['student', 'team']),
  /** Always null on new notices: the free-text reason is kept in stay_contacts (noticeReason), which the owner cannot read. */
  reason: z.string().nullable(),
});
export type StayNotice = z.infer<typeof NoticeSchema>;

// ---------- Room change (docs/requirements/stays.md#room-change) ----------

/**
 * requested → done (the move-in team moved the student: the bed moves with them, the new rent applies from the next
 * billing date) or declined (with the team's note), or withdrawn (the student gave notice while it was open). A new
 * request replaces a declined, done or withdrawn one; it is not a status of the stay, which stays `active`.
 */
export const ROOM_CHANGE_STATUSES = ['requested', 'done', 'declined', 'withdrawn'] as const;
export type RoomChangeStatus = (typeof ROOM_CHANGE_STATUSES)[number];
export const RoomChangeSchema = z.looseObject({
  status: z.enum(ROOM_CHANGE_STATUSES),
  fromRoomId: z.string(),
  fromRoomLabel: z.string(),
  toRoomId: z.string(),
  toRoomLabel: z.string(),
  toRoom: z.looseObject({ sharing: z.enum(SHARING_TYPES), ac: z.boolean() }),
  /** The new room's rent at the request (the decision uses the rent at the time it is made). */
  toRentInr: z.number(),
  /** The rent and monthly cost before the move: they apply until `rentFromDate`. */
  fromRentInr: z.number(),
  fromMonthlyTotalInr: z.number(),
  requestedAt: z.string(),
  by: z.enum(['student', 'team']),
  decidedAt: z.string().nullable(),
  /** Done: the billing date from which the new rent applies. */
  rentFromDate: z.string().nullable(),
  /** Declined: the team's words to the student. */
  note: z.string().nullable(),
});
export type RoomChange = z.infer<typeof RoomChangeSchema>;

/** stays/{id}: no phone numbers, the student's first name only (the owner does NOT read it: see StayResidentDoc). */
export const StayDocSchema = z.looseObject({
  id: z.string(),
  bookingId: z.string(),
  studentUid: z.string(),
  studentFirstName: z.string(),
  /** The PG's owner (pg_private's ownerId at move-in): they read the stay's stay_residents document, not this one. */
  ownerUid: z.string().nullable(),
  pgId: z.string(),
  pgName: z.string(),
  areaName: z.string(),
  roomId: z.string(),
  roomLabel: z.string(),
  room: z.looseObject({ sharing: z.enum(SHARING_TYPES), ac: z.boolean() }).nullable(),
  /** The room's rent and the listing's monthly extras at move-in: the true monthly cost the student was shown. */
  rentInr: z.number(),
  extrasInr: z.number(),
  monthlyTotalInr: z.number(),
  /** ≤ ₹2,000 a year (Kota Cares), null when the listing does not state it. */
  maintenanceInrPerYear: z.number().nullable(),
  /** Always 0: no security or caution deposit (Kota Cares). */
  depositInr: z.literal(0),
  /** The ₹499 visit token, credited to the first month's rent at move-in. */
  tokenCreditedInr: z.number(),
  startDate: z.string(),
  billingDay: z.number(),
  /**
   * An estimate made at move-in (the first month's end), NOT a record of payment: rent collection is not built, so
   * nothing shows or states it as paid.
   */
  paidThroughDate: z.string(),
  language: z.enum(LANGUAGES),
  status: StayStatusSchema,
  notice: NoticeSchema.nullable(),
  statement: StayStatementSchema.nullable(),
  endedAt: z.string().nullable(),
  timeline: z.array(StayTimelineEntrySchema),
  /** The last room change asked for (docs/requirements/stays.md#room-change); absent or null when none. */
  roomChange: RoomChangeSchema.nullable().optional(),
  /** When each review invitation was texted (ISO); absent until then. */
  reviewInvites: z.looseObject({ month: z.string().optional(), exit: z.string().optional() }).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StayDoc = z.infer<typeof StayDocSchema>;

export const ROOM_CHANGE_NOTE_MAX_CHARS = 300;

/** POST /api/stays/{id}/room-change: the room option asked for (at the same PG). */
export const RoomChangeBodySchema = z.strictObject({
  roomId: DocIdSchema,
});
export type RoomChangeBody = z.input<typeof RoomChangeBodySchema>;

/** POST /api/stays/{id}/room-change/decision (move-in team, admins). */
export const RoomChangeDecisionBodySchema = z.strictObject({
  decision: z.enum(['approve', 'decline'], { error: 'Pick approve or decline.' }),
  note: z.string().trim().max(ROOM_CHANGE_NOTE_MAX_CHARS, `At most ${ROOM_CHANGE_NOTE_MAX_CHARS} characters.`).optional(),
});
export type RoomChangeDecisionBody = z.input<typeof RoomChangeDecisionBodySchema>;

/** Review invitations: a month into the stay and after moving out (docs/requirements/stays.md#review-invitations). */
export const REVIEW_INVITE_KINDS = ['month', 'exit'] as const;
export type ReviewInviteKind = (typeof REVIEW_INVITE_KINDS)[number];
/** Days after the move-in date that the "a month in" invitation goes. */
export const REVIEW_INVITE_AFTER_DAYS = 30;

/** stay_contacts/{id}: the phones and full name (the student, the parent, current staff; never the owner). */
export const StayContactsDocSchema = z.looseObject({
  studentUid: z.string(),
  studentName: z.string(),
  /** E.164. */
  studentPhone: z.string(),
  /** E.164: whoever signs in with it reads the stay (as the booking's parentPhone, decision 150). */
  parentPhone: z.string(),
  /** The reason the student gave with their notice (free text), null or absent when none. */
  noticeReason: z.string().nullable().optional(),
});
export type StayContactsDoc = z.infer<typeof StayContactsDocSchema>;

/**
 * stay_residents/{id}: all the PG's owner sees of a stay (docs/requirements/stays.md: first name, room and dates).
 * Written with the stay in every transaction that changes it; no rent, no reason, no uid of the student.
 */
export const StayResidentDocSchema = z.looseObject({
  id: z.string(),
  pgId: z.string(),
  pgName: z.string(),
  ownerUid: z.string().nullable(),
  firstName: z.string(),
  roomLabel: z.string(),
  room: z.looseObject({ sharing: z.enum(SHARING_TYPES), ac: z.boolean() }).nullable(),
  startDate: z.string(),
  /** The exit date once notice is given (Kota, 'YYYY-MM-DD'), else null. */
  exitDate: z.string().nullable(),
  status: StayStatusSchema,
});
export type StayResidentDoc = z.infer<typeof StayResidentDocSchema>;

/** The owner's view of a stay as it now is. */
export const stayResidentOf = (s: StayDoc): StayResidentDoc => ({
  id: s.id,
  pgId: s.pgId,
  pgName: s.pgName,
  ownerUid: s.ownerUid,
  firstName: s.studentFirstName,
  roomLabel: s.roomLabel,
  room: s.room,
  startDate: s.startDate,
  exitDate: s.notice?.exitDate ?? null,
  status: s.status,
});

/** stays/{id}/audit/{auto}: staff-only, one per change. */
export type StayAuditDoc = {
  actorUid: string | null;
  actorRole: string | null;
  from: StayStatus | null;
  to: StayStatus;
  action: string;
  reason: string | null;
  at: string;
};

// ---------- Request bodies and answers ----------

const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Pick a date (YYYY-MM-DD).');

/** POST /api/stays/{id}/notice */
export const GiveNoticeBodySchema = z.strictObject({
  exitDate: IsoDateSchema,
  reason: z.string().trim().max(STAY_REASON_MAX_CHARS, `At most ${STAY_REASON_MAX_CHARS} characters.`).optional(),
});
export type GiveNoticeBody = z.input<typeof GiveNoticeBodySchema>;

export type StayResponse = { stay: StayDoc; changed: boolean };

/** The language a stay's messages are sent in. */
export const stayLanguage = (s: Pick<StayDoc, 'language'>): Language => s.language;
