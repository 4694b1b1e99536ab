// KotaStay in Hindi (docs/decisions/140-hindi.md): Hindi pages live under /hi, prerendered or server-rendered in
// Hindi (no English flash, no hydration mismatch), reached by the header's switch (remembered) or by a browser
// that prefers Hindi; the landing page and a PG page read in Hindi, and switching back returns to English.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isPublicPg, type PgRecord } from '@kotastay/shared/schemas/pg';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { demoPgs, seedPgs, seededPgCount } from '../scripts/seed/pgs';
import { seedReviews } from '../scripts/seed/reviews';
import { adminAuth, adminDb } from '../test-utils/admin';
import { baseUrl, collectErrors, devServerUrl, launch, newPage, screenshot, scrollToReviews } from './support/browser';

const records = demoPgs(seededPgCount());
// A listing with reviews: their labels are in Hindi too.
const pg = records.find((p) => isPublicPg(p) && p.ratingCount > 0) as PgRecord;
const DEVANAGARI = /[\u0900-\u097F]/;

let browser: Browser;

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedPgs(ctx, records);
  await seedReviews(ctx, records);
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

const SERVERS = [
  { name: 'Hosting', url: () => baseUrl, tag: '' },
  { name: 'the Vite dev server (npm start)', url: () => devServerUrl(), tag: '-dev' },
] as const;

const h1Of = (html: string) => (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '');

describe.each(SERVERS)('Hindi pages from $name', ({ url, tag }) => {
  test('the HTML of /hi and a Hindi PG page is Hindi before any JavaScript runs', async () => {
    const landing = await fetch(`${url()}/hi`).then(async (r) => ({ status: r.status, html: await r.text() }));
    expect(landing.status).toBe(200);
    expect(landing.html).toMatch(/<html lang="hi"/);
    // Hosting serves the prerendered /hi; the dev server renders in the browser (its HTML has no content).
    if (url() === baseUrl) expect(h1Of(landing.html)).toMatch(DEVANAGARI);

    const page = await fetch(`${url()}/hi/pg/${pg.id}`).then(async (r) => ({ status: r.status, html: await r.text() }));
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="hi"/);
    expect(h1Of(page.html)).toBe(pg.name);
    expect(page.html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+/hi/pg/${pg.id}"`));
    expect(page.html).toMatch(new RegExp(`hreflang="en" href="https?://[^"]+/pg/${pg.id}"`));
    expect(page.html).toContain('विज़िट बुक करें');
  });

  test('the switch turns the landing page and a PG page into Hindi, is remembered, and switches back', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    const errors = collectErrors(page);
    await page.goto(`${url()}/`);
    await page.waitForFunction(() => document.documentElement.dataset.screenReady === '/');
    await page.getByRole('link', { name: 'हिन्दी में पढ़ें' }).click();
    await page.waitForURL((u) => u.pathname === '/hi');
    await page.waitForFunction(() => document.documentElement.dataset.screenReady === '/hi');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    expect(await page.locator('h1').first().innerText()).toMatch(DEVANAGARI);
    await expect.poll(() => page.title()).toMatch(DEVANAGARI);
    await screenshot(page, `hindi-landing-360${tag}`);

    // Remembered: the English address now opens in Hindi, before the page paints.
    await page.goto(`${url()}/pg/${pg.id}`);
    await page.waitForURL((u) => u.pathname === `/hi/pg/${pg.id}`);
    await page.waitForFunction((p) => document.documentElement.dataset.screenReady === p, `/hi/pg/${pg.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(pg.name);
    await page.getByRole('link', { name: 'विज़िट बुक करें' }).first().waitFor();
    // Money keeps the Indian grouping in Hindi.
    expect(await page.locator('body').innerText()).toMatch(/₹\d{1,2},\d{3}/);
    // Reviews say "Verified Stay, {month year}" in Hindi, month name included.
    await scrollToReviews(page);
    const stays = await page.getByTestId('verified-stay').evaluateAll((els) => els.map((e) => e.textContent));
    expect(stays.length).toBeGreaterThan(0);
    for (const label of stays) expect(label).toMatch(/^वेरिफ़ाइड स्टे, (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}$/);
    await screenshot(page, `hindi-pg-360${tag}`);

    // Links inside the app stay in Hindi.
    await page.getByRole('link', { name: 'KotaStay' }).first().click();
    await page.waitForURL((u) => u.pathname === '/hi');
    // Switched as soon as the address changed (the landing screen may still be loading): the switch follows the
    // address, not the last render.

    await page.getByRole('link', { name: 'Read in English' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    await page.waitForFunction(() => document.documentElement.dataset.screenReady === '/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('h1').first().innerText()).not.toMatch(DEVANAGARI);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a browser that prefers Hindi gets the Hindi page first; a desktop reader too', async () => {
    const { context, page } = await newPage(browser, 'desktop', { locale: 'hi-IN' });
    const errors = collectErrors(page);
    await page.goto(`${url()}/pg/${pg.id}`);
    await page.waitForURL((u) => u.pathname === `/hi/pg/${pg.id}`);
    await page.waitForFunction((p) => document.documentElement.dataset.screenReady === p, `/hi/pg/${pg.id}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await page.getByRole('link', { name: 'विज़िट बुक करें' }).first().waitFor();
    await screenshot(page, `hindi-pg-1280${tag}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
