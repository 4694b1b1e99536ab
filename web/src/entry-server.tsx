// Server rendering entry, built by Vite in SSR mode (scripts/prerender.mjs):
//  - render(url): prerenders a public page without data at build time (the landing and info pages);
//  - renderPage(url, …): renders a page of SSR_ROUTES with its data on request — in the `pages` Cloud Function
//    behind Hosting, and in the Vite dev server that `npm start` runs (web/vite.config.ts), so both serve the
//    same HTML (docs/decisions/130-server-rendered-pages.md).
// The browser entry is main.tsx, which hydrates either.
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './app/app';
import { pageTitleKey } from './app/page-titles';
import { RenderNowContext } from './lib/render-clock';
import { withComposedStyleIds } from './lib/ssr-styles';
import { seedQueryCache, SSR_STATE_ID, type SsrCacheEntry, type SsrState } from './app/ssr-cache';
import { matchSsrRoute, SSR_ROUTES, type SsrPreload } from './app/ssr-routes';
import i18n, { ALL_NAMESPACES, setLanguage } from './i18n';
import { routerBasename, splitLanguagePath, type Language } from './i18n/language';
import type { i18n as I18n } from 'i18next';
import { PageMetaContext, escapeHtml, pageMetaHtml, scriptSafeJson, type PageMeta } from './lib/page-meta';
import { createQueryClient, queryClient as browserQueryClient } from './lib/query-client';
import type { QueryClient } from '@tanstack/react-query';

export { robotsTxt } from '@kotastay/shared/robots';
export { renderOfflinePage } from './features/offline/offline-page';

export type PrerenderResult = {
  html: string;
  styleTags: string;
  title: string;
  /** The site's description in the page's language, for the template's description meta. */
  description: string;
  language: Language;
};

/** Waits for every lazy screen (React.lazy inside Suspense) before returning the full HTML. */
function renderToStringComplete(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    // Decoded once at the end: React's chunks split multi-byte characters (Devanagari is 3 bytes a letter), and
    // decoding each chunk alone garbled the letter at every boundary of a Hindi page. React 18.3's stream also pads
    // a chunk with NUL bytes when a multi-byte letter does not fit its 2 KB buffer (writeStringChunk sends the whole
    // buffer): NUL is never page text (HTML parsers drop it), so it is removed.
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8').replaceAll('\0', '')));
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * An i18n instance in the page's language with every string loaded: one per request, because the `pages` Function
 * renders requests in both languages concurrently (the instances share the loaded strings).
 */
async function i18nFor(language: Language): Promise<I18n> {
  const instance = i18n.cloneInstance({ lng: language, initImmediate: false });
  await setLanguage(language, instance);
  await instance.loadNamespaces(ALL_NAMESPACES);
  return instance;
}

/**
 * The template with the first match of `pattern` replaced by `text`, taken as it is. A string replacement would
 * read `$&`, `` $` ``, `$'`, `$1` and `$$` in the text as patterns — and page text carries what users typed (a
 * search query, a listing's description, an area's name): `` $` `` alone copies the whole page before it into
 * itself (issue #20). scripts/prerender.mjs fills its pages with this too.
 */
export const fillTemplate = (template: string, pattern: string | RegExp, text: string): string =>
  template.replace(pattern, () => text);

/** The template's site description in the page's language. */
const withSiteDescription = (document: string, description: string) =>
  fillTemplate(
    document,
    /<meta name="description" content="[^"]*"/,
    `<meta name="description" content="${escapeHtml(description)}"`,
  );

/** `<html lang="…">` of the page's language. */
const withHtmlLang = (document: string, language: Language) =>
  fillTemplate(document, /<html lang="[^"]*"/, `<html lang="${language}"`);

async function renderApp(
  url: string,
  client: QueryClient,
  metaSink: { set(meta: PageMeta): void } | null,
  strings: I18n,
  nowMs: number = Date.now(),
) {
  const language = splitLanguagePath(new URL(url, 'http://localhost').pathname).language;
  // Same key as the browser's default cache, so the client adopts these styles instead of re-inserting them.
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);
  const html = await renderToStringComplete(
    <StrictMode>
      <RenderNowContext.Provider value={nowMs}>
        <PageMetaContext.Provider value={metaSink}>
          <CacheProvider value={cache}>
            <AppProviders queryClient={client} i18n={strings}>
              <StaticRouter location={url} basename={routerBasename(language)}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </CacheProvider>
        </PageMetaContext.Provider>
      </RenderNowContext.Provider>
    </StrictMode>,
  );
  const styleTags = emotionServer.constructStyleTagsFromChunks(
    withComposedStyleIds(cache, emotionServer.extractCriticalToChunks(html)),
  );
  return { html, styleTags };
}

export async function render(url: string): Promise<PrerenderResult> {
  const { language, path } = splitLanguagePath(new URL(url, 'http://localhost').pathname);
  const strings = await i18nFor(language);
  const { html, styleTags } = await renderApp(url, browserQueryClient, null, strings);
  return {
    html,
    styleTags,
    title: strings.t(pageTitleKey(path)),
    description: strings.t('site.description'),
    language,
  };
}

/** One GET of the API, answered in-process (the Function) or over HTTP (the dev server). */
export type FetchApi = (apiPath: string) => Promise<{ status: number; body: unknown }>;

export type RenderPageOptions = {
  /** The built index.html: `<title>`, a description meta, `<!--app-head-->` and `<div id="root"><!--app-html--></div>`. */
  template: string;
  /** The public origin for canonical and share URLs (functions/src/http/site-origin.ts). */
  origin: string;
  fetchApi: FetchApi;
  /**
   * The chunks each server-rendered route's first render loads, by route path and language (ssr-preloads.json,
   * written by scripts/prerender.mjs from the build manifest and SSR_PRELOADS). Absent on the dev server (no chunks).
   */
  preloads?: Readonly<Record<string, Partial<Record<Language, readonly string[]>>>>;
  /** The render's "now" (lib/render-clock.ts); the request's time when not given. */
  nowMs?: number;
};

/** What each server-rendered route loads lazily, for the build to list its chunks (scripts/prerender.mjs). */
export const SSR_PRELOADS: Readonly<Record<string, SsrPreload>> = Object.fromEntries(
  SSR_ROUTES.map((route) => [route.path, route.preload]),
);

/** The id of the page's list of chunks to preload, which its script loader reads (scripts/prerender.mjs). */
export const PRELOAD_ID = 'ks-preload';

export type RenderedPage = {
  status: 200 | 404;
  html: string;
  /** False when an API read failed and the page will fetch in the browser: no shared cache may keep it. */
  cacheable: boolean;
};

/** Renders a page of SSR_ROUTES with its data; null when `url` is not one (serve the app shell instead). */
export async function renderPage(
  url: string,
  { template, origin, fetchApi, preloads, nowMs = Date.now() }: RenderPageOptions,
): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const { language, path } = splitLanguagePath(pathname);
  const matched = matchSsrRoute(path, searchParams);
  if (!matched) return null;
  const strings = await i18nFor(language);

  const answers = await Promise.all(matched.queries.map((q) => fetchApi(q.apiPath)));
  const entries: SsrCacheEntry[] = [];
  let notFound = false;
  let cacheable = true;
  matched.queries.forEach((q, i) => {
    const { status, body } = answers[i]!;
    const kind = q.kind ?? 'query';
    if (status === 200) entries.push({ queryKey: q.queryKey, kind, status, body });
    else if ((status === 404 || status === 400) && q.allowNotFound) {
      // A 400 here is an id the API refuses to look up (`__x__`, `..`): no such page either.
      notFound = true;
      entries.push({ queryKey: q.queryKey, kind, status: 404, body });
    } else cacheable = false;
  });

  const client = createQueryClient();
  seedQueryCache(client, entries);
  let meta: PageMeta | null = null;
  const { html, styleTags } = await renderApp(url, client, { set: (m) => (meta = m) }, strings, nowMs);

  const state: SsrState = { path: pathname, entries, nowMs };
  const found = meta as PageMeta | null;
  const title = found?.title ?? strings.t(pageTitleKey(path));
  let document = withSiteDescription(
    fillTemplate(withHtmlLang(template, language), /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`),
    strings.t('site.description'),
  );
  if (found) {
    // The site's own description stays in data-site-description for the browser's next page (page-meta.tsx).
    document = document.replace(
      /<meta name="description" content="([^"]*)"\s*\/?>/,
      (_all, site: string) =>
        `<meta name="description" content="${escapeHtml(found.description)}" data-site-description="${site}" />`,
    );
  }
  document = fillTemplate(
    fillTemplate(document, '<!--app-head-->', `${found ? pageMetaHtml(found, origin, language) : ''}${styleTags}`),
    '<div id="root"><!--app-html--></div>',
    `<div id="root" data-prerendered="${escapeHtml(pathname)}">${html}</div>` +
      // Data, not code (never run, so the content security policy needs no per-page hash): docs/decisions/190.
      `<script type="application/json" id="${SSR_STATE_ID}">${scriptSafeJson(state)}</script>` +
      `<script type="application/json" id="${PRELOAD_ID}">` +
      `${scriptSafeJson(preloads?.[matched.route.path]?.[language] ?? [])}</script>`,
  );
  return { status: notFound ? 404 : 200, html: document, cacheable };
}
