// Debian's Chromium driven by playwright-core (never a downloaded browser), against the Hosting emulator.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { hostingUrl } from '../../test-utils/emulators';

export const baseUrl = hostingUrl;

/**
 * The Vite dev server that scripts/test.mjs starts around the e2e stage (what `npm start` serves: React
 * StrictMode, unbundled modules). Throws rather than skipping when the suite was started some other way.
 */
export function devServerUrl(): string {
  const url = process.env.KOTASTAY_DEV_URL;
  if (!url) throw new Error('KOTASTAY_DEV_URL is not set: run the e2e stage through `npm test` (scripts/test.mjs starts the dev server)');
  return url;
}
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'screenshots');

export const VIEWPORTS = {
  mobile: { width: 360, height: 780 },
  desktop: { width: 1280, height: 900 },
} as const;

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newPage(
  browser: Browser,
  viewport: keyof typeof VIEWPORTS = 'mobile',
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], baseURL: baseUrl, ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Saves a full-page screenshot under e2e/screenshots/ (git-ignored) for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/** The two widths every journey's screenshots are taken at (360 px phone, 1280 px desktop). */
export const SIZES = { mobile: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/** Screenshots `name`-360 and `name`-1280, leaving the page at the phone width. */
export async function bothSizes(page: Page, name: string): Promise<void> {
  await page.setViewportSize(SIZES.mobile);
  await screenshot(page, `${name}-360`);
  await page.setViewportSize(SIZES.desktop);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(SIZES.mobile);
}

/**
 * Opens a path and waits until its screen has rendered or hydrated (web/src/app/layouts.tsx marks
 * <html data-screen-ready>): prerendered pages show their HTML before their JavaScript runs.
 */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const expected = new URL(path, baseUrl).pathname;
  await page.waitForFunction((p) => document.documentElement.dataset.screenReady === p, expected);
}

/**
 * Console errors and uncaught exceptions of a page (hydration mismatches are console errors in React 18).
 * Failed resource loads are left out: they are asserted, where they matter, by the tests themselves.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Waits for an element's transitions (a dialog fading in), so its screenshot is not caught half-drawn. */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/**
 * Scrolls a PG page's reviews section into view (it loads when near the viewport) and waits for them to load. The
 * section's server HTML may be replaced once while the page hydrates (a signed-in user's state arriving before its
 * lazy chunk): the same content in a new node — scroll to it again then.
 */
export async function scrollToReviews(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.getByTestId('pg-reviews').scrollIntoViewIfNeeded({ timeout: 5_000 });
      break;
    } catch (err) {
      if (attempt === 4) throw err;
    }
  }
  await page.getByTestId('pg-reviews-loading').waitFor({ state: 'detached', timeout: 20_000 });
}
