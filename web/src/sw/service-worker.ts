// KotaStay's service worker (docs/decisions/180-installable-and-offline.md), bundled into /sw.js by
// scripts/lib/service-worker-build.mjs with this build's SwConfig. Small and handwritten:
//  - install: cache the shell (app shell, landing page, offline page, the entry's chunks); on a message from a
//    signed-in page, the chunks of the screens that work offline (saved PGs, bookings, a receipt).
//  - pages: the network first; offline, the cached shell — or the offline page for pages that need the network.
//    Server-rendered pages are never cached. /api is never touched, so nothing is ever queued or replayed.
//  - activate: delete every cache of earlier versions; take control of open pages.
import {
  cacheNames,
  PHOTO_CACHE_LIMIT,
  PRECACHE_SIGNED_IN,
  staleCaches,
  strategyFor,
  type Strategy,
  type SwConfig,
} from './routing';

declare const __KOTASTAY_SW_CONFIG__: SwConfig;
const config = __KOTASTAY_SW_CONFIG__;
const names = cacheNames(config.version);

// The worker scope's types (lib "webworker") clash with the DOM library the web project compiles with: the few
// members used here, declared by hand.
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
};
type MessageEventWithPorts = ExtendableEvent & { data: unknown; ports: readonly MessagePort[] };
type WorkerScope = {
  location: Location;
  registration: { navigationPreload?: { enable(): Promise<void> } };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEventWithPorts) => void): void;
};
const sw = self as unknown as WorkerScope;

/**
 * The request to precache `url` with. Content-hashed build files may come from the browser's HTTP cache (the page
 * has usually just downloaded them: no second download); pages and other files are fetched afresh (an hour-old
 * app shell from the HTTP cache would name the last deploy's chunks).
 */
const precacheRequest = (url: string) =>
  new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'reload', credentials: 'same-origin' });

/** Caches `urls` (those in no cache of this version yet) into the precache; all or nothing. */
async function precache(urls: readonly string[]): Promise<number> {
  const cache = await caches.open(names.precache);
  const runtime = await caches.open(names.runtime);
  const missing: string[] = [];
  for (const url of urls) if (!(await cache.match(url)) && !(await runtime.match(url))) missing.push(url);
  await cache.addAll(missing.map(precacheRequest));
  return missing.length;
}

sw.addEventListener('install', (event) => {
  event.waitUntil(precache(config.shell).then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), config.version).map((name) => caches.delete(name)));
      // Pages are fetched while the worker starts instead of after (a slow phone takes a moment to start it).
      await sw.registration.navigationPreload?.enable().catch(() => undefined);
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type !== PRECACHE_SIGNED_IN) return;
  const reply = event.ports[0];
  event.waitUntil(
    precache(config.signedIn).then(
      (added) => reply?.postMessage({ ok: true, added, total: config.signedIn.length }),
      (err: unknown) => reply?.postMessage({ ok: false, error: String(err) }),
    ),
  );
});

/** A response worth keeping: complete, same-origin, not marked no-store. */
const keepable = (res: Response) =>
  res.ok && res.type === 'basic' && res.status === 200 && !/no-store/.test(res.headers.get('Cache-Control') ?? '');

/**
 * Keeps `res` in `cacheName`, keeping at most `limit` entries there; a write the device refuses (storage full, a private
 * window's small quota) is skipped: what was fetched is the page's either way, and a failed write must never turn
 * into a failed file (a lazy screen's chunk that "did not load" reloads the page).
 */
async function put(cacheName: string, key: Request | string, res: Response, limit?: number): Promise<void> {
  if (!keepable(res)) return;
  try {
    const cache = await caches.open(cacheName);
    await cache.put(key, res);
    if (limit) {
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((k) => cache.delete(k)));
    }
  } catch {
    // Not kept: the next visit fetches it again.
  }
}

async function firstCached(keys: readonly string[]): Promise<Response | undefined> {
  for (const key of keys) {
    const hit = await caches.match(key, { ignoreSearch: true });
    if (hit) return hit;
  }
  return undefined;
}

async function page(event: FetchEvent, strategy: Extract<Strategy, { kind: 'page' }>): Promise<Response> {
  try {
    const res = (await event.preloadResponse) ?? (await fetch(event.request));
    if (strategy.store) event.waitUntil(put(names.runtime, strategy.store, res.clone()));
    return res;
  } catch (err) {
    const cached = await firstCached(strategy.fallback);
    if (cached) return cached;
    throw err;
  }
}

async function cacheFirst(event: FetchEvent, cacheName: string, limit?: number): Promise<Response> {
  const { request } = event;
  const hit = await caches.match(request).catch(() => undefined);
  if (hit) return hit;
  const res = await fetch(request);
  // Kept after the page has it, not before: a slow or refused write delays and fails nothing.
  event.waitUntil(put(cacheName, request, res.clone(), limit));
  return res;
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  try {
    const res = await fetch(event.request);
    event.waitUntil(put(names.runtime, event.request, res.clone()));
    return res;
  } catch (err) {
    const cached = await caches.match(event.request);
    if (cached) return cached;
    throw err;
  }
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    { url: request.url, method: request.method, mode: request.mode, accept: request.headers.get('Accept') ?? '' },
    sw.location.origin,
    config,
  );
  switch (strategy.kind) {
    case 'pass':
      return;
    case 'page':
      event.respondWith(page(event, strategy));
      return;
    case 'asset':
      event.respondWith(cacheFirst(event, names.runtime));
      return;
    case 'photo':
      event.respondWith(cacheFirst(event, names.photos, PHOTO_CACHE_LIMIT));
      return;
    case 'file':
      event.respondWith(networkFirst(event));
      return;
  }
});
