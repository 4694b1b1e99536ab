// Room change on request (docs/requirements/stays.md#room-change): the student (or the move-in team for them) asks
// for another room option at the same PG; the move-in team approves when a bed there is free — the bed moves with
// the student in the same commit, and the new rent applies from the next billing date — or declines with a note.
// The stay stays `active`; the request is `stay.roomChange`. Each change is one transaction with the stay, the
// owner's view, an audit entry, the staff audit log (staff decisions) and the texts. Asking again for what is
// already so changes nothing.
import { isStaleOrContended, retryWhileContended } from '../../lib/retry';
import type { Transaction } from 'firebase-admin/firestore';
import { englishRoomLabel, kotaDate, roomText } from '@kotastay/shared/schemas/booking';
import { RoomOptionSchema } from '@kotastay/shared/schemas/pg';
import { RENT_INVOICE_LEAD_DAYS } from '@kotastay/shared/schemas/rent';
import {
  addDays,
  billingDateAfter,
  type RoomChangeBody,
  type RoomChangeDecisionBody,
  type StayDoc,
  type StayResponse,
} from '@kotastay/shared/schemas/stay';
import { db } from '../../lib/admin';
import { recordStaffAction } from '../audit';
import { Conflict, Forbidden, InvalidInput, type Actor } from '../errors';
import { moveBed, readBeds, type BedsRead } from '../listings';
import { queueStayMessages, stayDateLabel, type StayTemplate } from './messages';
import { getStay, readStay, readStayContacts, stayNotFound, writeStay, writeStayAudit } from './store';

const isStaff = (actor: Actor) => actor.role === 'movein_team' || actor.role === 'admin' || actor.role === 'super_admin';

/** The listing's room options as read (the live listing: what students see). */
function roomsOf(beds: BedsRead) {
  const parsed = RoomOptionSchema.array().safeParse(beds.live.get('rooms'));
  return parsed.success ? parsed.data : [];
}

function writeChange(
  tx: Transaction,
  current: StayDoc,
  next: StayDoc,
  actor: Actor,
  action: 'room_change_request' | 'room_change_done' | 'room_change_decline',
  message: StayTemplate,
  extra: Record<string, string>,
  contacts: Awaited<ReturnType<typeof readStayContacts>>,
  reason: string | null,
  nowMs: number,
): void {
  writeStay(tx, next);
  writeStayAudit(tx, current.id, { actorUid: actor.uid, actorRole: actor.role, from: current.status, to: next.status, action, reason, at: next.updatedAt });
  if (isStaff(actor)) {
    recordStaffAction(tx, {
      actor,
      action: `stay.${action}` as const,
      targetType: 'stay',
      targetId: current.id,
      summary: `${action.replace(/_/g, ' ')} on stay ${current.id}: ${current.roomLabel} → ${next.roomChange?.toRoomLabel ?? '?'}`,
      before: { roomId: current.roomId, rentInr: current.rentInr, roomChange: current.roomChange?.status ?? null },
      after: { roomId: next.roomId, rentInr: next.rentInr, roomChange: next.roomChange?.status ?? null },
      reason,
      nowMs,
    });
  }
  if (contacts) queueStayMessages(tx, next, contacts, message, extra);
}

/**
 * POST /api/stays/{id}/room-change {roomId}: the stay's student (or current move-in staff) asks to move to another
 * room option of the same PG. Only while living there (not under notice). A request already open for the same room
 * answers unchanged; one for another room replaces it.
 */
export async function requestRoomChange(actor: Actor, id: string, body: RoomChangeBody, nowMs = Date.now()): Promise<StayResponse> {
  const before = await getStay(id);
  if (!before || (!isStaff(actor) && before.studentUid !== actor.uid)) throw stayNotFound();
  const beds = await readBeds(before.pgId);
  const room = roomsOf(beds).find((r) => r.id === body.roomId);
  if (!room) throw new InvalidInput('Check the room: roomId.', { roomId: 'Pick a room option of this PG.' });
  if (room.id === before.roomId) throw new InvalidInput('Check the room: roomId.', { roomId: 'This is the room you live in now: pick another.' });
  return db().runTransaction(async (tx) => {
    const current = await readStay(tx, id);
    if (current.status !== 'active') {
      throw new Conflict('room_change_not_open', 'A room can be changed only while you live in the PG and have not given notice.');
    }
    const open = current.roomChange?.status === 'requested' ? current.roomChange : null;
    if (open?.toRoomId === room.id) return { stay: current, changed: false };
    // Checked again on the stay as it is now: a move approved meanwhile may have put the student in this room.
    if (room.id === current.roomId) throw new InvalidInput('Check the room: roomId.', { roomId: 'This is the room you live in now: pick another.' });
    const contacts = await readStayContacts(tx, id);
    const at = new Date(nowMs).toISOString();
    const toRoom = { sharing: room.sharing, ac: room.ac };
    const next: StayDoc = {
      ...current,
      roomChange: {
        status: 'requested',
        fromRoomId: current.roomId,
        fromRoomLabel: current.roomLabel,
        toRoomId: room.id,
        toRoomLabel: englishRoomLabel(toRoom),
        toRoom,
        toRentInr: room.rentInr,
        fromRentInr: current.rentInr,
        fromMonthlyTotalInr: current.monthlyTotalInr,
        requestedAt: at,
        by: isStaff(actor) && current.studentUid !== actor.uid ? 'team' : 'student',
        decidedAt: null,
        rentFromDate: null,
        note: null,
      },
      updatedAt: at,
    };
    writeChange(tx, current, next, actor, 'room_change_request', 'room_change_requested', { toRoom: roomText(toRoom, current.language) }, contacts, null, nowMs);
    return { stay: next, changed: true };
  });
}

/**
 * POST /api/stays/{id}/room-change/decision {decision, note?} (current move-in staff, admins). Approve: the bed moves
 * from the old room to the new one (409 no_free_bed when the new room has none, nothing written), the stay's room and
 * rent become the new room's at today's listing rent, applying from the next billing date. Decline: the note goes to
 * the student. A request already decided the same way answers unchanged.
 */
export async function decideRoomChange(actor: Actor, id: string, body: RoomChangeDecisionBody, nowMs = Date.now()): Promise<StayResponse> {
  if (!isStaff(actor)) throw new Forbidden();
  // The listing is read outside the transaction and written on the condition that it is unchanged (as the move-in
  // confirmation takes a bed): a listing changed meanwhile is read again.
  return retryWhileContended(() => decideOnce(actor, id, body, nowMs), { attempts: 6, retryOn: isStaleOrContended });
}

async function decideOnce(actor: Actor, id: string, body: RoomChangeDecisionBody, nowMs: number): Promise<StayResponse> {
  const before = await getStay(id);
  if (!before) throw stayNotFound();
  const beds = body.decision === 'approve' ? await readBeds(before.pgId) : null;
  return db().runTransaction(async (tx) => {
    const current = await readStay(tx, id);
    const change = current.roomChange;
    const already = body.decision === 'approve' ? 'done' : 'declined';
    if (change?.status === already) return { stay: current, changed: false };
    if (!change || change.status !== 'requested') throw new Conflict('no_room_change', 'This stay has no room change waiting for a decision. Reload to see it.');
    const contacts = await readStayContacts(tx, id);
    const at = new Date(nowMs).toISOString();
    const note = body.note?.trim() || null;
    // Declining is always possible (a request must never be stuck on the desk); approving only while living there.
    if (body.decision === 'decline') {
      const next: StayDoc = { ...current, roomChange: { ...change, status: 'declined', decidedAt: at, note }, updatedAt: at };
      writeChange(tx, current, next, actor, 'room_change_decline', 'room_change_declined', { note: note ?? '', toRoom: roomText(change.toRoom, current.language) }, contacts, note, nowMs);
      return { stay: next, changed: true };
    }
    if (current.status !== 'active') throw new Conflict('room_change_not_open', 'Notice has been given on this stay, so its room is no longer changed.');
    if (!beds || before.pgId !== current.pgId || change.toRoomId === current.roomId) {
      throw new Conflict('no_room_change', 'This stay changed meanwhile. Reload to see it.');
    }
    const room = moveBed(tx, current.roomId, change.toRoomId, beds, nowMs);
    // The first billing date whose month is not billed yet: a month's invoice is made RENT_INVOICE_LEAD_DAYS before
    // its billing date from the stay as it then is (decision 209), so one made already keeps the old rent.
    const rentFromDate = billingDateAfter(addDays(kotaDate(nowMs), RENT_INVOICE_LEAD_DAYS), current.billingDay);
    const toRoom = { sharing: room.sharing, ac: room.ac };
    const next: StayDoc = {
      ...current,
      roomId: room.id,
      roomLabel: englishRoomLabel(toRoom),
      room: toRoom,
      rentInr: room.rentInr,
      monthlyTotalInr: room.rentInr + current.extrasInr,
      // The team's note goes with a decline only (the approve button sends none).
      roomChange: { ...change, status: 'done', toRentInr: room.rentInr, fromRentInr: current.rentInr, fromMonthlyTotalInr: current.monthlyTotalInr, decidedAt: at, rentFromDate, note: null },
      updatedAt: at,
    };
    writeChange(
      tx,
      current,
      next,
      actor,
      'room_change_done',
      'room_change_done',
      { toRoom: roomText(toRoom, current.language), toRent: room.rentInr.toLocaleString('en-IN'), rentFrom: stayDateLabel(rentFromDate, current.language) },
      contacts,
      note,
      nowMs,
    );
    return { stay: next, changed: true };
  });
}
