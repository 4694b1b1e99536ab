// Google Places (legacy web service) behind an adapter: Autocomplete restricted to India (docs/requirements/constants.md#search) and
// biased to Kota, and Place Details to turn a chosen prediction into coordinates. Unreachable from the
// development machines, so it is only ever constructed when GOOGLE_MAPS_API_KEY is configured.
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import type { Place } from '@kotastay/shared/schemas/search';

export type FetchLike = (
  url: string,
  init?: { signal?: AbortSignal },
) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export type PlacesProvider = {
  autocomplete(input: string, opts?: { sessionToken?: string | undefined; limit?: number }): Promise<Place[]>;
  details(placeId: string, opts?: { sessionToken?: string | undefined }): Promise<Place | null>;
};

const BASE = 'https://maps.googleapis.com/maps/api/place';
/** Bias predictions to Kota (30 km around the spec's default centre) without excluding the rest of India. */
const BIAS_RADIUS_M = 30_000;
const TIMEOUT_MS = 2_500;

export function autocompleteUrl(input: string, apiKey: string, sessionToken?: string): string {
  const q = new URLSearchParams({
    input,
    components: 'country:in',
    location: `${DEFAULT_CENTER.lat},${DEFAULT_CENTER.lng}`,
    radius: String(BIAS_RADIUS_M),
    language: 'en',
    key: apiKey,
  });
  if (sessionToken) q.set('sessiontoken', sessionToken);
  return `${BASE}/autocomplete/json?${q.toString()}`;
}

export function detailsUrl(placeId: string, apiKey: string, sessionToken?: string): string {
  const q = new URLSearchParams({
    place_id: placeId,
    fields: 'place_id,name,formatted_address,geometry/location',
    language: 'en',
    key: apiKey,
  });
  if (sessionToken) q.set('sessiontoken', sessionToken);
  return `${BASE}/details/json?${q.toString()}`;
}

type AutocompleteBody = {
  status?: string;
  error_message?: string;
  predictions?: {
    place_id?: string;
    description?: string;
    structured_formatting?: { main_text?: string; secondary_text?: string };
  }[];
};
type DetailsBody = {
  status?: string;
  error_message?: string;
  result?: {
    place_id?: string;
    name?: string;
    formatted_address?: string;
    geometry?: { location?: { lat?: number; lng?: number } };
  };
};

export class GooglePlacesError extends Error {}

export function googlePlaces(apiKey: string, fetchImpl: FetchLike = fetch): PlacesProvider {
  if (!apiKey) throw new GooglePlacesError('Google Places needs an API key.');

  async function call<T extends { status?: string; error_message?: string }>(url: string): Promise<T> {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new GooglePlacesError(`Google Places answered HTTP ${res.status}`);
    const body = (await res.json()) as T;
    if (body.status !== 'OK' && body.status !== 'ZERO_RESULTS') {
      // Never include the URL: it carries the key.
      throw new GooglePlacesError(`Google Places status ${body.status ?? 'missing'}`);
    }
    return body;
  }

  return {
    async autocomplete(input, opts = {}) {
      const body = await call<AutocompleteBody>(autocompleteUrl(input, apiKey, opts.sessionToken));
      const predictions = (body.predictions ?? []).filter((p) => p.place_id && p.description);
      return predictions.slice(0, opts.limit ?? 5).map((p, i) => ({
        id: `google:${p.place_id}`,
        name: p.structured_formatting?.main_text ?? (p.description as string),
        address: p.structured_formatting?.secondary_text ?? (p.description as string),
        lat: null,
        lng: null,
        kind: 'google' as const,
        // Below every local match (local scores are ≥ 0.5), in Google's own order.
        score: Math.round((0.4 - i * 0.01) * 1000) / 1000,
        source: 'google' as const,
        placeId: p.place_id as string,
      }));
    },
    async details(placeId, opts = {}) {
      const body = await call<DetailsBody>(detailsUrl(placeId, apiKey, opts.sessionToken));
      const r = body.result;
      const lat = r?.geometry?.location?.lat;
      const lng = r?.geometry?.location?.lng;
      if (!r || typeof lat !== 'number' || typeof lng !== 'number') return null;
      return {
        id: `google:${placeId}`,
        name: r.name ?? r.formatted_address ?? 'Selected place',
        address: r.formatted_address ?? '',
        lat,
        lng,
        kind: 'google',
        score: 1,
        source: 'google',
        placeId,
      };
    },
  };
}
