// Issue #10 "must show": a role given on the admin dashboard to a number that has never signed in applies at that
// number's first sign-in (role_grants/{E164} → beforeUserCreated). Also the dashboard's overview tiles and the live
// staff-actions list, with screenshots of the dashboard and the role-grant form at 360 and 1280 px.
import { mkdirSync, copyFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { adminAuth, adminDb } from '../test-utils/admin';
import { clearAuth, clearFirestore } from '../test-utils/emulators';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedUsers } from '../scripts/seed/users';
import { bookingDoc, seedBookings } from './support/bookings';
import { SCREENSHOT_DIR, collectErrors, launch, newPage, screenshot } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

let browser: Browser;
const NEW_DIGITS = '9811100001';
const NEW_NUMBER = `+91${NEW_DIGITS}`;
const ADMIN_DIGITS = '9000000006';
const SHOTS = '/tmp/shots/admin';

/** Saves the screenshot with the suite's others and a copy under /tmp/shots/admin for review. */
async function shot(page: Page, name: string) {
  await screenshot(page, name);
  mkdirSync(SHOTS, { recursive: true });
  copyFileSync(path.join(SCREENSHOT_DIR, `${name}.png`), path.join(SHOTS, `${name}.png`));
}

beforeAll(async () => {
  await Promise.all([clearAuth(), clearFirestore()]);
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  const now = new Date().toISOString();
  await adminDb().collection(COLLECTIONS.kyc).doc('kyc-waiting').set({ uid: 'kyc-waiting', status: 'submitted', submittedAt: new Date() });
  await seedBookings([bookingDoc('bk-1', { updatedAt: now }), bookingDoc('bk-2', { updatedAt: now, studentName: 'Priya Yadav' })]);
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
});

async function adminDashboard(viewport: 'mobile' | 'desktop') {
  const opened = await newPage(browser, viewport);
  await opened.page.goto('/admin');
  await signInWithPhone(opened.page, ADMIN_DIGITS);
  await opened.page.waitForURL((url) => url.pathname === '/admin/dashboard');
  await opened.page.getByRole('button', { name: 'Dismiss' }).click();
  await opened.page.getByTestId('tile-kyc').waitFor();
  return opened;
}

test('an admin gives booking_team to a never-signed-in number; its first sign-in at /team lands on the booking desk', async () => {
  const { context, page } = await adminDashboard('desktop');
  const errors = collectErrors(page);

  // The overview counts link to their queues.
  await expect.poll(() => page.getByTestId('tile-kyc').innerText()).toContain('1');
  expect(await page.getByTestId('tile-kyc').getAttribute('href')).toBe('/admin/pg-owners');
  expect(await page.getByTestId('tile-listings').getAttribute('href')).toBe('/admin/listings');
  expect(await page.getByTestId('tile-reviews').getAttribute('href')).toBe('/admin/reviews');
  await expect.poll(() => page.getByTestId('bookings-today').innerText()).toMatch(/: 2/);

  // A bad number is refused naming the field; what was typed stays.
  const form = page.getByTestId('role-grant-form');
  await form.getByLabel('Mobile number').fill('12345');
  await form.getByRole('button', { name: 'Give role' }).click();
  await page.getByText('Enter a 10-digit Indian mobile number').first().waitFor();
  expect(await form.getByLabel('Mobile number').inputValue()).toBe('12345');

  // An admin is offered only the team roles (the shared policy): booking team is the first.
  await form.getByLabel('Role').click();
  const offered = await page.getByRole('option').allInnerTexts();
  expect(offered).toEqual(['Booking team', 'Move-in team']);
  await page.getByRole('option', { name: 'Booking team' }).click();
  await form.getByLabel('Mobile number').fill(NEW_DIGITS);
  await form.getByRole('button', { name: 'Give role' }).click();
  await page.getByTestId('pending-grants').getByText('+91 98111 00001 · Booking team').waitFor();
  // The live staff-actions list shows the grant without a reload.
  await page.getByTestId('staff-activity').getByText(`Gave booking_team to ${NEW_NUMBER}`).waitFor();
  expect((await adminDb().collection(COLLECTIONS.roleGrants).doc(NEW_NUMBER).get()).get('role')).toBe('booking_team');
  await page.getByRole('button', { name: 'Dismiss' }).first().click().catch(() => undefined);
  await shot(page, 'admin-dashboard-1280');
  await page.getByTestId('role-grant-form').scrollIntoViewIfNeeded();
  await page.getByTestId('role-grant-form').screenshot({ path: path.join(SHOTS, 'admin-role-grant-form-1280.png') });

  // The number signs in for the first time, at /team: it lands on the booking desk.
  const member = await newPage(browser, 'mobile');
  await member.page.goto('/team');
  await signInWithPhone(member.page, NEW_DIGITS);
  await member.page.waitForURL((url) => url.pathname === '/team/booking');
  await member.page.getByRole('heading', { name: 'Booking desk' }).waitFor();
  await member.page.getByText('Priya Yadav').first().waitFor();
  const uid = (await adminAuth().getUserByPhoneNumber(NEW_NUMBER)).uid;
  expect((await adminAuth().getUser(uid)).customClaims?.role).toBe('booking_team');
  await member.context.close();

  // The grant is used up; the log records that it applied.
  await page.reload();
  await page.getByTestId('staff-activity').getByText(`${NEW_NUMBER} signed in for the first time and got booking_team`, { exact: false }).waitFor();
  await page.getByText('No roles waiting.').waitFor();
  expect(errors).toEqual([]);
  await context.close();
});

test('the dashboard and the role-grant form at 360 px', async () => {
  const { context, page } = await adminDashboard('mobile');
  const form = page.getByTestId('role-grant-form');
  await form.getByLabel('Mobile number').fill('9811100002');
  await form.getByRole('button', { name: 'Give role' }).click();
  await page.getByTestId('pending-grants').getByText('+91 98111 00002 · Booking team').waitFor();
  await page.getByRole('button', { name: 'Dismiss' }).first().click().catch(() => undefined);
  await shot(page, 'admin-dashboard-360');
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'admin-role-grant-form-360.png') });
  // Taking it back removes it from the list.
  await page.getByTestId('pending-grants').getByRole('button', { name: 'Take back' }).click();
  await page.getByText('No roles waiting.').waitFor();
  await context.close();
});
