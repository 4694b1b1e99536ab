// A student under 18 and a parent's consent (issue #24, docs/decisions/203-children-and-parental-consent.md), in
// Chromium against the emulators: a 16-year-old signs up (date of birth on the profile), tries to book and pay a
// visit token and is asked for a parent's consent → asks → the parent signs in with the code on their own number at
// /family/consent and consents → the student's form sees it live and the booking goes on to the payment → the
// parent withdraws → the student's next booking is refused and the form asks again. Screenshots at 360 and 1280.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { adminAuth, adminDb, removeAuthUserByPhone } from '../test-utils/admin';
import { bookableSeededPg } from './support/bookings';
import { bothSizes, gotoReady, launch, newPage, screenshot, SIZES } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

const STUDENT = '9111100077';
const PARENT = '9222200077';
let browser: Browser;
let pgs: { id: string; name: string }[];

/** The number's Auth user and what the test made for it (profile, consent, bookings). */
async function removeAccountByPhone(phone: string): Promise<void> {
  const uid = await removeAuthUserByPhone(phone);
  if (!uid) return;
  await adminDb().collection(COLLECTIONS.users).doc(uid).delete();
  await adminDb().collection(COLLECTIONS.parentalConsents).doc(uid).delete();
  const old = await adminDb().collection(COLLECTIONS.bookings).where('studentUid', '==', uid).get();
  await Promise.all(old.docs.map((d) => d.ref.delete()));
}

/** A date of birth `years` years and a month ago (YYYY-MM-DD). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedPgs(ctx);
  await removeAccountByPhone(`+91${STUDENT}`);
  await removeAccountByPhone(`+91${PARENT}`);
  const first = await bookableSeededPg();
  const second = await bookableSeededPg([first.id]);
  pgs = [first, second].map((d) => ({ id: d.id, name: d.name }));
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** Picks the first free room, the third day and the first free slot of the open booking form. */
async function fillBookingForm(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Book a visit' }).waitFor();
  await page.locator('[data-testid^="room-"]:not([disabled])').first().click();
  await page.locator('[data-testid^="date-"]').nth(2).click();
  await page.locator('[data-testid^="slot-"]:not([disabled])').first().click();
  const parent = page.getByLabel(/A parent’s mobile number/);
  if (!(await parent.inputValue())) await parent.fill(PARENT);
}

describe('a student under 18 and a parent’s consent', () => {
  test('16: sign up → asked for consent on paying → the parent consents with the code on their number → the booking goes on → withdrawn → refused', async () => {
    const student = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    const s = student.page;
    // Sign up: the profile asks the date of birth.
    await gotoReady(s, `/pg/${pgs[0]!.id}/book`);
    await s.waitForURL(/\/auth\?redirect=/);
    await signInWithPhone(s, STUDENT);
    await s.waitForURL((u) => u.pathname === '/setup-profile', { timeout: 30_000 });
    await s.getByText('Loading coachings…').waitFor({ state: 'detached' });
    await s.getByLabel('Full name').fill('Ria Sharma');
    await s.getByLabel('JEE').check();
    await s.getByLabel('Coaching').click();
    await s.getByRole('option', { name: /^Allen/ }).first().click();
    await s.getByLabel('Female').check();
    await s.getByLabel('Date of birth').fill(bornYearsAgo(16));
    await screenshot(s, 'consent-setup-profile-360');
    await s.getByRole('button', { name: 'Save and continue' }).click();
    await s.waitForURL((u) => u.pathname === `/pg/${pgs[0]!.id}/book`, { timeout: 30_000 });
    const uid = (await adminAuth().getUserByPhoneNumber(`+91${STUDENT}`)).uid;
    expect((await adminDb().collection(COLLECTIONS.users).doc(uid).get()).get('birthDate')).toBe(bornYearsAgo(16));

    // Trying to book and pay: asked for a parent's consent first; nothing is booked.
    await fillBookingForm(s);
    await s.getByRole('button', { name: /Book and pay/ }).click();
    const panel = s.getByTestId('consent-panel');
    await panel.getByText('Ask a parent or guardian for consent first').waitFor();
    expect((await adminDb().collection(COLLECTIONS.bookings).where('studentUid', '==', uid).get()).size).toBe(0);
    await panel.getByLabel('Parent or guardian’s mobile').fill(PARENT);
    await panel.getByRole('button', { name: 'Ask for consent' }).click();
    await panel.getByTestId('consent-waiting').waitFor();
    await bothSizes(s, 'consent-student-waiting');
    // One fixed text to the parent, with the link and no name.
    const texts = await adminDb().collection(COLLECTIONS.outbox).where('toPhone', '==', `+91${PARENT}`).get();
    expect(texts.docs.map((d) => d.get('template'))).toEqual(['consent_request']);
    const text = String(texts.docs[0]!.get('text'));
    expect(text).not.toContain('Ria');
    const link = new URL(/https?:\/\/\S+\/family\/consent/.exec(text)![0]).pathname;

    // The parent opens the link, signs in with the code on their own number (no profile) and consents.
    const parent = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    const p = parent.page;
    await p.goto(link);
    await p.waitForURL(/\/auth\?redirect=%2Ffamily%2Fconsent/);
    await signInWithPhone(p, PARENT);
    await p.waitForURL((u) => u.pathname === '/family/consent', { timeout: 30_000 });
    const card = p.getByTestId('consent-card');
    await card.getByRole('heading', { name: 'Ria asks for your consent' }).waitFor();
    await bothSizes(p, 'consent-parent-request');
    await card.getByRole('button', { name: 'Give consent for Ria' }).click();
    await p.locator('[data-testid="consent-card"][data-state="granted"]').waitFor();
    const stored = (await adminDb().collection(COLLECTIONS.parentalConsents).doc(uid).get()).data()!;
    expect(stored).toMatchObject({ state: 'granted', parentPhone: `+91${PARENT}`, policyVersion: 'children-2026-11' });
    expect(stored.grantedByUid).toBe((await adminAuth().getUserByPhoneNumber(`+91${PARENT}`)).uid);

    // The student's open form sees it live; the booking goes on to the payment.
    await s.getByTestId('consent-granted').waitFor({ timeout: 15_000 });
    await screenshot(s, 'consent-student-granted-360');
    await s.getByRole('button', { name: /Book and pay/ }).click();
    await s.waitForURL(/\/checkout\/local\//, { timeout: 30_000 });
    await s.getByRole('button', { name: 'Pay ₹499 (success)' }).click();
    await s.waitForURL((u) => u.pathname === '/bookings');
    await s.locator('[data-testid="booking-card"][data-status="pending_visit"]').waitFor({ timeout: 15_000 });

    // The parent withdraws; the student's next booking is refused and the form asks again.
    await card.getByRole('button', { name: 'Withdraw consent' }).click();
    await p.locator('[data-testid="consent-card"][data-state="withdrawn"]').waitFor();
    await bothSizes(p, 'consent-parent-withdrawn');
    await gotoReady(s, `/pg/${pgs[1]!.id}/book`);
    await fillBookingForm(s);
    await s.getByText(/Your parent withdrew their consent/).waitFor();
    await s.getByRole('button', { name: /Book and pay/ }).click();
    // Refused: the panel (saying consent was withdrawn) is where the page goes, and nothing is booked.
    await s.getByTestId('consent-panel').getByRole('button', { name: 'Ask for consent' }).waitFor();
    expect(new URL(s.url()).pathname).toBe(`/pg/${pgs[1]!.id}/book`);
    expect((await adminDb().collection(COLLECTIONS.bookings).where('studentUid', '==', uid).get()).size).toBe(1);
    await bothSizes(s, 'consent-student-withdrawn');
    await student.context.close();
    await parent.context.close();
  }, 300_000);
});
