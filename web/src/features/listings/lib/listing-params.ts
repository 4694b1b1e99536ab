// /pg-listing keeps everything in its query string (docs/requirements/search-and-listings.md#listing-page-parameters parameters plus filters and sort), so a result page
// is a shareable link and Back undoes a filter. Parsing is forgiving: a bad value in a hand-edited or old link
// is dropped rather than breaking the page; the API's schema decides what is valid.
import { DEFAULT_RADIUS_M, MAX_RADIUS_M, MIN_RADIUS_M } from '@kotastay/shared/constants';
import { pgListingUrl, ROUTES, type ListingSearchType } from '@kotastay/shared/routes';
import { filterParams, parseFilters, URL_FILTER_KEYS, type UrlFilters } from '@kotastay/shared/listing-filters';
import type { NearbySearchQueryInput, NearbySort } from '@kotastay/shared/schemas/search';
import {
  INDIA_BOUNDS as BOUNDS,
  DEFAULT_PAGE_SIZE as PAGE_SIZE,
  NEARBY_SORTS as SORT_VALUES,
} from '@kotastay/shared/vocabulary';

/** The filters of /pg-listing: the shared filter table's URL filters (@kotastay/shared/listing-filters). */
export type ListingFilters = UrlFilters;

export type ListingParams = {
  lat: number | null;
  lng: number | null;
  name: string | null;
  radiusM: number;
  type: ListingSearchType | null;
  query: string | null;
  accuracyM: number | null;
  /** null: not in the URL, so the API decides (distance, or cheapest first for "cheap": decision 225). */
  sort: NearbySort | null;
  filters: ListingFilters;
};

// Plain parsers (no zod in this chunk); the API's schema stays the judge of validity.
const DECIMAL = /^-?\d+(\.\d+)?$/;

function decimal(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !DECIMAL.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((v) => v === raw);
}

function finite(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

export function parseListingParams(sp: URLSearchParams): ListingParams {
  const lat = decimal(sp.get('lat'), BOUNDS.minLat, BOUNDS.maxLat) ?? null;
  const lng = decimal(sp.get('lng'), BOUNDS.minLng, BOUNDS.maxLng) ?? null;
  const radiusRaw = finite(sp.get('radius'));
  const radiusM =
    radiusRaw === null ? DEFAULT_RADIUS_M : Math.round(Math.min(MAX_RADIUS_M, Math.max(MIN_RADIUS_M, radiusRaw)));
  const type = sp.get('type');
  const accuracy = finite(sp.get('accuracy'));
  const filters = parseFilters(sp);
  return {
    lat,
    lng,
    name: sp.get('name')?.trim() || null,
    radiusM,
    type: type === 'gps' || type === 'google' || type === 'search' ? type : null,
    query: sp.get('query')?.trim() || null,
    accuracyM: accuracy !== null && accuracy >= 0 ? accuracy : null,
    sort: oneOf(SORT_VALUES, sp.get('sort')) ?? null,
    filters,
  };
}

/**
 * Writes filters and sort into a copy of `sp`, leaving the place parameters as they are. The sort the search gets
 * without one (`implied`: distance, or price_asc for a query saying "cheap") stays out of the URL.
 */
export function withFilters(sp: URLSearchParams, filters: ListingFilters, sort: NearbySort | null, implied: NearbySort = 'distance'): URLSearchParams {
  const next = new URLSearchParams(sp);
  for (const key of URL_FILTER_KEYS) next.delete(key);
  next.delete('sort');
  for (const [key, value] of Object.entries(filterParams(filters, URL_FILTER_KEYS))) next.set(key, value);
  if (sort !== null && sort !== implied) next.set('sort', sort);
  return next;
}

export function activeFilterCount(filters: ListingFilters): number {
  let n = 0;
  if (filters.gender) n++;
  if (filters.sharing?.length) n++;
  if (filters.ac !== undefined) n++;
  if (filters.attachedBathroom !== undefined) n++;
  if (filters.food) n++;
  if (filters.minRentInr !== undefined || filters.maxRentInr !== undefined) n++;
  n += filters.amenities?.length ?? 0;
  return n;
}

/** A catalogue place the API resolves exactly (the area and coaching pages): 'area:talwandi', 'branch:allen-sakar'. */
export type PlaceRef = `${'area' | 'branch'}:${string}`;
export const placeRef = (kind: 'area' | 'branch', id: string): PlaceRef => `${kind}:${id}`;

/**
 * The API query for a centre (a point, a place name the API resolves, or a catalogue place) + the page's
 * filters (strings, as the API receives them).
 */
export function nearbyQuery(
  where: { lat: number; lng: number } | { query: string } | { place: PlaceRef },
  radiusM: number,
  filters: ListingFilters,
  /** null: none asked for (the API's own, decision 225). */
  sort: NearbySort | null,
): NearbySearchQueryInput {
  return {
    // 6 decimals ≈ 11 cm: enough, and keeps query keys stable across float noise.
    ...('place' in where
      ? { place: where.place }
      : 'query' in where
        ? { query: where.query }
        : { lat: where.lat.toFixed(6), lng: where.lng.toFixed(6) }),
    radius: String(radiusM),
    ...(sort ? { sort } : {}),
    limit: String(PAGE_SIZE),
    ...filterParams(filters, URL_FILTER_KEYS),
  };
}

/** The first screen of an area or coaching page: PGs around the place, nearest first, no filters. */
export const placeNearbyQuery = (place: PlaceRef): NearbySearchQueryInput =>
  nearbyQuery({ place }, DEFAULT_RADIUS_M, {}, 'distance');

/**
 * The canonical URL of a /pg-listing page: the place and radius only. The map view, GPS accuracy, filters and sort
 * are variations of the same page (and not indexed), so they point here.
 */
export function listingCanonicalPath(p: ListingParams): string {
  if (p.type === 'gps' || p.lat === null || p.lng === null) {
    return p.query ? `${ROUTES.pgListing}?${new URLSearchParams({ query: p.query }).toString()}` : ROUTES.pgListing;
  }
  const place = p.name ? { name: p.name } : p.query ? { query: p.query } : {};
  return pgListingUrl({ lat: p.lat, lng: p.lng, radius: p.radiusM, type: 'search', ...place });
}

/** Only a search around a named place, with no filters and the default order, is a page worth indexing. */
export function isIndexableListing(p: ListingParams): boolean {
  return (
    p.type === 'search' &&
    p.name !== null &&
    p.lat !== null &&
    p.lng !== null &&
    p.query === null &&
    activeFilterCount(p.filters) === 0 &&
    (p.sort === null || p.sort === 'distance')
  );
}
