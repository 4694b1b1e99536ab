// The catalogue screens end to end (issue #10): an admin adds an area with a map pin on /admin/catalogue, next to
// seeded PGs → a landing-page search for the new name finds it at once and lists the PGs around the pin; deleting
// an area PGs are in is refused with the reason; the new area is deleted again through the confirmation.
// Screenshots at 360 and 1280 px as it goes.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { demoPgs, seedPgs } from '../scripts/seed/pgs';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb } from '../test-utils/admin';
import { SCREENSHOT_DIR, collectErrors, gotoReady, launch, newPage, screenshot, settled } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

const AREA_NAME = 'Zafrabad Gardens';
let browser: Browser;

async function removeLeftovers(): Promise<void> {
  const old = await adminDb().collection(COLLECTIONS.areas).where('name', '==', AREA_NAME).get();
  await Promise.all(old.docs.map((d) => d.ref.delete()));
}

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  await seedPgs(ctx);
  await removeLeftovers();
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await removeLeftovers();
});

const adminDigits = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-admin')!.phone.slice(3);

describe('the catalogue screens', () => {
  test('an admin adds an area with a pin next to seeded PGs → the landing search finds it and the PGs around it', async () => {
    // A published, visible seeded PG; the new area's pin goes about 100 m from it.
    const target = demoPgs().find((p) => p.status === 'published' && p.visible)!;
    const admin = await newPage(browser, 'desktop');
    const errors = collectErrors(admin.page);
    const page = admin.page;
    try {
      await page.goto('/admin');
      await signInWithPhone(page, adminDigits);
      await page.waitForURL((url) => url.pathname === '/admin/dashboard');
      await gotoReady(page, '/admin/catalogue?tab=areas');
      await page.getByRole('heading', { level: 1, name: 'Catalogue' }).waitFor();
      await page.getByTestId('catalogue-row').filter({ hasText: 'Talwandi' }).waitFor();
      await screenshot(page, 'catalogue-admin-areas-1280');

      await page.getByRole('button', { name: 'Add area' }).click();
      const dialog = page.getByRole('dialog');
      await settled(dialog);
      // Saving without a name is refused beside the field by the API, and nothing typed is lost.
      await dialog.getByLabel('Latitude').fill(String(target.location.lat));
      await dialog.getByLabel('Longitude').fill(String(target.location.lng));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.getByText('Use at least 2 characters.').waitFor();
      expect(await dialog.getByLabel('Latitude').inputValue()).toBe(String(target.location.lat));

      await dialog.getByLabel(/^Name/).fill(AREA_NAME);
      await dialog.getByLabel(/Other names/).fill('Zafrabad');
      // Tap the pin picker a little north-east of its centre (the typed point): about 100 m away.
      const picker = dialog.getByTestId('pin-picker');
      const box = (await picker.boundingBox())!;
      await picker.click({ position: { x: box.width * 0.54, y: box.height * 0.47 } });
      const lat = Number(await dialog.getByLabel('Latitude').inputValue());
      const lng = Number(await dialog.getByLabel('Longitude').inputValue());
      expect(lat).toBeGreaterThan(target.location.lat);
      expect(lng).toBeGreaterThan(target.location.lng);
      await screenshot(page, 'catalogue-admin-area-dialog-1280');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByTestId('catalogue-notice').filter({ hasText: `Saved ${AREA_NAME}.` }).waitFor();
      const row = page.getByTestId('catalogue-row').filter({ hasText: AREA_NAME });
      await row.waitFor();

      // Stored as typed and pinned, and recorded in the audit log.
      const stored = await adminDb().collection(COLLECTIONS.areas).where('name', '==', AREA_NAME).get();
      expect(stored.size).toBe(1);
      expect(stored.docs[0]!.data()).toMatchObject({ lat, lng, aliases: ['Zafrabad'], popular: false });
      const audit = await adminDb().collection(COLLECTIONS.auditLog).where('targetId', '==', stored.docs[0]!.id).get();
      expect(audit.docs.map((d) => d.get('action'))).toContain('catalogue.created');

      // A student on a phone searches for it on the landing page at once.
      const student = await newPage(browser, 'mobile');
      try {
        await gotoReady(student.page, '/');
        const search = student.page.getByRole('searchbox').first();
        await search.fill('zafrabad gardns'); // a typo on purpose
        await search.press('Enter');
        await student.page.waitForURL(/\/pg-listing\?/);
        await student.page.getByRole('heading', { level: 1, name: new RegExp(`^PGs within 5 km of ${AREA_NAME}`) }).waitFor();
        await student.page.locator(`[data-pg-id="${target.id}"]`).first().waitFor({ timeout: 30_000 });
        const first = student.page.locator('[data-pg-id]').first();
        await expect.poll(() => first.textContent()).toMatch(/\b\d{1,3} m · \d+ min walk/);
        // The first screenful (the whole list is thousands of pixels long).
        await student.page.screenshot({ path: path.join(SCREENSHOT_DIR, 'catalogue-admin-search-360.png') });
      } finally {
        await student.context.close();
      }

      // An area PGs are in cannot be deleted: the confirmation says why.
      await page.getByRole('button', { name: 'Delete Talwandi' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByTestId('delete-refused').filter({ hasText: /Talwandi is used by \d+ PGs?/ }).waitFor();
      await screenshot(page, 'catalogue-admin-in-use-1280');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      expect((await adminDb().collection(COLLECTIONS.areas).doc('talwandi').get()).exists).toBe(true);

      // The new area, which nothing uses, goes after a confirmation.
      await page.getByRole('button', { name: `Delete ${AREA_NAME}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByTestId('catalogue-notice').filter({ hasText: `Deleted ${AREA_NAME}.` }).waitFor();
      await row.waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await admin.context.close();
    }
  });

  test('coachings and branches at 360 px: lists, a branch dialog with its pin', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    try {
      await page.goto('/admin');
      await signInWithPhone(page, adminDigits);
      await page.waitForURL((url) => url.pathname === '/admin/dashboard');
      await gotoReady(page, '/admin/catalogue');
      await page.getByTestId('catalogue-row').first().waitFor();
      await screenshot(page, 'catalogue-admin-coachings-360');
      await page.getByRole('tab', { name: 'Branches' }).click();
      await page.getByTestId('catalogue-row').first().waitFor();
      await screenshot(page, 'catalogue-admin-branches-360');
      await page.getByRole('button', { name: /^Edit / }).first().click();
      const dialog = page.getByRole('dialog');
      await settled(dialog);
      await dialog.getByTestId('pin-picker').waitFor();
      await screenshot(page, 'catalogue-admin-branch-dialog-360');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('tab', { name: 'Areas' }).click();
      await page.getByTestId('catalogue-row').first().waitFor();
      await screenshot(page, 'catalogue-admin-areas-360');
    } finally {
      await context.close();
    }
  });
});
