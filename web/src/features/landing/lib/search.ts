// Where the landing page's search box, quick chips and catalogue chips lead (docs/requirements/app-shell-and-landing.md#landing-search).
import { DEFAULT_CENTER, DEFAULT_RADIUS_M, QUICK_BUDGET_INR, SEARCH_MIN_QUERY_LENGTH } from '@kotastay/shared/constants';
import { pgListingUrl } from '@kotastay/shared/routes';

/**
 * docs/requirements/search-and-listings.md#search-submit-rule: a query must be longer than 2 characters; it then goes to /pg-listing around Kota's
 * default centre with radius 5000. Returns null when the query is too short (nothing happens).
 */
export function landingSearchUrl(rawQuery: string): string | null {
  const query = rawQuery.trim().replace(/\s+/g, ' ');
  if (query.length < SEARCH_MIN_QUERY_LENGTH) return null;
  return pgListingUrl({ ...DEFAULT_CENTER, radius: DEFAULT_RADIUS_M, type: 'search', query });
}

/** PGs around a named point (a coaching branch or an area). */
export function placeSearchUrl(place: { name: string; lat: number; lng: number }): string {
  return pgListingUrl({ lat: place.lat, lng: place.lng, name: place.name, radius: DEFAULT_RADIUS_M, type: 'search' });
}

export { QUICK_BUDGET_INR };

export type QuickSearch = {
  id: 'allenSamarth' | 'talwandi' | 'girlsPg' | 'underTenThousand';
  url: string;
};

/**
 * Quick-search chips: two places, a text search, and a budget. The budget chip adds maxRentInr, an upper
 * rent filter for /pg-listing beyond the docs/requirements/search-and-listings.md#listing-page-parameters parameters.
 */
export const QUICK_SEARCHES: readonly QuickSearch[] = [
  // Place chips search by name and the API resolves it against the catalogue in Firestore: no coordinates are
  // copied into the landing chunk, and a campus an admin moves is searched where it now is.
  { id: 'allenSamarth', url: landingSearchUrl('Allen Samarth') ?? '' },
  { id: 'talwandi', url: landingSearchUrl('Talwandi') ?? '' },
  { id: 'girlsPg', url: landingSearchUrl('Girls PG') ?? '' },
  {
    id: 'underTenThousand',
    url: `${pgListingUrl({ ...DEFAULT_CENTER, radius: DEFAULT_RADIUS_M, type: 'search', name: 'Kota' })}&maxRentInr=${QUICK_BUDGET_INR}`,
  },
];

/** 'Popular Coachings' starts with none selected, which the spec writes as the value -1. */
export const NO_COACHING = -1;
export type CoachingSelection = string | typeof NO_COACHING;

/** Tapping the selected coaching again closes its branches. */
export function toggleCoaching(current: CoachingSelection, tapped: string): CoachingSelection {
  return current === tapped ? NO_COACHING : tapped;
}
