// Pages the server renders with their data (issue #11, docs/requirements/fast-and-findable-pages.md): for each,
// the API reads whose answers the page needs for its first paint. The server renderer fetches them, puts each
// answer into the react-query cache under `queryKey` (the same key the screen's hook uses), renders, and sends
// the cache with the HTML; the browser starts from that cache, so the page hydrates without refetching.
//
// Contract: every entry's `queries` is pure (no fetching), and each `queryKey` comes from the feature's own
// key factory so it cannot drift from the hook's.
import type { QueryKey } from '@tanstack/react-query';

export type SsrQuery = {
  queryKey: QueryKey;
  /** The GET the hook makes, site-relative, e.g. '/api/pgs/demo-pg-00165'. */
  apiPath: string;
  /** 'infinite' for useInfiniteQuery hooks: the answer is stored as the first page. */
  kind?: 'query' | 'infinite';
  /** A 404 answer renders the page's not-found state instead of failing (e.g. a hidden listing). */
  allowNotFound?: boolean;
};

export type SsrRoute = {
  /** A react-router path pattern, e.g. '/pg/:id'. */
  path: string;
  queries(params: Readonly<Record<string, string>>, search: URLSearchParams): SsrQuery[];
};

/** Filled in by the features as they become server-rendered. */
export const SSR_ROUTES: SsrRoute[] = [];
