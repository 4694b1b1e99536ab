// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAllStrings } from '../../../i18n';
import { nearbyPage, nearbyResult } from '../lib/test-fixtures';
import { renderScreen } from '../lib/render-screen';
import PlacePgsScreen from './place-pgs-screen';

beforeAll(async () => {
  await loadAllStrings();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

/** Answers GET /api/pgs/nearby with `status` and `body`, recording the URLs asked for. */
function stubApi(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const results = [nearbyResult(1), nearbyResult(2), nearbyResult(3)];

describe('/pgs-in/{areaId}', () => {
  it('asks for the PGs around the area and shows the h1, an intro, the cards nearest first and breadcrumbs', async () => {
    const fetchMock = stubApi(200, nearbyPage(results, { place: { id: 'area:talwandi', name: 'Talwandi' } }));
    renderScreen('/pgs-in/talwandi', '/pgs-in/:areaId', <PlacePgsScreen kind="area" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'PGs in Talwandi, Kota' })).toBeTruthy();
    const asked = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x');
    expect(asked.pathname).toBe('/api/pgs/nearby');
    expect(asked.searchParams.get('place')).toBe('area:talwandi');
    expect(asked.searchParams.get('sort')).toBe('distance');

    const list = screen.getByRole('list', { name: 'PGs, nearest first' });
    const cards = within(list).getAllByRole('heading', { level: 3 });
    expect(cards.map((c) => c.textContent)).toEqual(['Test PG 1', 'Test PG 2', 'Test PG 3']);
    // Each card links to its PG and says how far it is and how long the walk takes.
    expect(within(list).getAllByRole('link')[0]?.getAttribute('href')).toBe('/pg/demo-pg-00001');
    expect(list.textContent).toContain('100 m · 2 min walk');
    expect(screen.getByText(/3 PGs and hostels within 5 km of Talwandi/)).toBeTruthy();
    expect(screen.getByText(/The nearest start from ₹6,100 a month/)).toBeTruthy();

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(crumbs).getByRole('link', { name: 'Search PGs' }).getAttribute('href')).toBe('/location-search');

    const fullSearch = new URL(
      screen.getByRole('link', { name: 'Filter by rent, sharing, food and more' }).getAttribute('href')!,
      'http://x',
    );
    expect(fullSearch.pathname).toBe('/pg-listing');
    expect(Object.fromEntries(fullSearch.searchParams)).toEqual({
      lat: '25.1425',
      lng: '75.8526',
      name: 'Talwandi',
      radius: '5000',
      type: 'search',
    });
  });

  it('requests the first card’s photo first (LCP) and lets the others load lazily', async () => {
    stubApi(200, nearbyPage(results, { place: { id: 'area:talwandi', name: 'Talwandi' } }));
    renderScreen('/pgs-in/talwandi', '/pgs-in/:areaId', <PlacePgsScreen kind="area" />);
    await screen.findByRole('heading', { level: 1 });
    const photos = Array.from(document.querySelectorAll('img'));
    expect(photos.map((img) => img.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(photos.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null]);
    expect(photos[0]?.getAttribute('width')).toBe('480');
    expect(photos[0]?.getAttribute('height')).toBe('360');
  });

  it('shows the not-found state for an unknown area', async () => {
    stubApi(404, { error: 'not_found', message: 'No such place.' });
    renderScreen('/pgs-in/nowhere', '/pgs-in/:areaId', <PlacePgsScreen kind="area" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Area not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search PGs' }).getAttribute('href')).toBe('/location-search');
  });
});

describe('/pgs-near/{branchId}', () => {
  it('shows "PGs near {campus}, Kota" with the walking time to the campus', async () => {
    const fetchMock = stubApi(
      200,
      nearbyPage(results, {
        place: { id: 'branch:allen-sakar', name: 'Allen Sakar Campus' },
        total: 45,
        nextCursor: 'c2',
      }),
    );
    renderScreen('/pgs-near/allen-sakar', '/pgs-near/:branchId', <PlacePgsScreen kind="branch" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'PGs near Allen Sakar Campus, Kota' })).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').searchParams.get('place')).toBe(
      'branch:allen-sakar',
    );
    expect(screen.getByText(/45 PGs and hostels within 5 km of Allen Sakar Campus/)).toBeTruthy();
    // More pages: "Load more" as on /pg-listing.
    expect(screen.getByText('Showing 3 of 45')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('shows the not-found state for an unknown campus', async () => {
    stubApi(404, { error: 'not_found', message: 'No such place.' });
    renderScreen('/pgs-near/nowhere', '/pgs-near/:branchId', <PlacePgsScreen kind="branch" />);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Coaching campus not found' })).toBeTruthy(),
    );
  });
});

describe('what search engines read', () => {
  it('an area page has its title, description, canonical path, an ItemList of its PGs and a BreadcrumbList', async () => {
    stubApi(200, nearbyPage(results, { place: { id: 'area:talwandi', name: 'Talwandi' } }));
    const { meta } = renderScreen('/pgs-in/talwandi', '/pgs-in/:areaId', <PlacePgsScreen kind="area" />);
    await screen.findByRole('heading', { level: 1, name: 'PGs in Talwandi, Kota' });
    expect(meta.last).toMatchObject({
      title: 'PGs in Talwandi, Kota | KotaStay',
      path: '/pgs-in/talwandi',
      image: '/p/demo-pg-00001-full.svg',
    });
    expect(meta.last?.noindex).toBeFalsy();
    expect(meta.last?.description).toBe(
      '3 verified PGs and hostels near Talwandi, Kota, nearest first, with walking times, the nearest from ₹6,100 a month.',
    );
    const [itemList, breadcrumbs] = meta.last?.jsonLd ?? [];
    expect(itemList).toMatchObject({ '@type': 'ItemList', numberOfItems: 3 });
    expect(itemList?.itemListElement).toEqual(
      results.map((r, i) => ({ '@type': 'ListItem', position: i + 1, url: `/pg/${r.id}`, name: r.name })),
    );
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(breadcrumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Search PGs', item: '/location-search' },
      { '@type': 'ListItem', position: 3, name: 'PGs in Talwandi, Kota', item: '/pgs-in/talwandi' },
    ]);
  });

  it('the not-found state is noindex', async () => {
    stubApi(404, { error: 'not_found', message: 'No such place.' });
    const { meta } = renderScreen('/pgs-near/nowhere', '/pgs-near/:branchId', <PlacePgsScreen kind="branch" />);
    await screen.findByRole('heading', { level: 1, name: 'Coaching campus not found' });
    expect(meta.last).toMatchObject({ path: '/pgs-near/nowhere', noindex: true });
  });
});
