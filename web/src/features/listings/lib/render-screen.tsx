// Renders a screen at a URL the way the app does after server rendering: a query client with the app's read
// defaults, optionally seeded, and a signed-out session. For the listings feature's unit tests only.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, vi } from 'vitest';
import i18n, { loadAllStrings } from '../../../i18n';
import { NotificationsProvider } from '../../../components/notifications';
import { PageMetaContext, type PageMeta } from '../../../lib/page-meta';
import { SessionContext, type Session } from '../../auth';

/** A visitor who is not signed in. */
export const signedOut = {
  status: 'signed_out',
  user: null,
  role: null,
  profile: null,
  profileStatus: 'none',
  signedOutByUser: false,
  acknowledgeSignOut: () => undefined,
  refresh: async () => undefined,
  waitForProfile: async () => undefined,
  signOut: async () => undefined,
  ensureLoaded: () => undefined,
} satisfies Session;

/** Student u1, signed in. */
export const signedIn = {
  status: 'signed_in',
  user: { uid: 'u1', phoneNumber: '+919000000001' },
  role: null,
  profile: null,
  profileStatus: 'complete',
  refresh: async () => undefined,
  signOut: async () => undefined,
  ensureLoaded: () => undefined,
} as unknown as Session;

/** Every string loaded before the file's tests; after each, the render unmounted, stubbed globals dropped, English again. */
export function screenTestSetup(): void {
  beforeAll(async () => {
    await loadAllStrings();
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });
}

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false } },
  });
}

/**
 * Renders `screen` at `url` (matched by `pattern`). Returns the client and the page meta the screen last set,
 * recorded as the server renderer's sink records it.
 */
export function renderScreen(url: string, pattern: string, screen: ReactElement, client = testQueryClient()) {
  const meta: { last: PageMeta | null } = { last: null };
  const sink = { set: (m: PageMeta) => void (meta.last = m) };
  render(
    <PageMetaContext.Provider value={sink}>
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={signedOut}>
          <NotificationsProvider>
            <MemoryRouter initialEntries={[url]}>
              <Suspense fallback={null}>
                <Routes>
                  <Route path={pattern} element={screen} />
                  <Route path="*" element={null} />
                </Routes>
              </Suspense>
            </MemoryRouter>
          </NotificationsProvider>
        </SessionContext.Provider>
      </QueryClientProvider>
    </PageMetaContext.Provider>,
  );
  return { client, meta };
}
