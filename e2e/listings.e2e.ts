// Finding a PG end to end (issue 4): landing search → /pg-listing → filter → open a PG → save it (signing in on
// the way, through the real phone flow against the Auth emulator) → /saved; and the GPS button's success and
// permission-denied paths with Chromium's emulated geolocation. Takes the 360/1280 px screenshots as it goes.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { savedPgDocId } from '@kotastay/shared/schemas/pg';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { demoPgs, seededPgCount, seedPgs } from '../scripts/seed/pgs';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb, idTokenFor, userWithRole } from '../test-utils/admin';
import { api, localAppCheckToken } from '../test-utils/api';
import { PROJECT_ID, ports } from '../test-utils/emulators';
import { baseUrl, gotoReady, launch, newPage, screenshot } from './support/browser';

const student = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-student')!;
let browser: Browser;

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  await seedPgs(ctx);
  // Saved PGs of earlier runs would make "save" a no-op.
  const old = await adminDb().collection(COLLECTIONS.savedPgs).where('uid', '==', student.uid).get();
  await Promise.all(old.docs.map((d) => d.ref.delete()));
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** The code the Auth emulator "sent" to this phone most recently. */
async function latestCode(phone: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
    const body = (await res.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
    const mine = (body.verificationCodes ?? []).filter((c) => c.phoneNumber === phone);
    const last = mine[mine.length - 1];
    if (last) return last.code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no verification code for ${phone}`);
}

/** Signs in on /auth with the phone flow (the page must be on /auth). */
async function signInOnAuthScreen(page: Page, phone: string): Promise<void> {
  const before = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`)
    .then((r) => r.json() as Promise<{ verificationCodes?: unknown[] }>)
    .then((b) => b.verificationCodes?.length ?? 0);
  await page.getByLabel('Mobile number').fill(phone.replace('+91', ''));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Verification code').waitFor();
  // Wait for this send's code (an earlier run may have left codes for the same number).
  for (let i = 0; i < 40; i++) {
    const n = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`)
      .then((r) => r.json() as Promise<{ verificationCodes?: unknown[] }>)
      .then((b) => b.verificationCodes?.length ?? 0);
    if (n > before) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  await page.getByLabel('Verification code').fill(await latestCode(phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 });
}

const seededIds = new Set(demoPgs(seededPgCount()).map((p) => p.id));

/** The index of the first card that is a seeded demo listing (names the others it passes over, for the log). */
async function firstDemoCard(cards: Locator): Promise<number> {
  const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-pg-id') ?? ''));
  const index = ids.findIndex((id) => seededIds.has(id));
  if (index < 0) throw new Error(`no demo listing among ${ids.join(', ')}`);
  if (index > 0) console.info(`listings e2e: passed over non-demo listings ${ids.slice(0, index).join(', ')}`);
  return index;
}

/** Records every state the Location button passes through (some last only a few milliseconds). */
async function recordGpsStates(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __gpsStates: string[] };
    w.__gpsStates = [];
    const button = document.querySelector('[data-gps-state]');
    if (!button) throw new Error('no Location button');
    w.__gpsStates.push(button.getAttribute('data-gps-state') ?? '');
    new MutationObserver(() => {
      const s = button.getAttribute('data-gps-state') ?? '';
      if (w.__gpsStates[w.__gpsStates.length - 1] !== s) w.__gpsStates.push(s);
    }).observe(button, { attributes: true, attributeFilter: ['data-gps-state'] });
  });
  return () => page.evaluate(() => (window as unknown as { __gpsStates: string[] }).__gpsStates);
}

const pageErrors = new WeakMap<Page, string[]>();
/** Keeps the page's uncaught errors and console errors, to explain a failure. */
function watchErrors(page: Page): Page {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return page;
}

/**
 * Best effort before a screenshot: every coaching's branch chips have replaced their skeletons. Not an assertion —
 * one slow request to the shared Functions emulator should not fail the flow (the links are asserted separately).
 */
async function allBranchesShown(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.querySelectorAll('.MuiSkeleton-root').length === 0, undefined, { timeout: 20_000 })
    .catch(() => undefined);
}

/** Screenshots are for people: wait until the photos above the fold have arrived. */
async function eagerImagesLoaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll<HTMLImageElement>('img[loading="eager"]')).every((i) => i.complete),
    undefined,
    { timeout: 20_000 },
  );
}

async function firstCards(page: Page): Promise<void> {
  try {
    await page.locator('[data-pg-id]').first().waitFor({ timeout: 30_000 });
  } catch (err) {
    await screenshot(page, 'listings-failure');
    throw new Error(`no result cards on ${page.url()}; page errors: ${JSON.stringify(pageErrors.get(page) ?? [])}`, {
      cause: err,
    });
  }
}

describe('the landing search reads the catalogue in Firestore', () => {
  test('an area an admin adds through the API is found by the landing search at once; deleted, it is not', async () => {
    const admin = await userWithRole('e2e-catalogue-admin', 'admin');
    // Catalogue writes need a current admin: users/{uid}.role agreeing with the claim (decision 110).
    await adminDb().collection(COLLECTIONS.users).doc('e2e-catalogue-admin').set({ name: 'Catalogue admin', role: 'admin' });
    // An admin's API calls carry App Check like the admin console's (the local issuer's token on the emulators).
    const headers = {
      authorization: `Bearer ${admin}`,
      'content-type': 'application/json',
      'x-firebase-appcheck': await localAppCheckToken(),
    };
    const created = await fetch(`${baseUrl}/api/areas`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Zorawar Enclave', lat: 25.0905, lng: 75.9052, popular: false }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const { context, page: p } = await newPage(browser, 'mobile');
    const page = watchErrors(p);
    try {
      const landingSearch = async (text: string) => {
        await gotoReady(page, '/');
        const search = page.getByRole('searchbox').first();
        await search.fill(text);
        await search.press('Enter');
        await page.waitForURL(/\/pg-listing\?/);
      };
      await landingSearch('zorawar enclav'); // a typo on purpose
      await page.getByRole('heading', { level: 1, name: /^PGs within 5 km of Zorawar Enclave/ }).waitFor();
      expect(await page.getByText(/No place matched/i).count()).toBe(0);

      expect((await fetch(`${baseUrl}/api/areas/${id}`, { method: 'DELETE', headers })).status).toBe(204);
      await landingSearch('zorawar enclave');
      await page.getByRole('heading', { level: 1, name: /^PGs within 5 km of Kota centre/ }).waitFor();
    } finally {
      await fetch(`${baseUrl}/api/areas/${id}`, { method: 'DELETE', headers });
      await context.close();
    }
  });
});

describe('find and save a PG', () => {
  test('landing search → listing → filter → PG → save → /saved (360 px)', async () => {
    const { context, page: p } = await newPage(browser, 'mobile');
    const page = watchErrors(p);

    await gotoReady(page, '/');
    const search = page.getByRole('searchbox').first();
    await search.fill('alen samarth'); // a typo on purpose: the gazetteer is typo-tolerant
    await search.press('Enter');
    await page.waitForURL(/\/pg-listing\?/);
    expect(new URL(page.url()).searchParams.get('query')).toBe('alen samarth');
    expect(new URL(page.url()).searchParams.get('radius')).toBe('5000');

    await page.getByRole('heading', { level: 1, name: /^PGs within 5 km of Allen Samarth/ }).waitFor();
    await firstCards(page);
    const countText = await page
      .getByRole('status')
      .filter({ hasText: /PGs? found/ })
      .textContent();
    const total = Number(countText?.replace(/[^\d]/g, ''));
    expect(total).toBeGreaterThan(0);
    // A card says distance and walking time and the rent in Indian format.
    const firstCard = page.locator('[data-pg-id]').first();
    await expect.poll(() => firstCard.textContent()).toMatch(/\d+(\.\d)? (k?m) · \d+ min walk/);
    await expect.poll(() => firstCard.textContent()).toMatch(/from ₹\d{1,2}(,\d{3})*\/month/);
    await eagerImagesLoaded(page);
    await screenshot(page, 'listings-pg-listing-list-360');

    // Filter: girls only, through the bottom sheet.
    await page.getByRole('button', { name: /^Filters/ }).click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('button', { name: 'Girls', exact: true }).click();
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await page.waitForURL(/gender=girls/);
    await firstCards(page);
    const cards = page.locator('[data-pg-id]');
    await expect
      .poll(async () => (await cards.allTextContents()).every((t) => t.includes('Girls')), { timeout: 20_000 })
      .toBe(true);
    const filteredText = await page
      .getByRole('status')
      .filter({ hasText: /PGs? found/ })
      .textContent();
    expect(Number(filteredText?.replace(/[^\d]/g, ''))).toBeLessThan(total);

    // Back undoes the filter (filters live in the URL).
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get('gender')).toBeNull();
    await page.goForward();
    await page.waitForURL(/gender=girls/);

    // The map view (offline schematic map: no Maps key in tests).
    await page.getByRole('button', { name: 'Map' }).click();
    await page.waitForURL(/view=map/);
    await page.getByRole('group', { name: /Schematic map/ }).waitFor();
    await screenshot(page, 'listings-pg-listing-map-360');
    await page.getByRole('button', { name: 'List' }).click();
    await firstCards(page);

    // Open the first seeded PG: the emulator tests that ran before this file leave listings of their own (fixtures
    // in states of their making, some with demo ids' look-alike data), which may come first; the seed has just rewritten the demo ones.
    const card = cards.nth(await firstDemoCard(cards));
    const pgId = await card.getAttribute('data-pg-id');
    expect(pgId).toBeTruthy();
    const pgName = (await card.getByRole('heading', { level: 3 }).textContent())!;
    await card.getByRole('link').click();
    await page.waitForURL(`**/pg/${pgId}`);
    await page.getByRole('heading', { level: 1, name: pgName }).waitFor();
    // en-IN's short September is "Sept": four letters.
    await page.getByText(/Verified by .+ on \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Oct|Nov|Dec) \d{4}/).waitFor();
    await page.getByRole('heading', { name: 'Rooms and rent' }).waitFor();
    await eagerImagesLoaded(page);
    await screenshot(page, 'listings-pg-detail-360');

    // Signed out, the heart goes to sign-in with a way back.
    await page.getByRole('button', { name: `Save ${pgName}` }).click();
    await page.waitForURL(/\/auth\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/pg/${pgId}`);
    await signInOnAuthScreen(page, student.phone);
    await page.waitForURL(`**/pg/${pgId}`);

    const heart = page.getByRole('button', { name: `Save ${pgName}` });
    const put = page.waitForResponse(
      (r) => r.url().includes(`/api/saved-pgs/${pgId}`) && r.request().method() === 'PUT',
    );
    await heart.click();
    expect((await put).status()).toBe(200);
    await page.getByRole('button', { name: `Remove ${pgName} from saved` }).waitFor();
    const doc = await adminDb().collection(COLLECTIONS.savedPgs).doc(savedPgDocId(student.uid, pgId!)).get();
    expect(doc.exists).toBe(true);

    await page.goto('/saved');
    await page.getByRole('heading', { level: 1, name: 'Saved PGs' }).waitFor();
    await page.locator(`[data-pg-id="${pgId}"]`).waitFor();
    await page.getByText('1 saved PG').waitFor();
    await screenshot(page, 'listings-saved-360');
    await context.close();
  });

  test('the same screens at 1280 px', async () => {
    const { context, page: p } = await newPage(browser, 'desktop');
    const page = watchErrors(p);
    await page.goto('/pg-listing?lat=25.1425&lng=75.8526&name=Talwandi&radius=5000&type=search');
    await firstCards(page);
    // Desktop: filters are a side panel, not a sheet.
    await page.getByRole('complementary', { name: 'Filters' }).waitFor();
    await eagerImagesLoaded(page);
    await screenshot(page, 'listings-pg-listing-list-1280');
    // 'Load more' appends the next page (cursor pagination) without repeating a PG.
    const cards = page.locator('[data-pg-id]');
    expect(await cards.count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(40);
    const ids = await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-pg-id')));
    expect(new Set(ids).size).toBe(40);
    await page.getByText('Showing 40 of').waitFor();
    await page.getByRole('button', { name: 'Map' }).click();
    await page.getByRole('group', { name: /Schematic map/ }).waitFor();
    await screenshot(page, 'listings-pg-listing-map-1280');
    await page.getByRole('button', { name: 'List' }).click();
    await firstCards(page);
    const pgId = await page.locator('[data-pg-id]').first().getAttribute('data-pg-id');
    await page.goto(`/pg/${pgId}`);
    await page.getByRole('heading', { name: 'Rooms and rent' }).waitFor();
    await eagerImagesLoaded(page);
    await screenshot(page, 'listings-pg-detail-1280');
    await page.goto('/location-search');
    await page.getByRole('heading', { name: 'Student areas' }).waitFor();
    await page.getByRole('link', { name: 'Talwandi' }).first().waitFor();
    await page.getByRole('link', { name: 'Sankalp Campus' }).waitFor();
    await allBranchesShown(page);
    await screenshot(page, 'listings-location-search-1280');
    // Saved through the API as the heart does, so this test does not depend on the 360 px journey having saved one.
    expect((await api('PUT', `/saved-pgs/${pgId}`, { token: await idTokenFor(student.uid) })).status).toBe(200);
    await page.goto('/auth?redirect=/saved');
    await signInOnAuthScreen(page, student.phone);
    await page.waitForURL('**/saved');
    await page.locator(`[data-pg-id="${pgId}"]`).waitFor();
    await screenshot(page, 'listings-saved-1280');
    await context.close();
  });

  test('an unknown PG id shows a not-found card', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto('/pg/no-such-pg');
    await page.getByRole('heading', { name: 'PG not found' }).waitFor();
    await context.close();
  });
});

describe('GPS location button', () => {
  test('success: Location found, then /pg-listing 1.5 s later around the device', async () => {
    const { context, page } = await newPage(browser, 'mobile', {
      geolocation: { latitude: 25.1372, longitude: 75.8478, accuracy: 25 },
      permissions: ['geolocation'],
    });
    await page.goto('/location-search');
    await page.getByRole('heading', { name: 'Student areas' }).waitFor();
    await allBranchesShown(page);
    await screenshot(page, 'listings-location-search-360');
    const button = page.getByRole('button', { name: 'Use my current location' });
    const states = await recordGpsStates(page);
    await button.click();
    await page.getByRole('button', { name: 'Location found' }).waitFor();
    const foundAt = Date.now();
    expect(await states()).toEqual(['idle', 'detecting', 'success']);
    // Not yet: the success state stays visible before moving on.
    expect(new URL(page.url()).pathname).toBe('/location-search');
    await page.waitForURL(/\/pg-listing\?/);
    expect(Date.now() - foundAt).toBeGreaterThanOrEqual(1200);
    const params = new URL(page.url()).searchParams;
    expect(params.get('type')).toBe('gps');
    expect(Number(params.get('lat'))).toBeCloseTo(25.1372, 4);
    expect(Number(params.get('lng'))).toBeCloseTo(75.8478, 4);
    expect(params.get('radius')).toBe('5000');
    expect(params.get('accuracy')).toBe('25');
    await page.getByRole('heading', { level: 1, name: 'PGs within 5 km of Your location' }).waitFor();
    await firstCards(page);
    await context.close();
  });

  test('permission denied: Permission Denied notification, then the button is usable again', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    // No permission granted: Chromium denies geolocation without prompting in headless mode.
    await context.clearPermissions();
    await page.goto('/location-search');
    await page.getByRole('heading', { name: 'Student areas' }).waitFor();
    const states = await recordGpsStates(page);
    await page.getByRole('button', { name: 'Use my current location' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Permission Denied' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('allow location access in your browser settings');
    await screenshot(page, 'listings-gps-denied-360');
    // Detecting → error → back to idle (usable again) a few seconds later.
    await expect.poll(states, { timeout: 8000 }).toEqual(['idle', 'detecting', 'error', 'idle']);
    await page.getByRole('button', { name: 'Use my current location' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/location-search');
    await context.close();
  });
});

describe('test screens', () => {
  test('/location-test shows the raw fix and /image-test the photo variants', async () => {
    const { context, page } = await newPage(browser, 'mobile', {
      geolocation: { latitude: 25.2101, longitude: 75.8302, accuracy: 480 },
      permissions: ['geolocation'],
    });
    await page.goto('/location-test');
    await page.getByRole('button', { name: 'Detect my location' }).click();
    await page.getByText('25.210100, 75.830200').waitFor();
    await page.getByText('high_accuracy: success', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Show PGs around this point' }).waitFor();

    await page.goto('/image-test');
    await page.getByText('Slot 120 px wide').waitFor();
    // The 120 px slot must not download the 1200 px variant: a demo photo's `-thumb.svg`/`-card.svg`, or an uploaded
    // photo's `…%2Fthumb.webp?alt=media…` when an earlier test in the run gave the first listing a real photo.
    await expect
      .poll(
        () =>
          page
            .locator('img[srcset]')
            .first()
            .evaluate((img: HTMLImageElement) => img.currentSrc),
        { timeout: 20_000 },
      )
      .toMatch(/(-|\/|%2F)(thumb|card)\.(svg|webp)($|\?)/);
    await context.close();
  });
});
