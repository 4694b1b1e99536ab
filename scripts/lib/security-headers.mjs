// The security headers every KotaStay response carries (docs/decisions/190-security-headers.md): the one place
// their values are written. firebase.json's Hosting headers must equal hostingHeaders() (a unit test holds them
// together), the emulator config gets hostingHeaders(ports) (scripts/lib/emulator-env.mjs), the `pages` and `api`
// Functions set pageHeaders()/apiHeaders() themselves (functions/src/http/security-headers.ts), and the Vite dev
// server sets pageHeaders() with what its tooling adds (web/vite.config.ts).
import { createHash } from 'node:crypto';

/**
 * The inline scripts the pages carry, each allowed by its hash (CSP's 'sha256-…' source): their text never changes
 * from page to page or build to build (data travels in <script type="application/json">, which is not run).
 * Changing one of them changes its hash: scripts/lib/security-headers.test.ts names the new value.
 */
export const INLINE_SCRIPT_HASHES = {
  /** web/index.html: the reader's language before the first paint. */
  language: 'sha256-XFp0K8qm0UV5Daecxl1zVOEGCO/aqywtF6J1zw6x8vg=',
  /** web/index.html: a tap on a server-rendered control before hydration is replayed once it is live. */
  taps: 'sha256-rOc17x8kZ/v1pzCt8dNDaxCyF260ha6S0/0869kLyj4=',
  /** scripts/prerender.mjs loadScriptsAfterFirstPaint: the app's entry after the first paint. */
  loader: 'sha256-TS4FBAGgx3rhEGRFXU/kf/lQSAYvuBzsExkdaiAkQRc=',
  /** web/src/features/offline/offline-page.ts: Hindi first when the browser prefers it. */
  offline: 'sha256-NpJ8YXYPTNxk5XSGpEjk76+5oi03ke29xwf5oyBruCM=',
};

/** Third parties the production app loads, each named by what needs it. */
const RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com';
const RAZORPAY_FRAMES = ['https://api.razorpay.com', 'https://checkout.razorpay.com'];
const RAZORPAY_CONNECT = ['https://lumberjack.razorpay.com'];
const MAPS_SCRIPT = ['https://maps.googleapis.com'];
const MAPS_IMAGES = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
const MAPS_FONTS_CSS = 'https://fonts.googleapis.com';
const MAPS_FONTS = 'https://fonts.gstatic.com';
const FIREBASE_CONNECT = [
  'https://firestore.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://content-firebaseappcheck.googleapis.com',
];
const STORAGE_PHOTOS = 'https://firebasestorage.googleapis.com';
/** Firestore's WebChannel loads this one image to tell "offline" from "Firestore unreachable" when a request fails. */
const FIRESTORE_CONNECTIVITY_PROBE = 'https://www.google.com/images/cleardot.gif';

/**
 * @param {{ emulators?: { auth: number, firestore: number, storage: number } | null,
 *           dev?: { port: number, scriptHashes: string[] } | null }} [options]
 *   emulators: a build wired to the emulator suite also talks to the Auth and Firestore emulators and shows photos
 *   from the Storage emulator (their 127.0.0.1 origins; nothing else changes);
 *   dev: the Vite dev server's tooling — its HMR websocket and its inline module scripts (React Refresh's preamble).
 * @returns {string}
 */
export function contentSecurityPolicy({ emulators = null, dev = null } = {}) {
  const local = (port) => `http://127.0.0.1:${port}`;
  const emulatorConnect = emulators ? [local(emulators.auth), local(emulators.firestore)] : [];
  const emulatorImages = emulators ? [local(emulators.storage)] : [];
  const directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...Object.values(INLINE_SCRIPT_HASHES).map((h) => `'${h}'`),
      ...(dev?.scriptHashes ?? []).map((h) => `'${h}'`),
      ...RECAPTCHA,
      RAZORPAY_SCRIPT,
      ...MAPS_SCRIPT,
    ],
    // emotion (MUI) writes <style> elements at run time and React style attributes: see the decision.
    'style-src': ["'self'", "'unsafe-inline'", MAPS_FONTS_CSS],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      STORAGE_PHOTOS,
      ...emulatorImages,
      FIRESTORE_CONNECTIVITY_PROBE,
      ...MAPS_IMAGES,
    ],
    'font-src': ["'self'", MAPS_FONTS],
    'connect-src': [
      "'self'",
      ...FIREBASE_CONNECT,
      ...emulatorConnect,
      ...(dev ? [`ws://127.0.0.1:${dev.port}`] : []),
      'https://www.google.com/recaptcha/',
      ...MAPS_SCRIPT,
      ...RAZORPAY_CONNECT,
    ],
    'frame-src': [...RECAPTCHA_FRAMES, ...RAZORPAY_FRAMES],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers besides the policy: no MIME sniffing, no full URLs to other sites, HTTPS only, never framed. */
const COMMON_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Frame-Options', 'DENY'],
];

/**
 * The headers of a page (and of every file Hosting serves: a policy on a script or an image does nothing).
 * @param {Parameters<typeof contentSecurityPolicy>[0]} [options]
 * @returns {[string, string][]}
 */
export function pageHeaders(options) {
  return [['Content-Security-Policy', contentSecurityPolicy(options)], ...COMMON_HEADERS];
}

/** The policy of an answer that is never a page (the API's JSON, a photo, the sitemap): it may load and run nothing. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** @returns {[string, string][]} */
export function apiHeaders() {
  return [['Content-Security-Policy', API_POLICY], ...COMMON_HEADERS];
}

/**
 * firebase.json's rule for every path (first, so the file-specific rules after it add caching).
 * @param {Parameters<typeof contentSecurityPolicy>[0]['emulators']} [emulators]
 */
export function hostingHeaderRule(emulators = null) {
  return { source: '**', headers: pageHeaders({ emulators }).map(([key, value]) => ({ key, value })) };
}

/**
 * A Hosting config's headers with the security rule for `emulators` in place of the production one.
 * @template {{ hosting: { headers: { source: string, headers: { key: string, value: string }[] }[] } }} C
 * @param {C} config
 * @param {Parameters<typeof contentSecurityPolicy>[0]['emulators']} emulators
 * @returns {C}
 */
export function withEmulatorHeaders(config, emulators) {
  const rest = config.hosting.headers.filter((rule) => rule.source !== '**');
  return { ...config, hosting: { ...config.hosting, headers: [hostingHeaderRule(emulators), ...rest] } };
}

/**
 * The inline scripts of an HTML document that a browser would run (no src, a script type), as CSP hashes.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const out = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/.test(attrs)) continue;
    const type = /\stype\s*=\s*"?([^"\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && !['module', 'text/javascript', 'application/javascript'].includes(type)) continue;
    out.push(
      `sha256-${createHash('sha256')
        .update(m[2] ?? '', 'utf8')
        .digest('base64')}`,
    );
  }
  return out;
}
