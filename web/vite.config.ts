import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const PROJECT_ID = 'demo-kotastay';
const functionsPort = Number(JSON.parse(process.env.VITE_FIREBASE_EMULATORS || '{}').functions ?? 5001);

export default defineConfig({
  plugins: [react()],
  // The test runner's dev server (scripts/lib/with-dev-server.mjs) keeps its pre-bundled deps apart from `npm start`'s.
  cacheDir: process.env.KOTASTAY_VITE_CACHE_DIR || undefined,
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
