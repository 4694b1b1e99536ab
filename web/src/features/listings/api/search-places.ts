import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Place, PlacesResponse } from '@kotastay/shared/schemas/search';
import { apiGet } from '../../../lib/api-client';
import { listingKeys, seg } from './query-keys';

/** GET /api/places: Kota's places from the catalogue in Firestore, plus Google predictions when asked and configured. */
export const searchPlacesRemote = (query: string, google: boolean, signal?: AbortSignal) =>
  apiGet<PlacesResponse>(`/api/places?query=${encodeURIComponent(query)}&limit=8&google=${String(google)}`, {
    signal,
  });

/** The search bar debounces `query` before passing it. */
export const useRemotePlaces = (query: string, google: boolean, enabled: boolean) =>
  useQuery({
    queryKey: listingKeys.places(query, google),
    queryFn: ({ signal }) => searchPlacesRemote(query, google, signal),
    enabled,
    // While the user types on, the previous suggestions stay until the next answer arrives.
    placeholderData: keepPreviousData,
    // The catalogue changes rarely; the API's Cache-Control (60 s) bounds how stale a suggestion can be.
    staleTime: 60_000,
  });

/** GET /api/places/google/{placeId}: coordinates of a Google prediction, fetched when the user picks it. */
export const resolveGooglePlace = (placeId: string) => apiGet<Place>(`/api/places/google/${seg(placeId)}`);
