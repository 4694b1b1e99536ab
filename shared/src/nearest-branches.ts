// The coaching branches nearest a point, from a given catalogue: the API answers a listing's distances with the
// catalogue as it is now (functions/src/domain/catalogue/nearest-branches.ts); the seed stores the same list.
import { distanceM, walkMinutes, type LatLng } from './geo';
import type { Branch, Coaching } from './schemas/catalogue';
import type { NearbyBranch } from './schemas/pg';

export const NEARBY_BRANCH_COUNT = 5;

/** Pure: the `count` nearest branches of `catalogue` to `point`, nearest first (ties by id). */
export function nearestBranchesIn(
  catalogue: { coachings: readonly Coaching[]; branches: readonly Branch[] },
  point: LatLng,
  count = NEARBY_BRANCH_COUNT,
): NearbyBranch[] {
  const coachingName = new Map(catalogue.coachings.map((c) => [c.id, c.shortName ?? c.name]));
  return catalogue.branches
    .map((b) => {
      const d = Math.round(distanceM(point, b));
      return {
        branchId: b.id,
        branchName: b.name,
        coachingId: b.coaching_id,
        coachingName: coachingName.get(b.coaching_id) ?? b.coaching_id,
        distanceM: d,
        walkMinutes: walkMinutes(d),
        location: { lat: b.lat, lng: b.lng },
      };
    })
    .sort((a, b) => a.distanceM - b.distanceM || a.branchId.localeCompare(b.branchId))
    .slice(0, count);
}
