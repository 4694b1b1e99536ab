import { useQuery } from '@tanstack/react-query';
import type { Place, PlacesResponse } from '@kotastay/shared/schemas/search';
import { apiGet } from '../../../lib/api-client';
import { listingKeys, seg } from './query-keys';

/** GET /api/places: the server's gazetteer matches plus Google predictions when a key is configured there. */
export const searchPlacesRemote = (query: string, signal?: AbortSignal) =>
  apiGet<PlacesResponse>(`/api/places?query=${encodeURIComponent(query)}&limit=8`, { signal });

/** Runs only for queries of 3+ characters (SPEC §5); the search bar debounces `query` before passing it. */
export const useRemotePlaces = (query: string, enabled: boolean) =>
  useQuery({
    queryKey: listingKeys.places(query),
    queryFn: ({ signal }) => searchPlacesRemote(query, signal),
    enabled,
    // Autocomplete answers do not change within a visit.
    staleTime: Infinity,
  });

/** GET /api/places/google/{placeId}: coordinates of a Google prediction, fetched when the user picks it. */
export const resolveGooglePlace = (placeId: string) => apiGet<Place>(`/api/places/google/${seg(placeId)}`);
