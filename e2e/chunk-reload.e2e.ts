// A tab that holds an old build's page after a deploy asks for chunks the new build no longer has (issue #28: the
// admin sign-in page stayed white). Here the FAQ screen's chunk is removed while the landing page is open: moving
// to the FAQ reloads the page once, then — the chunk still missing — shows a message with a retry, inside the
// site's header and navigation; once the chunk is back, "Try again" shows the FAQ.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { gotoReady, launch, newPage, screenshot } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const FAQ_CHUNK = /\/assets\/faq-screen-[\w-]+\.js$/;

/** Counts the document loads of `page` (the first one included). */
function countLoads(page: Page): { count: number } {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

test('a screen whose chunk is gone reloads once, then says so with a retry that works once it is back', async () => {
  // No service worker: its cache would answer for the removed chunk.
  const { context, page } = await newPage(browser, 'desktop', { serviceWorkers: 'block' });
  const loads = countLoads(page);
  await gotoReady(page, '/');
  expect(loads.count).toBe(1);

  let chunkRequests = 0;
  await context.route(FAQ_CHUNK, async (route) => {
    chunkRequests += 1;
    await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }).click();

  await page.getByRole('heading', { name: 'This page did not load' }).waitFor({ timeout: 30_000 });
  // One reload, and no more: the page asked for the chunk again after it.
  expect(loads.count).toBe(2);
  expect(chunkRequests).toBeGreaterThanOrEqual(2);
  expect(new URL(page.url()).pathname).toBe('/faq');
  // The site around the screen still works.
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await screenshot(page, 'chunk-reload-message-desktop');

  // The new build's chunk is there now: "Try again" loads it.
  await context.unroute(FAQ_CHUNK);
  await page.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('heading', { name: 'This page did not load' }).waitFor({ state: 'detached' });
  await page
    .getByRole('heading', { level: 1 })
    .filter({ hasText: /FAQ|Questions/i })
    .first()
    .waitFor();
  expect(loads.count).toBe(3);
  await context.close();
});

test('at 360 px the message fits the phone', async () => {
  const { context, page } = await newPage(browser, 'mobile', { serviceWorkers: 'block' });
  await context.route(FAQ_CHUNK, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/faq');
  await page.getByRole('heading', { name: 'This page did not load' }).waitFor({ timeout: 30_000 });
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
  await screenshot(page, 'chunk-reload-message-mobile');
  await context.close();
});

test('leaving a page while its screen is still downloading goes where the user asked, without a reload', async () => {
  // The user types another address while the FAQ's chunk is on its way: leaving cancels the download, which must not
  // be taken for a missing chunk and reload the page over the user's own navigation.
  const { context, page } = await newPage(browser, 'desktop', { serviceWorkers: 'block' });
  const loads = countLoads(page);
  await gotoReady(page, '/');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await context.route(FAQ_CHUNK, async (route) => {
    asked += 1;
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }).click();
  await expect.poll(() => asked).toBe(1);
  await gotoReady(page, '/contact');
  release();
  // Long enough for a reload the cancelled download might still set off.
  await page.waitForTimeout(1500);
  expect(new URL(page.url()).pathname).toBe('/contact');
  expect(loads.count).toBe(2);
  await context.close();
});
