import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { bundleServiceWorker, serviceWorkerConfig, type ViteManifest } from './service-worker-build.mjs';

/**
 * A Vite manifest shaped like the real one: the entry and the steps it imports before the first render (a library,
 * then the app), lazy screens, Firebase loaded lazily, strings per namespace.
 */
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['_vendor.js', 'src/boot/app.tsx'],
  },
  '_runtime.js': { file: 'assets/runtime-1.js' },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  'src/boot/app.tsx': {
    file: 'assets/app-1.js',
    imports: ['_vendor.js'],
    dynamicImports: [
      'src/features/listings/screens/saved-screen.tsx',
      'src/features/listings/screens/pg-detail-screen.tsx',
      'src/features/auth/api/session-client.ts',
      'src/features/bookings/i18n/en.ts',
    ],
  },
  'src/features/listings/screens/saved-screen.tsx': { file: 'assets/saved-1.js', imports: ['_card.js'] },
  'src/features/listings/screens/pg-detail-screen.tsx': {
    file: 'assets/detail-1.js',
    imports: ['_card.js', '_maps.js'],
  },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'] },
  '_maps.js': { file: 'assets/maps-1.js' },
  'src/features/auth/api/session-client.ts': {
    file: 'assets/session-1.js',
    dynamicImports: ['node_modules/firebase/auth.js'],
  },
  'node_modules/firebase/auth.js': { file: 'assets/auth-1.js' },
  'src/features/bookings/i18n/en.ts': { file: 'assets/en-1.js' },
};

function html(content: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-'));
  const file = path.join(dir, 'app.html');
  writeFileSync(file, content);
  return file;
}

const configFor = (appHtml = '<html>1</html>') =>
  serviceWorkerConfig({
    manifest,
    offlineScreens: ['src/features/listings/screens/saved-screen.tsx'],
    prerendered: ['/', '/faq'],
    htmlFiles: [html(appHtml)],
    publicFiles: ['/manifest.webmanifest'],
  });

describe("the build's service worker configuration", () => {
  test('every visitor gets the pages, the entry and its steps; signed-in users the offline screens and what they load lazily', () => {
    const config = configFor();
    expect(config.shell).toEqual([
      '/',
      '/app',
      '/offline',
      '/manifest.webmanifest',
      '/assets/index-1.js',
      '/assets/runtime-1.js',
      '/assets/vendor-1.js',
      '/assets/app-1.js',
    ]);
    expect(config.signedIn.sort()).toEqual(
      [
        '/assets/saved-1.js',
        '/assets/card-1.js',
        '/assets/card-1.css',
        '/assets/session-1.js',
        '/assets/auth-1.js',
        '/assets/en-1.js',
      ].sort(),
    );
    // Screens that need the network anyway are not downloaded ahead.
    expect(config.signedIn).not.toContain('/assets/detail-1.js');
    expect(config.signedIn).not.toContain('/assets/maps-1.js');
    expect(config.shellPage).toBe('/app');
    expect(config.prerendered).toEqual(['/', '/faq']);
  });

  test('the version changes with the HTML served, so a deploy installs a new worker and drops the old caches', () => {
    expect(configFor('<html>1</html>').version).toBe(configFor('<html>1</html>').version);
    expect(configFor('<html>2</html>').version).not.toBe(configFor('<html>1</html>').version);
  });

  test('an offline screen missing from the build fails the build', () => {
    expect(() =>
      serviceWorkerConfig({
        manifest,
        offlineScreens: ['src/nope.tsx'],
        prerendered: [],
        htmlFiles: [],
        publicFiles: [],
      }),
    ).toThrow(/no chunk for src\/nope\.tsx/);
  });

  test('the bundled worker is one classic script with the configuration written in', async () => {
    const code = await bundleServiceWorker(configFor());
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).toContain('/assets/session-1.js');
    expect(code).not.toContain('__KOTASTAY_SW_CONFIG__');
  });
});
