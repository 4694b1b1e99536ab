import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Place, PlacesResponse } from '@kotastay/shared/schemas/search';
import { ApiError, apiGet } from '../../../lib/api-client';
import { listingKeys, seg } from './query-keys';

const MINUTE_MS = 60_000;
/** Until when (epoch ms) Google predictions are not asked for: the server refused them (see searchPlacesRemote). */
let googleOffUntil = 0;

/** Whether the search bar may ask for Google predictions now. */
export const googleAllowed = (now = Date.now()) => now >= googleOffUntil;

/** For tests: ask Google again. */
export function resetGoogleRefusalsForTests(): void {
  googleOffUntil = 0;
}

/** How long a refusal of the Google branch keeps the search bar to the catalogue's places. */
function pauseGoogleAfter(err: unknown): void {
  const code = err instanceof ApiError ? (err.body as { error?: unknown } | null)?.error : undefined;
  // Today's cap reached, or this browser cannot pass App Check: asking again on every keystroke cannot help.
  if (code === 'places_daily_quota' || (err instanceof ApiError && (err.status === 401 || err.status === 403))) googleOffUntil = Infinity;
  // This device's per-minute limit, or no App Check token could be had (reCAPTCHA blocked, offline): a minute's rest
  // instead of a failing attempt on every keystroke.
  else if (!(err instanceof ApiError) || err.status === 429) googleOffUntil = Date.now() + MINUTE_MS;
}

const placesUrl = (query: string, google: boolean) => `/api/places?query=${encodeURIComponent(query)}&limit=8&google=${String(google)}`;

/**
 * GET /api/places: Kota's places from the catalogue in Firestore, plus Google predictions when asked and configured.
 * Google predictions are paid per lookup: that request carries App Check, and when the server refuses it (401 App
 * Check, 429 a limit, 5xx) or App Check cannot be had, the catalogue's places answer alone — never an error screen.
 */
export async function searchPlacesRemote(query: string, google: boolean, signal?: AbortSignal): Promise<PlacesResponse> {
  if (!google) return apiGet<PlacesResponse>(placesUrl(query, false), { signal });
  try {
    return await apiGet<PlacesResponse>(placesUrl(query, true), { signal, appCheck: true });
  } catch (err) {
    if (signal?.aborted) throw err;
    pauseGoogleAfter(err);
    return { ...(await apiGet<PlacesResponse>(placesUrl(query, false), { signal })), google: 'failed' };
  }
}

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

/** GET /api/places/google/{placeId}: coordinates of a Google prediction, fetched when the user picks it (paid: App Check). */
export const resolveGooglePlace = (placeId: string) => apiGet<Place>(`/api/places/google/${seg(placeId)}`, { appCheck: true });
