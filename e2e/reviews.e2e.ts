// Reviews from verified stays (issue #10, docs/requirements/reviews.md): a student whose booking at a PG was
// confirmed reviews it from the PG page → the review shows there with its "Verified Stay, {Month Year}" label and
// the PG's average changes; a student without a stay sees no form and the API answers 403; that student reports the
// review; an admin hides it on /admin/reviews → the average is recomputed. Screenshots of every reviews screen.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { isPublicPg, type PgDoc } from '@kotastay/shared/schemas/pg';
import { stayLabelOf, type PgReviewsResponse } from '@kotastay/shared/schemas/review';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { demoPgs, seededPgCount, seedPgs } from '../scripts/seed/pgs';
import { seedReviews } from '../scripts/seed/reviews';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb, idTokenFor } from '../test-utils/admin';
import { api } from '../test-utils/api';
import { bookingDoc, seedBookings } from './support/bookings';
import { collectErrors, gotoReady, launch, newPage, scrollToReviews } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

const RUN = Date.now().toString(36);
const STAYED = { uid: 'e2e-rv-stayed', digits: '9111100181', name: 'Kabir Mehta' };
const NO_STAY = { uid: 'e2e-rv-nostay', digits: '9111100182', name: 'Isha Rao' };
const BOOKING_ID = `e2e-rv-${RUN}`;
const TEXT = `Food was simple but fresh, the warden kept the gate strict and the study room stayed quiet till late. Run ${RUN}.`;
const SHOTS = '/tmp/shots/reviews';
const SIZES = { mobile: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

let browser: Browser;
let pg: { id: string; name: string };
const demoDigits = (uid: string) => DEMO_ACCOUNTS.find((a) => a.uid === uid)!.phone.slice(3);

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

async function student(user: typeof STAYED): Promise<void> {
  await adminAuth()
    .deleteUser(user.uid)
    .catch(() => undefined);
  await adminAuth().createUser({ uid: user.uid, phoneNumber: `+91${user.digits}` });
  const now = new Date().toISOString();
  await adminDb().collection(COLLECTIONS.users).doc(user.uid).set({
    uid: user.uid,
    phone: `+91${user.digits}`,
    name: user.name,
    role: null,
    accountType: 'student',
    // 19 years old: an adult, so no parent's consent is asked (decision 203).
    birthDate: '2007-04-12',
    exam: 'JEE',
    coachingId: 'allen',
    gender: 'male',
    isVerifiedPgOwner: false,
    pgListerVerified: false,
    canListPG: false,
    createdAt: now,
    updatedAt: now,
  });
}

async function signInAs(page: Page, digits: string, then: string): Promise<void> {
  await gotoReady(page, `/auth?redirect=${encodeURIComponent(then)}`);
  await signInWithPhone(page, digits);
  await page.waitForURL((u) => u.pathname === then, { timeout: 30_000 });
}

/** Picks `stars` on one MUI Rating by its accessible radio (the inputs are visually hidden under the stars). */
async function rate(page: Page, name: string, stars: number): Promise<void> {
  const radio = page.getByTestId(`rating-${name}`).getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` });
  await radio.evaluate((el) => (el as HTMLInputElement).click());
  expect(await radio.isChecked()).toBe(true);
}

const pgReviews = async () => (await api<PgReviewsResponse>('GET', `/reviews/pg?pgId=${pg.id}`)).body;

/** The reviews section of the PG page, scrolled into view (it loads when near the viewport). */
async function openReviews(page: Page): Promise<void> {
  await gotoReady(page, `/pg/${pg.id}`);
  await scrollToReviews(page);
}

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  // As `npm run seed` does: each public listing's rating is the aggregate of seeded reviews from confirmed stays.
  const records = demoPgs(seededPgCount());
  await seedPgs(ctx, records);
  await seedReviews(ctx, records);
  await student(STAYED);
  await student(NO_STAY);
  const snap = await adminDb().collection(COLLECTIONS.pgs).limit(60).get();
  const doc = snap.docs.map((d) => ({ ...(d.data() as PgDoc), id: d.id })).find((p) => isPublicPg(p));
  if (!doc) throw new Error('no public seeded PG');
  pg = { id: doc.id, name: doc.name };
  const confirmedAt = new Date().toISOString();
  await seedBookings([
    bookingDoc(BOOKING_ID, {
      studentUid: STAYED.uid,
      studentName: STAYED.name,
      studentPhone: `+91${STAYED.digits}`,
      pgId: doc.id,
      pgName: doc.name,
      areaId: doc.areaId,
      areaName: doc.areaName,
      status: 'confirmed',
      timeline: [
        { status: 'pending', at: confirmedAt, by: 'student', note: null },
        { status: 'confirmed', at: confirmedAt, by: 'team', note: null },
      ],
    }),
  ]);
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('reviews from verified stays', () => {
  test('review from a confirmed stay, no form and 403 without one, report, admin hides → average recomputed', async () => {
    const before = await pgReviews();
    // A rating that must move the average whatever the seeded reviews are.
    const stars = before.ratingCount > 0 && before.ratingAvg >= 3 ? 1 : 5;

    // ----- A student without a stay: no form; the API refuses -----
    const other = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    await signInAs(other.page, NO_STAY.digits, '/bookings');
    await openReviews(other.page);
    expect(await other.page.getByTestId('write-review-box').count()).toBe(0);
    expect(await other.page.getByTestId('write-review').count()).toBe(0);
    const refused = await api<{ error: string }>('POST', '/reviews', {
      token: await idTokenFor(NO_STAY.uid),
      body: {
        bookingId: BOOKING_ID,
        ratings: { overall: 5, food: 5, safety: 5, cleanliness: 5, ownerBehaviour: 5, studyEnvironment: 5 },
        text: 'I never stayed here but it looks nice enough.',
      },
    });
    expect(refused.status).toBe(403);

    // ----- The student with a confirmed stay -----
    const { context, page } = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    const errors = collectErrors(page);
    await signInAs(page, STAYED.digits, '/bookings');
    const card = page.locator(`[data-booking-id="${BOOKING_ID}"]`);
    await card.getByTestId('write-review').waitFor();
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'bookings-write-review-360');

    await openReviews(page);
    await page.getByTestId('write-review-box').waitFor();
    await shot(page, 'pg-reviews-eligible-360');
    await page.getByTestId('write-review').click();
    const form = page.getByTestId('review-form');
    await form.waitFor();
    await shot(page, 'review-form-empty-360');
    await page.setViewportSize(SIZES.desktop);
    await shot(page, 'review-form-empty-1280');
    await page.setViewportSize(SIZES.mobile);
    // Nothing chosen: every rating and the text say what to fix, nothing is sent.
    await page.getByTestId('review-submit').click();
    await expect.poll(() => form.getByText('Pick a rating from 1 to 5 stars.').count()).toBe(6);
    await form.getByText(/Write at least 4 words/).waitFor();
    await shot(page, 'review-form-errors-360');
    await rate(page, 'overall', stars);
    for (const name of ['food', 'safety', 'cleanliness', 'ownerBehaviour', 'studyEnvironment']) await rate(page, name, 4);
    await form.getByTestId('review-text').fill(TEXT);
    await expect.poll(() => form.getByText('Pick a rating from 1 to 5 stars.').count()).toBe(0);
    await shot(page, 'review-form-filled-360');
    await page.getByTestId('review-submit').click();
    await page.getByTestId('review-thanks').waitFor({ timeout: 20_000 });

    // The review is on the PG page with its Verified Stay label, and the average changed.
    const mine = page.getByTestId('review-card').filter({ hasText: TEXT });
    await mine.waitFor();
    const label = stayLabelOf(kotaDate(Date.now()).slice(0, 7));
    expect(await mine.getByTestId('verified-stay').innerText()).toBe(label);
    expect(await mine.innerText()).toContain(`Kabir · JEE/NEET Student`);
    const after = await pgReviews();
    expect(after.ratingCount).toBe(before.ratingCount + 1);
    expect(after.ratingAvg).not.toBe(before.ratingAvg);
    await expect.poll(() => page.getByTestId('pg-rating-avg').innerText()).toBe(after.ratingAvg.toFixed(1));
    // The stays list is its own request, refetched beside the reviews: the box goes once it answers.
    await expect.poll(() => page.getByTestId('write-review-box').count()).toBe(0);
    await mine.scrollIntoViewIfNeeded();
    await shot(page, 'pg-reviews-posted-360');
    await page.setViewportSize(SIZES.desktop);
    await mine.scrollIntoViewIfNeeded();
    await shot(page, 'pg-reviews-posted-1280');
    await page.setViewportSize(SIZES.mobile);
    // Once per booking: /bookings no longer offers it.
    await gotoReady(page, '/bookings');
    await card.waitFor();
    expect(await card.getByTestId('write-review').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    // ----- The other student reports it -----
    await openReviews(other.page);
    const reported = other.page.getByTestId('review-card').filter({ hasText: TEXT });
    await reported.getByTestId('report-open').click();
    await other.page.getByTestId('report-text').fill('Mentions the warden by name.');
    await shot(other.page, 'report-dialog-360');
    await other.page.getByTestId('report-submit').click();
    await reported.getByTestId('report-done').waitFor();
    await other.context.close();

    // ----- An admin hides it on /admin/reviews → the average is recomputed -----
    const admin = await newPage(browser, 'desktop', { viewport: SIZES.desktop });
    await gotoReady(admin.page, '/admin');
    await signInWithPhone(admin.page, demoDigits('demo-admin'));
    await admin.page.waitForURL((u) => u.pathname === '/admin/dashboard', { timeout: 30_000 });
    await admin.page.getByRole('link', { name: 'Reviews', exact: true }).click();
    await admin.page.waitForURL((u) => u.pathname === '/admin/reviews');
    const item = admin.page.getByTestId('review-card').filter({ hasText: TEXT });
    await item.waitFor();
    expect(await item.innerText()).toContain('Mentions the warden by name.');
    await shot(admin.page, 'admin-reviews-1280');
    await item.getByTestId('hide-review').click();
    await admin.page.getByTestId('hide-confirm').click();
    await admin.page.getByText('Give a reason of at least 3 characters.').waitFor();
    await admin.page.getByTestId('hide-reason').fill('Names a staff member.');
    await shot(admin.page, 'admin-hide-dialog-1280');
    await admin.page.getByTestId('hide-confirm').click();
    await admin.page.getByTestId('moderation-outcome').waitFor();
    await item.getByTestId('hidden-chip').waitFor();
    await shot(admin.page, 'admin-reviews-hidden-1280');
    await admin.page.setViewportSize(SIZES.mobile);
    await shot(admin.page, 'admin-reviews-hidden-360');
    const hidden = await pgReviews();
    expect(hidden.ratingCount).toBe(before.ratingCount);
    expect(hidden.ratingAvg).toBe(before.ratingAvg);
    expect(hidden.results.some((r) => r.text === TEXT)).toBe(false);
    await admin.context.close();
  }, 240_000);

  test('/reviews lists real reviews across PGs with the area filter; screens at 360 and 1280', async () => {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const { context, page } = await newPage(browser, size === 'mobile' ? 'mobile' : 'desktop', { viewport });
      const errors = collectErrors(page);
      await gotoReady(page, '/reviews');
      await page.getByRole('heading', { level: 1, name: 'Student reviews' }).waitFor();
      await page.getByTestId('reviews-loading').waitFor({ state: 'detached', timeout: 20_000 }).catch(() => undefined);
      await page.getByTestId('all-reviews').or(page.getByTestId('reviews-empty')).first().waitFor();
      await page.getByTestId('reviews-area').locator('..').scrollIntoViewIfNeeded();
      await shot(page, `all-reviews-${viewport.width}`);
      // Seeded reviews are real reviews across PGs; the area filter keeps only that area's.
      const cards = page.getByTestId('all-reviews').getByTestId('review-card');
      expect(await cards.count()).toBeGreaterThan(0);
      const area = (await adminDb().collection(COLLECTIONS.pgs).doc(pg.id).get()).data()!.areaName as string;
      await page.getByRole('combobox', { name: 'Area' }).click();
      await page.getByRole('option', { name: area, exact: true }).click();
      await page.waitForURL((u) => u.searchParams.has('area'));
      await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
      await page.getByTestId('all-reviews').or(page.getByTestId('reviews-empty')).first().waitFor();
      await expect.poll(async () => (await cards.allInnerTexts()).every((t) => t.includes(` · ${area}`))).toBe(true);
      expect(await cards.count()).toBeGreaterThan(0);
      await shot(page, `all-reviews-area-${viewport.width}`);
      await openReviews(page);
      await page.getByTestId('pg-reviews').scrollIntoViewIfNeeded();
      await shot(page, `pg-reviews-${viewport.width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
