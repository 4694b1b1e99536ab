// The listing filters both searches apply in memory (docs/listing-model.md §Search).
import type { PgDoc, RoomOption } from '@kotastay/shared/schemas/pg';
import type { PgFilters } from '@kotastay/shared/schemas/search';

/** Room-level filters must hold for one and the same room option. */
function roomMatches(room: RoomOption, f: PgFilters): boolean {
  if (f.sharing?.length && !f.sharing.includes(room.sharing)) return false;
  if (f.ac !== undefined && room.ac !== f.ac) return false;
  if (f.minRentInr !== undefined && room.rentInr < f.minRentInr) return false;
  if (f.maxRentInr !== undefined && room.rentInr > f.maxRentInr) return false;
  return true;
}

/**
 * The lowest rent among room options matching the room-level filters, or null when the PG does not match
 * the filters at all. Listing-level filters (gender, type, food, amenities, area) are checked here too.
 */
export function matchFromRentInr(
  pg: Pick<PgDoc, 'gender' | 'type' | 'areaId' | 'food' | 'amenities' | 'rooms'>,
  f: PgFilters,
): number | null {
  if (f.gender && pg.gender !== f.gender) return null;
  if (f.type && pg.type !== f.type) return null;
  if (f.areaId && pg.areaId !== f.areaId) return null;
  if (f.food === 'included' && !pg.food.included) return null;
  if (f.food === 'veg' && !(pg.food.included && pg.food.vegOnly)) return null;
  if (f.food === 'none' && pg.food.included) return null;
  if (f.amenities?.length) {
    const have = new Set<string>(pg.amenities);
    if (!f.amenities.every((a) => have.has(a))) return null;
  }
  let best: number | null = null;
  for (const room of pg.rooms) {
    if (roomMatches(room, f) && (best === null || room.rentInr < best)) best = room.rentInr;
  }
  return best;
}
