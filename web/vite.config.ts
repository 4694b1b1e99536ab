import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
    return m?.[1] ? m[1].split(',').map((part) => part.trim().split(/\s+as\s+/)[0]).filter(Boolean) : [];
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
        .map((name) => `export function ${name}() { throw new Error('${sdk} is left out of the build (web/vite.config.ts)'); }`)
        .join('\n');
    },
  };
}

const PROJECT_ID = 'demo-kotastay';
const functionsPort = Number(JSON.parse(process.env.VITE_FIREBASE_EMULATORS || '{}').functions ?? 5001);

export default defineConfig({
  plugins: [react(), reactfireUnusedSdks()],
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
      },
    },
  },
  build: {
    // The test runner gives each emulator port set its own output folder (scripts/lib/emulator-env.mjs).
    outDir: process.env.KOTASTAY_WEB_OUT || 'dist',
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // scripts/prerender.mjs reads it to modulepreload each prerendered page's screen chunk.
    manifest: true,
  },
});
