import { grievanceConfigProblem, studentHelplineConfigProblem } from '../shared/src/grievance';
import { splitLanguagePath } from '../shared/src/language';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { DEV_SW_CONFIG, OFFLINE_PAGE, bundleServiceWorker } from '../scripts/lib/service-worker-build.mjs';
import { inlineScriptHashes, pageHeaders } from '../scripts/lib/security-headers.mjs';
import { webBuildConfigProblem } from '../scripts/lib/web-build-config.mjs';
import type * as ServerEntry from './src/entry-server';
import { devBodyLimit, forwardHeldBodies, refuseDeclaredTooLarge } from './dev-body-limit';

/**
 * reactfire imports every Firebase SDK it has hooks for; the app uses only its Firestore hooks (the
 * profile; bookings and team queues next). Realtime Database, Functions, Remote Config and Storage would
 * add ~55 KB gzip to the signed-in chunk, so in the production build reactfire's imports of those resolve to
 * stubs that throw if ever called (docs/decisions/001-react-18.md). Using one of those hooks means removing
 * its SDK from this list.
 */
const REACTFIRE_UNUSED_SDKS = ['firebase/database', 'firebase/functions', 'firebase/remote-config', 'firebase/storage'];
function reactfireUnusedSdks(): Plugin {
  const prefix = '\0reactfire-unused:';
  const entry = createRequire(import.meta.url).resolve('reactfire');
  const source = readFileSync(entry.replace(/index\.umd\.cjs$/, 'index.js'), 'utf8');
  const namesOf = (sdk: string) => {
    const m = new RegExp(`import \\{([^}]*)\\} from "${sdk}"`).exec(source);
    return m?.[1]
      ? m[1]
          .split(',')
          .map((part) => part.trim().split(/\s+as\s+/)[0])
          .filter(Boolean)
      : [];
  };
  return {
    name: 'reactfire-unused-sdks',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (REACTFIRE_UNUSED_SDKS.includes(id) && importer?.includes('/node_modules/reactfire/')) return prefix + id;
      return null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const sdk = id.slice(prefix.length);
      return namesOf(sdk)
        .map(
          (name) =>
            `export function ${name}() { throw new Error('${sdk} is left out of the build (web/vite.config.ts)'); }`,
        )
        .join('\n');
    },
  };
}

/**
 * MUI's `createTheme` also carries the CSS-variables theme builder (`createThemeWithVars`, its palette and variable
 * parsers: ~4 KB gzip on every page's first load), used only when a theme asks for `cssVariables` or `colorSchemes`.
 * Ours asks for neither (app/theme.ts), nor does MUI's default theme, so in the production build that builder
 * resolves to a stub that throws if it is ever called (issue #25, docs/decisions/210-speed-budgets-busy-machine.md).
 * A theme that wants CSS variables means removing this plugin.
 */
function muiThemeWithoutCssVars(): Plugin {
  const stub = '\0mui-create-theme-with-vars';
  return {
    name: 'mui-theme-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      const from = importer?.replace(/\\/g, '/') ?? '';
      if (id === './createThemeWithVars.mjs' && from.endsWith('/node_modules/@mui/material/styles/createTheme.mjs'))
        return stub;
      return null;
    },
    load(id) {
      if (id !== stub) return null;
      return "export default function createThemeWithVars() { throw new Error('MUI CSS-variables themes are left out of the build (web/vite.config.ts)'); }";
    },
  };
}

/**
 * A build that may be deployed stops, in one sentence, without the project's Firebase config (or with the demo
 * project's): otherwise it would ship the demo config (scripts/lib/web-build-config.mjs). Emulator builds go ahead.
 */
function productionConfig(): Plugin {
  return {
    name: 'kotastay-production-config',
    apply: 'build',
    config(_config, { mode }) {
      const all = { ...loadEnv(mode, __dirname, ''), ...process.env };
      // A deployable build must name the real Grievance Officer, never the local placeholder (shared/src/grievance.ts).
      const deployable = !all.VITE_FIREBASE_EMULATORS?.trim() && all.KOTASTAY_DEMO_BUILD !== '1';
      const grievance = deployable ? grievanceConfigProblem(all) : null;
      // Nor a placeholder for the district's student helpline, shown to a student raising a safety complaint.
      const helpline = deployable ? studentHelplineConfigProblem(all) : null;
      const problem =
        webBuildConfigProblem(all) ??
        (grievance && `A production web build needs the Grievance Officer: ${grievance}; set VITE_GRIEVANCE_NAME, VITE_GRIEVANCE_EMAIL, VITE_GRIEVANCE_PHONE (and VITE_GRIEVANCE_RESPONSE_DAYS, default 30) in web/.env.production.local or the environment.`) ??
        (helpline && `A production web build needs the district's student helpline: ${helpline}; set VITE_STUDENT_HELPLINE_NAME and VITE_STUDENT_HELPLINE_PHONE in web/.env.production.local or the environment.`);
      if (problem) {
        console.error(`✖ ${problem}`);
        process.exit(1);
      }
    },
  };
}

/** The browser entry's chunk (assets/index-<hash>.js), known once the bundle is written. */
let entryChunkFile: string | undefined;

/**
 * The browser entry runs the app's modules in steps, each a dynamic import (src/main.tsx,
 * docs/decisions/232-module-evaluation-in-steps.md). Vite preloads a dynamic import's chunks only when it starts:
 * on the SPA shell's pages that is one download after each step. Every step's chunks are preloaded with the page
 * instead, like the entry's own imports. (A prerendered page drops these links and lists the same chunks for its
 * loader: scripts/prerender.mjs.)
 */
function bootStepsPreload(): Plugin {
  let base = '/';
  return {
    name: 'kotastay-boot-steps-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // Before Vite writes each dynamic import's preload list (build.modulePreload.resolveDependencies below).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryChunkFile = Object.values(bundle).find(
          (c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId?.replace(/\\/g, '/').endsWith('/index.html'),
        )?.fileName;
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const files = new Set<string>();
        const add = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || files.has(file)) return;
          files.add(file);
          chunk.imports.forEach(add);
        };
        // The entry's every dynamic import is a step (src/main.tsx imports nothing else lazily).
        entry.dynamicImports.forEach(add);
        const loadedByEntry = new Set([entry.fileName, ...entry.imports]);
        return [...files]
          .filter((file) => !loadedByEntry.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const PROJECT_ID = 'demo-kotastay';
const functionsPort = Number(JSON.parse(process.env.VITE_FIREBASE_EMULATORS || '{}').functions ?? 5001);
/** The Functions emulator's URL of a function, as Hosting's rewrite reaches it in production. */
const functionUrl = (name: string) => `http://127.0.0.1:${functionsPort}/${PROJECT_ID}/asia-south1/${name}`;

/** A request for a file (a module, an asset), not a page. */
const isFileRequest = (pathname: string) =>
  /^\/(@|src\/|node_modules\/)/.test(pathname) || /\.[a-z0-9]+$/i.test(pathname);

/**
 * Bodies over the API's limit are refused by the dev server itself, before its proxy: the Functions emulator's
 * request proxy crashes on a large body the API refuses early (docs/decisions/193-local-launcher-robustness.md).
 * Registered first, so it runs before every other middleware and the proxy.
 */
function requestBodyLimit(): Plugin {
  return {
    name: 'kotastay-request-body-limit',
    apply: 'serve',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use(devBodyLimit);
      // Node answers `Expect: 100-continue` (curl sends it for any body over 1 MB) before any middleware runs, asking
      // for the body: a declared length over the limit is answered here instead, so the body is never sent.
      server.httpServer?.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
        if (!refuseDeclaredTooLarge(req, res)) {
          res.writeContinue();
          server.httpServer?.emit('request', req, res);
        }
      });
    },
  };
}

/**
 * The dev server renders the pages of SSR_ROUTES with their data, as the `pages` Function does behind Hosting
 * (docs/decisions/130-server-rendered-pages.md): the same entry-server.tsx, loaded through Vite, with the API
 * answered by the Functions emulator. Every other page gets index.html as before.
 */
function serverRenderedPages(): Plugin {
  return {
    name: 'kotastay-server-rendered-pages',
    apply: 'serve',
    configureServer(server) {
      const serverEntry = async () => (await server.ssrLoadModule('/src/entry-server.tsx')) as typeof ServerEntry;
      // The build writes robots.txt (scripts/prerender.mjs); the dev server answers it from the same function.
      server.middlewares.use('/robots.txt', (req, res, next) => {
        serverEntry()
          .then(({ robotsTxt }) => {
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
            res.end(robotsTxt(`http://${req.headers.host ?? '127.0.0.1:5173'}`));
          })
          .catch(next);
      });
      server.middlewares.use((req, res, next) => {
        const url = req.originalUrl ?? req.url ?? '/';
        const pathname = url.split('?')[0] ?? '/';
        // Whatever the Accept header (link-preview bots and crawlers often send */* or none), as Hosting's rewrite
        // does: renderPage answers null for every path that is not a server-rendered page, and those go on.
        if (req.method !== 'GET' || isFileRequest(pathname)) return next();
        void (async () => {
          const { renderPage } = await serverEntry();
          const source = readFileSync(path.join(server.config.root, 'index.html'), 'utf8');
          const page = await renderPage(url, {
            template: await server.transformIndexHtml(url, source),
            origin: `http://${req.headers.host ?? '127.0.0.1:5173'}`,
            fetchApi: async (apiPath) => {
              const answer = await fetch(`${functionUrl('api')}${apiPath}`, {
                headers: { Accept: 'application/json' },
              });
              return { status: answer.status, body: await answer.json().catch(() => null) };
            },
          });
          if (!page) return next();
          res.statusCode = page.status;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(page.html);
        })().catch((error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        });
      });
    },
  };
}

/**
 * The dev server's index.html says the language of the page it is served for (/hi/… is Hindi), as the prerendered
 * and server-rendered pages do (docs/decisions/140-hindi.md).
 */
function htmlLanguage(): Plugin {
  return {
    name: 'kotastay-html-language',
    apply: 'serve',
    transformIndexHtml(html, ctx) {
      const { language } = splitLanguagePath((ctx.originalUrl ?? ctx.path).split('?')[0] ?? '/');
      return html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
    },
  };
}

type HostingHeaders = { source: string; headers: { key: string; value: string }[] }[];
const hostingHeaderRules = (
  JSON.parse(readFileSync(path.resolve(__dirname, '..', 'firebase.json'), 'utf8')) as {
    hosting: { headers: HostingHeaders };
  }
).hosting.headers;

/** The headers firebase.json gives a path on Hosting (its `source` globs as used there: exact paths and `/dir/**`). */
function hostingHeaders(pathname: string): [string, string][] {
  const matches = (source: string) =>
    source.endsWith('/**') ? pathname.startsWith(source.slice(0, -2)) : pathname === source;
  return hostingHeaderRules
    .filter((rule) => matches(rule.source))
    .flatMap((rule) => rule.headers.map((h) => [h.key, h.value] as [string, string]));
}

/**
 * The installable app on the dev server (docs/decisions/180-installable-and-offline.md): /sw.js is the same worker
 * the build writes, with the dev configuration (no precache lists: Vite's modules change on every edit, so they
 * are cached as they are fetched, network first), and /offline is the same page, both with Hosting's headers.
 * The manifest and icons are files of web/public, served by Vite as by Hosting.
 */
function installableApp(): Plugin {
  return {
    name: 'kotastay-installable-app',
    apply: 'serve',
    configureServer(server) {
      const send = (res: ServerResponse, pathname: string, type: string, body: string) => {
        res.setHeader('Content-Type', type);
        for (const [key, value] of hostingHeaders(pathname)) res.setHeader(key, value);
        res.end(body);
      };
      server.middlewares.use((req, res, next) => {
        const pathname = (req.originalUrl ?? req.url ?? '/').split('?')[0];
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        if (pathname === '/sw.js') {
          bundleServiceWorker(DEV_SW_CONFIG).then(
            (code) => send(res, pathname, 'text/javascript; charset=utf-8', code),
            next,
          );
          return;
        }
        if (pathname === OFFLINE_PAGE || pathname === `${OFFLINE_PAGE}.html`) {
          (server.ssrLoadModule('/src/entry-server.tsx') as Promise<typeof ServerEntry>)
            .then(({ renderOfflinePage }) => send(res, OFFLINE_PAGE, 'text/html; charset=utf-8', renderOfflinePage()))
            .catch(next);
          return;
        }
        next();
      });
    },
  };
}

/**
 * The dev server sends what Hosting and the `pages` Function send (docs/decisions/190-security-headers.md): the same
 * headers, and the same content security policy with the emulators' origins (as the emulator build's) plus only what
 * Vite's tooling needs — its HMR websocket and the inline module scripts it writes into every page (React Refresh's
 * preamble), found by asking Vite to transform an empty page, so nothing the app itself writes gets allowed this way.
 */
function securityHeaders(): Plugin {
  return {
    name: 'kotastay-security-headers',
    apply: 'serve',
    configureServer(server) {
      let headers: Promise<[string, string][]> | null = null;
      const devHeaders = async () => {
        const tooling = await server.transformIndexHtml('/', '<!doctype html><html><head></head><body></body></html>');
        const emulators = JSON.parse(process.env.VITE_FIREBASE_EMULATORS || 'null') as {
          auth: number;
          firestore: number;
          storage: number;
        } | null;
        return pageHeaders({
          emulators,
          dev: { port: server.config.server.port ?? 5173, scriptHashes: inlineScriptHashes(tooling) },
        });
      };
      server.middlewares.use((_req, res, next) => {
        headers ??= devHeaders();
        headers.then((list) => {
          for (const [key, value] of list) res.setHeader(key, value);
          next();
        }, next);
      });
    },
  };
}

export default defineConfig({
  plugins: [
    productionConfig(),
    requestBodyLimit(),
    react(),
    securityHeaders(),
    reactfireUnusedSdks(),
    muiThemeWithoutCssVars(),
    installableApp(),
    serverRenderedPages(),
    htmlLanguage(),
    bootStepsPreload(),
  ],
  // Zod without `new Function` (web/src/lib/zod-jitless.ts), in the browser and the server entry alike.
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(__dirname, 'src/lib/zod-jitless.ts') }] },
  // The test runner's dev server (scripts/lib/with-dev-server.mjs) keeps its pre-bundled deps apart from `npm start`'s.
  cacheDir: process.env.KOTASTAY_VITE_CACHE_DIR || undefined,
  // The dev server pre-bundles dependencies it finds by crawling from these files. Crawling only index.html
  // finds the landing page's imports; a dependency first met in a lazy screen (the desks, bookings) would be
  // optimised when someone opens it, and Vite then reloads every open tab — a desk watching its queue live
  // included. Crawling every screen at start-up prevents that.
  optimizeDeps: {
    entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.test.{ts,tsx}'],
  },
  server: {
    port: 5173,
    strictPort: true,
    host: '127.0.0.1',
    // In dev the Hosting rewrite is replaced by a proxy to the Functions emulator.
    proxy: {
      '/api': {
        target: `http://127.0.0.1:${functionsPort}`,
        rewrite: (p) => `/${PROJECT_ID}/asia-south1/api${p}`,
        configure: forwardHeldBodies,
      },
      // The `pages` Function's other routes (firebase.json): photos behind the CDN and the sitemap.
      '^/(photos/|sitemap\\.xml)': {
        target: `http://127.0.0.1:${functionsPort}`,
        rewrite: (p) => `/${PROJECT_ID}/asia-south1/pages${p}`,
        configure: forwardHeldBodies,
      },
    },
  },
  build: {
    // The test runner gives each emulator port set its own output folder (scripts/lib/emulator-env.mjs).
    outDir: process.env.KOTASTAY_WEB_OUT || 'dist',
    emptyOutDir: true,
    target: 'es2020',
    // KOTASTAY_SOURCEMAP=1 (npm run bench:profile -- --sourcemap) writes .map files, unreferenced, to read profiles by.
    sourcemap: process.env.KOTASTAY_SOURCEMAP === '1' ? 'hidden' : false,
    // KOTASTAY_NO_MINIFY=1 (npm run bench:profile -- --commits) keeps components' names, to say which ones rendered.
    ...(process.env.KOTASTAY_NO_MINIFY === '1' ? { minify: false } : {}),
    chunkSizeWarningLimit: 400,
    // scripts/prerender.mjs reads it to modulepreload each prerendered page's screen chunk.
    manifest: true,
    modulePreload: {
      // The entry's steps (src/main.tsx) are preloaded with the page (bootStepsPreload above, scripts/prerender.mjs):
      // Vite's loader need not list their chunks in the entry again, nor check them at each step.
      resolveDependencies: (_file, deps, { hostId, hostType }) =>
        hostType === 'js' && hostId === entryChunkFile ? [] : deps,
    },
  },
});
