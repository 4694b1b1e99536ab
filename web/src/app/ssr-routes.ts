// Pages the server renders with their data (issue #11, docs/requirements/fast-and-findable-pages.md): for each,
// the API reads whose answers the page needs for its first paint. The server renderer fetches them, puts each
// answer into the react-query cache under `queryKey` (the same key the screen's hook uses), renders, and sends
// the cache with the HTML; the browser starts from that cache, so the page hydrates without refetching
// (web/src/app/ssr-cache.ts says how each answer is stored).
//
// Contract: every entry's `queries` is pure (no fetching), and each `queryKey` comes from the feature's own
// key factory so it cannot drift from the hook's.
import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { nearbyApiPath, pgApiPath } from '../features/listings/api/api-paths';
import { listingKeys } from '../features/listings/api/query-keys';
import { searchTarget } from '../features/listings/hooks/use-search-centre';
import {
  nearbyQuery,
  parseListingParams,
  placeNearbyQuery,
  placeRef,
  type PlaceRef,
} from '../features/listings/lib/listing-params';

export type SsrQuery = {
  queryKey: QueryKey;
  /** The GET the hook makes, site-relative, e.g. '/api/pgs/demo-pg-00165'. */
  apiPath: string;
  /** 'infinite' for useInfiniteQuery hooks (first page param null): the answer is stored as the first page. */
  kind?: 'query' | 'infinite';
  /** A 404 answer renders the page's not-found state (and the page answers 404) instead of failing. */
  allowNotFound?: boolean;
};

/**
 * The lazily loaded code a page's first render needs: its screen and the lazy parts it renders (web-relative source
 * paths, the build manifest's keys) and the i18n namespaces it uses. The page's HTML lists their chunks, and the
 * browser fetches them a few at a time after the first paint (scripts/prerender.mjs, loadScriptsAfterFirstPaint)
 * instead of in one long task of <link rel="modulepreload"> insertions when hydration reaches the lazy screen.
 */
export type SsrPreload = { modules: readonly string[]; strings: readonly string[] };

export type SsrRoute = {
  /** A react-router path pattern, e.g. '/pg/:id'. */
  path: string;
  queries(params: Readonly<Record<string, string>>, search: URLSearchParams): SsrQuery[];
  preload: SsrPreload;
};

const RESULTS_PRELOAD = (screen: string): SsrPreload => ({
  modules: [`src/features/listings/screens/${screen}.tsx`],
  strings: ['listings', 'costs'],
});

/** The first page of PGs around a catalogue place; an unknown place answers 404 (the page's not-found state). */
function placeQueries(place: PlaceRef): SsrQuery[] {
  const query = placeNearbyQuery(place);
  return [
    { queryKey: listingKeys.nearby(query), apiPath: nearbyApiPath(query), kind: 'infinite', allowNotFound: true },
  ];
}

/** Filled in by the features as they become server-rendered. */
export const SSR_ROUTES: SsrRoute[] = [
  {
    path: '/pg/:id',
    queries: ({ id = '' }) => [{ queryKey: listingKeys.pg(id), apiPath: pgApiPath(id), allowNotFound: true }],
    preload: {
      modules: ['src/features/listings/screens/pg-detail-screen.tsx', 'src/features/reviews/components/pg-reviews.tsx'],
      strings: ['listings', 'costs', 'reviews'],
    },
  },
  {
    path: '/pg-listing',
    // As PgListingScreen builds it. A GPS search is around a device the server never sees: the browser fetches it.
    queries: (_params, search) => {
      const params = parseListingParams(search);
      if (params.type === 'gps') return [];
      const query = nearbyQuery(searchTarget(params), params.radiusM, params.filters, params.sort);
      return [{ queryKey: listingKeys.nearby(query), apiPath: nearbyApiPath(query), kind: 'infinite' }];
    },
    preload: RESULTS_PRELOAD('pg-listing-screen'),
  },
  {
    path: '/pgs-in/:areaId',
    queries: ({ areaId = '' }) => placeQueries(placeRef('area', areaId)),
    preload: RESULTS_PRELOAD('place-pgs-screen'),
  },
  {
    path: '/pgs-near/:branchId',
    queries: ({ branchId = '' }) => placeQueries(placeRef('branch', branchId)),
    preload: RESULTS_PRELOAD('place-pgs-screen'),
  },
];

/** The server-rendered route `pathname` belongs to, with its queries for this URL; null for every other page. */
export function matchSsrRoute(
  pathname: string,
  search: URLSearchParams,
): { route: SsrRoute; queries: SsrQuery[] } | null {
  for (const route of SSR_ROUTES) {
    const match = matchPath({ path: route.path, end: true }, pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.params).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    return { route, queries: route.queries(params, search) };
  }
  return null;
}
