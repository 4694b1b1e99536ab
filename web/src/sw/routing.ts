// What the service worker does with each request (docs/decisions/180-installable-and-offline.md). Pure, so the
// unit tests pin it down; web/src/sw/service-worker.ts carries it out.

/** The build's precache and page lists, written into sw.js by scripts/lib/service-worker-build.mjs. */
export type SwConfig = {
  /** The build's id (a hash of what it precaches); 'dev' from the Vite dev server. Names the caches. */
  version: string;
  /** Cached at install for every visitor: the shell, the offline page, the entry's chunks. */
  shell: string[];
  /** Cached once someone signs in: the chunks of the screens that work offline (saved PGs, bookings, a receipt). */
  signedIn: string[];
  /**
   * The HTML every client-rendered route is served with (Hosting's `**` rewrite to app.html, as '/app'), or null
   * on the dev server, where every such route gets the same index.html and the last one seen is kept.
   */
  shellPage: string | null;
  /** Routes prerendered at build time ('/', '/faq', …): their HTML is the same for everyone until the next deploy. */
  prerendered: string[];
};

/** The offline page: served instead of a page that needs the network (Hosting serves offline.html at /offline). */
export const OFFLINE_PAGE = '/offline';
/** Where the dev server's shell is kept (every client-rendered route's HTML is the same there). */
export const DEV_SHELL_KEY = '/index.html';
/** Cached photos kept across deploys (they are immutable); the oldest go past this many. */
export const PHOTO_CACHE_LIMIT = 120;
/** The message a page sends once someone is signed in: cache the offline screens' chunks now. */
export const PRECACHE_SIGNED_IN = 'kotastay:precache-signed-in';

/**
 * Pages the `pages` Function renders with live data (firebase.json's rewrites to `pages`, decision 130). Their HTML
 * is never cached: a rent or a free-bed count from an old copy would be a lie. Offline they get the offline page.
 * `/pg/{id}/book` is not one of them (Hosting's `/pg/*` matches one segment): it is a client-rendered route. The
 * Hindi twins under /hi are rendered the same way (docs/decisions/140-hindi.md).
 */
export const SERVER_RENDERED: readonly RegExp[] = [
  /^(\/hi)?\/pg\/[^/]+\/?$/,
  /^(\/hi)?\/pg-listing\/?$/,
  /^(\/hi)?\/pgs-in\/[^/]+\/?$/,
  /^(\/hi)?\/pgs-near\/[^/]+\/?$/,
];

/**
 * Never touched by the service worker: the API (reads and writes alike), Firebase's reserved paths (`/__/…`),
 * the dev server's own endpoints (`/__vite…`), the worker itself, the sitemap and robots.txt.
 */
const PASS_THROUGH = /^\/(api\/|api$|__)|^\/(sw\.js|sitemap\.xml|robots\.txt)$/;

export type Strategy =
  /** Not handled: the browser goes to the network exactly as without a service worker. */
  | { kind: 'pass' }
  /**
   * A page: the network first. `store` is the cache key a good answer is kept under (null: not kept);
   * `fallback` the cache keys tried, in order, when the network fails.
   */
  | { kind: 'page'; store: string | null; fallback: string[] }
  /** A content-hashed build file (/assets/…): the cache first, else the network, kept. */
  | { kind: 'asset' }
  /** A photo (/photos/…, immutable): the cache first, else the network, kept in a cache of limited size. */
  | { kind: 'photo' }
  /** Any other file of the site (icons, the manifest, the dev server's modules): the network first, kept. */
  | { kind: 'file' };

export type RequestInfo = { url: string; method: string; mode: string; accept?: string };

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

export function isServerRendered(pathname: string): boolean {
  return SERVER_RENDERED.some((re) => re.test(pathname));
}

export function strategyFor(req: RequestInfo, origin: string, config: SwConfig): Strategy {
  if (req.method !== 'GET') return { kind: 'pass' };
  const url = new URL(req.url);
  if (url.origin !== origin) return { kind: 'pass' };
  const path = url.pathname;
  if (PASS_THROUGH.test(path)) return { kind: 'pass' };
  // The dev client's "is the server back?" ping must see the real network, never a cached answer.
  if (req.accept?.includes('text/x-vite-ping')) return { kind: 'pass' };
  if (req.mode === 'navigate') {
    if (isServerRendered(path)) return { kind: 'page', store: null, fallback: [OFFLINE_PAGE] };
    const route = trimSlash(path);
    if (config.prerendered.includes(route)) return { kind: 'page', store: route, fallback: [route, OFFLINE_PAGE] };
    if (route === OFFLINE_PAGE) return { kind: 'page', store: null, fallback: [OFFLINE_PAGE] };
    if (config.shellPage) return { kind: 'page', store: null, fallback: [config.shellPage, OFFLINE_PAGE] };
    return { kind: 'page', store: DEV_SHELL_KEY, fallback: [DEV_SHELL_KEY, OFFLINE_PAGE] };
  }
  if (path.startsWith('/assets/')) return { kind: 'asset' };
  if (path.startsWith('/photos/')) return { kind: 'photo' };
  return { kind: 'file' };
}

/** The caches of this version; every other `kotastay-` cache is deleted when it activates. */
export function cacheNames(version: string) {
  return {
    precache: `kotastay-precache-${version}`,
    runtime: `kotastay-runtime-${version}`,
    /** Not versioned: a photo's URL never changes its content. */
    photos: 'kotastay-photos',
  };
}

/** Caches left by earlier versions (deleted on activation). */
export function staleCaches(existing: readonly string[], version: string): string[] {
  const keep = new Set(Object.values(cacheNames(version)));
  return existing.filter((name) => name.startsWith('kotastay-') && !keep.has(name));
}
