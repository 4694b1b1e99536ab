// Occupancy of an owner's PG and beds filled elsewhere in one tap (docs/decisions/216-occupancy-slots-performance.md).
// Free beds stay the one stored number (the room option's bedsAvailable, in the live listing and the draft, which the
// search index follows through its trigger); "elsewhere" is capacity − stays on KotaStay − free, so the three always
// add up and a move-in or an exit (which move free beds) leaves the owner's "elsewhere" count as it was.
import { FieldValue } from 'firebase-admin/firestore';
import { derivePgFields, type RoomOption } from '@kotastay/shared/schemas/pg';
import { elsewhereOf, type ExpectedExit, type OccupancyResponse, type RoomOccupancy } from '@kotastay/shared/schemas/occupancy';
import { db } from '../../lib/admin';
import { invalid, ListingError } from './errors';
import { ownDraftRooms, staysPerRoom, type ActiveStaysOf } from './drafts';
import { pgDraftsCol, pgsCol } from './store';

/** Exits further ahead than this are not in the month view (a notice is at most 120 days ahead: decision 207). */
const EXITS_MAX = 200;

const roomOccupancy = (r: RoomOption, free: number, onKotaStay: number): RoomOccupancy => ({
  roomId: r.id,
  sharing: r.sharing,
  ac: r.ac,
  bedsTotal: r.bedsTotal,
  onKotaStay,
  elsewhere: elsewhereOf(r.bedsTotal, onKotaStay, free),
  bedsAvailable: free,
});

/** The owner's occupancy of one of their PGs, per room option, and the expected exits (notices) by date. */
export async function occupancyOf(pgId: string, uid: string, staysOf: ActiveStaysOf): Promise<OccupancyResponse> {
  const d = await ownDraftRooms(pgId, uid);
  const [liveSnap, stays] = await Promise.all([pgsCol().doc(pgId).get(), staysOf(null, pgId)]);
  const liveRooms = (liveSnap.get('rooms') as RoomOption[] | undefined) ?? [];
  const held = staysPerRoom(stays);
  const rooms = d.rooms.map((r) => roomOccupancy(r, liveRooms.find((l) => l.id === r.id)?.bedsAvailable ?? r.bedsAvailable, held[r.id] ?? 0));
  const exits: ExpectedExit[] = stays
    .filter((s): s is typeof s & { exitDate: string } => s.exitDate !== null)
    .map((s) => ({ exitDate: s.exitDate, roomId: s.roomId, firstName: s.firstName }))
    .sort((a, b) => a.exitDate.localeCompare(b.exitDate))
    .slice(0, EXITS_MAX);
  return { pgId, rooms, exits };
}

/**
 * One bed more (+1) or fewer (−1) filled outside KotaStay: free beds down or up by one, in the draft and the live
 * listing, in one transaction. `expected` is the "elsewhere" count the owner's screen showed: when it no longer
 * matches (a second tap's retry, another device, a move-in), 409 `stale` and nothing changes — so a retried tap never
 * counts twice. Never below 0 elsewhere; never more than capacity − stays on KotaStay (no free bed left: 409).
 */
export async function changeElsewhere(
  pgId: string,
  uid: string,
  body: { roomId: string; change: 1 | -1; expected: number },
  staysOf: ActiveStaysOf,
): Promise<RoomOccupancy> {
  return db().runTransaction(async (tx) => {
    const d = await ownDraftRooms(pgId, uid, tx);
    const [liveSnap, stays] = await Promise.all([tx.get(pgsCol().doc(pgId)), staysOf(tx, pgId)]);
    const room = d.rooms.find((r) => r.id === body.roomId);
    if (!room) throw invalid({ roomId: 'This room option is not in the listing.' });
    const liveRooms = liveSnap.exists ? ((liveSnap.get('rooms') as RoomOption[] | undefined) ?? []) : [];
    const liveRoom = liveRooms.find((r) => r.id === body.roomId);
    const free = liveRoom?.bedsAvailable ?? room.bedsAvailable;
    const before = roomOccupancy(room, free, staysPerRoom(stays)[room.id] ?? 0);
    if (before.elsewhere !== body.expected)
      throw new ListingError('conflict', 'stale', `Beds filled elsewhere changed to ${before.elsewhere} since you looked. Check the number and try again.`);
    if (body.change === 1 && free <= 0)
      throw new ListingError('conflict', 'no_free_bed', 'This room option has no free bed left to fill.');
    if (body.change === -1 && before.elsewhere <= 0)
      throw new ListingError('conflict', 'none_elsewhere', 'No bed of this room option is filled elsewhere.');
    const next = free - body.change;
    tx.update(pgDraftsCol().doc(pgId), {
      rooms: d.rooms.map((r) => (r.id === room.id ? { ...r, bedsAvailable: next } : r)),
      updatedAt: FieldValue.serverTimestamp(),
    });
    if (liveRoom) {
      const rooms = liveRooms.map((r) => (r.id === room.id ? { ...r, bedsAvailable: next } : r));
      tx.update(liveSnap.ref, { rooms, ...derivePgFields(rooms), updatedAt: new Date().toISOString() });
    }
    return roomOccupancy(room, next, before.onKotaStay);
  });
}
