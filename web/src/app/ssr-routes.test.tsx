// @vitest-environment jsdom
// Each server-rendered route seeds the react-query cache under the key its screen's hook reads, so a hydrated
// page never fetches its first data again: seeded with the route's queries, the screen must show the data and
// make no request for the route's apiPath.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { matchPath } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import PgDetailScreen from '../features/listings/screens/pg-detail-screen';
import PgListingScreen from '../features/listings/screens/pg-listing-screen';
import PlacePgsScreen from '../features/listings/screens/place-pgs-screen';
import { renderScreen, testQueryClient } from '../features/listings/lib/render-screen';
import { nearbyPage, nearbyResult } from '../features/listings/lib/test-fixtures';
import { loadAllStrings } from '../i18n';
import { SSR_ROUTES, type SsrQuery } from './ssr-routes';

beforeAll(async () => {
  await loadAllStrings();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The route's queries for a URL, as the server renderer computes them. */
function queriesFor(url: string): { pattern: string; queries: SsrQuery[] } {
  const u = new URL(url, 'http://x');
  for (const route of SSR_ROUTES) {
    const match = matchPath(route.path, u.pathname);
    if (!match) continue;
    const params = Object.fromEntries(Object.entries(match.params).map(([k, v]) => [k, v ?? '']));
    return { pattern: route.path, queries: route.queries(params, u.searchParams) };
  }
  throw new Error(`no SSR route for ${url}`);
}

/** Seeds each query with `answer` the way the renderer does, renders, and returns the API paths the page fetched. */
async function hydrate(url: string, screenEl: ReactElement, answer: unknown, expectText: string | RegExp) {
  const { pattern, queries } = queriesFor(url);
  const client = testQueryClient();
  for (const q of queries) {
    client.setQueryData(q.queryKey, q.kind === 'infinite' ? { pages: [answer], pageParams: [null] } : answer);
  }
  const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
  vi.stubGlobal('fetch', fetchMock);
  renderScreen(url, pattern, screenEl, client);
  await screen.findAllByText(expectText);
  const fetched = fetchMock.mock.calls.map((c: unknown[]) => {
    const u = new URL(String(c[0]), 'http://x');
    return `${u.pathname}${u.search}`;
  });
  return { queries, fetched };
}

const page = nearbyPage([nearbyResult(1), nearbyResult(2)]);

describe('SSR_ROUTES', () => {
  it('/pg/:id: GET /api/pgs/{id} under the PG hook’s key, a 404 rendering the not-found state', async () => {
    // A 404 is seeded as null, as getPg turns it into null.
    const { queries, fetched } = await hydrate('/pg/demo-pg-00165', <PgDetailScreen />, null, 'PG not found');
    expect(queries).toEqual([
      { queryKey: ['listings', 'pg', 'demo-pg-00165'], apiPath: '/api/pgs/demo-pg-00165', allowNotFound: true },
    ]);
    expect(fetched).toEqual([]);
  });

  it('/pg-listing: the first page of the nearby search the screen builds from the same URL', async () => {
    const url = '/pg-listing?lat=25.1425&lng=75.8526&name=Talwandi&radius=3000&type=search&gender=girls&sort=price_asc';
    const { queries, fetched } = await hydrate(url, <PgListingScreen />, page, 'Test PG 1');
    expect(queries).toHaveLength(1);
    const [q] = queries;
    expect(q?.kind).toBe('infinite');
    expect(q?.queryKey).toEqual([
      'listings',
      'nearby',
      { lat: '25.142500', lng: '75.852600', radius: '3000', sort: 'price_asc', limit: '20', gender: 'girls' },
    ]);
    expect(q?.apiPath).toBe(
      '/api/pgs/nearby?lat=25.142500&lng=75.852600&radius=3000&sort=price_asc&limit=20&gender=girls',
    );
    expect(fetched.filter((p) => p.startsWith('/api/pgs/'))).toEqual([]);
  });

  it('/pg-listing with a typed query: the API resolves the query; the page shows the place it resolved to', async () => {
    const url = '/pg-listing?lat=25.1425&lng=75.8526&radius=5000&type=search&query=alen%20samarth';
    const answer = { ...page, place: { id: 'branch:allen-samarth', name: 'Allen Samarth Campus' } };
    const { queries, fetched } = await hydrate(url, <PgListingScreen />, answer, /Allen Samarth Campus/);
    expect(queries[0]?.apiPath).toBe('/api/pgs/nearby?query=alen+samarth&radius=5000&limit=20');
    // (The search bar's place suggestions for the typed text are its own request, not the page's data.)
    expect(fetched.filter((p) => p.startsWith('/api/pgs/'))).toEqual([]);
  });

  it('/pg-listing around the device (type=gps) is left to the browser', () => {
    expect(queriesFor('/pg-listing?lat=25.13&lng=75.84&radius=5000&type=gps&accuracy=20').queries).toEqual([]);
  });

  it('/pgs-in/:areaId: PGs around the area (place=area:…), infinite, a 404 allowed', async () => {
    const answer = { ...page, place: { id: 'area:talwandi', name: 'Talwandi' } };
    const { queries, fetched } = await hydrate('/pgs-in/talwandi', <PlacePgsScreen kind="area" />, answer, 'Test PG 2');
    expect(queries).toEqual([
      {
        queryKey: ['listings', 'nearby', { place: 'area:talwandi', radius: '5000', sort: 'distance', limit: '20' }],
        apiPath: '/api/pgs/nearby?place=area%3Atalwandi&radius=5000&sort=distance&limit=20',
        kind: 'infinite',
        allowNotFound: true,
      },
    ]);
    expect(fetched).toEqual([]);
  });

  it('/pgs-near/:branchId: PGs around the campus (place=branch:…); a 404 seeded as a null page is not found', async () => {
    const { queries, fetched } = await hydrate(
      '/pgs-near/no-such-campus',
      <PlacePgsScreen kind="branch" />,
      null,
      'Coaching campus not found',
    );
    expect(queries[0]?.apiPath).toBe(
      '/api/pgs/nearby?place=branch%3Ano-such-campus&radius=5000&sort=distance&limit=20',
    );
    expect(queries[0]).toMatchObject({ kind: 'infinite', allowNotFound: true });
    expect(fetched).toEqual([]);
  });
});

describe('what each server-rendered route preloads', () => {
  const WEB = path.resolve(__dirname, '../..');
  it.each(SSR_ROUTES.map((route) => [route.path, route] as const))(
    '%s lists modules and string namespaces that exist, its own screen first',
    (_path, route) => {
      expect(route.preload.modules[0]).toMatch(/^src\/features\/[a-z-]+\/screens\/[a-z-]+\.tsx$/);
      for (const key of route.preload.modules) expect(existsSync(path.join(WEB, key)), key).toBe(true);
      for (const ns of route.preload.strings) {
        for (const language of ['en', 'hi']) {
          const file = `src/features/${ns}/i18n/${language}.ts`;
          expect(existsSync(path.join(WEB, file)), file).toBe(true);
        }
      }
    },
  );
});
