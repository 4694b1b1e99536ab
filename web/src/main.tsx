import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './app/app';
import { readSsrState, seedQueryCache } from './app/ssr-cache';
import { setHydrationNow } from './lib/render-clock';
import { beginPrerenderHydration, isHydrationUpdate } from './components/defer-hydration';
import { rememberLanguage } from './app/shell/language-switch';
import { setLanguage } from './i18n';
import { routerBasename, splitLanguagePath } from './i18n/language';
import { queryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';

const rootElement = document.getElementById('root')!;
// The page's language is in its URL (/hi/… is Hindi); the router works on the path without it.
const { language } = splitLanguagePath(window.location.pathname);
// The SPA shell (app.html) is English; a prerendered or server-rendered page already says its language.
document.documentElement.lang = language;
// In-app links keep the language, so arriving from this site's page in the other language is the switch: remember
// it here too, in case the tap came before the page's JavaScript could (the switch is a plain link).
try {
  const from = document.referrer ? new URL(document.referrer) : null;
  if (from?.origin === window.location.origin && splitLanguagePath(from.pathname).language !== language)
    rememberLanguage(language);
} catch {
  // An unreadable referrer: the switch's own click remembered the choice, or the reader can switch again.
}

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter basename={routerBasename(language)}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

// The prerenderer and the server renderer mark the root with the path they rendered. Hydrate only when that is
// the page we are on (Hosting serves the empty app.html for every other path). A server-rendered page also sends
// the API answers it rendered with: the cache starts from them, so the first render matches the HTML and nothing
// is fetched again. A lazy screen still loading keeps
// its server HTML inside its Suspense boundary until its chunk arrives,
// so nothing flashes and nothing mismatches.
function start() {
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

/**
 * A new main-thread task: evaluating the app's modules (the theme, i18next) is one task and hydration starts in the
 * next, so a tap can come in between (two tasks of ~110 ms at 4× CPU instead of one of ~220, bench:profile;
 * docs/decisions/226-ssr-styles-hydrate-without-compiling.md).
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (s?.yield) void s.yield().then(resolve);
    else setTimeout(resolve, 0);
  });

// Hindi strings arrive before the first render, so a Hindi page hydrates in Hindi (English ones are bundled).
void setLanguage(language).then(nextTask).then(start);
registerServiceWorker();
