// Server-rendered pages (docs/requirements/fast-and-findable-pages.md, docs/decisions/130-server-rendered-pages.md):
// a PG page, an area page and a coaching page fetched as plain HTML — no JavaScript runs — from Hosting (the
// `pages` Function behind the CDN) and from the Vite dev server (`npm start`): the content, the price, the
// schema.org data, the share tags, 404 + noindex for what is not public, sitemap.xml and robots.txt. Then in
// Chromium: the page hydrates from the HTML's data without asking the API again, and without console errors.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatInr } from '@kotastay/shared/format';
import { catalogueGazetteerEntries } from '@kotastay/shared/gazetteer';
import { KOTA_AREAS, KOTA_BRANCHES, KOTA_COACHINGS } from '@kotastay/shared/kota-catalogue';
import { isPublicPg, type PgRecord } from '@kotastay/shared/schemas/pg';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { demoPgs, seedPgs, seededPgCount, writePgs } from '../scripts/seed/pgs';
import { adminAuth, adminDb } from '../test-utils/admin';
import { baseUrl, collectErrors, devServerUrl, launch, newPage, screenshot } from './support/browser';

type JsonLd = Record<string, unknown> & { '@type': string };

const publicPgs = demoPgs(seededPgCount()).filter(isPublicPg);
/** A public listing with reviews, and one made here without any (its rating must not be invented). */
const rated = publicPgs.find((p) => p.ratingCount > 0 && /^[\w\s-]+$/.test(p.name)) as PgRecord;
const unrated: PgRecord = { ...(publicPgs[1] as PgRecord), id: 'ssr-unrated', ratingAvg: 0, ratingCount: 0 };
const hidden: PgRecord = { ...(publicPgs[2] as PgRecord), id: 'ssr-hidden', visible: false };
const sankalpName = catalogueGazetteerEntries({
  coachings: KOTA_COACHINGS,
  branches: KOTA_BRANCHES,
  areas: KOTA_AREAS,
}).find((e) => e.id === 'branch:allen-sankalp')?.name as string;

let browser: Browser;

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedPgs(ctx);
  await writePgs(ctx, [unrated, hidden]);
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function h1Of(html: string): string {
  const m = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return m ? decode(m[1] as string).trim() : '';
}

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] as string) as JsonLd,
  );
}

const attr = (html: string, pattern: RegExp): string | undefined => pattern.exec(html)?.[1];
/** The page's list of chunks to preload: data for its script loader (docs/decisions/190-security-headers.md). */
const PRELOAD_LIST = /<script type="application\/json" id="ks-preload">(\[[^\]]*\])<\/script>/;
const metaContent = (html: string, key: string) =>
  attr(html, new RegExp(`<meta[^>]+(?:name|property)="${key}"[^>]+content="([^"]*)"`));
const canonicalOf = (html: string) => attr(html, /<link[^>]+rel="canonical"[^>]+href="([^"]*)"/);

async function get(url: string): Promise<{ status: number; html: string; type: string }> {
  const res = await fetch(url, { headers: { 'User-Agent': 'WhatsApp/2.24 (link preview)' } });
  return { status: res.status, html: await res.text(), type: res.headers.get('content-type') ?? '' };
}

const SERVERS = [
  { name: 'Hosting (the pages Function)', url: () => baseUrl },
  { name: 'the Vite dev server (npm start)', url: () => devServerUrl() },
] as const;

describe('the chunks a server-rendered page preloads after its first paint', () => {
  test("a PG page lists its screen's and its reviews' chunks and its strings; every one is served", async () => {
    const { html } = await get(`${baseUrl}/pg/${rated.id}`);
    const list = JSON.parse(attr(html, PRELOAD_LIST) ?? 'null') as string[] | null;
    expect(list).not.toBeNull();
    expect(list!.some((f) => /\/assets\/pg-detail-screen-[\w-]+\.js$/.test(f))).toBe(true);
    expect(list!.some((f) => /\/assets\/pg-reviews-[\w-]+\.js$/.test(f))).toBe(true);
    expect(list!.some((f) => /\/assets\/en-[\w-]+\.js$/.test(f))).toBe(true);
    for (const file of list!) expect((await fetch(`${baseUrl}${file}`)).status, file).toBe(200);
    // The page's script loader reads it after the first paint, and the built page preloads nothing before that.
    expect(html).toContain("getElementById('ks-preload')");
    expect(html).not.toContain('<link rel="modulepreload"');
  });
  test('the dev server (unbundled) lists nothing to preload', async () => {
    const { html } = await get(`${devServerUrl()}/pg/${rated.id}`);
    expect(attr(html, PRELOAD_LIST)).toBe('[]');
  });
});

describe.each(SERVERS)('server-rendered pages from $name, without JavaScript', ({ url }) => {
  test('a PG page has its name, price, canonical URL, share tags and a LodgingBusiness with its real rating', async () => {
    const { status, html, type } = await get(`${url()}/pg/${rated.id}`);
    expect(status).toBe(200);
    expect(type).toMatch(/text\/html/);
    expect(h1Of(html)).toBe(rated.name);
    const text = decode(html);
    expect(text).toContain(formatInr(rated.minRentInr));
    expect(html).toMatch(new RegExp(`<title>[^<]*${rated.name}[^<]*</title>`));
    expect(canonicalOf(html)).toMatch(new RegExp(`^https?://[^/]+/pg/${rated.id}$`));
    expect(metaContent(html, 'og:title')).toContain(rated.name);
    expect(metaContent(html, 'description')).toContain(formatInr(rated.minRentInr));
    // Chat apps do not preview SVG: the demo photo is shared as its JPEG twin, at an absolute URL.
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^https?://[^/]+/photos/demo/${rated.id}/0-full\\.jpg$`));
    expect(metaContent(html, 'robots')).toBeUndefined();
    // The footer links the area and campus pages.
    expect(html).toContain('href="/pgs-in/talwandi"');
    expect(html).toContain('href="/pgs-near/allen-sankalp"');

    const lodging = jsonLdOf(html).find((d) => d['@type'] === 'LodgingBusiness');
    expect(lodging).toMatchObject({
      '@context': 'https://schema.org',
      name: rated.name,
      address: { '@type': 'PostalAddress', addressLocality: 'Kota', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates', latitude: rated.location.lat, longitude: rated.location.lng },
      aggregateRating: { '@type': 'AggregateRating', reviewCount: rated.ratingCount },
    });
    expect(String(lodging?.priceRange)).toContain(formatInr(rated.minRentInr));
    expect(String(lodging?.url)).toMatch(new RegExp(`^https?://[^/]+/pg/${rated.id}$`));
  });

  test('a PG page without reviews has no aggregateRating', async () => {
    const { status, html } = await get(`${url()}/pg/${unrated.id}`);
    expect(status).toBe(200);
    const lodging = jsonLdOf(html).find((d) => d['@type'] === 'LodgingBusiness');
    expect(lodging?.name).toBe(unrated.name);
    expect(lodging).not.toHaveProperty('aggregateRating');
  });

  test.each([
    ['a hidden listing', 'ssr-hidden'],
    ['an unknown id', 'no-such-pg-123'],
    ['a hostile id', '__x__'],
  ])('%s is a 404 that is never indexed', async (_what, id) => {
    const { status, html } = await get(`${url()}/pg/${id}`);
    expect(status).toBe(404);
    expect(metaContent(html, 'robots')).toBe('noindex');
    if (id === 'ssr-hidden') expect(html).not.toContain(hidden.name);
  });

  test('an area page lists the PGs around it, with ItemList and BreadcrumbList', async () => {
    const { status, html } = await get(`${url()}/pgs-in/talwandi`);
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('PGs in Talwandi, Kota');
    expect(canonicalOf(html)).toMatch(/^https?:\/\/[^/]+\/pgs-in\/talwandi$/);
    const ld = jsonLdOf(html);
    const list = ld.find((d) => d['@type'] === 'ItemList') as JsonLd & {
      numberOfItems: number;
      itemListElement: { position: number; url: string; name: string }[];
    };
    expect(list.numberOfItems).toBeGreaterThan(0);
    expect(list.itemListElement[0]).toMatchObject({ position: 1 });
    for (const item of list.itemListElement) {
      expect(item.url).toMatch(/^https?:\/\/[^/]+\/pg\/[\w-]+$/);
      // Every listed PG is on the page itself, as a link.
      expect(html).toContain(`href="/pg/${item.url.split('/pg/')[1]}"`);
    }
    const crumbs = ld.find((d) => d['@type'] === 'BreadcrumbList') as JsonLd & { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.at(-1)?.name).toMatch(/Talwandi/);
  });

  test('a coaching page is named after the campus and lists the PGs around it', async () => {
    const { status, html } = await get(`${url()}/pgs-near/allen-sankalp`);
    expect(status).toBe(200);
    expect(h1Of(html)).toBe(`PGs near ${sankalpName}, Kota`);
    const list = jsonLdOf(html).find((d) => d['@type'] === 'ItemList') as JsonLd & { numberOfItems: number };
    expect(list.numberOfItems).toBeGreaterThan(0);
  });

  test.each(['/pgs-in/no-such-area', '/pgs-near/no-such-campus', '/pgs-in/__x__'])(
    '%s is a 404, noindex',
    async (path) => {
      const { status, html } = await get(`${url()}${path}`);
      expect(status).toBe(404);
      expect(metaContent(html, 'robots')).toBe('noindex');
    },
  );

  test('sitemap.xml lists public PGs, areas and campuses, never a hidden listing; robots.txt points to it', async () => {
    const sitemap = await get(`${url()}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.type).toMatch(/xml/);
    expect(sitemap.html).toMatch(new RegExp(`<loc>https?://[^<]+/pg/${rated.id}</loc>`));
    expect(sitemap.html).toMatch(/<loc>https?:\/\/[^<]+\/pgs-in\/talwandi<\/loc>/);
    expect(sitemap.html).toMatch(/<loc>https?:\/\/[^<]+\/pgs-near\/allen-sankalp<\/loc>/);
    expect(sitemap.html).not.toContain('/pg/ssr-hidden<');

    const robots = await get(`${url()}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(robots.html).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);

    // A query string would be a new CDN key, each reading every public listing: one sitemap, at one URL.
    const again = await fetch(`${url()}/sitemap.xml?anything`, { redirect: 'manual' });
    expect(again.status).toBe(301);
    expect(new URL(again.headers.get('location') ?? '', url()).href).toBe(`${url()}/sitemap.xml`);
  });

  test('a query holding replacement patterns is one page of ordinary size (issue #20)', async () => {
    const plain = await get(`${url()}/pg-listing?query=Kota${encodeURIComponent('QZQZQZ')}`);
    const hostile = await get(`${url()}/pg-listing?query=Kota${encodeURIComponent('$`$`$`')}`);
    expect(hostile.status).toBe(200);
    expect(hostile.html.match(/<!doctype html>/gi)).toHaveLength(1);
    // A page of ordinary size (it was 744 kB against 223 kB, with 7 documents in it). The two queries may find
    // different places, so the results differ a little; web/src/entry-server.test.tsx holds the exact property.
    expect(hostile.html.length).toBeLessThan(plain.html.length * 1.3);
  });
});

describe.each(SERVERS)('hydration from $name', ({ url }) => {
  test.each([`/pg/${rated.id}`, '/pgs-in/talwandi'])(
    '%s hydrates from the HTML: no second API read, no console errors',
    async (path) => {
      const { context, page } = await newPage(browser, 'mobile');
      const errors = collectErrors(page);
      const apiCalls: string[] = [];
      page.on('request', (req) => {
        const u = new URL(req.url());
        if (u.pathname === `/api/pgs/${rated.id}` || u.pathname === '/api/pgs/nearby') apiCalls.push(u.pathname);
      });
      await page.goto(`${url()}${path}`);
      await page.waitForFunction((p) => document.documentElement.dataset.screenReady === p, path);
      // Give a refetch, if one were coming, time to start.
      await page.waitForTimeout(1500);
      expect(apiCalls).toEqual([]);
      expect(errors).toEqual([]);
      await screenshot(page, `ssr${path.replaceAll('/', '-')}-360${url() === baseUrl ? '' : '-dev'}`);
      await context.close();
    },
  );
});

// Nothing may be wider than a phone: a mobile browser then zooms the page out and lays it all out again (a layout
// shift of everything on screen). Off-screen parts skipped with content-visibility once had a 480 px placeholder
// width — results cards on a 360 px phone.
describe.each(SERVERS)('a phone’s screen holds the whole page, from $name', ({ url }) => {
  test.each([
    '/',
    '/pg-listing?lat=25.1425&lng=75.8526&name=Talwandi&radius=5000&type=search',
    `/pg/${rated.id}`,
    '/pgs-in/talwandi',
  ])('%s is no wider than 360 px', async (path) => {
    const { context, page } = await newPage(browser, 'mobile', {
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    await page.goto(`${url()}${path}`);
    await page.waitForFunction(
      (p) => document.documentElement.dataset.screenReady === p,
      new URL(path, baseUrl).pathname,
    );
    await page.waitForTimeout(500);
    const size = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(size).toEqual({ page: 360, window: 360 });
    await context.close();
  });
});

// A tap on a server-rendered control before the app has hydrated it (a phone still downloading the JavaScript, or
// the dev server compiling it) did nothing: the button was on screen but no handler was attached yet. web/index.html
// keeps such a tap and replays it once the control is live (docs/decisions/231-taps-before-hydration.md). The app's
// entry is held back here for 2 s, so every tap below lands before hydration (asserted: the screen is not ready).
describe.each(SERVERS)('a tap before the page is hydrated, from $name', ({ url }) => {
  const results = '/pg-listing?lat=25.1425&lng=75.8526&name=Talwandi&radius=5000&type=search';
  async function openUnhydrated(path: string, options: Parameters<Browser['newContext']>[0] = {}) {
    const { context, page } = await newPage(browser, 'mobile', options);
    const errors = collectErrors(page);
    await page.route(/\/(assets\/index-[\w-]+\.js|src\/main\.tsx)(\?.*)?$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue();
    });
    await page.goto(`${url()}${path}`, { waitUntil: 'commit' });
    const notReady = () =>
      page.evaluate((p) => document.documentElement.dataset.screenReady !== p, new URL(path, baseUrl).pathname);
    return { context, page, errors, notReady };
  }

  test('the results page’s Filters button opens the filters once, however often it was tapped', async () => {
    const { context, page, errors, notReady } = await openUnhydrated(results);
    const filters = page.getByRole('button', { name: /^Filters/ });
    await filters.click();
    await filters.click();
    expect(await notReady()).toBe(true);
    await page.getByRole('dialog').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('dialog').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a sort chosen in the list before hydration orders the results', async () => {
    const { context, page, errors, notReady } = await openUnhydrated(results);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    expect(await notReady()).toBe(true);
    await page.waitForURL(/[?&]sort=price_asc(&|$)/);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('removing a chip of the search before hydration removes it', async () => {
    const { context, page, errors, notReady } = await openUnhydrated(
      '/pg-listing?lat=25.1425&lng=75.8526&radius=5000&type=search&query=girls+pg+in+talwandi',
    );
    await page.getByRole('button', { name: 'Remove “Girls” from the search' }).click();
    expect(await notReady()).toBe(true);
    await page.waitForURL((u) => !/girls/i.test(u.search));
    await page.getByRole('button', { name: 'Remove “near Talwandi” from the search' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  // Copying needs the tap's user activation: the replayed tap still has it (Chromium keeps it for a few seconds).
  test('a PG page’s Share button copies the link', async () => {
    const { context, page, errors, notReady } = await openUnhydrated(`/pg/${rated.id}`, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    expect(await notReady()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/pg/${rated.id}$`));
    expect(errors).toEqual([]);
    await context.close();
  });
});
