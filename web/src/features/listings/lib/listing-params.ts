// /pg-listing keeps everything in its query string (SPEC §2 parameters plus filters and sort), so a result page
// is a shareable link and Back undoes a filter. Parsing is forgiving: a bad value in a hand-edited or old link
// is dropped rather than breaking the page; the API's schema decides what is valid.
import { DEFAULT_RADIUS_M, MAX_RADIUS_M, MIN_RADIUS_M } from '@kotastay/shared/constants';
import type { ListingSearchType } from '@kotastay/shared/routes';
import type { Amenity, Gender, Sharing } from '@kotastay/shared/schemas/pg';
import type { FoodFilter, NearbySearchQueryInput, NearbySort } from '@kotastay/shared/schemas/search';
import {
  AMENITIES as AMENITY_VALUES,
  INDIA_BOUNDS as BOUNDS,
  FOOD_FILTERS as FOOD_FILTER_VALUES,
  GENDERS as GENDER_VALUES,
  MAX_RENT_FILTER_INR,
  DEFAULT_PAGE_SIZE as PAGE_SIZE,
  SHARING_TYPES as SHARING_VALUES,
  NEARBY_SORTS as SORT_VALUES,
} from '@kotastay/shared/vocabulary';

export type ListingFilters = {
  gender?: Gender;
  sharing?: Sharing[];
  ac?: boolean;
  food?: FoodFilter;
  minRentInr?: number;
  maxRentInr?: number;
  amenities?: Amenity[];
};

export type ListingParams = {
  lat: number | null;
  lng: number | null;
  name: string | null;
  radiusM: number;
  type: ListingSearchType | null;
  query: string | null;
  accuracyM: number | null;
  sort: NearbySort;
  filters: ListingFilters;
};

/** The URL keys of the filters; also what "Clear all" removes. */
export const FILTER_KEYS = ['gender', 'sharing', 'ac', 'food', 'minRentInr', 'maxRentInr', 'amenities'] as const;

// Plain parsers (no zod in this chunk, the lists come from @kotastay/shared/vocabulary); the API's schema stays the judge of validity.
const DECIMAL = /^-?\d+(\.\d+)?$/;

function decimal(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !DECIMAL.test(raw.trim())) return undefined;
  const n = Number(raw);
  return n >= min && n <= max ? n : undefined;
}

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((v) => v === raw);
}

/** Keeps the known items of a comma list (an old link with one retired amenity still filters by the rest). */
function someOf<T extends string>(values: readonly T[], raw: string | null): T[] {
  if (!raw) return [];
  const items = raw.split(',').map((s) => s.trim());
  return values.filter((v) => items.includes(v));
}

function rent(raw: string | null): number | undefined {
  const n = decimal(raw, 0, MAX_RENT_FILTER_INR);
  return n !== undefined && Number.isInteger(n) ? n : undefined;
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
  const filters: ListingFilters = {};
  const gender = oneOf(GENDER_VALUES, sp.get('gender'));
  if (gender) filters.gender = gender;
  const sharing = someOf(SHARING_VALUES, sp.get('sharing'));
  if (sharing.length) filters.sharing = sharing;
  const ac = sp.get('ac');
  if (ac === 'true' || ac === 'false') filters.ac = ac === 'true';
  const food = oneOf(FOOD_FILTER_VALUES, sp.get('food'));
  if (food) filters.food = food;
  let minRentInr = rent(sp.get('minRentInr'));
  let maxRentInr = rent(sp.get('maxRentInr'));
  if (minRentInr !== undefined && maxRentInr !== undefined && minRentInr > maxRentInr) {
    [minRentInr, maxRentInr] = [maxRentInr, minRentInr];
  }
  if (minRentInr !== undefined) filters.minRentInr = minRentInr;
  if (maxRentInr !== undefined) filters.maxRentInr = maxRentInr;
  const amenities = someOf(AMENITY_VALUES, sp.get('amenities'));
  if (amenities.length) filters.amenities = amenities;
  return {
    lat,
    lng,
    name: sp.get('name')?.trim() || null,
    radiusM,
    type: type === 'gps' || type === 'google' || type === 'search' ? type : null,
    query: sp.get('query')?.trim() || null,
    accuracyM: accuracy !== null && accuracy >= 0 ? accuracy : null,
    sort: oneOf(SORT_VALUES, sp.get('sort')) ?? 'distance',
    filters,
  };
}

/** Writes filters and sort into a copy of `sp`, leaving the place parameters as they are. */
export function withFilters(sp: URLSearchParams, filters: ListingFilters, sort: NearbySort): URLSearchParams {
  const next = new URLSearchParams(sp);
  for (const key of FILTER_KEYS) next.delete(key);
  next.delete('sort');
  if (filters.gender) next.set('gender', filters.gender);
  if (filters.sharing?.length) next.set('sharing', filters.sharing.join(','));
  if (filters.ac !== undefined) next.set('ac', String(filters.ac));
  if (filters.food) next.set('food', filters.food);
  if (filters.minRentInr !== undefined) next.set('minRentInr', String(filters.minRentInr));
  if (filters.maxRentInr !== undefined) next.set('maxRentInr', String(filters.maxRentInr));
  if (filters.amenities?.length) next.set('amenities', filters.amenities.join(','));
  if (sort !== 'distance') next.set('sort', sort);
  return next;
}

export function activeFilterCount(filters: ListingFilters): number {
  let n = 0;
  if (filters.gender) n++;
  if (filters.sharing?.length) n++;
  if (filters.ac !== undefined) n++;
  if (filters.food) n++;
  if (filters.minRentInr !== undefined || filters.maxRentInr !== undefined) n++;
  n += filters.amenities?.length ?? 0;
  return n;
}

/**
 * The API query for a centre (or a place name the API resolves) + the page's filters (strings, as the API
 * receives them).
 */
export function nearbyQuery(
  where: { lat: number; lng: number } | { query: string },
  radiusM: number,
  filters: ListingFilters,
  sort: NearbySort,
): NearbySearchQueryInput {
  return {
    // 6 decimals ≈ 11 cm: enough, and keeps query keys stable across float noise.
    ...('query' in where ? { query: where.query } : { lat: where.lat.toFixed(6), lng: where.lng.toFixed(6) }),
    radius: String(radiusM),
    sort,
    limit: String(PAGE_SIZE),
    gender: filters.gender,
    sharing: filters.sharing?.join(','),
    ac: filters.ac === undefined ? undefined : String(filters.ac),
    food: filters.food,
    minRentInr: filters.minRentInr === undefined ? undefined : String(filters.minRentInr),
    maxRentInr: filters.maxRentInr === undefined ? undefined : String(filters.maxRentInr),
    amenities: filters.amenities?.join(','),
  };
}
