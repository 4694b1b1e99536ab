// The react-query cache a server-rendered page starts from (docs/decisions/130-server-rendered-pages.md). The
// server fills a fresh client with the answers of its SSR_ROUTES queries, renders, and sends the same entries
// with the HTML; the browser seeds its client from them with this same function before hydrating, so the first
// render in the browser matches the server's HTML and nothing is fetched again.
import type { QueryClient, QueryKey, QueryState } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

export type SsrCacheEntry = {
  queryKey: QueryKey;
  kind: 'query' | 'infinite';
  /** The API's HTTP status; only 200 and 404 are sent (anything else is left for the browser to fetch). */
  status: 200 | 404;
  /** The answer's JSON (200), or the error body (404). */
  body: unknown;
};

/** Where the entries travel in the HTML: `window.__KOTASTAY_SSR__`. */
export const SSR_STATE_GLOBAL = '__KOTASTAY_SSR__';
export type SsrState = { path: string; entries: SsrCacheEntry[] };

function notFoundState(body: unknown): QueryState<unknown, ApiError> {
  const error = new ApiError(404, '404: Not Found', body);
  const now = Date.now();
  return {
    data: undefined,
    dataUpdateCount: 0,
    dataUpdatedAt: 0,
    error,
    errorUpdateCount: 1,
    errorUpdatedAt: now,
    fetchFailureCount: 1,
    fetchFailureReason: error,
    fetchMeta: null,
    isInvalidated: false,
    status: 'error',
    fetchStatus: 'idle',
  };
}

/**
 * Puts the entries into `client` as the hooks would have stored them:
 *  - 200, 'query': the answer; 'infinite': the answer as the first page (every infinite hook starts at `null`);
 *  - 404, 'query': null (a single-resource hook answers null for "not there", e.g. usePg);
 *    404, 'infinite': the ApiError the fetch would have thrown, so the screen shows its not-found state.
 */
export function seedQueryCache(client: QueryClient, entries: readonly SsrCacheEntry[]): void {
  for (const e of entries) {
    if (e.status === 200) {
      client.setQueryData(e.queryKey, e.kind === 'infinite' ? { pages: [e.body], pageParams: [null] } : e.body);
    } else if (e.kind === 'query') {
      client.setQueryData(e.queryKey, null);
    } else {
      client.getQueryCache().build(client, { queryKey: e.queryKey }, notFoundState(e.body));
    }
  }
}
