// Data rights in the app (issue #24, docs/decisions/204-data-rights-in-the-app.md), in Chromium against the emulators:
// a student with a confirmed, paid stay, a review of it and a saved PG downloads their data at /account/data (a JSON
// file listing every collection that holds their data, and the same shown as a page), then deletes their account
// (the dialog says what goes and what is kept, and why). Afterwards: their old token is refused by the API, their
// review shows a former student, the payment record is still there without their name, and their number signs in as
// a new user. Screenshots at 360 and 1280.
import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { FORMER_STUDENT, type DataExport } from '@kotastay/shared/schemas/privacy';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { adminAuth, adminDb } from '../test-utils/admin';
import { api } from '../test-utils/api';
import { bookableSeededPg, bookingDoc, resetStudent, seedBookings } from './support/bookings';
import { bothSizes, gotoReady, launch, newPage, screenshot, SIZES } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

const DIGITS = '9111100204';
const PHONE = `+91${DIGITS}`;
const UID = 'dr-student';
let browser: Browser;
let pg: { id: string; name: string };

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedPgs(ctx);
  // A number left signed up by an earlier run (as a new user after the deletion) starts again from nothing.
  const earlier = await adminAuth()
    .getUserByPhoneNumber(PHONE)
    .catch(() => null);
  if (earlier && earlier.uid !== UID) await adminAuth().deleteUser(earlier.uid);
  await resetStudent(UID, DIGITS, 'Meera Joshi');
  const found = await bookableSeededPg();
  pg = { id: found.id, name: found.name };
  const db = adminDb();
  await seedBookings([
    bookingDoc('dr-stay', {
      studentUid: UID,
      studentName: 'Meera Joshi',
      studentPhone: PHONE,
      parentPhone: '+919812300204',
      note: 'Near Allen',
      pgId: pg.id,
      pgName: pg.name,
      status: 'confirmed',
    }),
  ]);
  await db
    .collection(COLLECTIONS.paymentOrders)
    .doc('order_dr-stay')
    .set({
      orderId: 'order_dr-stay',
      bookingId: 'dr-stay',
      studentUid: UID,
      provider: 'local',
      amountPaise: 49900,
      currency: 'INR',
      receipt: 'dr-stay',
      status: 'paid',
      paymentId: 'pay_dr-stay',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
  await db
    .collection(COLLECTIONS.savedPgs)
    .doc(`${UID}_${pg.id}`)
    .set({ uid: UID, pgId: pg.id, createdAt: new Date() });
  const now = new Date().toISOString();
  await db
    .collection(COLLECTIONS.reviews)
    .doc('dr-review')
    .set({
      id: 'dr-review',
      pgId: pg.id,
      pgName: pg.name,
      areaId: found.areaId,
      areaName: 'Kota',
      authorName: 'Meera',
      stayMonth: now.slice(0, 7),
      stayLabel: 'Verified Stay',
      ratings: { overall: 5, food: 4, safety: 5, cleanliness: 4, ownerBehaviour: 5, studyEnvironment: 5 },
      text: 'Quiet rooms and good food.',
      ownerReply: null,
      status: 'visible',
      hiddenReason: null,
      hiddenAt: null,
      reportCount: 0,
      createdAt: now,
      updatedAt: now,
    });
  await db
    .collection(COLLECTIONS.reviewPrivate)
    .doc('dr-review')
    .set({ id: 'dr-review', pgId: pg.id, bookingId: 'dr-stay', authorUid: UID, createdAt: now });
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('download my data, then delete my account', () => {
  test('the file lists every collection holding the student’s data; after the deletion the old token is refused, the review is a former student’s, the payment record stays nameless and the number signs up anew', async () => {
    const { page, context } = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    await gotoReady(page, '/account/data');
    await page.waitForURL(/\/auth\?redirect=/);
    await signInWithPhone(page, DIGITS);
    await page.waitForURL((u) => u.pathname === '/account/data' || u.pathname === '/setup-profile', { timeout: 30_000 });
    if (new URL(page.url()).pathname !== '/account/data') {
      // Sent to /setup-profile: say what the app could have read, so a failure here names its cause.
      const byPhone = await adminAuth()
        .getUserByPhoneNumber(PHONE)
        .catch(() => null);
      const profile = await adminDb().collection(COLLECTIONS.users).doc(UID).get();
      throw new Error(
        `sent to /setup-profile: the number signs in as ${byPhone?.uid ?? 'nobody'}, users/${UID} ${profile.exists ? `has name ${JSON.stringify(profile.get('name'))}` : 'is missing'}`,
      );
    }

    // Download: a JSON file, and the same on the page, within a minute.
    const [download, request] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.waitForRequest((r) => r.url().includes('/api/me/export')),
      page.getByTestId('download-data').click(),
    ]);
    const oldToken = (request.headers().authorization ?? '').replace(/^Bearer\s+/i, '');
    expect(oldToken.length).toBeGreaterThan(20);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as DataExport;
    expect(file.subject.uid).toBe(UID);
    const holding = Object.values(file.sections)
      .flat()
      .map((d) => d.path.split('/')[0]);
    for (const col of [
      COLLECTIONS.users,
      COLLECTIONS.savedPgs,
      COLLECTIONS.bookings,
      COLLECTIONS.paymentOrders,
      COLLECTIONS.reviews,
      COLLECTIONS.reviewPrivate,
    ])
      expect(holding).toContain(col);
    // Every collection a document came from is named in the file's list.
    for (const col of new Set(holding)) expect(file.collections).toContain(col);
    expect(file.sections.bookings[0]!.data).toMatchObject({ studentName: 'Meera Joshi', payment: { status: 'paid' } });
    const view = page.getByTestId('data-export-view');
    await view.getByRole('heading', { name: /Bookings and payments \(1\)/ }).waitFor();
    await view.getByRole('heading', { name: /Reviews you wrote \(1\)/ }).waitFor();
    await bothSizes(page, 'data-rights-export');

    // Delete: the dialog says what goes and what is kept, and why; DELETE confirms.
    await page.getByTestId('delete-account').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/for 8 years, because tax and accounting law requires it/).waitFor();
    await bothSizes(page, 'data-rights-delete-dialog');
    await expect(dialog.getByTestId('confirm-delete').isDisabled()).resolves.toBe(true);
    await dialog.getByTestId('confirm-delete-input').fill('DELETE');
    // Signing out ends with a fresh page load of / (the session drops everything held in memory): wait for that
    // document, not only for the in-app move to /, or the next goto races the app's own navigation.
    await Promise.all([
      page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/', { timeout: 30_000 }),
      dialog.getByTestId('confirm-delete').click(),
    ]);
    await page.waitForLoadState('load');

    // The old token opens nothing.
    expect((await api('GET', '/me/export', { token: oldToken })).status).toBe(401);
    await expect(adminAuth().getUser(UID)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await adminDb().collection(COLLECTIONS.users).doc(UID).get()).exists).toBe(false);

    // The review stays, by a former student, on the PG's public reviews.
    const reviews = await api<{ results: { id: string; authorName: string }[] }>(
      'GET',
      `/reviews/pg?pgId=${encodeURIComponent(pg.id)}`,
    );
    expect(reviews.body.results.find((r) => r.id === 'dr-review')?.authorName).toBe(FORMER_STUDENT);

    // The payment record is kept (8 years) without the name or numbers.
    const kept = (await adminDb().collection(COLLECTIONS.bookings).doc('dr-stay').get()).data()!;
    expect(kept).toMatchObject({
      studentName: FORMER_STUDENT,
      studentPhone: '',
      parentPhone: '',
      note: '',
      payment: { status: 'paid', receiptNo: 'KS-TEST-DR-STAY' },
    });
    expect(kept.studentUid).toMatch(/^deleted_/);

    // The number signs in as a new user: asked for a profile, under a new uid.
    await gotoReady(page, '/auth');
    await signInWithPhone(page, DIGITS);
    await page.waitForURL((u) => u.pathname === '/setup-profile', { timeout: 30_000 });
    const fresh = await adminAuth().getUserByPhoneNumber(PHONE);
    expect(fresh.uid).not.toBe(UID);
    await screenshot(page, 'data-rights-new-user-360');
    await context.close();
  }, 300_000);
});
