// GET /api/places: the catalogue's places (read from Firestore, see catalogue-cache) first, Google predictions
// (when configured) appended below.
import type { Place, PlacesQuery, PlacesResponse } from '@kotastay/shared/schemas/search';
import { KindedError, NotFound, Unavailable } from '../errors';
import { currentCatalogue, type Catalogue } from '../catalogue';
import { findPgsByName, type PgNameHit } from '../listings';
import { placesEnv } from '../../params';
import { googlePlaces, type PlacesProvider } from './google-places';
import { logger } from '../../lib/log';

/** At most this many Google predictions under the local matches. */
const MAX_GOOGLE = 5;

/**
 * The provider `env` configures: Google when PLACES_PROVIDER=google and GOOGLE_MAPS_API_KEY is set, else null (then
 * Google is never called). The key alone does not switch Google on: the emulators hold a placeholder for it.
 */
export function placesProviderFrom(env: Record<string, string | undefined>): PlacesProvider | null {
  if (env.PLACES_PROVIDER?.trim() !== 'google') return null;
  const key = env.GOOGLE_MAPS_API_KEY?.trim() ?? '';
  if (!key) {
    console.warn('PLACES_PROVIDER is google but GOOGLE_MAPS_API_KEY is empty; Google Places stays off');
    return null;
  }
  return googlePlaces(key);
}

let provider: PlacesProvider | null | undefined;
/** The configured provider, or null (see placesProviderFrom). */
function googleProvider(): PlacesProvider | null {
  if (provider === undefined) provider = placesProviderFrom(placesEnv());
  return provider;
}

/** For tests: replace (or clear with undefined) the Google provider. */
export function setPlacesProviderForTests(p: PlacesProvider | null | undefined): void {
  provider = p;
}

/**
 * What a Google lookup must pass first (the route's reserveGoogleLookup: the client's rate and the daily cap). It
 * runs only when a provider is configured, whichever it is, and before it is called: a refusal (429) or a count
 * that cannot be kept means the provider is not asked at all.
 */
export type LookupGate = () => Promise<void>;

async function pass(gate: LookupGate): Promise<void> {
  try {
    await gate();
  } catch (err) {
    if (err instanceof KindedError) throw err;
    logger.warn('Google Places lookup not counted; not calling Google', { error: err instanceof Error ? err.message : String(err) });
    throw new Unavailable('places_unavailable', 'Map search is not available right now. Pick a place from the list.');
  }
}

/** What a place search answers and the documents it read (see currentCatalogue). */
export type PlacesOutcome = { response: PlacesResponse; docsRead: number };

/** A place this well matched comes before the PGs a query names ('talw' → Talwandi, then PGs). */
const STRONG_PLACE = 0.75;
/** At most this many PGs among the suggestions. */
const MAX_PG_SUGGESTIONS = 4;

/** A PG named like the query, as a suggestion: its page is where choosing it leads (decision 205). */
function pgSuggestion(hit: PgNameHit, catalogue: Catalogue, rank: number): Place {
  const area = catalogue.areas.find((a) => a.id === hit.areaId);
  return {
    id: `pg:${hit.id}`,
    name: hit.name,
    address: area ? `${area.name}, Kota` : 'Kota',
    lat: hit.location.lat,
    lng: hit.location.lng,
    kind: 'pg',
    score: Math.round((0.7 - 0.01 * rank) * 1000) / 1000,
    source: 'local',
  };
}

export async function findPlaces(q: PlacesQuery & { sessionToken?: string | undefined }, gate: LookupGate): Promise<PlacesOutcome> {
  // The current catalogue (areas an admin added included) and the landmarks; then PGs by name.
  const read = await currentCatalogue();
  const { catalogue } = read;
  const places = catalogue.gazetteer.search(q.query, q.limit);
  const pgs = await findPgsByName(q.query, Math.min(MAX_PG_SUGGESTIONS, q.limit));
  const docsRead = read.docsRead + pgs.docsRead;
  const strong = places.filter((p) => p.score >= STRONG_PLACE);
  const weak = places.filter((p) => p.score < STRONG_PLACE);
  const local = [...strong, ...pgs.hits.map((h, i) => pgSuggestion(h, catalogue, i)), ...weak].slice(0, q.limit);
  const answer = (response: PlacesResponse): PlacesOutcome => ({ response, docsRead });
  if (!q.google) return answer({ results: local, google: 'skipped' });
  const google = googleProvider();
  if (!google) return answer({ results: local, google: 'not_configured' });
  await pass(gate);
  try {
    const predictions = await google.autocomplete(q.query, { sessionToken: q.sessionToken, limit: MAX_GOOGLE });
    // A prediction naming a place we already list adds nothing.
    const localNames = new Set(local.map((p) => p.name.toLowerCase()));
    const extra = predictions.filter((p: Place) => !localNames.has(p.name.toLowerCase()));
    return answer({ results: [...local, ...extra], google: 'used' });
  } catch (err) {
    // Local matches still answer the user; the failure is logged without the key.
    logger.warn('Google Places autocomplete failed', { error: err instanceof Error ? err.message : String(err) });
    return answer({ results: local, google: 'failed' });
  }
}

export async function resolveGooglePlace(placeId: string, sessionToken: string | undefined, gate: LookupGate): Promise<Place> {
  const google = googleProvider();
  if (!google)
    throw new Unavailable('not_configured', 'Map search is not available here. Pick a place from the list.', true);
  await pass(gate);
  let place: Place | null;
  try {
    place = await google.details(placeId, { sessionToken });
  } catch (err) {
    logger.warn('Google Places details failed', { error: err instanceof Error ? err.message : String(err) });
    throw new Unavailable('upstream_failed', 'Could not look up that place. Try again or pick another.');
  }
  if (!place) throw new NotFound('This place');
  return place;
}
