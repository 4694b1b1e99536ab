// The last step of the browser entry (main.tsx, docs/decisions/232-module-evaluation-in-steps.md): the app's own
// modules (providers, route table, query cache), then hydration of the server's HTML or a client render.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from '../app/app';
import { readSsrState, seedQueryCache } from '../app/ssr-cache';
import { beginPrerenderHydration, isHydrationUpdate } from '../components/defer-hydration';
import { routerBasename, type Language } from '../i18n/language';
import { queryClient } from '../lib/query-client';
import { setHydrationNow } from '../lib/render-clock';

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The prerenderer and the server renderer mark the root with the path they rendered. Hydrate only when that is
 * the page we are on (Hosting serves the empty app.html for every other path). A server-rendered page also sends
 * the API answers it rendered with: the cache starts from them, so the first render matches the HTML and nothing
 * is fetched again. A lazy screen still loading keeps its server HTML inside its Suspense boundary until its chunk
 * arrives, so nothing flashes and nothing mismatches.
 */
export function start(rootElement: HTMLElement, language: Language): void {
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter basename={routerBasename(language)}>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  const prerenderedPath = rootElement.dataset.prerendered;
  if (prerenderedPath !== undefined && normalise(prerenderedPath) === normalise(window.location.pathname)) {
    const ssr = readSsrState(document);
    if (ssr && normalise(ssr.path) === normalise(window.location.pathname)) {
      seedQueryCache(queryClient, ssr.entries);
      setHydrationNow(typeof ssr.nowMs === 'number' ? ssr.nowMs : null);
    }
    beginPrerenderHydration();
    // In a transition React 18 hydrates in time slices (yielding every few ms) instead of one long task,
    // so a tap during hydration is not blocked; the prerendered HTML stays on screen meanwhile.
    startTransition(() => {
      hydrateRoot(rootElement, app, {
        // Every other recoverable error (a hydration mismatch) is still reported as React would.
        onRecoverableError: (error) => {
          if (!isHydrationUpdate(error)) reportError(error);
        },
      });
    });
  } else {
    rootElement.textContent = '';
    createRoot(rootElement).render(app);
  }
}
