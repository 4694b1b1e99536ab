// Installable, and useful on a bad connection (docs/requirements/app-shell-and-landing.md#installable-app-and-offline,
// docs/decisions/180-installable-and-offline.md). Against Hosting (the production build) and the Vite dev server
// (`npm start`): the manifest and the worker are served right; a signed-in student with saved PGs and bookings
// opens the app, the network is cut (Chromium's offline emulation), and reloading and navigating still show the
// saved PGs, the bookings and a receipt with "showing saved copies"; a PG page gives the offline page; booking,
// paying and cancelling say they need a connection and send nothing; signing out deletes what was kept.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { isPublicPg, type PgDoc } from '@kotastay/shared/schemas/pg';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { adminAuth, adminDb, idTokenFor } from '../test-utils/admin';
import { api } from '../test-utils/api';
import { baseUrl, collectErrors, devServerUrl, launch, newPage, screenshot } from './support/browser';
import { bookingDoc, resetStudent, seedBookings } from './support/bookings';
import { signInWithPhone } from './support/phone-codes';

const UID = 'e2e-offline-student';
const DIGITS = '9111100188';
let browser: Browser;
let saved: { id: string; name: string }[];

const SERVERS = [
  { name: 'Hosting (production build)', tag: 'hosting', url: () => baseUrl },
  { name: 'the Vite dev server (npm start)', tag: 'dev', url: () => devServerUrl() },
] as const;

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedPgs(ctx);
  const snap = await adminDb().collection(COLLECTIONS.pgs).where('bedsAvailable', '>', 1).limit(60).get();
  saved = snap.docs
    .map((d) => ({ ...(d.data() as PgDoc), id: d.id }))
    .filter((p) => isPublicPg(p) && p.rooms.some((r) => r.bedsAvailable > 0))
    .slice(0, 2)
    .map((p) => ({ id: p.id, name: p.name }));
  if (saved.length < 2) throw new Error('not enough bookable seeded PGs');
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** A fresh student with two saved PGs, a paid booking (cancellable, with a receipt) and an unpaid one (to pay). */
async function seedStudent(): Promise<{ paidId: string; unpaidId: string }> {
  await resetStudent(UID, DIGITS, 'Neha Offline');
  const token = await idTokenFor(UID);
  for (const pg of saved) {
    await api('DELETE', `/saved-pgs/${pg.id}`, { token });
    const put = await api('PUT', `/saved-pgs/${pg.id}`, { token });
    expect(put.status).toBe(200);
  }
  const paidId = `offline-paid-${Date.now()}`;
  const unpaidId = `offline-unpaid-${Date.now()}`;
  const [first, second] = saved as [{ id: string; name: string }, { id: string; name: string }];
  await seedBookings([
    bookingDoc(paidId, {
      studentUid: UID,
      studentName: 'Neha Offline',
      studentPhone: `+91${DIGITS}`,
      pgId: first.id,
      pgName: first.name,
      createdAt: new Date(Date.now() - 60_000).toISOString(),
    }),
    bookingDoc(unpaidId, {
      studentUid: UID,
      studentName: 'Neha Offline',
      studentPhone: `+91${DIGITS}`,
      pgId: second.id,
      pgName: second.name,
      status: 'pending',
      holdExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      payment: {
        status: 'unpaid',
        provider: 'local',
        orderId: null,
        paymentId: null,
        paidAt: null,
        receiptNo: null,
        lastError: null,
        attempts: 0,
      },
    }),
  ]);
  return { paidId, unpaidId };
}

/**
 * Every request the page (and its worker) sends to /api that could change something — but the local App Check
 * issuer's token request, which the Firebase SDK retries by itself and which changes nothing.
 */
function recordWrites(page: Page): string[] {
  const writes: string[] = [];
  page.context().on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/') && pathname !== '/api/app-check/local-token' && req.method() !== 'GET') {
      writes.push(`${req.method()} ${pathname}`);
    }
  });
  return writes;
}

/** Asks the worker to cache the offline screens now (the app asks on sign-in too) and waits until it has. */
async function precacheSignedIn(page: Page): Promise<{ ok: boolean }> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return new Promise<{ ok: boolean }>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data as { ok: boolean });
      registration.active?.postMessage({ type: 'kotastay:precache-signed-in' }, [channel.port2]);
    });
  });
}

describe.each(SERVERS)('installable app and offline use, from $name', ({ tag, url }) => {
  test('the manifest, its icons, the worker and the offline page are served with the right types and caching', async () => {
    const manifest = await fetch(`${url()}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const body = (await manifest.json()) as {
      icons: { src: string; sizes: string }[];
      start_url: string;
      display: string;
    };
    expect(body.display).toBe('standalone');
    for (const icon of body.icons) {
      const res = await fetch(`${url()}${icon.src}`);
      expect(res.status, icon.src).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
    const sw = await fetch(`${url()}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/javascript/);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const offline = await fetch(`${url()}/offline`);
    expect(offline.status).toBe(200);
    expect(await offline.text()).toContain('This page needs an internet connection.');
    const html = await (await fetch(`${url()}/`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  });

  test('signed in, then offline: saved PGs, bookings and a receipt stay readable; booking actions send nothing', async () => {
    const { paidId, unpaidId } = await seedStudent();
    const { context, page } = await newPage(browser, 'mobile', { baseURL: url() });
    const errors = collectErrors(page);
    const writes = recordWrites(page);

    await page.goto('/auth?redirect=%2Fbookings');
    await signInWithPhone(page, DIGITS);
    await page.waitForURL((u) => u.pathname === '/bookings');
    await page.locator(`[data-booking-id="${paidId}"]`).waitFor();
    // The worker controls the page and has cached the offline screens.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    expect(await precacheSignedIn(page)).toMatchObject({ ok: true });

    // Seen once online: the saved PGs (their offline copy) and — on the dev server, which caches modules as they
    // are fetched — the receipt screen. The production build precached its chunks: it is first opened offline.
    await page.goto('/saved');
    await page.getByText('2 saved PGs').waitFor();
    const firstPhoto = () => page.locator('main img').first();
    await firstPhoto().evaluate((img: HTMLImageElement) => img.decode());
    if (tag === 'dev') {
      await page.goto(`/bookings/${paidId}/receipt`);
      await page.getByTestId('receipt').waitFor();
    }
    await page.goto('/bookings');
    await page.locator(`[data-booking-id="${unpaidId}"]`).waitFor();
    expect(await page.getByTestId('offline-notice').count()).toBe(0);

    await context.setOffline(true);

    // Reload: the shell comes from the worker, the bookings from Firestore's cache on the device.
    await page.reload();
    await page.locator(`[data-booking-id="${paidId}"]`).waitFor({ timeout: 30_000 });
    await page.locator(`[data-booking-id="${unpaidId}"]`).waitFor();
    await page.getByTestId('offline-notice').getByText("You're offline — showing saved copies.").waitFor();
    await screenshot(page, `offline-bookings-${tag}-360`);

    // Pay: explained, nothing sent.
    const unpaid = page.locator(`[data-booking-id="${unpaidId}"]`);
    await unpaid
      .getByTestId('offline-action')
      .getByText(/Paying the token needs a connection/)
      .waitFor();
    await unpaid.getByRole('button', { name: 'Pay ₹499' }).click();
    await expect(unpaid.getByTestId('offline-action').getAttribute('class')).resolves.toMatch(/Error/);

    // Cancel: the dialog explains, confirming sends nothing and the booking stays as it was.
    const paid = page.locator(`[data-booking-id="${paidId}"]`);
    await paid.getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Cancelling needs a connection/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await screenshot(page, `offline-cancel-${tag}-360`);
    await dialog.getByRole('button', { name: 'Keep booking' }).click();
    await expect(paid.getAttribute('data-status')).resolves.toBe('pending_visit');

    // Navigating within the app, and loading pages afresh, offline.
    await page.goto('/saved');
    for (const pg of saved) await page.getByText(pg.name).first().waitFor({ timeout: 30_000 });
    await page.getByTestId('offline-notice').waitFor();
    // The card's photo, seen once online, comes from the worker's photo cache.
    await firstPhoto().evaluate((img: HTMLImageElement) => img.decode());
    await screenshot(page, `offline-saved-${tag}-360`);

    await page.goto(`/bookings/${paidId}/receipt`);
    await page.getByTestId('receipt').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('receipt-no').textContent()).toBe(`KS-TEST-${paidId.toUpperCase()}`);
    await page.getByTestId('offline-notice').waitFor();
    await screenshot(page, `offline-receipt-${tag}-360`);

    // A PG page needs the network: the offline page, with the way back to what works offline.
    await page.goto(`/pg/${saved[0]!.id}`);
    await page.getByRole('heading', { name: "You're offline" }).waitFor();
    await page.getByText('This page needs an internet connection.').waitFor();
    await screenshot(page, `offline-page-${tag}-360`);
    await page.getByRole('link', { name: 'My bookings' }).first().click();
    await page.locator(`[data-booking-id="${paidId}"]`).waitFor({ timeout: 30_000 });

    // The booking form, opened online, then the connection drops: it says so, keeps what was typed, sends nothing.
    await context.setOffline(false);
    await page.goto(`/pg/${saved[1]!.id}/book`);
    await page.getByRole('heading', { name: 'Book a visit' }).waitFor({ timeout: 30_000 });
    await page.locator('[data-testid^="room-"]:not([disabled])').first().click();
    await page.locator('[data-testid^="date-"]').nth(2).click();
    await page.locator('[data-testid^="slot-"]:not([disabled])').first().click();
    await page.getByLabel(/A parent’s mobile number/).fill('9222200188');
    await context.setOffline(true);
    await page
      .getByTestId('offline-action')
      .getByText(/Booking a visit needs a connection/)
      .waitFor();
    await page.getByRole('button', { name: /Book and pay ₹499/ }).click();
    expect(await page.getByLabel(/A parent’s mobile number/).inputValue()).toBe('9222200188');
    await screenshot(page, `offline-book-${tag}-360`);

    expect(writes).toEqual([]);
    const nothingBooked = await adminDb().collection(COLLECTIONS.bookings).where('studentUid', '==', UID).get();
    expect(nothingBooked.size).toBe(2);
    expect(nothingBooked.docs.find((d) => d.id === paidId)?.data().status).toBe('pending_visit');

    // Back online, signing out deletes what the device kept: offline again, nothing of hers is readable.
    await context.setOffline(false);
    await page.goto('/dashboard');
    // The sign-out ends with a fresh page load (home), after the deletion.
    const freshPage = page.waitForEvent('load', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await freshPage;
    expect(new URL(page.url()).pathname).toBe('/');
    const kept = await page.evaluate(async () => ({
      copies: Object.keys(localStorage).filter((k) => k.startsWith('kotastay.offline.')),
      databases: (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('firestore/')),
    }));
    expect(kept.copies).toEqual([]);
    expect(kept.databases, JSON.stringify(kept)).toEqual([]);
    expect(
      errors.filter(
        (e) =>
          !/offline|network|Failed to fetch|ERR_INTERNET_DISCONNECTED|Could not reach|backend|App Check|appCheck|load the receipt|live read/i.test(
            e,
          ),
      ),
    ).toEqual([]);
    await context.close();
  });
});

test('a device whose storage is full still gets every file: the worker serves what it could not keep', async () => {
  // A phone with no room left (or a private window's small quota: the crawl's roles filled theirs) refuses the
  // worker's cache writes. The file fetched must still reach the page: a lazy screen that failed to load reloaded the
  // page over the crawl's next navigation.
  const { context, page } = await newPage(browser, 'desktop');
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto(`${baseUrl}/`);
  await page.waitForFunction(() => document.documentElement.dataset.screenReady === '/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const full = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    Cache.prototype.put = full;
    Cache.prototype.add = full;
    Cache.prototype.addAll = full;
    // Nothing kept so far either: every file now goes through a refused write.
    await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  });
  const errors = collectErrors(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'FAQ' }).click();
  await page.waitForFunction(() => document.documentElement.dataset.screenReady === '/faq', null, { timeout: 30_000 });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  expect(await page.getByRole('heading', { name: 'This page did not load' }).count()).toBe(0);
  expect(loads).toBe(1);
  // A page load through the worker too.
  await page.goto(`${baseUrl}/contact`);
  await page.waitForFunction(() => document.documentElement.dataset.screenReady === '/contact', null, { timeout: 30_000 });
  expect(loads).toBe(2);
  expect(errors).toEqual([]);
  await context.close();
});
