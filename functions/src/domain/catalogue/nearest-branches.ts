// The coaching branches nearest a listing, from the catalogue as it is now (a branch an admin added counts,
// a deleted one is gone). Listings may carry a list computed when they were written; the detail answers this one.
import { distanceM, walkMinutes, type LatLng } from '@kotastay/shared/geo';
import type { Branch, Coaching } from '@kotastay/shared/schemas/catalogue';
import type { NearbyBranch } from '@kotastay/shared/schemas/pg';
import { currentCatalogue } from './catalogue-cache';

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

/** Reads: see currentCatalogue (1 while the catalogue is unchanged). */
export async function nearestBranches(point: LatLng, count = NEARBY_BRANCH_COUNT): Promise<NearbyBranch[]> {
  const { catalogue } = await currentCatalogue();
  return nearestBranchesIn(catalogue, point, count);
}
