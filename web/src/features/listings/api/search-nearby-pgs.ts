import { useInfiniteQuery } from '@tanstack/react-query';
import type { NearbySearchQueryInput, NearbySearchResponse } from '@kotastay/shared/schemas/search';
import { apiGet } from '../../../lib/api-client';
import { listingKeys } from './query-keys';

/** GET /api/pgs/nearby with the parameters as the API names them (undefined ones are left out). */
export function searchNearbyPgs(query: NearbySearchQueryInput, signal?: AbortSignal): Promise<NearbySearchResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return apiGet<NearbySearchResponse>(`/api/pgs/nearby?${params.toString()}`, { signal });
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
