// Compare (issue #12, docs/decisions/170-compare.md): a student saves 3 PGs, ticks them on /saved (a 4th is
// refused with a message), compares them with distances from their own campus, and copies the link; a fresh
// browser, signed out, opens that link and sees the same 3 PGs with the same distances from the campus in the
// link. Screenshots at 360 px and 1280 px (e2e/screenshots/compare-*.png).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { destinationPoint } from '@kotastay/shared/geo';
import { KOTA_BRANCHES } from '@kotastay/shared/kota-catalogue';
import { savedPgDocId, type PgRecord } from '@kotastay/shared/schemas/pg';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { writePgs } from '../scripts/seed/pgs';
import { adminAuth, adminDb } from '../test-utils/admin';
import { publicPgRecord } from '../test-utils/pg-fixtures';
import { collectErrors, gotoReady, launch, newPage, screenshot } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

const STUDENT = { uid: 'e2e-cmp-student', digits: '9111100191', name: 'Rohan Sethi' };
const SAMARTH = KOTA_BRANCHES.find((b) => b.id === 'allen-samarth')!;
/** Four public PGs at different distances from Allen Samarth, with different rooms (from the demo generator). */
const PGS: PgRecord[] = [
  publicPgRecord('e2e-cmp-1', 11, destinationPoint(SAMARTH, 30, 450)),
  publicPgRecord('e2e-cmp-2', 12, destinationPoint(SAMARTH, 120, 1300)),
  publicPgRecord('e2e-cmp-3', 13, destinationPoint(SAMARTH, 250, 2600)),
  publicPgRecord('e2e-cmp-4', 14, destinationPoint(SAMARTH, 300, 900)),
].map((p, i) => ({ ...p, name: `Compare Test PG ${i + 1}`, ownerId: 'e2e-cmp-owner' }));

let browser: Browser;

beforeAll(async () => {
  const db = adminDb();
  await seedCatalogue({ db, auth: adminAuth() });
  await writePgs({ db }, PGS);
  await adminAuth()
    .deleteUser(STUDENT.uid)
    .catch(() => undefined);
  await adminAuth().createUser({ uid: STUDENT.uid, phoneNumber: `+91${STUDENT.digits}` });
  const now = new Date().toISOString();
  await db
    .collection(COLLECTIONS.users)
    .doc(STUDENT.uid)
    .set({
      uid: STUDENT.uid,
      phone: `+91${STUDENT.digits}`,
      name: STUDENT.name,
      role: null,
      accountType: 'student',
      // 19 years old: an adult, so no parent's consent is asked (decision 203).
      birthDate: '2007-04-12',
      exam: 'JEE',
      coachingId: 'allen',
      branchId: 'allen-samarth',
      gender: 'male',
      isVerifiedPgOwner: false,
      pgListerVerified: false,
      canListPG: false,
      createdAt: now,
      updatedAt: now,
    });
  // The student saves the first three on screen; the fourth was saved earlier (so /saved has one too many).
  const saved = await db.collection(COLLECTIONS.savedPgs).where('uid', '==', STUDENT.uid).get();
  await Promise.all(saved.docs.map((d) => d.ref.delete()));
  await db
    .collection(COLLECTIONS.savedPgs)
    .doc(savedPgDocId(STUDENT.uid, 'e2e-cmp-4'))
    .set({ uid: STUDENT.uid, pgId: 'e2e-cmp-4', createdAt: Timestamp.fromMillis(Date.now() - 86_400_000) });
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** Each column's PG name, in order, from the table's header. */
const columnNames = (page: Page) =>
  page.locator('[data-testid="compare-table"] thead th[data-compare-column]').allInnerTexts();
/** The visible text of one row's cells, in column order. */
const rowCells = (page: Page, key: string) => page.locator(`tr[data-compare-row="${key}"] td`).allInnerTexts();

/** Screenshots are for people: wait for the photos in view. */
const imagesLoaded = (page: Page) =>
  page.waitForFunction(() => Array.from(document.images).every((i) => i.complete), undefined, { timeout: 20_000 });

describe('compare', () => {
  test('a student compares 3 saved PGs and shares the link; a fresh signed-out browser sees the same comparison', async () => {
    // ----- The student: 360 px, signs in, saves three PGs from their pages -----
    const { context, page } = await newPage(browser, 'mobile', { permissions: ['clipboard-read', 'clipboard-write'] });
    // Headless Chromium on Linux has no share sheet; make sure the copy-the-link path runs (as on such desktops).
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const errors = collectErrors(page);
    await gotoReady(page, `/auth?redirect=${encodeURIComponent('/pg/e2e-cmp-1')}`);
    await signInWithPhone(page, STUDENT.digits);
    await page.waitForURL((u) => u.pathname === '/pg/e2e-cmp-1', { timeout: 30_000 });
    for (const pg of PGS.slice(0, 3)) {
      if (new URL(page.url()).pathname !== `/pg/${pg.id}`) await gotoReady(page, `/pg/${pg.id}`);
      const put = page.waitForResponse(
        (r) => r.url().includes(`/api/saved-pgs/${pg.id}`) && r.request().method() === 'PUT',
      );
      await page
        .getByRole('button', { name: `Save ${pg.name}` })
        .first()
        .click();
      expect((await put).status()).toBe(200);
    }

    // ----- /saved: tick three; the fourth is refused with a message -----
    await gotoReady(page, '/saved');
    await page.getByText('4 saved PGs').waitFor();
    for (const pg of PGS.slice(0, 3)) await page.getByRole('checkbox', { name: `Compare ${pg.name}` }).check();
    await page.getByText('3 of 3 selected').waitFor();
    await page.getByRole('checkbox', { name: `Compare ${PGS[3]!.name}` }).click();
    await page.getByText('You can compare up to 3 PGs').waitFor();
    await page.getByText(`Untick one of the 3 you chose to add ${PGS[3]!.name}.`).waitFor();
    expect(await page.getByRole('checkbox', { name: `Compare ${PGS[3]!.name}` }).isChecked()).toBe(false);
    await imagesLoaded(page);
    await screenshot(page, 'compare-saved-360');
    await page.getByRole('button', { name: 'Dismiss' }).click();

    // ----- Compare: the columns in the order ticked, distances from the student's own campus -----
    await page.getByRole('link', { name: 'Compare', exact: true }).click();
    await page.waitForURL((u) => u.pathname === '/compare' && u.searchParams.get('branch') === 'allen-samarth');
    const url = new URL(page.url());
    expect(url.searchParams.get('ids')).toBe('e2e-cmp-1,e2e-cmp-2,e2e-cmp-3');
    await page.getByTestId('compare-campus').getByText('Allen Samarth Campus').waitFor();
    await page.locator('tr[data-compare-row="distance"]').waitFor();
    expect(await columnNames(page)).toEqual(PGS.slice(0, 3).map((p) => p.name));
    const distances = await rowCells(page, 'distance');
    expect(distances).toHaveLength(3);
    for (const cell of distances) expect(cell).toMatch(/\d+(\.\d)? k?m[\s\S]*min walk/);
    // The nearest (450 m) is marked, with a word.
    expect(distances[0]).toContain('Nearest');
    expect(await page.locator('tr[data-compare-row="distance"] td[data-best="true"]').count()).toBe(1);
    // No sideways scrolling at 360 px: the three columns fit.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await imagesLoaded(page);
    await screenshot(page, 'compare-360');

    // ----- Share: no share sheet here, so the link is copied, with a confirmation -----
    await page.getByRole('button', { name: 'Share comparison' }).click();
    await page.getByText('Link copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).pathname).toBe('/compare');
    expect(new URL(copied).search).toBe('?ids=e2e-cmp-1,e2e-cmp-2,e2e-cmp-3&branch=allen-samarth');
    const studentRent = await page.locator('tr[data-compare-row^="rent-"]').first().locator('td').allInnerTexts();
    expect(errors).toEqual([]);
    await context.close();

    // ----- A fresh browser context (no cookies, no storage: signed out) opens the link at 1280 px -----
    const fresh = await newPage(browser, 'desktop');
    const freshErrors = collectErrors(fresh.page);
    await gotoReady(fresh.page, copied);
    await fresh.page.locator('tr[data-compare-row="distance"]').waitFor();
    await fresh.page.getByTestId('compare-campus').getByText('Allen Samarth Campus').waitFor();
    expect(await fresh.page.evaluate(() => localStorage.length + document.cookie.length)).toBe(0);
    expect(await columnNames(fresh.page)).toEqual(PGS.slice(0, 3).map((p) => p.name));
    // The same distances and rents as the student saw (wide layout: the same cells, other line breaks).
    const flat = (cells: string[]) => cells.map((c) => c.replace(/\s+/g, ' ').trim());
    expect(flat(await rowCells(fresh.page, 'distance'))).toEqual(flat(distances));
    expect(
      flat(await fresh.page.locator('tr[data-compare-row^="rent-"]').first().locator('td').allInnerTexts()),
    ).toEqual(flat(studentRent));
    expect(await fresh.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await imagesLoaded(fresh.page);
    await screenshot(fresh.page, 'compare-1280');
    expect(freshErrors).toEqual([]);
    await fresh.context.close();
  }, 240_000);

  test('a link with hostile or unknown ids shows those columns as no longer listed; no campus asks for one', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await gotoReady(page, '/compare?ids=e2e-cmp-2,__x__,a%2Fb,no-such-pg');
    await page.getByText('Only 3 PGs can be compared: 1 more in the link was left out.').waitFor();
    await page.locator('tr[data-compare-row="distance"]').waitFor();
    expect(await columnNames(page)).toEqual([PGS[1]!.name, 'No longer listed', 'No longer listed']);
    expect(await rowCells(page, 'distance')).toEqual(['Choose a campus above', '—', '—']);
    // Choosing a campus puts it in the link.
    await page.getByLabel('Coaching').click();
    await page.getByRole('option', { name: 'Allen Career Institute' }).click();
    await page.getByLabel('Campus').click();
    await page.getByRole('option', { name: 'Samarth Campus' }).click();
    await page.waitForURL((u) => u.searchParams.get('branch') === 'allen-samarth');
    await page.getByTestId('compare-campus').getByText('Allen Samarth Campus').waitFor();
    expect((await rowCells(page, 'distance'))[0]).toMatch(/min walk/);
    await screenshot(page, 'compare-not-listed-360');
    await context.close();
  }, 120_000);
});
