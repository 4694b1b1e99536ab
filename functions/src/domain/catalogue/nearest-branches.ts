// The coaching branches nearest a listing, from the catalogue as it is now (a branch an admin added counts,
// a deleted one is gone). Listings may carry a list computed when they were written; the detail answers this one.
import type { LatLng } from '@kotastay/shared/geo';
import { NEARBY_BRANCH_COUNT, nearestBranchesIn } from '@kotastay/shared/nearest-branches';
import type { NearbyBranch } from '@kotastay/shared/schemas/pg';
import { currentCatalogue } from './catalogue-cache';

/** Reads: see currentCatalogue (1 while the catalogue is unchanged). */
export async function nearestBranches(point: LatLng, count = NEARBY_BRANCH_COUNT): Promise<NearbyBranch[]> {
  const { catalogue } = await currentCatalogue();
  return nearestBranchesIn(catalogue, point, count);
}
