// Complaints about a stay (docs/decisions/208-complaints.md, the product's rules in docs/requirements/stays.md#complaints):
// a student or their parent raises one about the PG they live in; it goes to the owner with a deadline by category
// (safety and harassment straight to KotaStay's team, with the helplines); the team takes over when the deadline
// passes; the student confirms it resolved or reopens it. The one contract shared by the Functions that own every
// change (functions/src/domain/complaints), the rules tests and the screens that read complaints live.
//
// `complaints/{id}` is read by its student, its parent (parentPhone == the verified number) and current move-in
// staff and admins. The PG's owner reads only `owner_complaints/{id}` (OwnerComplaintDoc: no uid, no phone, the
// team's own replies without their words), and only for the categories routed to owners. Who did what is in
// `complaints/{id}/audit`. A PG's public numbers are in `complaint_stats/{pgId}`, served by the API.
import { z } from 'zod';
import { COMPLAINT_PHOTO_MAX_BYTES, COMPLAINT_PHOTOS_MAX } from '../constants';
import { LANGUAGES } from '../language';
import { SHARING_TYPES } from '../vocabulary';
import { DocIdSchema } from './ids';

// ---------- Categories and where each goes (the routing table) ----------

export const COMPLAINT_CATEGORIES = [
  'food',
  'cleanliness',
  'facilities',
  'owner_behaviour',
  'safety',
  'harassment',
] as const;
export const ComplaintCategorySchema = z.enum(COMPLAINT_CATEGORIES, { error: 'Pick what the complaint is about.' });
export type ComplaintCategory = z.infer<typeof ComplaintCategorySchema>;

/** Who answers a complaint: the PG's owner, or KotaStay's team (move-in team and admins). */
export type ComplaintHandler = 'owner' | 'staff';

/**
 * Where each category goes and how long whoever has it may take to answer (docs/requirements/stays.md#complaints).
 * `helplines`: the form and the complaint show Tele-MANAS, the police and the district's student helpline.
 */
export const COMPLAINT_ROUTING: Record<ComplaintCategory, { to: ComplaintHandler; hours: number; helplines: boolean }> =
  {
    food: { to: 'owner', hours: 48, helplines: false },
    cleanliness: { to: 'owner', hours: 48, helplines: false },
    facilities: { to: 'owner', hours: 48, helplines: false },
    // About the owner themselves: they get a short time to put it right before the team steps in.
    owner_behaviour: { to: 'owner', hours: 24, helplines: false },
    // Never to the owner (the owner or their staff may be the danger): the team calls within 4 hours.
    safety: { to: 'staff', hours: 4, helplines: true },
    harassment: { to: 'staff', hours: 4, helplines: true },
  };
/** Hours the team has to answer a complaint that came to them from the owner (deadline passed, or reopened again). */
export const STAFF_HOURS_AFTER_ESCALATION = 24;
/** A complaint the student reopens goes back to the owner this many times; reopened again, it goes to the team. */
export const REOPENS_TO_OWNER = 1;
/** An answered complaint the student neither confirms nor reopens within this many days is closed as resolved. */
export const ANSWERED_CLOSE_DAYS = 7;
/** The most complaints one stay may raise in any rolling 24 hours (429 after, nothing written). */
export const COMPLAINTS_PER_STAY_PER_DAY_MAX = 5;
export const COMPLAINT_RATE_WINDOW_MS = 24 * 60 * 60 * 1000;
export const COMPLAINT_TEXT_MIN_CHARS = 10;
export const COMPLAINT_TEXT_MAX_CHARS = 1000;
export const COMPLAINT_REPLY_MAX_CHARS = 1000;
export { COMPLAINT_PHOTO_MAX_BYTES, COMPLAINT_PHOTOS_MAX };
/**
 * A complaint photo as stored (docs/decisions/214-complaint-photos.md), WebP without metadata: `thumb` cropped to fill
 * (the card's preview), `full` the whole picture scaled to fit (evidence is never cropped), never enlarged.
 */
export const COMPLAINT_PHOTO_SIZES = {
  thumb: { width: 160, height: 120, fit: 'cover' },
  full: { width: 1600, height: 1600, fit: 'inside' },
} as const;
export type ComplaintPhotoSize = keyof typeof COMPLAINT_PHOTO_SIZES;
/** GET /api/complaints/{id}/photos/{photoId}?size=thumb|full (full when absent). */
export const ComplaintPhotoQuerySchema = z.strictObject({
  size: z.enum(['thumb', 'full'], { error: 'Use size=thumb or size=full.' }).default('full'),
});

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
export const complaintRouteOf = (c: ComplaintCategory): ComplaintHandler => COMPLAINT_ROUTING[c].to;
export const showsHelplines = (c: ComplaintCategory): boolean => COMPLAINT_ROUTING[c].helplines;
/** The moment the one who has the complaint must have answered by. */
export const deadlineOf = (fromMs: number, hours: number): string => new Date(fromMs + hours * HOUR_MS).toISOString();

// ---------- States and transitions ----------

export const COMPLAINT_STATUSES = ['open', 'reopened', 'escalated', 'answered', 'resolved'] as const;
export const ComplaintStatusSchema = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof ComplaintStatusSchema>;
/** Waiting for an answer from the owner (`open`, `reopened`) or the team (`escalated`): the ones with a deadline. */
export const AWAITING_ANSWER = ['open', 'reopened', 'escalated'] as const satisfies readonly ComplaintStatus[];
/** Still the owner's to answer: the escalation job moves these to the team once their deadline has passed. */
export const WITH_OWNER = ['open', 'reopened'] as const satisfies readonly ComplaintStatus[];
/** Not yet resolved: what the team's queue shows. */
export const UNRESOLVED = ['open', 'reopened', 'escalated', 'answered'] as const satisfies readonly ComplaintStatus[];

/**
 * Who may make each change. `new` is a complaint being raised; `student` and `parent` are the stay's student and the
 * parent whose number the stay's contacts hold; `staff` = current move-in team and admins; `system` = the escalation
 * job (a deadline passed; an answer left without a reply for ANSWERED_CLOSE_DAYS).
 */
export type ComplaintActor = 'student' | 'parent' | 'owner' | 'staff' | 'system';
export const COMPLAINT_TRANSITIONS: readonly {
  from: ComplaintStatus | 'new';
  to: ComplaintStatus;
  by: readonly ComplaintActor[];
}[] = [
  // Raised: to the owner, or for safety and harassment straight to the team.
  { from: 'new', to: 'open', by: ['student', 'parent'] },
  { from: 'new', to: 'escalated', by: ['student', 'parent'] },
  // Answered by whoever has it.
  { from: 'open', to: 'answered', by: ['owner'] },
  { from: 'reopened', to: 'answered', by: ['owner'] },
  { from: 'escalated', to: 'answered', by: ['staff'] },
  // The owner's deadline passed (the job), or the team takes it over early.
  { from: 'open', to: 'escalated', by: ['system', 'staff'] },
  { from: 'reopened', to: 'escalated', by: ['system', 'staff'] },
  // The student (or parent) confirms, or the answer is left without a reply for ANSWERED_CLOSE_DAYS.
  { from: 'answered', to: 'resolved', by: ['student', 'parent', 'system'] },
  // Not fixed: back to the owner once (REOPENS_TO_OWNER), after that — or when the team answered — to the team.
  { from: 'answered', to: 'reopened', by: ['student', 'parent'] },
  { from: 'answered', to: 'escalated', by: ['student', 'parent'] },
];
export const canMoveComplaint = (from: ComplaintStatus | 'new', to: ComplaintStatus, by: ComplaintActor): boolean =>
  COMPLAINT_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(by));

/** Where a new complaint starts: with the owner, or (safety, harassment) with the team. */
export const initialStatusOf = (c: ComplaintCategory): ComplaintStatus =>
  complaintRouteOf(c) === 'owner' ? 'open' : 'escalated';

/** Where a reopened complaint goes: back to the owner the first REOPENS_TO_OWNER times, otherwise to the team. */
export const reopenTargetOf = (c: Pick<ComplaintDoc, 'handler' | 'reopenCount'>): ComplaintStatus =>
  c.handler === 'owner' && c.reopenCount < REOPENS_TO_OWNER ? 'reopened' : 'escalated';

/** The moment an answered complaint without a reply is closed as resolved. */
export const answeredCloseAt = (answeredAt: string): string =>
  new Date(Date.parse(answeredAt) + ANSWERED_CLOSE_DAYS * DAY_MS).toISOString();

// ---------- The stored documents ----------

const IsoSchema = z.string();
const RoomSchema = z.looseObject({ sharing: z.enum(SHARING_TYPES), ac: z.boolean() }).nullable();

/** One line of a complaint's conversation. `text` is null for lines with no words (escalated, resolved). */
export const ComplaintEntrySchema = z.looseObject({
  by: z.enum(['student', 'parent', 'owner', 'staff', 'system']),
  kind: z.enum(['raised', 'answer', 'reopened', 'escalated', 'resolved']),
  text: z.string().nullable(),
  at: IsoSchema,
});
export type ComplaintEntry = z.infer<typeof ComplaintEntrySchema>;

/** Why a complaint is with the team: its category, the owner's deadline passed, reopened again, or the team took it. */
export const ESCALATION_REASONS = ['category', 'deadline', 'reopened', 'staff'] as const;

/**
 * complaints/{id}: the whole complaint. Holds the parent's number (their way in, as a booking's parentPhone) and no
 * other phone; the student's first name only. Never read by the owner.
 */
export const ComplaintDocSchema = z.looseObject({
  id: z.string(),
  stayId: z.string(),
  pgId: z.string(),
  pgName: z.string(),
  /** The PG's owner (the stay's ownerUid); they read owner_complaints/{id}, not this. */
  ownerUid: z.string().nullable(),
  studentUid: z.string(),
  studentFirstName: z.string(),
  /** E.164: whoever signs in with it reads the complaint (the stay's contacts' parentPhone when raised). */
  parentPhone: z.string(),
  roomLabel: z.string(),
  /** The room option (shown in the reader's language); null when the stay has none. */
  room: RoomSchema,
  category: ComplaintCategorySchema,
  text: z.string(),
  /**
   * The ids of the photos raised with it (at most COMPLAINT_PHOTOS_MAX), served only through the API to the
   * complaint's readers; never a URL. Absent on complaints from before photos.
   */
  photoIds: z.array(z.string()).default([]),
  raisedBy: z.enum(['student', 'parent']),
  status: ComplaintStatusSchema,
  /** Who has it: the owner until it is escalated, the team from then on. */
  handler: z.enum(['owner', 'staff']),
  /** ISO: when whoever has it must have answered; null while answered or resolved. */
  dueAt: IsoSchema.nullable(),
  thread: z.array(ComplaintEntrySchema),
  reopenCount: z.number(),
  escalatedAt: IsoSchema.nullable(),
  escalation: z.enum(ESCALATION_REASONS).nullable(),
  /**
   * ISO: when the team's own deadline passed with no answer (set by the escalation job; cleared when the complaint
   * comes to the team again). The queue puts these first, marked for an admin.
   */
  teamLateAt: IsoSchema.nullable(),
  /** ISO: the latest answer. */
  answeredAt: IsoSchema.nullable(),
  resolvedAt: IsoSchema.nullable(),
  resolvedBy: z.enum(['student', 'parent', 'system']).nullable(),
  /** Hours from raised to the answer that resolved it (what the listing's median counts); null until resolved. */
  hoursToResolve: z.number().nullable(),
  /**
   * Hours from raised to the OWNER's first answer (docs/decisions/217-owner-response-time.md): set once, in the
   * transaction of that answer, and never changed after (a second answer after a reopening does not move it). Null
   * while the owner has not answered, and always for complaints routed to the team (safety, harassment) or answered
   * only by the team. Absent on complaints from before it (read as null: not counted).
   */
  hoursToOwnerAnswer: z.number().nullable().default(null),
  language: z.enum(LANGUAGES),
  createdAt: IsoSchema,
  updatedAt: IsoSchema,
});
export type ComplaintDoc = z.infer<typeof ComplaintDocSchema>;

/**
 * owner_complaints/{id}: all the PG's owner sees of a complaint routed to owners (never safety or harassment):
 * the resident's first name and room, what they wrote and the answers, the deadline. No uid, no phone, and the
 * team's replies without their words (what the team tells a student is between them).
 */
export const OwnerComplaintDocSchema = z.looseObject({
  id: z.string(),
  pgId: z.string(),
  pgName: z.string(),
  ownerUid: z.string().nullable(),
  firstName: z.string(),
  roomLabel: z.string(),
  room: RoomSchema,
  category: ComplaintCategorySchema,
  text: z.string(),
  photoIds: z.array(z.string()).default([]),
  raisedBy: z.enum(['student', 'parent']),
  status: ComplaintStatusSchema,
  handler: z.enum(['owner', 'staff']),
  dueAt: IsoSchema.nullable(),
  thread: z.array(ComplaintEntrySchema),
  createdAt: IsoSchema,
  updatedAt: IsoSchema,
});
export type OwnerComplaintDoc = z.infer<typeof OwnerComplaintDocSchema>;

/** The owner's view of a complaint as it now is (only for complaints routed to owners). */
export const ownerComplaintOf = (c: ComplaintDoc): OwnerComplaintDoc => ({
  id: c.id,
  pgId: c.pgId,
  pgName: c.pgName,
  ownerUid: c.ownerUid,
  firstName: c.studentFirstName,
  roomLabel: c.roomLabel,
  room: c.room,
  category: c.category,
  text: c.text,
  photoIds: c.photoIds,
  raisedBy: c.raisedBy,
  status: c.status,
  handler: c.handler,
  dueAt: c.status === 'escalated' ? null : c.dueAt,
  thread: c.thread.map((e) => (e.by === 'staff' ? { ...e, text: null } : e)),
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

/** complaints/{id}/audit/{auto}: staff-only, one per change. */
export type ComplaintAuditDoc = {
  actorUid: string | null;
  actorRole: string | null;
  from: ComplaintStatus | null;
  to: ComplaintStatus;
  action: string;
  at: string;
};

// ---------- The listing's trust signal (complaint_stats/{pgId}) ----------

/** Complaints raised in this many days before the last change count. */
export const COMPLAINT_STATS_WINDOW_DAYS = 365;
/** Fewer complaints than this in the window and the listing shows nothing: one or two say little about a PG. */
export const COMPLAINT_STATS_MIN = 3;

/**
 * Fewer owner answers than this in the window and the page does not show the owner's response time
 * (docs/decisions/217-owner-response-time.md): the median of two or three answers is one bad week, not a habit.
 */
export const OWNER_RESPONSE_MIN = 5;

/** complaint_stats/{pgId}, written with every change of one of the PG's complaints (Functions only). */
export type ComplaintStatsDoc = {
  pgId: string;
  /** Complaints raised in the window (every category; no breakdown is published). */
  raised: number;
  resolved: number;
  /** The median of hoursToResolve of the resolved ones, to one decimal; null when none is resolved. */
  medianHoursToResolve: number | null;
  /** Complaints in the window the owner has answered (hoursToOwnerAnswer set). 0 in documents from before it. */
  ownerAnswered: number;
  /** The median of their hoursToOwnerAnswer, to one decimal; null when the owner has answered none. */
  medianHoursToOwnerAnswer: number | null;
  windowDays: number;
  updatedAt: string;
};

/** The median of `values` to one decimal; null when there are none. */
export function medianOneDecimal(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return Math.round(median * 10) / 10;
}

/** The stats of a PG from its complaints (those raised within the window before `nowMs`). */
export function complaintStatsOf(
  pgId: string,
  complaints: readonly (Pick<ComplaintDoc, 'createdAt' | 'status' | 'hoursToResolve'> & {
    hoursToOwnerAnswer?: number | null;
  })[],
  nowMs: number,
): ComplaintStatsDoc {
  const since = nowMs - COMPLAINT_STATS_WINDOW_DAYS * DAY_MS;
  const inWindow = complaints.filter((c) => Date.parse(c.createdAt) >= since);
  const hours = inWindow
    .filter((c) => c.status === 'resolved' && c.hoursToResolve !== null)
    .map((c) => c.hoursToResolve as number);
  const ownerHours = inWindow.flatMap((c) => (typeof c.hoursToOwnerAnswer === 'number' ? [c.hoursToOwnerAnswer] : []));
  return {
    pgId,
    raised: inWindow.length,
    resolved: hours.length,
    medianHoursToResolve: medianOneDecimal(hours),
    ownerAnswered: ownerHours.length,
    medianHoursToOwnerAnswer: medianOneDecimal(ownerHours),
    windowDays: COMPLAINT_STATS_WINDOW_DAYS,
    updatedAt: new Date(nowMs).toISOString(),
  };
}

/** Hours from `fromIso` to `toIso`, to one decimal. */
export const hoursBetween = (fromIso: string, toIso: string): number =>
  Math.round(((Date.parse(toIso) - Date.parse(fromIso)) / HOUR_MS) * 10) / 10;

/**
 * GET /api/complaint-stats/{pgId}: the numbers only once there are COMPLAINT_STATS_MIN complaints in the window.
 * `medianHoursToOwnerAnswer` is there only once the owner has answered OWNER_RESPONSE_MIN of them; below that the key
 * is not sent at all.
 */
export type ComplaintStatsResponse =
  | { pgId: string; shown: false; min: number }
  | {
      pgId: string;
      shown: true;
      raised: number;
      resolved: number;
      medianHoursToResolve: number | null;
      medianHoursToOwnerAnswer?: number;
      windowDays: number;
    };

/** What the API answers for a PG's stored numbers (null: no complaint yet). */
export function complaintStatsResponseOf(pgId: string, s: ComplaintStatsDoc | null): ComplaintStatsResponse {
  if (!s || s.raised < COMPLAINT_STATS_MIN) return { pgId, shown: false, min: COMPLAINT_STATS_MIN };
  return {
    pgId,
    shown: true,
    raised: s.raised,
    resolved: s.resolved,
    medianHoursToResolve: s.medianHoursToResolve,
    ...(s.ownerAnswered >= OWNER_RESPONSE_MIN && s.medianHoursToOwnerAnswer !== null
      ? { medianHoursToOwnerAnswer: s.medianHoursToOwnerAnswer }
      : {}),
    windowDays: s.windowDays,
  };
}

// ---------- Request bodies and answers ----------

const text = (what: string, min: number, max: number) =>
  z
    .string({ error: `Write ${what}.` })
    .trim()
    .min(min, `Write ${what} (at least ${min} characters).`)
    .max(max, `Keep it to ${max} characters.`);

/**
 * POST /api/complaints: JSON, or multipart/form-data with these as fields and up to COMPLAINT_PHOTOS_MAX files in
 * `photos`.
 */
export const RaiseComplaintBodySchema = z.strictObject({
  stayId: DocIdSchema,
  category: ComplaintCategorySchema,
  text: text('what is wrong', COMPLAINT_TEXT_MIN_CHARS, COMPLAINT_TEXT_MAX_CHARS),
});
export type RaiseComplaintBody = z.input<typeof RaiseComplaintBodySchema>;

/** POST /api/complaints/{id}/answer (the owner, or the team once it has it) */
export const AnswerComplaintBodySchema = z.strictObject({ text: text('your answer', 3, COMPLAINT_REPLY_MAX_CHARS) });
export type AnswerComplaintBody = z.input<typeof AnswerComplaintBodySchema>;

/** POST /api/complaints/{id}/reopen (the student or the parent): what is still wrong. */
export const ReopenComplaintBodySchema = z.strictObject({
  text: text('what is still wrong', 3, COMPLAINT_REPLY_MAX_CHARS),
});
export type ReopenComplaintBody = z.input<typeof ReopenComplaintBodySchema>;

/** POST /api/complaints/{id}/resolve (the student or the parent) and /escalate (the team takes it over): no fields. */
export const EmptyComplaintBodySchema = z.strictObject({});

/** What the caller gets back: the whole complaint for its student, parent and the team; the owner gets their view. */
export type ComplaintResponse = { complaint: ComplaintDoc | OwnerComplaintDoc; changed: boolean };
