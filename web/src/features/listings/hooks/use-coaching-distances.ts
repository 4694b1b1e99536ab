// Distance and walking time from a PG to coaching branches, computed in the browser with the shared geo maths
// (the same formula the API uses for search results), so a student sees how far their own coaching is.
import { useMemo } from 'react';
import { distanceM, walkMinutes } from '@kotastay/shared/geo';
import { KOTA_BRANCHES, KOTA_COACHINGS } from '@kotastay/shared/kota-catalogue';
import type { GeoPoint, NearbyBranch } from '@kotastay/shared/schemas/pg';
import { useBranchesOfCoaching } from '../../catalogue/api/get-branches-of-coaching';
import { useSession } from '../../auth/hooks/use-session';

const NEARBY_COUNT = 5;

/** `point` is null for a branch the shared catalogue does not know (added later by an admin): no map dot then. */
export type BranchDistance = NearbyBranch & { isOwn: boolean; point: GeoPoint | null };

const branchById = new Map(KOTA_BRANCHES.map((b) => [b.id, b]));

/** The closest branches of the shared Kota catalogue (used when the API sent no precomputed list). */
export function nearestBranches(point: GeoPoint, count = NEARBY_COUNT): NearbyBranch[] {
  const coachingName = new Map(KOTA_COACHINGS.map((c) => [c.id, c.shortName ?? c.name]));
  return KOTA_BRANCHES.map((b) => {
    const d = Math.round(distanceM(point, b));
    return {
      branchId: b.id,
      branchName: b.name,
      coachingId: b.coaching_id,
      coachingName: coachingName.get(b.coaching_id) ?? b.coaching_id,
      distanceM: d,
      walkMinutes: walkMinutes(d),
    };
  })
    .sort((a, b) => a.distanceM - b.distanceM || a.branchId.localeCompare(b.branchId))
    .slice(0, count);
}

/**
 * Nearby branches (the API's precomputed list when present) plus the student's own branch from their profile,
 * first and marked, even when it is not among the nearest.
 */
export function useCoachingDistances(point: GeoPoint, precomputed: NearbyBranch[] | undefined): BranchDistance[] {
  const session = useSession();
  const coachingId = session.profile?.coachingId ?? null;
  const branchId = session.profile?.branchId ?? null;
  const ownBranches = useBranchesOfCoaching(coachingId);
  return useMemo(() => {
    const nearby = precomputed?.length ? precomputed : nearestBranches(point);
    const own = branchId ? ownBranches.data?.find((b) => b.id === branchId) : undefined;
    const list: BranchDistance[] = nearby.map((b) => {
      const known = branchById.get(b.branchId);
      return { ...b, isOwn: b.branchId === branchId, point: known ? { lat: known.lat, lng: known.lng } : null };
    });
    if (own && !list.some((b) => b.isOwn)) {
      const d = Math.round(distanceM(point, own));
      const coaching = KOTA_COACHINGS.find((c) => c.id === own.coaching_id);
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
  }, [point, precomputed, branchId, ownBranches.data]);
}
