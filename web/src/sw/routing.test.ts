import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEV_SW_CONFIG, OFFLINE_PAGE as BUILD_OFFLINE_PAGE } from '../../../scripts/lib/service-worker-build.mjs';
import { DEV_SHELL_KEY, isServerRendered, OFFLINE_PAGE, staleCaches, strategyFor, type SwConfig } from './routing';

const ORIGIN = 'https://kotastay.in';
const PROD: SwConfig = {
  version: 'abc123',
  shell: ['/', '/app', '/offline'],
  signedIn: ['/assets/saved-screen-x.js'],
  shellPage: '/app',
  prerendered: ['/', '/faq', '/reviews'],
};
const nav = (p: string, config = PROD) =>
  strategyFor({ url: ORIGIN + p, method: 'GET', mode: 'navigate' }, ORIGIN, config);
const get = (p: string, extra: { accept?: string } = {}) =>
  strategyFor({ url: ORIGIN + p, method: 'GET', mode: 'cors', ...extra }, ORIGIN, PROD);

describe('what the service worker does with a request', () => {
  test('the API is never touched, reads or writes, and neither is any write anywhere', () => {
    expect(get('/api/saved-pgs')).toEqual({ kind: 'pass' });
    expect(get('/api/pgs/demo-pg-00165')).toEqual({ kind: 'pass' });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(strategyFor({ url: `${ORIGIN}/api/bookings`, method, mode: 'cors' }, ORIGIN, PROD)).toEqual({
        kind: 'pass',
      });
      expect(strategyFor({ url: `${ORIGIN}/saved`, method, mode: 'navigate' }, ORIGIN, PROD)).toEqual({ kind: 'pass' });
    }
    // …but a page whose path merely starts with "api" is a page.
    expect(nav('/apiary').kind).toBe('page');
  });

  test('other origins, the worker itself, Firebase paths, the sitemap and the dev server ping pass through', () => {
    expect(
      strategyFor(
        { url: 'https://firebasestorage.googleapis.com/x.jpg', method: 'GET', mode: 'no-cors' },
        ORIGIN,
        PROD,
      ),
    ).toEqual({
      kind: 'pass',
    });
    for (const p of ['/sw.js', '/__/auth/handler', '/sitemap.xml', '/robots.txt', '/__vite_ping'])
      expect(get(p)).toEqual({ kind: 'pass' });
    expect(get('/', { accept: 'text/x-vite-ping' })).toEqual({ kind: 'pass' });
  });

  test('server-rendered pages go to the network, are never kept, and fall back to the offline page', () => {
    for (const p of [
      '/pg/demo-pg-00165',
      '/pg-listing',
      '/pgs-in/talwandi',
      '/pgs-near/allen-sankalp/',
      '/hi/pg/demo-pg-00165',
      '/hi/pgs-in/talwandi',
    ]) {
      expect(nav(p)).toEqual({ kind: 'page', store: null, fallback: [OFFLINE_PAGE] });
    }
  });

  test('client-rendered routes fall back to the app shell (a booking form, the offline screens)', () => {
    for (const p of [
      '/saved',
      '/bookings',
      '/bookings/b1/receipt',
      '/pg/demo-pg-00165/book',
      '/dashboard',
      '/hi/saved',
      '/hi/bookings',
    ]) {
      expect(nav(p)).toEqual({ kind: 'page', store: null, fallback: ['/app', OFFLINE_PAGE] });
    }
  });

  test('prerendered pages are kept as fetched and shown from the cache offline', () => {
    expect(nav('/')).toEqual({ kind: 'page', store: '/', fallback: ['/', OFFLINE_PAGE] });
    expect(nav('/faq/')).toEqual({ kind: 'page', store: '/faq', fallback: ['/faq', OFFLINE_PAGE] });
  });

  test('on the dev server every client-rendered page keeps the last shell seen; server-rendered ones still do not', () => {
    expect(nav('/saved', DEV_SW_CONFIG)).toEqual({
      kind: 'page',
      store: DEV_SHELL_KEY,
      fallback: [DEV_SHELL_KEY, OFFLINE_PAGE],
    });
    expect(nav('/', DEV_SW_CONFIG)).toEqual({
      kind: 'page',
      store: DEV_SHELL_KEY,
      fallback: [DEV_SHELL_KEY, OFFLINE_PAGE],
    });
    expect(nav('/pg/x', DEV_SW_CONFIG)).toEqual({ kind: 'page', store: null, fallback: [OFFLINE_PAGE] });
    // Vite's modules: network first, kept for offline.
    expect(
      strategyFor({ url: `${ORIGIN}/src/main.tsx?t=1`, method: 'GET', mode: 'cors' }, ORIGIN, DEV_SW_CONFIG),
    ).toEqual({ kind: 'file' });
  });

  test('built files are cache-first, photos cache-first in their own cache, other files network-first', () => {
    expect(get('/assets/index-abc.js')).toEqual({ kind: 'asset' });
    expect(get('/photos/demo/demo-pg-00165/0-card.svg')).toEqual({ kind: 'photo' });
    expect(get('/icons/icon-192.png')).toEqual({ kind: 'file' });
    expect(get('/manifest.webmanifest')).toEqual({ kind: 'file' });
  });
});

test("the server-rendered paths are exactly firebase.json's page rewrites to the pages Function", () => {
  const firebase = JSON.parse(readFileSync(path.resolve(__dirname, '../../../firebase.json'), 'utf8')) as {
    hosting: { rewrites: { source: string; function?: { functionId: string } }[] };
  };
  const pageSources = firebase.hosting.rewrites
    .filter((r) => r.function?.functionId === 'pages')
    .map((r) => r.source)
    .filter((s) => !s.startsWith('/photos') && s !== '/sitemap.xml');
  expect(pageSources.sort()).toEqual([
    '/hi/pg-listing',
    '/hi/pg/*',
    '/hi/pgs-in/*',
    '/hi/pgs-near/*',
    '/pg-listing',
    '/pg/*',
    '/pgs-in/*',
    '/pgs-near/*',
  ]);
  for (const source of pageSources) expect(isServerRendered(source.replace('*', 'some-id'))).toBe(true);
  // One segment only, as Hosting's `*`.
  expect(isServerRendered('/pg/some-id/book')).toBe(false);
  expect(isServerRendered('/pgs-in/a/b')).toBe(false);
  expect(isServerRendered('/hi/pg/some-id/book')).toBe(false);
});

test('the build and the worker agree on the offline page', () => {
  expect(BUILD_OFFLINE_PAGE).toBe(OFFLINE_PAGE);
  expect(DEV_SW_CONFIG.shell).toEqual([OFFLINE_PAGE]);
});

test("activation deletes earlier versions' caches, keeps this version's and the photos, and leaves other caches alone", () => {
  const existing = [
    'kotastay-precache-old',
    'kotastay-runtime-old',
    'kotastay-precache-abc123',
    'kotastay-runtime-abc123',
    'kotastay-photos',
    'someone-else',
  ];
  expect(staleCaches(existing, 'abc123')).toEqual(['kotastay-precache-old', 'kotastay-runtime-old']);
});
