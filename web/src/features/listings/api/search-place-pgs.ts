import { useInfiniteQuery } from '@tanstack/react-query';
import type { NearbySearchQueryInput, NearbySearchResponse } from '@kotastay/shared/schemas/search';
import { ApiError } from '../../../lib/api-client';
import { placeNearbyQuery, type PlaceRef } from '../lib/listing-params';
import { listingKeys } from './query-keys';
import { searchNearbyPgs } from './search-nearby-pgs';

/** GET /api/pgs/nearby?place=…; null when the catalogue has no such place (404), like getPg. */
export async function searchPlacePgs(
  query: NearbySearchQueryInput,
  signal?: AbortSignal,
): Promise<NearbySearchResponse | null> {
  try {
    return await searchNearbyPgs(query, signal);
  } catch (err) {
    // 400: an id the API refuses to look up (hostile or malformed) is not there either.
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

/**
 * Pages of PGs around a catalogue place, nearest first: the area and coaching pages. The key is the nearby
 * search's (app/ssr-routes.ts seeds it), so a server-rendered page hydrates without fetching again.
 */
export function usePlacePgs(place: PlaceRef) {
  const query = placeNearbyQuery(place);
  return useInfiniteQuery({
    queryKey: listingKeys.nearby(query),
    queryFn: ({ pageParam, signal }) => searchPlacePgs({ ...query, cursor: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last?.nextCursor ?? null,
  });
}
