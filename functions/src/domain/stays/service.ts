// The ONE writer of stays (docs/decisions/207-stays-notice-and-exit.md): a stay is made inside the move-in
// confirmation's transaction (bookings/desk.ts confirmMoveIn), a notice moves it to `notice_given`, and on the exit
// date the exit job ends it and gives the bed back. Every change is one transaction that checks the state table
// (canStayTransition) and writes the stay, its timeline, an audit entry, the staff audit log (staff actions) and
// the outbox messages together. Asking for what is already so changes nothing.
import { isStaleOrContended, retryWhileContended } from '../../lib/retry';
import type { Transaction } from 'firebase-admin/firestore';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import {
  NOTICE_MAX_DAYS_AHEAD,
  NOTICE_PERIOD_DAYS,
  canStayTransition,
  earliestExitDate,
  latestExitDate,
  stayStatement,
  stayStatusLabel,
  type StayActor,
  type StayContactsDoc,
  type StayDoc,
  type StayResponse,
  type StayStatus,
} from '@kotastay/shared/schemas/stay';
import { db } from '../../lib/admin';
import { logger } from '../../lib/log';
import { recordStaffAction } from '../audit';
import { Conflict, Forbidden, InvalidInput, type Actor } from '../errors';
import { giveBed, readBeds } from '../listings';
import { isStaffRole } from '../users';
import { queueStayMessages, type StayTemplate } from './messages';
import { newStay, type NewStayInput } from './new-stay';
import { createFirstInvoiceInTx, executeRentRefunds, readStayInvoices, settleRentOnExitInTx } from './rent';
import { getStay, readStay, readStayContacts, stayNotFound, staysDueToEnd, writeNoticeReason, writeStay, writeStayAudit, writeStayContacts } from './store';

/**
 * Makes the stay in the move-in confirmation's transaction (writes only; its id is the booking's, and `create`
 * fails rather than write a second one). The confirmation answers `{changed:false}` before this for a booking
 * already confirmed, so a retried confirmation makes no second stay and takes no second bed.
 */
export function createStayInTx(tx: Transaction, input: NewStayInput, actor: Actor, nowMs: number): StayDoc {
  const { stay, contacts } = newStay(input, nowMs);
  writeStay(tx, stay, true);
  writeStayContacts(tx, stay.id, contacts);
  writeStayAudit(tx, stay.id, { actorUid: actor.uid, actorRole: actor.role, from: null, to: 'active', action: 'move_in', reason: null, at: stay.createdAt });
  // The first month's rent, the ₹499 token netted, is due from the move-in (docs/decisions/209-monthly-rent.md).
  createFirstInvoiceInTx(tx, stay, nowMs);
  return stay;
}

const invalidStayTransition = (from: StayStatus, to: StayStatus) =>
  new Conflict('invalid_transition', `This stay is now “${stayStatusLabel[from]}”, so it cannot be moved to “${stayStatusLabel[to]}”. Reload to see its current state.`);

type StayChange = {
  to: StayStatus;
  actor: Actor | 'system';
  by: StayActor;
  patch: Partial<Pick<StayDoc, 'notice' | 'statement' | 'endedAt' | 'roomChange'>>;
  action: string;
  reason?: string | null;
  message: StayTemplate;
  nowMs: number;
};

/** Moves a stay (after every read of the transaction): the state table, the stay, its timeline, audit and outbox. */
function applyStayTransition(tx: Transaction, current: StayDoc, contacts: StayContactsDoc | null, c: StayChange): StayDoc {
  if (!canStayTransition(current.status, c.to, c.by)) throw invalidStayTransition(current.status, c.to);
  const at = new Date(c.nowMs).toISOString();
  const by = c.by === 'system' ? 'system' : c.by === 'student' ? 'student' : 'team';
  const next: StayDoc = { ...current, ...c.patch, status: c.to, timeline: [...current.timeline, { status: c.to, at, by }], updatedAt: at };
  writeStay(tx, next);
  writeStayAudit(tx, current.id, {
    actorUid: c.actor === 'system' ? null : c.actor.uid,
    actorRole: c.actor === 'system' ? 'system' : (c.actor.role ?? c.by),
    from: current.status,
    to: c.to,
    action: c.action,
    reason: c.reason ?? null,
    at,
  });
  if (c.actor !== 'system' && c.by !== 'student' && isStaffRole(c.actor.role)) {
    recordStaffAction(tx, {
      actor: c.actor,
      action: 'stay.notice',
      targetType: 'stay',
      targetId: current.id,
      summary: `Recorded notice on stay ${current.id}: exit on ${next.notice?.exitDate ?? '?'}`,
      before: { status: current.status },
      after: { status: c.to, ...c.patch },
      reason: c.reason ?? null,
      nowMs: c.nowMs,
    });
  }
  if (contacts) queueStayMessages(tx, next, contacts, c.message);
  else logger.warn('Stay without contacts: no message queued', { stayId: current.id });
  return next;
}

/** Who is asking, in the state table's words: the stay's student, or current move-in staff / admins. */
function stayActorOf(actor: Actor, stay: StayDoc): StayActor {
  if (actor.role === 'admin' || actor.role === 'super_admin') return 'admin';
  if (actor.role === 'movein_team') return 'movein_team';
  if (stay.studentUid === actor.uid) return 'student';
  throw new Forbidden();
}

/**
 * POST /api/stays/{id}/notice {exitDate, reason?}: active → notice_given. The exit date is at least
 * NOTICE_PERIOD_DAYS after today (Kota) and at most NOTICE_MAX_DAYS_AHEAD; the same notice again answers
 * `{changed:false}`; a different date once notice is given is 409 notice_already_given (the team changes it).
 * Someone else's stay is 404, as if it did not exist.
 */
export async function giveNotice(actor: Actor, id: string, input: { exitDate: string; reason?: string | undefined }, nowMs = Date.now()): Promise<StayResponse> {
  const today = kotaDate(nowMs);
  const earliest = earliestExitDate(today);
  const latest = latestExitDate(today);
  if (Number.isNaN(Date.parse(`${input.exitDate}T00:00:00Z`)) || new Date(`${input.exitDate}T00:00:00Z`).toISOString().slice(0, 10) !== input.exitDate) {
    throw new InvalidInput('Check the exit date: exitDate.', { exitDate: 'Pick a real date.' });
  }
  if (input.exitDate < earliest) {
    throw new InvalidInput('Check the exit date: exitDate.', { exitDate: `The notice period is ${NOTICE_PERIOD_DAYS} days: pick ${earliest} or later.` });
  }
  if (input.exitDate > latest) {
    throw new InvalidInput('Check the exit date: exitDate.', { exitDate: `Pick a date within ${NOTICE_MAX_DAYS_AHEAD} days: ${latest} or earlier.` });
  }
  return db().runTransaction(async (tx) => {
    const current = await readStay(tx, id);
    const isStaff = actor.role === 'admin' || actor.role === 'super_admin' || actor.role === 'movein_team';
    if (!isStaff && current.studentUid !== actor.uid) throw stayNotFound();
    const by = stayActorOf(actor, current);
    if (current.status === 'notice_given' && current.notice?.exitDate === input.exitDate) return { stay: current, changed: false };
    if (current.status === 'notice_given') {
      throw new Conflict('notice_already_given', `Notice is already given with the exit date ${current.notice?.exitDate ?? ''}. Ask the move-in team to change it.`);
    }
    const contacts = await readStayContacts(tx, id);
    const next = applyStayTransition(tx, current, contacts, {
      to: 'notice_given',
      actor,
      by,
      // The free-text reason stays off the stay document: stay_contacts (student, parent, staff) and the staff audit.
      patch: {
        notice: { givenAt: new Date(nowMs).toISOString(), exitDate: input.exitDate, by: by === 'student' ? 'student' : 'team', reason: null },
        // A room change still waiting is closed: the room no longer changes once the student is leaving.
        ...(current.roomChange?.status === 'requested'
          ? { roomChange: { ...current.roomChange, status: 'withdrawn' as const, decidedAt: new Date(nowMs).toISOString() } }
          : {}),
      },
      action: 'notice',
      reason: input.reason ?? null,
      message: 'notice_given',
      nowMs,
    });
    if (contacts) writeNoticeReason(tx, id, input.reason ?? null);
    return { stay: next, changed: true };
  });
}

/**
 * Ends one stay whose exit date has come: notice_given → ended with its final statement, the bed given back to the
 * room (listing and draft, read outside the transaction and written on the condition that they are unchanged, as
 * the confirmation takes it), the final statement queued to the student and the parent. A stay already ended, or
 * not yet due, is left as it is (false). Idempotent.
 */
export async function endStay(id: string, nowMs: number): Promise<boolean> {
  const today = kotaDate(nowMs);
  // The listing changed since it was read (a confirmation, the owner's beds), or contention: read again.
  return retryWhileContended(async () => {
    const pgId = (await getStay(id))?.pgId;
    const beds = pgId ? await readBeds(pgId) : null;
    let refundMonths: string[] = [];
    const ended = await db().runTransaction(async (tx) => {
      refundMonths = [];
      const current = await readStay(tx, id);
      if (current.status !== 'notice_given' || !current.notice || current.notice.exitDate > today) return false;
      const contacts = await readStayContacts(tx, id);
      const invoices = await readStayInvoices(tx, id);
      // Rent (decision 209): a month not begun is void, a paid month's unused days go back; the statement says so.
      const rent = settleRentOnExitInTx(tx, current, contacts, invoices, current.notice.exitDate, nowMs);
      refundMonths = rent.months;
      const statement = {
        ...stayStatement(current, current.notice.exitDate, nowMs),
        rentPaidThrough: rent.rentPaidThrough,
        unusedRentRefundInr: rent.unusedRentRefundInr,
      };
      applyStayTransition(tx, current, contacts, {
        to: 'ended',
        actor: 'system',
        by: 'system',
        patch: { statement, endedAt: new Date(nowMs).toISOString() },
        action: 'exit',
        message: 'final_statement',
        nowMs,
      });
      if (!beds || current.pgId !== pgId || !giveBed(tx, current.roomId, beds, nowMs)) {
        logger.warn('Stay ended without a bed to give back (listing or room option gone)', { stayId: id, pgId: current.pgId, roomId: current.roomId });
      }
      return true;
    });
    for (const month of refundMonths) await executeRentRefunds(id, month, nowMs);
    return ended;
  }, { attempts: 6, retryOn: isStaleOrContended });
}

/**
 * The exit job (every 15 minutes, triggers/stay-exit.ts): ends every stay whose exit date (Kota) has come, at most
 * `limit` a run. One failing stay does not stop the others; it is tried again next run. Returns how many ended.
 */
export async function endDueStays(nowMs: number, limit = 200): Promise<number> {
  const due = await staysDueToEnd(kotaDate(nowMs), limit);
  let ended = 0;
  for (const s of due) {
    try {
      if (await endStay(s.id, nowMs)) ended++;
    } catch (err) {
      logger.error('Could not end a stay on its exit date', { stayId: s.id, err: String(err) });
    }
  }
  return ended;
}
