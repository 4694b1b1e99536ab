// Issue #26 "must show" (docs/decisions/206-trust-that-stays-fresh.md): a listing whose last check was 181 days ago shows
// "Re-check due" on its page and in search results, and is in the admin's re-check queue; a signed-out student taps
// "Report this listing", signs in, comes back to the form and reports it; the admin records an outcome and the student
// is texted. Screenshots of each new screen at 360 px (and 1280 px for the admin's) under /tmp/shots/trust.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { isPublicPg } from '@kotastay/shared/schemas/pg';
import { addDays } from '@kotastay/shared/schemas/stay';
import { pgListingUrl, ROUTES } from '@kotastay/shared/routes';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { demoPgs, seededPgCount, seedPgs } from '../scripts/seed/pgs';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb } from '../test-utils/admin';
import { collectErrors, gotoReady, launch, newPage, SIZES } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

const SHOTS = '/tmp/shots/trust';
const DAY_MS = 86_400_000;
const STUDENT = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-student-neet')!;
const ADMIN = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-admin')!;
const digits = (phone: string) => phone.slice(3);

let browser: Browser;
let pg: { id: string; name: string; lat: number; lng: number };

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

async function signedInAdmin(): Promise<{ page: Page; close(): Promise<void> }> {
  const { context, page } = await newPage(browser, 'mobile');
  await page.goto(ROUTES.admin);
  await signInWithPhone(page, digits(ADMIN.phone));
  await page.waitForURL((u) => u.pathname === ROUTES.adminDashboard);
  return { page, close: () => context.close() };
}

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  const records = demoPgs(seededPgCount());
  await seedPgs(ctx, records, 'keep');
  // A public listing with free beds, its last check 181 days ago; the student's earlier reports of it are gone.
  const chosen = records.filter(isPublicPg).find((p) => p.bedsAvailable > 0)!;
  pg = { id: chosen.id, name: chosen.name, lat: chosen.location.lat, lng: chosen.location.lng };
  await adminDb()
    .collection(COLLECTIONS.pgs)
    .doc(pg.id)
    // Noon in Kota 181 Kota days ago: "181 days ago" whatever the hour of the run (now minus 181 days and an hour
    // was 182 Kota days in the hour after Kota's midnight, 18:30–19:30 UTC).
    .update({ 'verification.verifiedAt': new Date(`${addDays(kotaDate(Date.now()), -181)}T12:00:00+05:30`).toISOString() });
  const old = await adminDb().collection(COLLECTIONS.listingReports).where('pgId', '==', pg.id).get();
  await Promise.all(old.docs.map((d) => d.ref.delete()));
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

test('181 days after its check: "Re-check due" on the page, in search and in the admin’s queue; a re-check clears it', async () => {
  const { context, page } = await newPage(browser, 'mobile');
  const errors = collectErrors(page);
  await gotoReady(page, ROUTES.pgDetail(pg.id));
  await page.getByTestId('recheck-due').first().waitFor();
  expect(await page.getByTestId('checked-ago').first().innerText()).toBe('Checked by KotaStay 181 days ago');
  expect(await page.getByTestId('verified-badge').count()).toBe(0);
  await shot(page, 'pg-recheck-due-360');

  await gotoReady(page, pgListingUrl({ lat: pg.lat, lng: pg.lng, radius: 1000, name: pg.name, type: 'search' }));
  const card = page.locator(`a[href="${ROUTES.pgDetail(pg.id)}"]`).first();
  await card.getByTestId('recheck-due').waitFor();
  expect(await card.getByTestId('checked-ago').innerText()).toBe('Checked by KotaStay 181 days ago');
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'search-card-recheck-due-360');
  expect(errors).toEqual([]);
  await context.close();

  const admin = await signedInAdmin();
  await gotoReady(admin.page, ROUTES.adminListings);
  const item = admin.page.getByTestId('recheck-item').filter({ hasText: pg.name });
  await item.waitFor();
  expect(await item.innerText()).toContain('checked 181 days ago');
  await item.scrollIntoViewIfNeeded();
  await shot(admin.page, 'admin-recheck-queue-360');
  await item.getByTestId('recheck-submit').click();
  await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(0);
  const checked = (await adminDb().collection(COLLECTIONS.pgs).doc(pg.id).get()).get('verification.verifiedAt') as string;
  expect(Date.now() - Date.parse(checked)).toBeLessThan(DAY_MS);
  await admin.close();
}, 60_000);

test('a signed-out student reports the listing after signing in; the admin records the outcome and the student is texted', async () => {
  const { context, page } = await newPage(browser, 'mobile');
  await gotoReady(page, ROUTES.pgDetail(pg.id));
  await page.getByTestId('report-listing').click();
  await page.waitForURL((u) => u.pathname === ROUTES.auth);
  await signInWithPhone(page, digits(STUDENT.phone));
  await page.waitForURL((u) => u.pathname === ROUTES.pgDetail(pg.id));
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByTestId('report-listing-submit').click();
  await dialog.getByText('Pick what is wrong.').waitFor();
  await dialog.getByTestId('report-reason-deposit_asked').check();
  await dialog.getByTestId('report-details').fill('The warden asked for ₹10,000 caution money on the visit.');
  await shot(page, 'report-dialog-360');
  await dialog.getByTestId('report-listing-submit').click();
  await page.getByTestId('report-listing-done').waitFor();
  await context.close();

  const admin = await signedInAdmin();
  await gotoReady(admin.page, ROUTES.adminListingReports);
  const row = admin.page.getByTestId('listing-report').filter({ hasText: pg.name });
  await row.waitFor();
  expect(await row.innerText()).toContain('₹10,000 caution money');
  await shot(admin.page, 'admin-listing-reports-360');
  await row.getByTestId('report-outcome').fill('Visited: the owner returned the money; the listing is hidden until fixed.');
  await row.getByTestId('report-action-taken').click();
  await admin.page.getByTestId('report-closed').waitFor();
  await admin.page.setViewportSize(SIZES.desktop);
  await shot(admin.page, 'admin-listing-reports-closed-1280');
  await admin.close();

  const texts = await adminDb().collection(COLLECTIONS.outbox).where('toUid', '==', STUDENT.uid).get();
  const sent = texts.docs.map((d) => String(d.get('text'))).filter((t) => t.includes('returned the money'));
  expect(sent).toHaveLength(1);
}, 60_000);
