// A listing's free beds, taken one at a time by the move-in desk (docs/decisions/080-bookings-and-payments.md). The
// live listing and the owner's draft both carry the rooms; both lose the bed, each written only if it is still the
// version read — so a crowd of confirmations never waits on each other's locks: one commit wins, the others fail
// their precondition at once, read again and find no bed.
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { derivePgFields, type RoomOption } from '@kotastay/shared/schemas/pg';
import { Conflict } from '../errors';
import { pgDraftsCol, pgsCol } from './store';

/** The listing and its draft as read before the transaction that takes a bed (outside it, so it holds no lock). */
export type BedsRead = { live: DocumentSnapshot; draft: DocumentSnapshot };

export const noFreeBed = () =>
  new Conflict('no_free_bed', 'This room option has no free bed left. Pick another room with the student, or cancel with “room taken”.');

/** Two reads: the live listing and its draft. */
export async function readBeds(pgId: string): Promise<BedsRead> {
  const [live, draft] = await Promise.all([pgsCol().doc(pgId).get(), pgDraftsCol().doc(pgId).get()]);
  return { live, draft };
}

/**
 * Writes the listing and the draft with one bed fewer in `roomId`, each on the condition that it is still the
 * version read (`live`, `draft`); throws no_free_bed when the room has none. Writes only.
 */
export function takeBed(tx: Transaction, roomId: string, { live, draft }: BedsRead, nowMs: number): void {
  const rooms = (live.get('rooms') as RoomOption[] | undefined) ?? [];
  const room = rooms.find((r) => r.id === roomId);
  if (live.exists && !room) {
    throw new Conflict('room_removed', 'The owner has removed this room option from the listing. Pick another room with the student, or cancel with “room taken”.');
  }
  if (!live.exists || !live.updateTime || !room || !(room.bedsAvailable > 0)) throw noFreeBed();
  const liveRooms = rooms.map((r) => (r.id === roomId ? { ...r, bedsAvailable: r.bedsAvailable - 1 } : r));
  tx.update(live.ref, { rooms: liveRooms, ...derivePgFields(liveRooms), updatedAt: new Date(nowMs).toISOString() }, { lastUpdateTime: live.updateTime });
  const draftRooms = (draft.get('rooms') as RoomOption[] | undefined) ?? null;
  if (draft.exists && draft.updateTime && draftRooms?.some((r) => r.id === roomId)) {
    tx.update(
      draft.ref,
      {
        rooms: draftRooms.map((r) => (r.id === roomId ? { ...r, bedsAvailable: Math.max(0, r.bedsAvailable - 1) } : r)),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { lastUpdateTime: draft.updateTime },
    );
  }
}

/**
 * Gives one bed back to `roomId` (a stay ended on its exit date, docs/decisions/207-stays-notice-and-exit.md): the
 * live listing and the draft, each on the condition that it is still the version read, never above the room's
 * `bedsTotal`. A room the owner has since removed gets nothing back (false). Writes only.
 */
export function giveBed(tx: Transaction, roomId: string, { live, draft }: BedsRead, nowMs: number): boolean {
  const rooms = (live.get('rooms') as RoomOption[] | undefined) ?? [];
  const room = rooms.find((r) => r.id === roomId);
  if (!live.exists || !live.updateTime || !room) return false;
  const liveRooms = rooms.map((r) => (r.id === roomId ? { ...r, bedsAvailable: Math.min(r.bedsTotal, r.bedsAvailable + 1) } : r));
  tx.update(live.ref, { rooms: liveRooms, ...derivePgFields(liveRooms), updatedAt: new Date(nowMs).toISOString() }, { lastUpdateTime: live.updateTime });
  const draftRooms = (draft.get('rooms') as RoomOption[] | undefined) ?? null;
  if (draft.exists && draft.updateTime && draftRooms?.some((r) => r.id === roomId)) {
    tx.update(
      draft.ref,
      {
        rooms: draftRooms.map((r) => (r.id === roomId ? { ...r, bedsAvailable: Math.min(r.bedsTotal, r.bedsAvailable + 1) } : r)),
        updatedAt: FieldValue.serverTimestamp(),
      },
      { lastUpdateTime: draft.updateTime },
    );
  }
  return true;
}

/**
 * Moves one bed from `fromRoomId` to `toRoomId` of the same listing (a room change, docs/requirements/stays.md#room-change):
 * one fewer free in the new room (no_free_bed when it has none; room_removed when the owner removed it), one more in
 * the old (never above its total; nothing when that room is gone). The live listing and the draft, each on the
 * condition that it is still the version read, in ONE update each. Writes only.
 */
export function moveBed(tx: Transaction, fromRoomId: string, toRoomId: string, { live, draft }: BedsRead, nowMs: number): RoomOption {
  if (fromRoomId === toRoomId) throw new Conflict('no_room_change', 'The student already lives in this room.');
  const rooms = (live.get('rooms') as RoomOption[] | undefined) ?? [];
  const to = rooms.find((r) => r.id === toRoomId);
  if (live.exists && !to) throw new Conflict('room_removed', 'The owner has removed this room option from the listing. Pick another room with the student.');
  if (!live.exists || !live.updateTime || !to || !(to.bedsAvailable > 0)) throw noFreeBed();
  const moved = (r: RoomOption): RoomOption =>
    r.id === toRoomId
      ? { ...r, bedsAvailable: Math.max(0, r.bedsAvailable - 1) }
      : r.id === fromRoomId
        ? { ...r, bedsAvailable: Math.min(r.bedsTotal, r.bedsAvailable + 1) }
        : r;
  const liveRooms = rooms.map(moved);
  tx.update(live.ref, { rooms: liveRooms, ...derivePgFields(liveRooms), updatedAt: new Date(nowMs).toISOString() }, { lastUpdateTime: live.updateTime });
  const draftRooms = (draft.get('rooms') as RoomOption[] | undefined) ?? null;
  if (draft.exists && draft.updateTime && draftRooms) {
    tx.update(draft.ref, { rooms: draftRooms.map(moved), updatedAt: FieldValue.serverTimestamp() }, { lastUpdateTime: draft.updateTime });
  }
  return to;
}
