import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's provider, not @mui/material/styles': ours is a plain theme (no CSS variables), and the material one
// also bundles the CSS-variables provider and its color-scheme machinery (~3 KB gzip on every page's first load).
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useRoutes } from 'react-router-dom';
import { NotificationsProvider } from '../components/notifications';
import { SessionProvider } from '../features/auth/components/session-provider';
import type { i18n as I18n } from 'i18next';
import i18n from '../i18n';
import { queryClient } from '../lib/query-client';
import { routes } from './routes';
import { theme } from './theme';

/** Providers shared by the browser entry and the server renderer (which gives each request its own client). */
export function AppProviders({
  children,
  queryClient: client = queryClient,
  i18n: strings = i18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server renderer's per-request instance in the page's language; the browser's global one otherwise. */
  i18n?: I18n;
}) {
  return (
    <I18nextProvider i18n={strings}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={client}>
          <NotificationsProvider>
            <SessionProvider>{children}</SessionProvider>
          </NotificationsProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}

/**
 * The route table rendered by the declarative router (BrowserRouter in the browser, StaticRouter when
 * prerendering). Not createBrowserRouter: the data router adds ~25 KB gzip to every page's first load
 * and we use none of its loaders/actions (docs/decisions: app shell and prerendering).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
