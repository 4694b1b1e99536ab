// What /pg-listing searches around. Coordinates in the URL win when they name a place (a picked suggestion or
// GPS); a bare query (the landing page's search, docs/requirements/search-and-listings.md#search-submit-rule) goes to the API, which resolves it against the
// catalogue as it is in Firestore (an area an admin added is found; docs/decisions/020-catalogue-single-source.md).
// When nothing matches, the API searches around the default centre and the screen says so rather than pretending.
import { DEFAULT_CENTER } from '@kotastay/shared/constants';
import type { NearbySearchResponse } from '@kotastay/shared/schemas/search';
import type { ListingParams } from '../lib/listing-params';

/** A point to search around (label null = "Kota centre"), or a place name for the API to resolve. */
export type SearchTarget =
  | { kind: 'point'; lat: number; lng: number; label: string | null }
  | { kind: 'query'; query: string };

export type SearchCentre = {
  lat: number;
  lng: number;
  /** Display name; null means "Kota centre" (translated by the screen). */
  label: string | null;
  /** The query matched no Kota place. */
  unmatchedQuery: string | null;
};

export function searchTarget(p: Pick<ListingParams, 'lat' | 'lng' | 'name' | 'query'>): SearchTarget {
  const coords = p.lat !== null && p.lng !== null ? { lat: p.lat, lng: p.lng } : null;
  if (p.name && coords) return { kind: 'point', ...coords, label: p.name };
  if (p.query) return { kind: 'query', query: p.query };
  if (coords) return { kind: 'point', ...coords, label: `${coords.lat.toFixed(4)}, ${coords.lng.toFixed(4)}` };
  return { kind: 'point', lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng, label: null };
}

/**
 * The centre as the screen shows it: a point as given; for a query, what the API resolved it to (its first
 * page's `center` and `place`), labelled with the query itself until the answer arrives.
 */
export function searchCentre(
  target: SearchTarget,
  answer: Pick<NearbySearchResponse, 'center' | 'place' | 'understood'> | undefined,
): SearchCentre {
  if (target.kind === 'point') return { lat: target.lat, lng: target.lng, label: target.label, unmatchedQuery: null };
  if (!answer) return { lat: DEFAULT_CENTER.lat, lng: DEFAULT_CENTER.lng, label: target.query, unmatchedQuery: null };
  if (answer.place) return { ...answer.center, label: answer.place.name, unmatchedQuery: null };
  // Understood as filters only ("Girls PG"): around Kota centre, and the chips say what was understood.
  if (answer.understood?.parts.length) return { ...answer.center, label: null, unmatchedQuery: null };
  return { ...answer.center, label: null, unmatchedQuery: target.query };
}
