// Prerendering entry (scripts/prerender.mjs): renders a public route to HTML with its critical CSS.
// Only used at build time in Node; the browser entry is main.tsx, which hydrates this HTML.
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, AppRoutes } from './app/app';
import { pageTitleKey } from './app/page-titles';
import i18n from './i18n';

export type PrerenderResult = { html: string; styleTags: string; title: string };

/** Waits for every lazy screen (React.lazy inside Suspense) before returning the full HTML. */
function renderToStringComplete(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        html += chunk.toString('utf8');
        callback();
      },
    });
    sink.on('finish', () => resolve(html));
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

export async function render(url: string): Promise<PrerenderResult> {
  // Same key as the browser's default cache, so the client adopts these styles instead of re-inserting them.
  const cache = createCache({ key: 'css' });
  const emotionServer = createEmotionServer(cache);

  const html = await renderToStringComplete(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const styleTags = emotionServer.constructStyleTagsFromChunks(emotionServer.extractCriticalToChunks(html));
  return { html, styleTags, title: i18n.t(pageTitleKey(new URL(url, 'http://localhost').pathname)) };
}
