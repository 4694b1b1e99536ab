// The listing half of issue #8's owner journey, step by step through the UI: a verified owner lists a PG with
// 3 photos through the wizard → an admin verifies it in /admin/listings → a student finds it in /pg-listing
// around its pin with the Verified badge, its photos loading from the Storage emulator. Screenshots of each
// new screen at 360 and 1280 px. Used by e2e/owner-journey.e2e.ts after the owner's KYC is approved.
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { adminDb } from '../../test-utils/admin';
import { ports } from '../../test-utils/emulators';
import { collectErrors, newPage, screenshot, VIEWPORTS } from './browser';

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

/** From any page of a signed-in verified owner: /manage-pg → "List a new PG" → the wizard → submitted. */
export async function listPgThroughWizard(page: Page): Promise<string> {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/manage-pg');
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

  // Monthly charges (decision 160): meals are included (the Food step's default), so the mess is; electricity by
  // the unit; the rest included or not offered. The live total: ₹8,500 + ₹9 × 80 units = ₹9,220.
  await page.getByText('Monthly charges', { exact: true }).click();
  await page.getByText('Meals are included in the rent (Food step), so the mess is included.').waitFor();
  const how = async (key: string, option: string) => {
    await page.getByTestId(`charge-${key}`).getByRole('combobox').click();
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  };
  await how('electricity', 'Per unit (sub-meter)');
  await page.getByTestId('charge-electricity-rate').fill('9');
  await page.getByTestId('charge-electricity-units').fill('80');
  await how('laundry', 'Extra a month');
  await page.getByTestId('charge-laundry-amount').fill('300');
  await how('wifi', 'Included in rent');
  await how('waterCooler', 'Not offered');
  await how('transport', 'Not offered');
  await expect.poll(() => page.getByTestId('charges-total').first().innerText()).toBe('₹9,520');
  await both(page, 'add-pg-charges');

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
  // The Review step shows what is about to be sent: the rooms and rents, the monthly charges, the Kota Cares answers.
  const summary = await page.getByTestId('review-summary').innerText();
  expect(summary).toContain('₹8,500 a month');
  expect(summary).toContain('₹9,520');
  expect(summary).toContain('Laundry');
  expect(summary).toMatch(/: Yes/);
  expect(summary).toContain('Maintenance: ');
  await both(page, 'add-pg-review');
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await page.waitForURL((u) => u.pathname === '/manage-pg', { timeout: 15_000 }).catch(async () => {
    throw new Error(`Submit did not reach /manage-pg; the screen says: ${await page.locator('main').innerText()}`);
  });
  await page.getByTestId('pg-status').filter({ hasText: 'Submitted' }).waitFor();
  await both(page, 'manage-pg');
  expect((await adminDb().collection(COLLECTIONS.pgs).doc(pgId).get()).exists).toBe(false);
  return pgId;
}

/** An admin signs in at /admin and approves the listing in /admin/listings; it becomes public. */
export async function verifyListingAsAdmin(
  browser: Browser,
  pgId: string,
  signIn: (page: Page) => Promise<void>,
): Promise<{ lat: number; lng: number }> {
  // ----- The admin -----
  const admin = await newPage(browser, 'desktop');
  const adminErrors = collectErrors(admin.page);
  await admin.page.goto('/admin');
  await signIn(admin.page);
  await admin.page.waitForURL((u) => u.pathname === '/admin/dashboard');
  await admin.page.getByRole('link', { name: 'Listings to verify' }).click();
  const item = admin.page.getByTestId('review-item').filter({ hasText: 'Shanti Girls PG' });
  await item.waitFor();
  // The charges the owner stated, and the total per room option (decision 160).
  expect(await item.getByTestId('charges-review').innerText()).toContain('Double ₹8,500 → ₹9,520');
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

  return pub?.location as { lat: number; lng: number };
}

/** A signed-out student searching around the pin finds the listing with its Verified badge and Storage photos. */
export async function studentFindsListing(browser: Browser, pgId: string, { lat, lng }: { lat: number; lng: number }): Promise<void> {
  // ----- A student (signed out) searching around the pin -----
  const student = await newPage(browser, 'mobile');
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
}
