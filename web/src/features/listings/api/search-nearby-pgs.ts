import { useInfiniteQuery } from '@tanstack/react-query';
import type { NearbySearchQueryInput, NearbySearchResponse } from '@kotastay/shared/schemas/search';
import { apiGet } from '../../../lib/api-client';
import { nearbyApiPath } from './api-paths';
import { listingKeys } from './query-keys';

/** GET /api/pgs/nearby (see nearbyApiPath). */
export function searchNearbyPgs(query: NearbySearchQueryInput, signal?: AbortSignal): Promise<NearbySearchResponse> {
  return apiGet<NearbySearchResponse>(nearbyApiPath(query), { signal });
}

/** Pages of nearby results: 'Load more' passes the previous page's nextCursor. */
export function useNearbyPgs(query: NearbySearchQueryInput) {
  return useInfiniteQuery({
    queryKey: listingKeys.nearby(query),
    queryFn: ({ pageParam, signal }) => searchNearbyPgs({ ...query, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
