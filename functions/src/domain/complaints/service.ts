// The ONE writer of complaints (docs/decisions/208-complaints.md), designed as the booking flow is: every change is
// one transaction that reads the complaint (and what it needs of the stay), checks the shared state table
// (canMoveComplaint), and writes the complaint, the owner's view of it, its conversation, an audit entry, the staff
// audit log (staff actions), the PG's numbers (when they change) and the outbox texts together. Asking for what is
// already so changes nothing (`changed: false`).
import type { Transaction } from 'firebase-admin/firestore';
import { isAdminRole } from '@kotastay/shared/roles';
import type { StayContactsDoc, StayDoc } from '@kotastay/shared/schemas/stay';
import {
  ANSWERED_CLOSE_DAYS,
  COMPLAINT_RATE_WINDOW_MS,
  COMPLAINT_ROUTING,
  COMPLAINTS_PER_STAY_PER_DAY_MAX,
  STAFF_HOURS_AFTER_ESCALATION,
  canMoveComplaint,
  complaintRouteOf,
  complaintStatsOf,
  complaintStatsResponseOf,
  deadlineOf,
  hoursBetween,
  initialStatusOf,
  ownerComplaintOf,
  reopenTargetOf,
  type ComplaintActor,
  type ComplaintCategory,
  type ComplaintDoc,
  type ComplaintEntry,
  type ComplaintPhotoSize,
  type ComplaintResponse,
  type ComplaintStatsResponse,
  type ComplaintStatus,
  type ESCALATION_REASONS,
} from '@kotastay/shared/schemas/complaint';
import { db } from '../../lib/admin';
import { logger } from '../../lib/log';
import { recordStaffAction } from '../audit';
import { Conflict, Forbidden, KindedError, NotFound, type Actor } from '../errors';
import { getStay, getStayContacts, readStay, readStayContacts } from '../stays';
import { userDocRef } from '../users';
import { queueToOwner, queueToRaiser } from './messages';
import { deleteComplaintPhotos, newPhotoId, readComplaintPhoto, saveComplaintPhoto } from './photo-store';
import { preparePhotos, type ComplaintPhotoUpload } from './photos';
import { storeThenCommit } from './store-then-commit';
import {
  answeredBefore,
  complaintExists,
  complaintNotFound,
  countComplaintsOfStaySince,
  complaintsOfStaySince,
  getComplaint,
  getComplaintStats,
  newComplaintId,
  overdueWithOwner,
  overdueWithTeam,
  readComplaint,
  statsFieldsOfPg,
  writeComplaint,
  writeComplaintAudit,
  writeComplaintStats,
} from './store';

/** The caller as the routes know them: their uid, role claim (already checked current) and verified number. */
export type ComplaintCaller = Actor & { phoneNumber: string | null };

const STATUS_WORDS: Record<ComplaintStatus, string> = {
  open: 'waiting for the owner',
  reopened: 'reopened, waiting for the owner',
  escalated: "with KotaStay's team",
  answered: 'answered',
  resolved: 'resolved',
};
const invalidMove = (from: ComplaintStatus, action: string) =>
  new Conflict(
    'invalid_transition',
    `This complaint is ${STATUS_WORDS[from]}, so you cannot ${action} it now. Reload to see where it is.`,
  );

const isComplaintStaff = (role: Actor['role']) => role === 'movein_team' || isAdminRole(role);

/** Who the caller is to this complaint, in the state table's words; someone with no part in it gets 404. */
function actorOf(caller: ComplaintCaller, c: ComplaintDoc): ComplaintActor {
  if (isComplaintStaff(caller.role)) return 'staff';
  if (caller.role === 'pg_owner') {
    // Safety and harassment complaints never reach the owner: to them such a complaint does not exist.
    if (c.ownerUid === caller.uid && complaintRouteOf(c.category) === 'owner') return 'owner';
    throw complaintNotFound();
  }
  if (caller.role !== null) throw new Forbidden();
  if (c.studentUid === caller.uid) return 'student';
  if (caller.phoneNumber !== null && c.parentPhone === caller.phoneNumber) return 'parent';
  throw complaintNotFound();
}

/** What the caller may read of the complaint: the owner their view, everyone else the whole. */
const responseFor = (by: ComplaintActor, c: ComplaintDoc, changed: boolean): ComplaintResponse => ({
  complaint: by === 'owner' ? ownerComplaintOf(c) : c,
  changed,
});

type Change = {
  to: ComplaintStatus;
  by: ComplaintActor;
  actor: Actor | 'system';
  entry: { by: ComplaintEntry['by']; kind: ComplaintEntry['kind']; text: string | null };
  patch: Partial<ComplaintDoc>;
  action: string;
  nowMs: number;
};

/** Moves a complaint (after every read of the transaction): the state table, the complaint, its owner view and audit. */
function applyChange(tx: Transaction, current: ComplaintDoc, c: Change): ComplaintDoc {
  if (!canMoveComplaint(current.status, c.to, c.by)) throw invalidMove(current.status, c.action);
  const at = new Date(c.nowMs).toISOString();
  const next: ComplaintDoc = {
    ...current,
    ...c.patch,
    status: c.to,
    thread: [...current.thread, { ...c.entry, at }],
    updatedAt: at,
  };
  writeComplaint(tx, next);
  writeComplaintAudit(tx, current.id, {
    actorUid: c.actor === 'system' ? null : c.actor.uid,
    actorRole: c.actor === 'system' ? 'system' : (c.actor.role ?? c.by),
    from: current.status,
    to: c.to,
    action: c.action,
    at,
  });
  if (c.by === 'staff' && c.actor !== 'system') {
    recordStaffAction(tx, {
      actor: c.actor,
      action: c.to === 'answered' ? 'complaint.answered' : 'complaint.taken_over',
      targetType: 'complaint',
      targetId: current.id,
      summary: `${c.to === 'answered' ? 'Answered' : 'Took over'} a ${current.category.replace('_', ' ')} complaint about ${current.pgName}`,
      before: { status: current.status },
      after: { status: c.to },
      reason: c.entry.text,
      nowMs: c.nowMs,
    });
  }
  return next;
}

/** Hours the team has once a complaint comes to them: the category's own for safety and harassment, else 24. */
const staffHoursOf = (category: ComplaintCategory) =>
  COMPLAINT_ROUTING[category].to === 'staff' ? COMPLAINT_ROUTING[category].hours : STAFF_HOURS_AFTER_ESCALATION;

/** The patch that hands a complaint to the team. */
const toTeam = (
  c: ComplaintDoc,
  reason: (typeof ESCALATION_REASONS)[number],
  nowMs: number,
): Partial<ComplaintDoc> => ({
  handler: 'staff',
  dueAt: deadlineOf(nowMs, staffHoursOf(c.category)),
  escalatedAt: new Date(nowMs).toISOString(),
  escalation: reason,
  teamLateAt: null,
});

/** Recounts the PG's numbers with `next` as it now is (reads: call before any write of the transaction). */
async function readStatsOf(tx: Transaction, pgId: string) {
  return statsFieldsOfPg(tx, pgId);
}
function writeStatsWith(
  tx: Transaction,
  rows: Awaited<ReturnType<typeof readStatsOf>>,
  next: ComplaintDoc,
  nowMs: number,
) {
  const all = [...rows.filter((r) => r.id !== next.id), next];
  writeComplaintStats(tx, complaintStatsOf(next.pgId, all, nowMs));
}

/**
 * POST /api/complaints {stayId, category, text} (+ up to COMPLAINT_PHOTOS_MAX photos): the stay's student, or its
 * parent (signed in with the number the stay's contacts hold), raises a complaint while they live there (active or
 * under notice). Owner categories go to the owner with their deadline and a text; safety and harassment straight to
 * the team (4 hours). Anyone else's stay is 404; a stay that has ended is 409 stay_ended; more than
 * COMPLAINTS_PER_STAY_PER_DAY_MAX in 24 hours is 429. With photos, the caller's right to raise is checked FIRST
 * (outside a transaction, the same checks and errors as the transaction's), so nobody else makes the server decode
 * photos or write to Storage; then the photos are checked and re-encoded, stored, and the transaction checks again.
 * When the transaction refuses, the stored photos are deleted again (storeThenCommit): no object stays that no
 * complaint points at, and the caller gets the transaction's own error.
 */
export async function raiseComplaint(
  caller: ComplaintCaller,
  body: { stayId: string; category: ComplaintCategory; text: string },
  uploads: readonly ComplaintPhotoUpload[] = [],
  nowMs = Date.now(),
): Promise<ComplaintResponse> {
  if (caller.role !== null)
    throw new Forbidden('Only the student who lives there, or their parent, can raise a complaint.');
  const id = newComplaintId();
  if (uploads.length === 0) return raiseInTransaction(caller, body, id, [], nowMs);
  await checkMayRaise(caller, body, nowMs);
  const photos = await preparePhotos(uploads);
  const photoIds = photos.map(() => newPhotoId());
  return storeThenCommit({
    saves: photos.map((p, i) => () => saveComplaintPhoto(id, photoIds[i]!, p)),
    commit: () => raiseInTransaction(caller, body, id, photoIds, nowMs),
    committed: () => complaintExists(id),
    cleanup: () => deleteComplaintPhotos(id),
    logError: (message, err) => logger.error(message, { complaintId: id, err: String(err) }),
  });
}

const sinceOf = (nowMs: number) => new Date(nowMs - COMPLAINT_RATE_WINDOW_MS).toISOString();

/**
 * Who the caller is to the stay when they raise a complaint about it, or the refusal: someone else's stay 404 (as if
 * it did not exist: the same answer readStay gives for one that does not), an ended stay 409, the day's complaints
 * already raised (`recent()`: a query, asked only for a stay that passed the first two) 429, a category the raiser may
 * not raise 403. The early check and the transaction both ask this, so both refuse alike.
 */
async function raiserOf(
  caller: ComplaintCaller,
  category: ComplaintCategory,
  stay: StayDoc,
  contacts: StayContactsDoc | null,
  recent: () => Promise<number>,
): Promise<'student' | 'parent'> {
  const by: 'student' | 'parent' | null =
    stay.studentUid === caller.uid
      ? 'student'
      : caller.phoneNumber !== null && contacts?.parentPhone === caller.phoneNumber
        ? 'parent'
        : null;
  if (!by) throw new NotFound('This stay', 'stay_not_found');
  if (stay.status === 'ended')
    throw new Conflict(
      'stay_ended',
      'This stay has ended, so a complaint about it cannot be raised here. Call KotaStay if something is still wrong.',
    );
  if ((await recent()) >= COMPLAINTS_PER_STAY_PER_DAY_MAX)
    throw new KindedError(
      'rate_limited',
      'too_many_complaints',
      `At most ${COMPLAINTS_PER_STAY_PER_DAY_MAX} complaints can be raised about one stay in 24 hours. Add to an open one, or call KotaStay.`,
      { text: `At most ${COMPLAINTS_PER_STAY_PER_DAY_MAX} complaints in 24 hours.` },
    );
  if (!canMoveComplaint('new', initialStatusOf(category), by)) throw new Forbidden();
  return by;
}

/** The raise's checks outside a transaction, before any photo is decoded or stored (reads: the stay, its contacts, the count). */
async function checkMayRaise(
  caller: ComplaintCaller,
  body: { stayId: string; category: ComplaintCategory },
  nowMs: number,
): Promise<void> {
  const [stay, contacts] = await Promise.all([getStay(body.stayId), getStayContacts(body.stayId)]);
  if (!stay) throw new NotFound('This stay', 'stay_not_found');
  await raiserOf(caller, body.category, stay, contacts, () => countComplaintsOfStaySince(stay.id, sinceOf(nowMs)));
}

function raiseInTransaction(
  caller: ComplaintCaller,
  body: { stayId: string; category: ComplaintCategory; text: string },
  id: string,
  photoIds: string[],
  nowMs: number,
): Promise<ComplaintResponse> {
  return db().runTransaction(async (tx) => {
    const stay = await readStay(tx, body.stayId);
    const contacts = await readStayContacts(tx, body.stayId);
    const by = await raiserOf(caller, body.category, stay, contacts, () =>
      complaintsOfStaySince(tx, stay.id, sinceOf(nowMs)),
    );
    const route = complaintRouteOf(body.category);
    const rows = await readStatsOf(tx, stay.pgId);
    const ownerPhone = route === 'owner' ? await ownerPhoneOf(tx, stay) : null;

    const status = initialStatusOf(body.category);
    const at = new Date(nowMs).toISOString();
    const complaint: ComplaintDoc = {
      id,
      stayId: stay.id,
      pgId: stay.pgId,
      pgName: stay.pgName,
      ownerUid: stay.ownerUid,
      studentUid: stay.studentUid,
      studentFirstName: stay.studentFirstName,
      parentPhone: contacts?.parentPhone ?? '',
      roomLabel: stay.roomLabel,
      room: stay.room ? { sharing: stay.room.sharing, ac: stay.room.ac } : null,
      category: body.category,
      text: body.text,
      photoIds,
      raisedBy: by,
      status,
      handler: route,
      dueAt: deadlineOf(nowMs, COMPLAINT_ROUTING[body.category].hours),
      thread: [{ by, kind: 'raised', text: body.text, at }],
      reopenCount: 0,
      escalatedAt: route === 'staff' ? at : null,
      escalation: route === 'staff' ? 'category' : null,
      teamLateAt: null,
      answeredAt: null,
      resolvedAt: null,
      resolvedBy: null,
      hoursToResolve: null,
      hoursToOwnerAnswer: null,
      language: stay.language,
      createdAt: at,
      updatedAt: at,
    };
    writeComplaint(tx, complaint, true);
    writeComplaintAudit(tx, complaint.id, {
      actorUid: caller.uid,
      actorRole: by,
      from: null,
      to: status,
      action: 'raise',
      at,
    });
    writeStatsWith(tx, rows, complaint, nowMs);
    if (route === 'owner') queueToOwner(tx, complaint, ownerPhone);
    else queueToRaiser(tx, complaint, contacts?.studentPhone ?? null, 'urgent');
    return { complaint, changed: true };
  });
}

/**
 * GET /api/complaints/{id}/photos/{photoId}: one of the complaint's photos, for its readers only — its student, its
 * parent, the PG's owner (owner categories only: a safety or harassment complaint does not exist to them) and the team.
 * Anyone else, and a photo the complaint does not hold, is 404.
 */
export async function complaintPhoto(
  caller: ComplaintCaller,
  id: string,
  photoId: string,
  size: ComplaintPhotoSize,
): Promise<Buffer> {
  const c = await getComplaint(id);
  actorOf(caller, c);
  const bytes = c.photoIds.includes(photoId) ? await readComplaintPhoto(id, photoId, size) : null;
  if (!bytes) throw new NotFound('This photo', 'photo_not_found');
  return bytes;
}

/** The owner's number (users/{uid}.phone), for the text that a complaint is theirs; null when unknown. */
async function ownerPhoneOf(tx: Transaction, c: Pick<ComplaintDoc, 'ownerUid'>): Promise<string | null> {
  if (!c.ownerUid) return null;
  const phone: unknown = (await tx.get(userDocRef(c.ownerUid))).get('phone');
  return typeof phone === 'string' && phone ? phone : null;
}

/** The complaint's stay contacts' student number (for texts to a student who raised it). */
const studentPhoneOf = async (tx: Transaction, c: ComplaintDoc) =>
  (await readStayContacts(tx, c.stayId))?.studentPhone ?? null;

const lastEntry = (c: ComplaintDoc) => c.thread[c.thread.length - 1];

/**
 * Whether this is the owner's FIRST answer to the complaint (docs/decisions/217-owner-response-time.md): the one that
 * sets hoursToOwnerAnswer. Not when it is already set, nor when the thread already holds an owner's answer (a
 * complaint answered before the field existed keeps null rather than counting a later answer as the first).
 */
const isOwnersFirstAnswer = (by: ComplaintActor, c: ComplaintDoc): boolean =>
  by === 'owner' && c.hoursToOwnerAnswer === null && !c.thread.some((e) => e.by === 'owner' && e.kind === 'answer');

/**
 * POST /api/complaints/{id}/answer {text}: the owner answers a complaint they have (open or reopened); the team
 * answers one it has (escalated). The same answer again changes nothing; the owner answering a complaint the team has
 * taken is 409 with_team. The owner's first answer sets hoursToOwnerAnswer (once) and recounts the PG's numbers.
 */
export async function answerComplaint(
  caller: ComplaintCaller,
  id: string,
  text: string,
  nowMs = Date.now(),
): Promise<ComplaintResponse> {
  return db().runTransaction(async (tx) => {
    const current = await readComplaint(tx, id);
    const by = actorOf(caller, current);
    if (by !== 'owner' && by !== 'staff')
      throw new Forbidden('Only the PG’s owner, or KotaStay’s team once it has the complaint, can answer it.');
    const last = lastEntry(current);
    if (current.status === 'answered' && last?.kind === 'answer' && last.by === by && last.text === text)
      return responseFor(by, current, false);
    if (by === 'owner' && current.handler === 'staff')
      throw new Conflict('with_team', 'KotaStay’s team has taken this complaint over and answers the student now.');
    const studentPhone = await studentPhoneOf(tx, current);
    const first = isOwnersFirstAnswer(by, current);
    const rows = first ? await readStatsOf(tx, current.pgId) : null;
    const at = new Date(nowMs).toISOString();
    const next = applyChange(tx, current, {
      to: 'answered',
      by,
      actor: caller,
      entry: { by, kind: 'answer', text },
      patch: {
        dueAt: null,
        answeredAt: at,
        ...(first ? { hoursToOwnerAnswer: Math.max(0, hoursBetween(current.createdAt, at)) } : {}),
      },
      action: 'answer',
      nowMs,
    });
    if (rows) writeStatsWith(tx, rows, next, nowMs);
    queueToRaiser(tx, next, studentPhone, 'answered');
    return responseFor(by, next, true);
  });
}

/** POST /api/complaints/{id}/resolve: the student or the parent confirms the answer fixed it. Again: no change. */
export async function resolveComplaint(
  caller: ComplaintCaller,
  id: string,
  nowMs = Date.now(),
): Promise<ComplaintResponse> {
  return db().runTransaction(async (tx) => {
    const current = await readComplaint(tx, id);
    const by = actorOf(caller, current);
    if (by !== 'student' && by !== 'parent')
      throw new Forbidden('Only the student, or their parent, can say the complaint is resolved.');
    if (current.status === 'resolved') return responseFor(by, current, false);
    const rows = await readStatsOf(tx, current.pgId);
    const next = applyChange(tx, current, {
      to: 'resolved',
      by,
      actor: caller,
      entry: { by, kind: 'resolved', text: null },
      patch: resolvedPatch(current, by, nowMs),
      action: 'resolve',
      nowMs,
    });
    writeStatsWith(tx, rows, next, nowMs);
    return responseFor(by, next, true);
  });
}

/** Resolved: when and by whom, and the hours from raised to the answer accepted (what the listing's median counts). */
const resolvedPatch = (c: ComplaintDoc, by: 'student' | 'parent' | 'system', nowMs: number): Partial<ComplaintDoc> => ({
  dueAt: null,
  resolvedAt: new Date(nowMs).toISOString(),
  resolvedBy: by,
  hoursToResolve: hoursBetween(c.createdAt, c.answeredAt ?? new Date(nowMs).toISOString()),
});

/**
 * POST /api/complaints/{id}/reopen {text}: the student or the parent says the answer did not fix it. The first time
 * an owner's answer is reopened it goes back to the owner (their category's hours again); after that, or when the
 * team answered, to the team. The same reopening again changes nothing.
 */
export async function reopenComplaint(
  caller: ComplaintCaller,
  id: string,
  text: string,
  nowMs = Date.now(),
): Promise<ComplaintResponse> {
  return db().runTransaction(async (tx) => {
    const current = await readComplaint(tx, id);
    const by = actorOf(caller, current);
    if (by !== 'student' && by !== 'parent')
      throw new Forbidden('Only the student, or their parent, can reopen a complaint.');
    const last = lastEntry(current);
    if (current.status !== 'answered' && last?.kind === 'reopened' && last.text === text)
      return responseFor(by, current, false);
    const studentPhone = await studentPhoneOf(tx, current);
    const to = reopenTargetOf(current);
    const ownerPhone = to === 'reopened' ? await ownerPhoneOf(tx, current) : null;
    const patch: Partial<ComplaintDoc> =
      to === 'reopened'
        ? { dueAt: deadlineOf(nowMs, COMPLAINT_ROUTING[current.category].hours), reopenCount: current.reopenCount + 1 }
        : { ...toTeam(current, 'reopened', nowMs), reopenCount: current.reopenCount + 1 };
    const next = applyChange(tx, current, {
      to,
      by,
      actor: caller,
      entry: { by, kind: 'reopened', text },
      patch,
      action: 'reopen',
      nowMs,
    });
    if (to === 'reopened') queueToOwner(tx, next, ownerPhone);
    else if (current.handler === 'owner') queueToRaiser(tx, next, studentPhone, 'escalated');
    return responseFor(by, next, true);
  });
}

/** POST /api/complaints/{id}/escalate: the team takes over a complaint still with the owner, before its deadline. */
export async function takeOverComplaint(
  caller: ComplaintCaller,
  id: string,
  nowMs = Date.now(),
): Promise<ComplaintResponse> {
  return db().runTransaction(async (tx) => {
    const current = await readComplaint(tx, id);
    const by = actorOf(caller, current);
    if (by !== 'staff') throw new Forbidden('Only KotaStay’s team can take a complaint over.');
    if (current.status === 'escalated') return responseFor(by, current, false);
    const next = applyChange(tx, current, {
      to: 'escalated',
      by,
      actor: caller,
      entry: { by, kind: 'escalated', text: null },
      patch: toTeam(current, 'staff', nowMs),
      action: 'take_over',
      nowMs,
    });
    return responseFor(by, next, true);
  });
}

/**
 * Escalates one complaint whose owner's deadline has passed (the job): open or reopened → escalated, with the team's
 * deadline, and a text to whoever raised it. A complaint no longer with the owner, or not yet due, is left (false).
 */
export async function escalateComplaint(id: string, nowMs: number): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const current = await readComplaint(tx, id);
    if (
      (current.status !== 'open' && current.status !== 'reopened') ||
      !current.dueAt ||
      Date.parse(current.dueAt) > nowMs
    )
      return false;
    const studentPhone = await studentPhoneOf(tx, current);
    const next = applyChange(tx, current, {
      to: 'escalated',
      by: 'system',
      actor: 'system',
      entry: { by: 'system', kind: 'escalated', text: null },
      patch: toTeam(current, 'deadline', nowMs),
      action: 'deadline_passed',
      nowMs,
    });
    queueToRaiser(tx, next, studentPhone, 'escalated');
    return true;
  });
}

/**
 * Marks one complaint the team has not answered by its own deadline (the job): `teamLateAt`, an audit entry; its status
 * does not change (it is already with the team), the queue puts it first for an admin. Once only per deadline.
 */
export async function markTeamLate(id: string, nowMs: number): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const current = await readComplaint(tx, id);
    if (current.status !== 'escalated' || current.teamLateAt || !current.dueAt || Date.parse(current.dueAt) > nowMs)
      return false;
    const at = new Date(nowMs).toISOString();
    writeComplaint(tx, { ...current, teamLateAt: at, updatedAt: at });
    writeComplaintAudit(tx, id, {
      actorUid: null,
      actorRole: 'system',
      from: current.status,
      to: current.status,
      action: 'team_deadline_passed',
      at,
    });
    return true;
  });
}

/** Closes one answered complaint nobody replied to in ANSWERED_CLOSE_DAYS as resolved (by the system). */
export async function closeQuietComplaint(id: string, nowMs: number): Promise<boolean> {
  return db().runTransaction(async (tx) => {
    const current = await readComplaint(tx, id);
    if (
      current.status !== 'answered' ||
      !current.answeredAt ||
      Date.parse(current.answeredAt) + ANSWERED_CLOSE_DAYS * 86_400_000 > nowMs
    )
      return false;
    const rows = await readStatsOf(tx, current.pgId);
    const next = applyChange(tx, current, {
      to: 'resolved',
      by: 'system',
      actor: 'system',
      entry: { by: 'system', kind: 'resolved', text: null },
      patch: resolvedPatch(current, 'system', nowMs),
      action: 'closed_without_reply',
      nowMs,
    });
    writeStatsWith(tx, rows, next, nowMs);
    return true;
  });
}

/**
 * The escalation job (every 15 minutes, triggers/complaint-escalation.ts): every complaint still with the owner whose
 * deadline has passed goes to the team; every complaint the team has not answered by its own deadline is marked late
 * (teamLateAt: first in the queue, for an admin); every answer left without a reply for ANSWERED_CLOSE_DAYS is closed
 * as resolved. At most `limit` of each a run; one failing complaint does not stop the others (tried again next run).
 * Pure in its clock: tests move time by passing the instant.
 */
export async function runComplaintDeadlines(
  nowMs: number,
  limit = 200,
): Promise<{ escalated: number; late: number; closed: number }> {
  const nowIso = new Date(nowMs).toISOString();
  const closeBefore = new Date(nowMs - ANSWERED_CLOSE_DAYS * 86_400_000).toISOString();
  const [overdue, quiet] = await Promise.all([overdueWithOwner(nowIso, limit), answeredBefore(closeBefore, limit)]);
  let escalated = 0;
  let late = 0;
  let closed = 0;
  for (const c of overdue) {
    try {
      if (await escalateComplaint(c.id, nowMs)) escalated++;
    } catch (err) {
      logger.error('Could not escalate an overdue complaint', { complaintId: c.id, err: String(err) });
    }
  }
  // After the escalations, so a complaint that reached the team in this run is not already late.
  for (const c of await overdueWithTeam(nowIso, limit)) {
    try {
      if (await markTeamLate(c.id, nowMs)) late++;
    } catch (err) {
      logger.error('Could not mark a complaint past the team’s deadline', { complaintId: c.id, err: String(err) });
    }
  }
  for (const c of quiet) {
    try {
      if (await closeQuietComplaint(c.id, nowMs)) closed++;
    } catch (err) {
      logger.error('Could not close an answered complaint', { complaintId: c.id, err: String(err) });
    }
  }
  return { escalated, late, closed };
}

/**
 * GET /api/complaint-stats/{pgId}: a PG's numbers for its page, only once COMPLAINT_STATS_MIN complaints were raised in
 * the window (as counted at the last change of one of them), with the owner's median time to a first answer only once
 * they have answered OWNER_RESPONSE_MIN (complaintStatsResponseOf). No category breakdown: a complaint is a claim, not
 * a finding, and "harassment" next to a PG's name on a public page would publish it as one.
 */
export async function publicComplaintStats(pgId: string): Promise<ComplaintStatsResponse> {
  return complaintStatsResponseOf(pgId, await getComplaintStats(pgId));
}
