// @vitest-environment jsdom
// The result cards are plain elements drawn by the list's classes, and their hearts share one saved list and one
// toggle (docs/decisions/235-lighter-result-cards.md).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SavedPgListResponse } from '@kotastay/shared/schemas/pg';
import { loadAllStrings } from '../../../i18n';
import { setAppCheckTokenProvider } from '../../../lib/api-client';
import { NotificationsProvider } from '../../../components/notifications';
import { SessionContext, type Session } from '../../auth';
import { listingKeys } from '../api/query-keys';
import { signedIn } from '../lib/render-screen';
import { nearbyResult } from '../lib/test-fixtures';
import { ResultCards } from './results-list';

const results = [nearbyResult(1), nearbyResult(2), nearbyResult(3, { verified: false })];

beforeAll(async () => {
  setAppCheckTokenProvider(async () => 'app-check-test-token');
  await loadAllStrings();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderCards(
  session: Session,
  client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  }),
) {
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <NotificationsProvider>
          <MemoryRouter initialEntries={['/pg-listing?type=search&query=talwandi']}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <ResultCards results={results} label="Results" />
                    <Where />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </NotificationsProvider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return client;
}

/** The three cards at an area page's URL, for a session that changes between renders. */
function cardsAt(url: string, session: Session, client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <NotificationsProvider>
          <MemoryRouter initialEntries={[url]}>
            <ResultCards results={results} label="Results" />
            <Where />
          </MemoryRouter>
        </NotificationsProvider>
      </SessionContext.Provider>
    </QueryClientProvider>
  );
}

describe('result cards', () => {
  it('are drawn without MUI Typography, Chip or SvgIcon, and say what the card said', () => {
    const client = new QueryClient();
    renderCards({ ...signedIn, status: 'signed_out', user: null } as unknown as Session, client);
    const list = screen.getByRole('list', { name: 'Results' });
    // The card's link holds its texts, chips and icons (the heart beside it stays MUI's IconButton).
    const links = within(list).getAllByRole('link');
    expect(links.length).toBe(3);
    for (const link of links)
      expect(link.querySelectorAll('.MuiTypography-root, .MuiChip-root, .MuiSvgIcon-root').length).toBe(0);
    const [first, , third] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 3 }).textContent).toBe('Test PG 1');
    expect(within(first!).getByTestId('verified-badge').textContent).toBe('Verified');
    expect(within(first!).getByTestId('card-total')).toBeTruthy();
    expect(first!.textContent).toContain('Girls');
    expect(first!.textContent).toContain('Single · Double');
    expect(first!.textContent).toContain('Veg food');
    // An unverified listing shows no badge and no "Checked by" line.
    expect(within(third!).queryByTestId('verified-badge')).toBeNull();
    expect(within(third!).queryByTestId('checked-ago')).toBeNull();
  });

  it('share one saved list: every heart says whether its PG is saved, and a tap saves it', async () => {
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
    });
    client.setQueryData<SavedPgListResponse>(listingKeys.saved('u1'), {
      results: [{ pgId: 'demo-pg-00001', savedAt: '2026-11-01T00:00:00.000Z', pg: null }],
    });
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ pgId: 'demo-pg-00002', saved: true, savedAt: '2026-11-29T10:00:00.000Z' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderCards(signedIn, client);

    // One observer of the saved list for the three hearts, not one a heart.
    expect(
      client
        .getQueryCache()
        .find({ queryKey: listingKeys.saved('u1') })
        ?.getObserversCount(),
    ).toBe(1);
    expect(screen.getByRole('button', { name: 'Remove Test PG 1 from saved' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const heart = screen.getByRole('button', { name: 'Save Test PG 2' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    act(() => fireEvent.click(heart));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Test PG 2 from saved' }).getAttribute('aria-pressed')).toBe(
        'true',
      ),
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/saved-pgs/demo-pg-00002', expect.objectContaining({ method: 'PUT' }));
    // The heart is not the card's link: the page stays.
    expect(screen.getByTestId('where').textContent).toBe('/pg-listing?type=search&query=talwandi');
  });

  it('signed out, a heart goes to sign-in and back to these results', () => {
    renderCards({ ...signedIn, status: 'signed_out', user: null } as unknown as Session);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save Test PG 1' })));
    expect(screen.getByTestId('where').textContent).toBe(
      `/auth?redirect=${encodeURIComponent('/pg-listing?type=search&query=talwandi')}`,
    );
  });

  it('while the session loads, every heart tapped is saved once the student is known to be signed in', async () => {
    const fetchMock = vi.fn(
      async (url: string) =>
        new Response(JSON.stringify({ pgId: url.split('/').pop(), saved: true, savedAt: '2026-11-29T10:00:00.000Z' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData<SavedPgListResponse>(listingKeys.saved('u1'), { results: [] });
    const loading = { ...signedIn, status: 'loading', user: null } as unknown as Session;
    const view = (session: Session) => cardsAt('/pgs-in/talwandi', session, client);
    const { rerender } = render(view(loading));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save Test PG 1' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save Test PG 3' })));
    expect(fetchMock).not.toHaveBeenCalled();
    rerender(view(signedIn));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/saved-pgs/demo-pg-00001',
      '/api/saved-pgs/demo-pg-00003',
    ]);
  });

  it('while the session loads, a tap loads it and is finished once it is known', () => {
    const ensureLoaded = vi.fn();
    const client = new QueryClient();
    const loading = { ...signedIn, status: 'loading', user: null, ensureLoaded } as unknown as Session;
    const view = (session: Session) => cardsAt('/pgs-in/talwandi', session, client);
    const { rerender } = render(view(loading));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save Test PG 3' })));
    expect(ensureLoaded).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where').textContent).toBe('/pgs-in/talwandi');
    rerender(view({ ...loading, status: 'signed_out' } as unknown as Session));
    expect(screen.getByTestId('where').textContent).toBe(`/auth?redirect=${encodeURIComponent('/pgs-in/talwandi')}`);
  });
});
