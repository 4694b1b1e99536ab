// Gzip JS size of the listing routes (issue 4): what a phone downloads to show /pg-listing, /pg/{id},
// /location-search and /saved when it opens that URL directly. Reads the built web app (no server needed):
// the app shell's entry script plus everything it imports statically, then the route's lazily loaded screen
// chunk plus its static imports that the shell does not already have. Dynamic import() targets (Firebase,
// the Google map, notification toast…) are left out: they load only when used.
//
//   node bench/routes-size.mjs [distDir]        (default web/dist; the test runner builds web/dist-<offset>)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROUTES = {
  '/pg-listing': 'pg-listing-screen',
  '/pg/{id}': 'pg-detail-screen',
  '/location-search': 'location-search-screen',
  '/saved': 'saved-screen',
};

const STATIC_IMPORT = /\bimport\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([\w.$-]+\.js)["']/g;

export function routeSizes(distDir) {
  const assets = path.join(distDir, 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const cache = new Map();
  const info = (file) => {
    if (!cache.has(file)) {
      const bytes = readFileSync(path.join(assets, file));
      const deps = [...bytes.toString('utf8').matchAll(STATIC_IMPORT)].map((m) => m[1]);
      cache.set(file, { gzipBytes: gzipSync(bytes, { level: 9 }).length, rawBytes: bytes.length, deps });
    }
    return cache.get(file);
  };
  const closure = (start) => {
    const seen = new Set();
    const stack = [...start];
    while (stack.length) {
      const f = stack.pop();
      if (seen.has(f) || !existsSync(path.join(assets, f))) continue;
      seen.add(f);
      stack.push(...info(f).deps);
    }
    return seen;
  };
  const sum = (set) => [...set].reduce((s, f) => s + info(f).gzipBytes, 0);

  // The SPA shell served for non-prerendered paths (app.html), else index.html.
  const shellHtml = ['app.html', 'index.html'].map((f) => path.join(distDir, f)).find((f) => existsSync(f));
  const html = readFileSync(shellHtml, 'utf8');
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="\/assets\/([^"]+)"/g)].map((m) => m[1]);
  const shell = closure(entries);

  const rows = Object.entries(ROUTES).map(([route, prefix]) => {
    const chunk = files.find((f) => f.startsWith(`${prefix}-`));
    if (!chunk) return { route, error: `no ${prefix}-*.js chunk` };
    const own = closure([chunk]);
    const extra = new Set([...own].filter((f) => !shell.has(f)));
    return {
      route,
      screenChunk: chunk,
      screenChunkGzipBytes: info(chunk).gzipBytes,
      routeExtraGzipBytes: sum(extra),
      routeExtraFiles: extra.size,
      totalGzipBytes: sum(shell) + sum(extra),
    };
  });
  return { shellGzipBytes: sum(shell), shellFiles: shell.size, rows };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? process.env.KOTASTAY_WEB_OUT ?? 'web/dist';
  const r = routeSizes(dist);
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  console.log(`app shell (entry + static imports): ${kb(r.shellGzipBytes)} gzip in ${r.shellFiles} files`);
  for (const row of r.rows) {
    if (row.error) {
      console.log(`${row.route}: ${row.error}`);
      continue;
    }
    console.log(
      `${row.route.padEnd(17)} screen chunk ${kb(row.screenChunkGzipBytes).padStart(8)} · route extra ${kb(row.routeExtraGzipBytes).padStart(8)} (${row.routeExtraFiles} files) · total on first visit ${kb(row.totalGzipBytes)}`,
    );
  }
}
