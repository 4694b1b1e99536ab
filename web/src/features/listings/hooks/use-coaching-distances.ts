// Distance and walking time from a PG to coaching branches. The API's listing detail carries the nearest
// branches of the catalogue as it is in Firestore (with where each is); the student's own branch, from their
// profile, is added here with the shared geo maths (the same formula the API uses) when it is not among them.
import { useMemo } from 'react';
import { distanceM, walkMinutes } from '@kotastay/shared/geo';
import type { GeoPoint, NearbyBranch } from '@kotastay/shared/schemas/pg';
import { useBranchesOfCoaching } from '../../catalogue';
import { useCoaching } from '../../catalogue';
import { useSession } from '../../auth';

/** `point` is null for a branch the API sent without a location (a list stored before locations were sent). */
export type BranchDistance = NearbyBranch & { isOwn: boolean; point: GeoPoint | null };

/**
 * The API's nearby branches plus the student's own branch from their profile, first and marked, even when it is
 * not among the nearest.
 */
export function useCoachingDistances(point: GeoPoint, nearby: NearbyBranch[] | undefined): BranchDistance[] {
  const session = useSession();
  const coachingId = session.profile?.coachingId ?? null;
  const branchId = session.profile?.branchId ?? null;
  const ownBranches = useBranchesOfCoaching(coachingId);
  const ownCoaching = useCoaching(coachingId);
  return useMemo(() => {
    const own = branchId ? ownBranches.data?.find((b) => b.id === branchId) : undefined;
    const list: BranchDistance[] = (nearby ?? []).map((b) => ({
      ...b,
      isOwn: b.branchId === branchId,
      point: b.location ?? null,
    }));
    if (own && !list.some((b) => b.isOwn)) {
      const d = Math.round(distanceM(point, own));
      const coaching = ownCoaching.data;
      list.unshift({
        branchId: own.id,
        branchName: own.name,
        coachingId: own.coaching_id,
        coachingName: coaching?.shortName ?? coaching?.name ?? own.coaching_id,
        distanceM: d,
        walkMinutes: walkMinutes(d),
        isOwn: true,
        point: { lat: own.lat, lng: own.lng },
      });
    }
    return list.sort((a, b) => Number(b.isOwn) - Number(a.isOwn));
  }, [point, nearby, branchId, ownBranches.data, ownCoaching.data]);
}
