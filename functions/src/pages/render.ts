// Server-rendered pages (docs/decisions/130-server-rendered-pages.md). The web build puts the server entry and
// the page template beside this bundle (lib/ssr/, written by scripts/prerender.mjs); the pages' API reads are
// answered inside this instance by the same Express app as /api, so a page costs one function invocation and
// exactly the Firestore reads its API answers cost.
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Express } from 'express';

/** What web/src/entry-server.tsx exports for this (kept structural: functions do not import web code). */
type RenderedPage = { status: 200 | 404; html: string; cacheable: boolean };
type ServerEntry = {
  renderPage(
    url: string,
    options: {
      template: string;
      origin: string;
      fetchApi: (apiPath: string) => Promise<{ status: number; body: unknown }>;
      preloads?: Preloads;
    },
  ): Promise<RenderedPage | null>;
};

/** The chunks each server-rendered route's first render loads, by route path and language (ssr-preloads.json). */
type Preloads = Record<string, Partial<Record<string, string[]>>>;

export const SSR_DIR = path.join(__dirname, 'ssr');

let loaded: Promise<{
  entry: ServerEntry;
  template: string;
  shell: string;
  preloads: Preloads;
  apiOrigin: string;
}> | null = null;

/**
 * The API app listening on a loopback port of this instance: a page's reads go through the same routes, checks
 * and caches as /api, with no network hop and no second function invocation.
 */
async function listenOnLoopback(app: Express): Promise<string> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  // Never keeps the instance alive on its own.
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The server entry, the templates and the loopback API, set up once per instance on the first page request. */
function load() {
  loaded ??= (async () => {
    const [entry, template, shell, preloads, { createApp }] = await Promise.all([
      import(pathToFileURL(path.join(SSR_DIR, 'entry-server.mjs')).href) as Promise<ServerEntry>,
      readFile(path.join(SSR_DIR, 'template.html'), 'utf8'),
      readFile(path.join(SSR_DIR, 'app.html'), 'utf8'),
      readFile(path.join(SSR_DIR, 'ssr-preloads.json'), 'utf8').then((text) => JSON.parse(text) as Preloads),
      import('../http/app'),
    ]);
    return { entry, template, shell, preloads, apiOrigin: await listenOnLoopback(createApp()) };
  })();
  loaded.catch(() => {
    loaded = null;
  });
  return loaded;
}

async function fetchApi(apiOrigin: string, apiPath: string): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`${apiOrigin}${apiPath}`, { headers: { accept: 'application/json' } });
  return { status: answer.status, body: await answer.json().catch(() => null) };
}

export type PageAnswer = { status: number; html: string; cacheControl: string };

/** Shared caches (the Hosting CDN) may keep a page for 5 minutes; browsers revalidate after a minute. */
const PAGE_CACHE = 'public, max-age=60, s-maxage=300';
const NOT_FOUND_CACHE = 'public, max-age=60, s-maxage=60';

export async function renderPageAnswer(url: string, origin: string): Promise<PageAnswer> {
  const { entry, template, shell, preloads, apiOrigin } = await load();
  const page = await entry.renderPage(url, { template, origin, preloads, fetchApi: (p) => fetchApi(apiOrigin, p) });
  // Not a server-rendered route (Hosting sends only those here): the app shell, as the `**` rewrite would.
  if (!page) return { status: 200, html: shell, cacheControl: 'public, max-age=60, s-maxage=300' };
  const cacheControl = !page.cacheable ? 'no-store' : page.status === 404 ? NOT_FOUND_CACHE : PAGE_CACHE;
  return { status: page.status, html: page.html, cacheControl };
}
