// Builds /sw.js: web/src/sw/service-worker.ts bundled by esbuild into one classic script, with the build's
// SwConfig (web/src/sw/routing.ts) written in. Used by the web build (scripts/prerender.mjs, with the precache
// lists of this build) and by the Vite dev server (web/vite.config.ts, with DEV_SW_CONFIG), so both serve the
// same worker (docs/decisions/180-installable-and-offline.md).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { ROOT } from './emulator-env.mjs';

const ENTRY = path.join(ROOT, 'web', 'src', 'sw', 'service-worker.ts');
/** Must equal OFFLINE_PAGE in web/src/sw/routing.ts (checked by its unit test). */
export const OFFLINE_PAGE = '/offline';

/**
 * The dev server's worker: no precache lists (Vite serves unbundled modules that change on every edit), only the
 * offline page; every file and page is cached as it is fetched, network first, so nothing stale is ever shown
 * while online and HMR is untouched.
 */
export const DEV_SW_CONFIG = { version: 'dev', shell: [OFFLINE_PAGE], signedIn: [], shellPage: null, prerendered: [] };

export async function bundleServiceWorker(config) {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: config.version !== 'dev',
    legalComments: 'none',
    define: { __KOTASTAY_SW_CONFIG__: JSON.stringify(config) },
    logLevel: 'silent',
  });
  const file = result.outputFiles?.[0];
  if (!file) throw new Error('service worker: esbuild produced no output');
  return file.text;
}

/** Every chunk a module needs: its static imports, and its dynamic ones that `follow` accepts, as /assets/… URLs. */
function closure(manifest, keys, follow) {
  const seen = new Set();
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    files.add(`/${entry.file}`);
    for (const css of entry.css ?? []) files.add(`/${css}`);
    for (const k of entry.imports ?? []) visit(k);
    for (const k of entry.dynamicImports ?? []) if (follow(k)) visit(k);
  };
  keys.forEach(visit);
  return files;
}

/** Route screens are lazy chunks of their own; only the offline-capable ones are precached. */
const isScreen = (key) => /\/screens\//.test(key);

/**
 * This build's SwConfig from Vite's manifest:
 *  - shell (every visitor, at install): the landing page, the app shell, the offline page, the entry's chunks and
 *    its steps', the manifest and its icons — what an installed app needs to open at all;
 *  - signedIn (once someone signs in): the offline screens and what they load lazily (Firebase, reactfire, the
 *    session, every namespace's strings), but no other screen.
 * The version hashes the lists and the HTML files, so any change to what is served installs a new worker.
 */
export function serviceWorkerConfig({ manifest, offlineScreens, prerendered, htmlFiles, publicFiles }) {
  const entryKey = 'index.html';
  if (!manifest[entryKey]) throw new Error('service worker: the Vite manifest has no index.html entry');
  for (const key of offlineScreens) if (!manifest[key]) throw new Error(`service worker: no chunk for ${key}`);
  // The entry's steps are dynamic imports it makes before the first render (web/src/main.tsx): part of the shell.
  const steps = new Set(manifest[entryKey].dynamicImports ?? []);
  const shellFiles = closure(manifest, [entryKey], (key) => steps.has(key));
  const shell = ['/', '/app', OFFLINE_PAGE, ...publicFiles, ...shellFiles];
  const lazy = closure(
    manifest,
    [entryKey, ...offlineScreens],
    (key) => !isScreen(key) || offlineScreens.includes(key),
  );
  const signedIn = [...lazy].filter((file) => !shellFiles.has(file));
  const hash = createHash('sha256').update(JSON.stringify({ shell, signedIn, prerendered }));
  for (const file of htmlFiles) hash.update(readFileSync(file));
  return { version: hash.digest('hex').slice(0, 12), shell, signedIn, shellPage: '/app', prerendered };
}
