// A listing's rents against comparable listings in its area (docs/decisions/216-occupancy-slots-performance.md): per
// room option, the median rent of the room options of the other public listings in the same area, for the same
// gender, with the same sharing and AC, and food included or not alike. Computed here, never by a client reading
// listings; the area's listings are read once per area and gender and kept 10 minutes in the instance's memory.
import type { RoomOption } from '@kotastay/shared/schemas/pg';
import { median, type RentComparison } from '@kotastay/shared/schemas/listing-stats';
import type { Gender } from '@kotastay/shared/schemas/pg';
import { pgsCol, publicPgs } from './store';

const MEMO_MS = 10 * 60_000;
/** A busy area holds a few hundred listings; more are not read (the median of 300 is the area's median). */
const AREA_MAX = 300;
type AreaRow = { id: string; foodIncluded: boolean; rooms: Pick<RoomOption, 'sharing' | 'ac' | 'rentInr'>[] };
const memo = new Map<string, { at: number; rows: Promise<AreaRow[]> }>();

function areaRows(areaId: string, gender: Gender, nowMs: number): Promise<AreaRow[]> {
  const key = `${areaId}|${gender}`;
  const hit = memo.get(key);
  if (hit && nowMs - hit.at < MEMO_MS) return hit.rows;
  const rows = publicPgs({ areaId, gender })
    .select('rooms', 'food')
    .limit(AREA_MAX)
    .get()
    .then((snap) =>
      snap.docs.map((d) => ({
        id: d.id,
        foodIncluded: (d.get('food') as { included?: boolean } | undefined)?.included === true,
        rooms: ((d.get('rooms') as RoomOption[] | undefined) ?? []).map((r) => ({ sharing: r.sharing, ac: r.ac, rentInr: r.rentInr })),
      })),
    );
  memo.set(key, { at: nowMs, rows });
  rows.catch(() => memo.delete(key));
  return rows;
}

/** The live listing's room options against the median of comparable ones (the listing itself left out). */
export async function rentComparison(pgId: string, nowMs = Date.now()): Promise<RentComparison[]> {
  const live = await pgsCol().doc(pgId).get();
  if (!live.exists) return [];
  const areaId = live.get('areaId') as string | undefined;
  const gender = live.get('gender') as Gender | undefined;
  const foodIncluded = (live.get('food') as { included?: boolean } | undefined)?.included === true;
  const rooms = (live.get('rooms') as RoomOption[] | undefined) ?? [];
  const others = areaId && gender ? (await areaRows(areaId, gender, nowMs)).filter((r) => r.id !== pgId && r.foodIncluded === foodIncluded) : [];
  return rooms.map((r) => {
    const rents = others.flatMap((o) => o.rooms.filter((x) => x.sharing === r.sharing && x.ac === r.ac).map((x) => x.rentInr));
    return { roomId: r.id, sharing: r.sharing, ac: r.ac, rentInr: r.rentInr, medianInr: median(rents), comparables: rents.length };
  });
}
