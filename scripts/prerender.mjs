#!/usr/bin/env node
// Prerenders the public pages after `vite build` (web's build script runs it) so the first paint needs no
// JavaScript: a Vite SSR build of web/src/entry-server.tsx renders each route with react-dom/server and
// react-router's static handler; emotion's critical CSS is inlined; main.tsx hydrates the result.
//
// Output, in the client build folder (KOTASTAY_WEB_OUT or web/dist), for Firebase Hosting (cleanUrls):
//   index.html            the prerendered landing page (/)
//   faq.html, …           one file per info page (/faq is served from faq.html)
//   app.html              the empty SPA shell: the `**` rewrite serves it for every other route
//   hi.html, hi/faq.html, … the same pages in Hindi (/hi, /hi/faq: docs/decisions/140-hindi.md)
//   offline.html          the offline page the service worker shows for pages that need the network
//   sw.js                 the service worker, with this build's precache lists (scripts/lib/service-worker-build.mjs)
// and, for the `pages` Function that renders the data pages on request (docs/decisions/130-server-rendered-pages.md),
// functions/lib/ssr/: the server entry and its chunks, template.html (this build's page template) and app.html.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { INLINE_SCRIPT_HASHES, inlineScriptHashes } from './lib/security-headers.mjs';
import { bundleServiceWorker, serviceWorkerConfig } from './lib/service-worker-build.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'web');
const OUT = path.resolve(WEB, process.env.KOTASTAY_WEB_OUT || 'dist');
/** Deployed with the functions (firebase.json's functions predeploy builds the web app first). */
const FUNCTIONS_SSR = path.join(ROOT, 'functions', 'lib', 'ssr');

/** Public pages that need no sign-in and no data to show their main content. */
export const PRERENDERED = [
  { route: '/', file: 'index.html', screen: 'src/features/landing/screens/landing-screen.tsx' },
  { route: '/faq', file: 'faq.html', screen: 'src/features/info/screens/faq-screen.tsx', strings: ['info'] },
  {
    route: '/partner',
    file: 'partner.html',
    screen: 'src/features/info/screens/partner-screen.tsx',
    strings: ['info'],
  },
  {
    route: '/contact',
    file: 'contact.html',
    screen: 'src/features/info/screens/contact-screen.tsx',
    strings: ['info'],
  },
  {
    route: '/terms-and-conditions',
    file: 'terms-and-conditions.html',
    screen: 'src/features/info/screens/terms-screen.tsx',
    strings: ['info'],
  },
  {
    route: '/privacy-policy',
    file: 'privacy-policy.html',
    screen: 'src/features/info/screens/privacy-screen.tsx',
    strings: ['info'],
  },
  {
    route: '/refund-policy',
    file: 'refund-policy.html',
    screen: 'src/features/info/screens/refund-screen.tsx',
    strings: ['info'],
  },
  {
    route: '/reviews',
    file: 'reviews.html',
    screen: 'src/features/info/screens/reviews-screen.tsx',
    strings: ['info'],
  },
];

/** The site's languages (web/src/i18n/language.ts): English at the root, Hindi under /hi. */
const LANGUAGES = ['en', 'hi'];

/** Each page and its Hindi twin under /hi ('/' → '/hi' in hi.html, '/faq' → '/hi/faq' in hi/faq.html). */
export function withHindiTwins(pages) {
  return pages.flatMap((page) => [
    page,
    {
      ...page,
      route: page.route === '/' ? '/hi' : `/hi${page.route}`,
      file: page.file === 'index.html' ? 'hi.html' : `hi/${page.file}`,
    },
  ]);
}

/**
 * The screens that work offline (docs/requirements/app-shell-and-landing.md#installable-app-and-offline): their chunks
 * are precached once someone signs in.
 */
export const OFFLINE_SCREENS = [
  'src/features/listings/screens/saved-screen.tsx',
  'src/features/bookings/screens/my-bookings-screen.tsx',
  'src/features/bookings/screens/booking-receipt-screen.tsx',
];

/** Files of web/public an installed app needs to open: the manifest and its icons. */
const PWA_PUBLIC_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];

/**
 * The public origin robots.txt names the sitemap with (the pages Function uses functions/src/http/site-origin.ts):
 * SITE_ORIGIN when set, the Hosting emulator for a build wired to the emulators, else the project's default domain.
 */
export function buildSiteOrigin(env = process.env) {
  const configured = env.SITE_ORIGIN?.trim().replace(/\/$/, '');
  if (configured) return configured;
  if (env.VITE_FIREBASE_EMULATORS) return `http://127.0.0.1:${JSON.parse(env.VITE_FIREBASE_EMULATORS).hosting ?? 5000}`;
  const projectId = env.VITE_FIREBASE_CONFIG ? JSON.parse(env.VITE_FIREBASE_CONFIG).projectId : 'demo-kotastay';
  return `https://${projectId}.web.app`;
}

/** Every chunk a module needs (itself + static imports), as /assets/… URLs, in load order. */
function chunkFiles(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [...(entry.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen)), `/${entry.file}`];
}

/**
 * Fails the build when a page would carry an inline script the content security policy does not allow by its hash
 * (scripts/lib/security-headers.mjs): in a browser it would silently not run.
 */
export function assertInlineScriptsAllowed(name, html) {
  const allowed = new Set(Object.values(INLINE_SCRIPT_HASHES));
  const refused = inlineScriptHashes(html).filter((hash) => !allowed.has(hash));
  if (refused.length)
    throw new Error(
      `prerender: ${name} has an inline script the content security policy does not allow (${refused.join(', ')}): ` +
        'see INLINE_SCRIPT_HASHES in scripts/lib/security-headers.mjs',
    );
  return html;
}

function escapeAttr(value) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

async function buildServerEntry() {
  const { build } = await import('vite');
  // One folder per output folder: parallel test runs (port offsets) build side by side.
  const tag = createHash('sha1').update(OUT).digest('hex').slice(0, 8);
  const ssrOut = path.join(ROOT, '.cache', `prerender-ssr-${tag}`);
  rmSync(ssrOut, { recursive: true, force: true });
  await build({
    root: WEB,
    configFile: path.join(WEB, 'vite.config.ts'),
    logLevel: 'warn',
    mode: 'production',
    // Bundle everything: the entry runs once, in this process, and must not depend on how each
    // package ships ESM vs CommonJS for Node.
    ssr: { noExternal: true },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: { output: { entryFileNames: 'entry-server.mjs', format: 'es' } },
    },
  });
  return ssrOut;
}

/** The server entry (with its lazy chunks) and this build's templates, where the `pages` Function loads them. */
function publishForFunctions(ssrOut, template, shell) {
  rmSync(FUNCTIONS_SSR, { recursive: true, force: true });
  cpSync(ssrOut, FUNCTIONS_SSR, { recursive: true });
  // The functions package is CommonJS; the server entry and its chunks are ES modules.
  writeFileSync(path.join(FUNCTIONS_SSR, 'package.json'), '{ "type": "module" }\n');
  // The same script loading as the prerendered pages: the page paints before its JavaScript downloads.
  writeFileSync(
    path.join(FUNCTIONS_SSR, 'template.html'),
    assertInlineScriptsAllowed('template.html', loadScriptsAfterFirstPaint(template)),
  );
  writeFileSync(path.join(FUNCTIONS_SSR, 'app.html'), shell);
}

/**
 * A prerendered page needs no JavaScript to show its content, so its scripts wait until the browser has
 * painted it once: the module preloads are dropped and the entry module is inserted after the first frame.
 * On a slow phone the JS download then no longer competes with the HTML and its first paint (measured with
 * `npm run bench`); hydration follows a moment later, and until then links work as plain links.
 *
 * The chunks the page's lazy screen needs (listed in the page's `<script type="application/json" id="ks-preload">`) are
 * then preloaded one <link> per task: inserting a modulepreload link costs ~1.5 ms of main thread on a phone at
 * Lighthouse's 4× CPU, and Vite's loader would insert all of them (80 on the results page) in one long task when
 * hydration reaches the lazy screen; it skips those already in the document.
 *
 * When the last link is in, it says so (`window.ksPreloaded`, a `ks-preloaded` event on the document): the app
 * hydrates only then (web/src/main.tsx), or a lazy screen reached first would have Vite's loader insert the links
 * still missing, all in one task (31 ms at 4× CPU on a PG page, `npm run bench:profile`).
 *
 * The loader's text is the same on every page of every build (the entry's URL is its data-entry attribute), so the
 * content security policy allows it by its hash (scripts/lib/security-headers.mjs, docs/decisions/190-security-headers.md).
 */
export function loadScriptsAfterFirstPaint(document) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(document);
  if (!entry) throw new Error('prerender: the built HTML has no module entry script');
  const loader = `<script data-entry="${escapeAttr(entry[1])}">${PAGE_LOADER}</script>`;
  return document
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace('</body>', () => `${loader}</body>`);
}

/**
 * Links inserted per task by the page's script loader: one. Under Lighthouse each insertion costs 2–5 ms of main
 * thread (its trace: the fetches start that far apart), so four in a task came to 9–18 ms, 35–71 ms at its 4× CPU
 * factor, blocking time on every page (bench/lh-tasks.mjs, docs/decisions/232-module-evaluation-in-steps.md).
 */
const PRELOAD_BATCH = 1;
/** The id of the page's list of chunks to preload (web/src/entry-server.tsx's PRELOAD_ID says the same). */
const PRELOAD_ID = 'ks-preload';
/** The page's script loader (see loadScriptsAfterFirstPaint). */
export const PAGE_LOADER =
  `(function(){var d=document,c=d.currentScript;requestAnimationFrame(function(){setTimeout(function(){` +
  `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=c.getAttribute('data-entry');` +
  `d.head.appendChild(s);` +
  `var j=d.getElementById('${PRELOAD_ID}'),l=j?JSON.parse(j.textContent):[],i=0;` +
  `(function n(){for(var e=i+${PRELOAD_BATCH};i<e&&i<l.length;i++){` +
  `var k=d.createElement('link');k.rel='modulepreload';k.crossOrigin='';k.href=l[i];d.head.appendChild(k)}` +
  `if(i<l.length)setTimeout(n,0);else{window.ksPreloaded=1;d.dispatchEvent(new Event('ks-preloaded'))}})()},0)})})()`;

/**
 * The chunks to preload for `modules` (manifest keys) and i18n `strings` namespaces in `language`: the entry's
 * steps first, then their whole static closure (Vite's loader checks every one), those the entry does not load first.
 */
export function preloadFiles(manifest, { modules, strings = [] }, language) {
  const entryFiles = new Set(chunkFiles(manifest, 'index.html'));
  const bootFiles = bootStepFiles(manifest).filter((f) => !entryFiles.has(f));
  const keys = [
    ...modules,
    ...(language === 'hi' ? ['src/i18n/common.hi.ts'] : []),
    ...strings.map((ns) => `src/features/${ns}/i18n/${language}.ts`),
  ];
  for (const key of keys) if (!manifest[key]) throw new Error(`prerender: ${key} is not in the build manifest`);
  const files = [...new Set(keys.flatMap((key) => chunkFiles(manifest, key)))];
  return [
    ...new Set([...bootFiles, ...files.filter((f) => !entryFiles.has(f)), ...files.filter((f) => entryFiles.has(f))]),
  ];
}

/**
 * The chunks of the browser entry's steps (its dynamic imports: web/src/main.tsx imports them one after another), in
 * step order: every page runs them before it hydrates, and only the step's own import() would fetch them, so a page
 * preloads them first (docs/decisions/232-module-evaluation-in-steps.md).
 */
export function bootStepFiles(manifest) {
  const steps = manifest['index.html']?.dynamicImports ?? [];
  if (!steps.length) throw new Error('prerender: the browser entry has no steps (web/src/main.tsx imports none)');
  return [...new Set(steps.flatMap((key) => chunkFiles(manifest, key)))];
}

const preloadScript = (files) => `<script type="application/json" id="${PRELOAD_ID}">${JSON.stringify(files)}</script>`;

export async function prerender() {
  const started = Date.now();
  const template = readFileSync(path.join(OUT, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->'))
    throw new Error(`${OUT}/index.html has no <!--app-html--> placeholder: run vite build first`);
  const manifest = JSON.parse(readFileSync(path.join(OUT, '.vite', 'manifest.json'), 'utf8'));

  // The SPA shell for every route that is not prerendered (auth, listings, dashboards, 404).
  const shell = template.replace('<!--app-head-->', '').replace('<!--app-html-->', '');
  writeFileSync(path.join(OUT, 'app.html'), assertInlineScriptsAllowed('app.html', shell));

  const ssrOut = await buildServerEntry();
  publishForFunctions(ssrOut, template, shell);
  const {
    render,
    robotsTxt,
    renderOfflinePage,
    SSR_PRELOADS,
    PRELOAD_ID: entryPreloadId,
    fillTemplate,
  } = await import(pathToFileURL(path.join(ssrOut, 'entry-server.mjs')).href);
  if (entryPreloadId !== PRELOAD_ID) throw new Error("prerender: the preload list's id differs from the entry's");
  // The server-rendered pages' chunk lists, by route and language, for the `pages` Function (functions/src/pages).
  const ssrPreloads = Object.fromEntries(
    Object.entries(SSR_PRELOADS).map(([route, spec]) => [
      route,
      Object.fromEntries(LANGUAGES.map((language) => [language, preloadFiles(manifest, spec, language)])),
    ]),
  );
  writeFileSync(path.join(FUNCTIONS_SSR, 'ssr-preloads.json'), JSON.stringify(ssrPreloads));
  writeFileSync(path.join(OUT, 'robots.txt'), robotsTxt(buildSiteOrigin()));
  writeFileSync(path.join(OUT, 'offline.html'), assertInlineScriptsAllowed('offline.html', renderOfflinePage()));
  for (const page of withHindiTwins(PRERENDERED)) {
    const { html, styleTags, title, description, language } = await render(page.route);
    // The screen's chunks and its feature's strings (lazy i18n namespaces) are fetched after the first paint; a
    // Hindi page also needs the shell's and the landing's Hindi strings before it can hydrate.
    const preloads = preloadScript(
      preloadFiles(
        manifest,
        {
          modules: [page.screen, ...(language === 'hi' ? ['src/features/landing/i18n/hi.ts'] : [])],
          strings: page.strings ?? [],
        },
        language,
      ),
    );
    // Filled with functions, never replacement strings: rendered text may hold `$&`, `` $` `` or `$'`.
    const fills = [
      [/<html lang="[^"]*"/, `<html lang="${language}"`],
      [/<title>[^<]*<\/title>/, `<title>${escapeAttr(title)}</title>`],
      [/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeAttr(description)}"`],
      ['<!--app-head-->', `${preloads}${styleTags}`],
      [
        '<div id="root"><!--app-html--></div>',
        `<div id="root" data-prerendered="${escapeAttr(page.route)}">${html}</div>`,
      ],
    ];
    const document = fills.reduce((doc, [pattern, text]) => fillTemplate(doc, pattern, text), template);
    const target = path.join(OUT, page.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, assertInlineScriptsAllowed(page.file, loadScriptsAfterFirstPaint(document)));
  }
  const swConfig = serviceWorkerConfig({
    manifest,
    offlineScreens: OFFLINE_SCREENS,
    prerendered: withHindiTwins(PRERENDERED).map((page) => page.route),
    htmlFiles: ['index.html', 'app.html', 'offline.html'].map((file) => path.join(OUT, file)),
    publicFiles: PWA_PUBLIC_FILES,
  });
  writeFileSync(path.join(OUT, 'sw.js'), await bundleServiceWorker(swConfig));
  console.log(
    `prerendered ${PRERENDERED.length * 2} pages into ${path.relative(ROOT, OUT)} in ${Date.now() - started} ms`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerender();
}
