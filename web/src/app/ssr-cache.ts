// The react-query cache a server-rendered page starts from (docs/decisions/130-server-rendered-pages.md). The
// server fills a fresh client with the answers of its SSR_ROUTES queries, renders, and sends the same entries
// with the HTML; the browser seeds its client from them with this same function before hydrating, so the first
// render in the browser matches the server's HTML and nothing is fetched again.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type SsrCacheEntry = {
  queryKey: QueryKey;
  kind: 'query' | 'infinite';
  /** The API's HTTP status; only 200 and 404 are sent (anything else is left for the browser to fetch). */
  status: 200 | 404;
  /** The answer's JSON (200), or the error body (404). */
  body: unknown;
};

/**
 * Where the entries travel in the HTML: `<script type="application/json" id="ks-ssr-state">` (data the browser never
 * runs: the content security policy allows no per-page inline script, docs/decisions/190-security-headers.md).
 */
export const SSR_STATE_ID = 'ks-ssr-state';

/** The page's SSR state, or null when it has none or it cannot be read. */
export function readSsrState(doc: Document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
/** `nowMs`: when the server rendered the page (the browser hydrates with the same time: lib/render-clock.ts). */
export type SsrState = { path: string; entries: SsrCacheEntry[]; nowMs?: number };

/**
 * Puts the entries into `client` as the hooks would have stored them:
 *  - 200, 'query': the answer; 'infinite': the answer as the first page (every infinite hook starts at `null`);
 *  - 404, 'query': null (a single-resource hook answers null for "not there", e.g. usePg);
 *    404, 'infinite': a first page of null (the hooks' fetchers answer null for "no such place", e.g. usePlacePgs).
 */
export function seedQueryCache(client: QueryClient, entries: readonly SsrCacheEntry[]): void {
  for (const e of entries) {
    if (e.status === 200) {
      client.setQueryData(e.queryKey, e.kind === 'infinite' ? { pages: [e.body], pageParams: [null] } : e.body);
    } else {
      client.setQueryData(e.queryKey, e.kind === 'infinite' ? { pages: [null], pageParams: [null] } : null);
    }
  }
}
