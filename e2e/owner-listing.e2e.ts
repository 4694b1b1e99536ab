// Issue #8's listing flow through the UI in Chromium: the seeded verified owner lists a PG with 3 photos through
// the wizard → an admin verifies it in /admin/listings → a student finds it in /pg-listing around its pin with the
// Verified badge, and its photos load from the Storage emulator. Screenshots of each new screen at 360 and 1280 px.
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { adminAuth, adminDb } from '../test-utils/admin';
import { PROJECT_ID, clearAuth, clearFirestore, ports } from '../test-utils/emulators';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { collectErrors, launch, newPage, screenshot, VIEWPORTS } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  await Promise.all([clearAuth(), clearFirestore()]);
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const digits = (uid: string) => (DEMO_ACCOUNTS.find((a) => a.uid === uid)?.phone ?? '').slice(3);

async function signIn(page: Page, uid: string): Promise<void> {
  const phone = digits(uid);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Verification code').waitFor();
  const res = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const body = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const code = body.verificationCodes.filter((c) => c.phoneNumber === `+91${phone}`).at(-1)?.code ?? '';
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

async function both(page: Page, name: string): Promise<void> {
  await page.setViewportSize(VIEWPORTS.mobile);
  await screenshot(page, `${name}-360`);
  await page.setViewportSize(VIEWPORTS.desktop);
  await screenshot(page, `${name}-1280`);
}

const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } }).jpeg().toBuffer();

async function choose(page: Page, label: string, option: string | null): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  if (option) await listbox.getByRole('option', { name: option, exact: true }).click();
  else await listbox.getByRole('option').first().click();
}

test('an owner lists a PG with 3 photos, an admin verifies it, a student finds it with photos from Storage', { timeout: 240_000 }, async () => {
  // ----- The owner -----
  const { context, page } = await newPage(browser, 'desktop');
  await page.goto('/auth');
  await signIn(page, 'demo-pg-owner');
  await page.waitForURL((u) => u.pathname === '/manage-pg');
  await page.getByRole('heading', { name: 'My PGs' }).waitFor();
  await page.getByRole('link', { name: 'List a new PG' }).click();
  await page.waitForURL((u) => u.pathname === '/add-pg' && u.searchParams.has('id'));
  const pgId = new URL(page.url()).searchParams.get('id') ?? '';

  await page.getByLabel('PG name').fill('Shanti Girls PG');
  await choose(page, 'Type', 'PG');
  await choose(page, 'For', 'Girls');
  await page.getByLabel('Full address').fill('14 Indra Vihar, near Allen Samyak, Kota');
  await choose(page, 'Area', null);
  await page.getByTestId('pin-picker').click({ position: { x: 170, y: 150 } });
  await both(page, 'add-pg-basics');

  await page.getByText('Rooms', { exact: true }).click();
  await page.getByRole('button', { name: 'Add a room option' }).click();
  await page.getByTestId('rent-0').fill('8500');
  await page.getByLabel('Deposit (₹)').fill('5000');
  await page.getByText("Kota's guidelines forbid security and caution deposits").waitFor();
  await page.getByLabel('Deposit (₹)').fill('0');
  await page.getByTestId('beds-total-0').fill('6');
  await page.getByTestId('beds-free-0').fill('3');
  await both(page, 'add-pg-rooms');

  await page.getByText('Kota Cares', { exact: true }).click();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await both(page, 'add-pg-kota-cares');

  await page.getByText('Photos', { exact: true }).click();
  await page.getByTestId('photo-input').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo(200, 90, 40) },
    { name: 'room.jpg', mimeType: 'image/jpeg', buffer: await photo(40, 120, 200) },
    { name: 'mess.jpg', mimeType: 'image/jpeg', buffer: await photo(60, 160, 80) },
  ]);
  // An upload error shows as an alert: fail with its text rather than time out waiting for the photos.
  await expect
    .poll(async () => ((await page.getByRole('alert').count()) ? await page.getByRole('alert').first().innerText() : await page.getByTestId('draft-photo').count()), { timeout: 60_000 })
    .toBe(3);
  await both(page, 'add-pg-photos');

  // The draft survived as typed (autosave) — a reload shows it.
  await page.waitForFunction(() => document.querySelector('[data-testid="save-state"]')?.textContent === 'Saved');
  await page.reload();
  await page.getByText('Review', { exact: true }).click();
  await page.getByText('Shanti Girls PG').waitFor();
  await both(page, 'add-pg-review');
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await page.waitForURL((u) => u.pathname === '/manage-pg', { timeout: 15_000 }).catch(async () => {
    throw new Error(`Submit did not reach /manage-pg; the screen says: ${await page.locator('main').innerText()}`);
  });
  await page.getByTestId('pg-status').filter({ hasText: 'Submitted' }).waitFor();
  await both(page, 'manage-pg');
  expect((await adminDb().collection(COLLECTIONS.pgs).doc(pgId).get()).exists).toBe(false);
  await context.close();

  // ----- The admin -----
  const admin = await newPage(browser, 'desktop');
  const adminErrors = collectErrors(admin.page);
  await admin.page.goto('/admin');
  await signIn(admin.page, 'demo-admin');
  await admin.page.waitForURL((u) => u.pathname === '/admin/dashboard');
  await admin.page.getByRole('link', { name: 'Listings to verify' }).click();
  const item = admin.page.getByTestId('review-item').filter({ hasText: 'Shanti Girls PG' });
  await item.waitFor();
  await both(admin.page, 'admin-listings');
  for (const box of await item.getByRole('checkbox').all()) await box.check();
  await item.getByRole('button', { name: 'Approve and publish' }).click();
  // A failed approval shows its error in the card; a decided listing leaves the queue and the outcome shows
  // above it. Wait for either, so a failure reports the API's message.
  const outcome = admin.page.getByTestId('review-outcome').or(item.getByRole('alert'));
  await outcome.first().waitFor({ timeout: 15_000 }).catch(async () => {
    await screenshot(admin.page, 'admin-listings-after-approve-1280');
    throw new Error(`No outcome after "Approve and publish". Page errors: ${adminErrors.join(' | ') || 'none'}`);
  });
  expect(await outcome.first().innerText()).toBe('Shanti Girls PG: Published with the Verified badge.');
  await expect.poll(() => item.count()).toBe(0);
  await admin.context.close();
  const pub = (await adminDb().collection(COLLECTIONS.pgs).doc(pgId).get()).data();
  expect(pub?.verification?.status).toBe('verified');

  // ----- A student (signed out) searching around the pin -----
  const student = await newPage(browser, 'mobile');
  const { lat, lng } = pub?.location as { lat: number; lng: number };
  await student.page.goto(`/pg-listing?lat=${lat}&lng=${lng}&radius=1000&name=Pin`);
  const card = student.page.locator('a, article, div').filter({ hasText: 'Shanti Girls PG' }).last();
  await card.waitFor({ timeout: 30_000 });
  await student.page.getByText('Verified').first().waitFor();
  const img = student.page.locator(`img[src*="listing_photos%2F${pgId}"]`).first();
  await img.waitFor();
  const src = (await img.getAttribute('src')) ?? '';
  expect(new URL(src).port).toBe(String(ports.storage));
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).toBe(true);
  await screenshot(student.page, 'pg-listing-owner-listed-360');
  await student.context.close();
});
