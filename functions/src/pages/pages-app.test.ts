// The `pages` Function's own answers for /sitemap.xml (issue #20): a query string cannot make it read every public
// listing again (each query string is a new CDN key), and one instance reads them at most once per SITEMAP_MEMO_MS.
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SitemapModule from './sitemap';

const reads = vi.hoisted(() => ({ count: 0, fail: false }));
vi.mock('./sitemap', async (original) => ({
  ...(await original<typeof SitemapModule>()),
  sitemapEntries: vi.fn(async () => {
    reads.count += 1;
    if (reads.fail) throw new Error('Firestore is unavailable');
    return { entries: [{ path: '/pg/demo-pg-00001' }], docsRead: 42 };
  }),
}));

const { createPagesApp, SITEMAP_MEMO_MS } = await import('./app');

let server: Server;
let origin: string;

beforeAll(async () => {
  server = createPagesApp().listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
});
afterEach(() => {
  vi.useRealTimers();
  reads.count = 0;
  reads.fail = false;
});

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

describe('/sitemap.xml', () => {
  it('with any query string redirects to the one sitemap URL, reading nothing', async () => {
    for (const path of ['/sitemap.xml?anything', '/sitemap.xml?a=1&b=2', '/sitemap.xml?sitemap.xml']) {
      const res = await get(path);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe('/sitemap.xml');
      expect(res.headers.get('cache-control'), path).toMatch(/s-maxage=\d+/);
    }
    expect(reads.count).toBe(0);
  });

  it('reads the listings once per instance within the memo time, and again after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const first = await get('/sitemap.xml');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-docs-read')).toBe('42');
    expect(await first.text()).toContain('/pg/demo-pg-00001</loc>');

    const second = await get('/sitemap.xml');
    expect(second.status).toBe(200);
    expect(second.headers.get('x-docs-read')).toBe('0');
    expect(await second.text()).toContain('/pg/demo-pg-00001</loc>');
    expect(reads.count).toBe(1);

    vi.setSystemTime(Date.now() + SITEMAP_MEMO_MS + 1);
    expect((await get('/sitemap.xml')).headers.get('x-docs-read')).toBe('42');
    expect(reads.count).toBe(2);
  });

  it('does not keep a failed read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * SITEMAP_MEMO_MS);
    reads.fail = true;
    expect((await get('/sitemap.xml')).status).toBe(500);
    reads.fail = false;
    expect((await get('/sitemap.xml')).status).toBe(200);
    expect(reads.count).toBe(2);
  });
});

describe('every answer of the pages app', () => {
  it('names no framework', async () => {
    const res = await get('/sitemap.xml?x');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });
});
