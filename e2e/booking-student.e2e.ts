// A student books a visit end to end (issue #9): Book a Visit on a seeded PG while signed out → sign in → back on
// the form → local checkout "Simulate failure" → /bookings says nothing was charged → pay again from a second tab
// while the first keeps /bookings open: it moves to "Token paid" live → the receipt → cancel with the full refund.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  bookableDates,
  kotaSlotStartMs,
  statusLabel,
  type BookingDoc,
  type CreateBookingBody,
  type CreateBookingResponse,
} from '@kotastay/shared/schemas/booking';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb, idTokenFor } from '../test-utils/admin';
import { api } from '../test-utils/api';
import { PROJECT_ID, ports } from '../test-utils/emulators';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { gotoReady, launch, newPage, screenshot } from './support/browser';
import { bookableSeededPg, bookingRequest, resetStudent } from './support/bookings';

const UID = 'e2e-booking-student';
const DIGITS = '9111100215';
const PARENT = '9222200215';
let browser: Browser;
let pg: { id: string; name: string };

async function codeCount(): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const body = (await res.json()) as { verificationCodes?: unknown[] };
  return body.verificationCodes?.length ?? 0;
}

async function latestCode(phone: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const body = (await res.json()) as { verificationCodes?: { phoneNumber: string; code: string }[] };
  const code = (body.verificationCodes ?? []).filter((c) => c.phoneNumber === phone).at(-1)?.code;
  if (!code) throw new Error(`no verification code for ${phone}`);
  return code;
}

/** The phone flow on /auth against the Auth emulator. */
async function signInOnAuthScreen(page: Page): Promise<void> {
  const before = await codeCount();
  await page.getByLabel('Mobile number').fill(DIGITS);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Verification code').waitFor();
  for (let i = 0; i < 40 && (await codeCount()) <= before; i++) await new Promise((r) => setTimeout(r, 250));
  await page.getByLabel('Verification code').fill(await latestCode(`+91${DIGITS}`));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((url) => url.pathname !== '/auth', { timeout: 30_000 });
}

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  await seedPgs(ctx);
  // Bookings of earlier runs would make this one "already booked".
  await resetStudent(UID, DIGITS, 'Ria Sharma', 'JEE');
  // A public PG with a room that has a free bed.
  const doc = await bookableSeededPg();
  pg = { id: doc.id, name: doc.name };
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** The brief's sizes for people to look at: 360×740 and 1280×800. */
const SIZES = { mobile: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } } as const;

/**
 * A full-page screenshot under e2e/screenshots/; with KOTASTAY_SHOTS_DIR set, also the first screenful and the
 * full page there.
 */
async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  const dir = process.env.KOTASTAY_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
  await page.screenshot({ path: path.join(dir, `${name}-full.png`), fullPage: true });
}

const card = (page: Page) => page.locator('[data-testid="booking-card"]').first();

describe('a student books a visit', () => {
  test('book, fail, pay from another tab (live), receipt, cancel with a refund', async () => {
    const { context, page } = await newPage(browser, 'mobile', { viewport: SIZES.mobile });

    // Signed out: Book a Visit goes through sign-in and comes back to the form.
    await gotoReady(page, `/pg/${pg.id}`);
    await page.getByRole('heading', { level: 1, name: pg.name }).waitFor();
    await page.getByTestId('book-visit-bar').waitFor();
    await shot(page, 'booking-pg-detail-360');
    await page.getByTestId('book-visit-bar').getByRole('link', { name: 'Book a Visit' }).click();
    await page.waitForURL(/\/auth\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/pg/${pg.id}/book`);
    await signInOnAuthScreen(page);
    await page.waitForURL((u) => u.pathname === `/pg/${pg.id}/book`);
    await page.getByRole('heading', { name: 'Book a visit' }).waitFor();
    await expect(page.getByTestId('booking-pg-name').textContent()).resolves.toBe(pg.name);
    // The student's number comes from the profile.
    expect(await page.getByLabel(/Your mobile number/).inputValue()).toBe(DIGITS);

    // Nothing chosen: every problem shows on its field, nothing is sent.
    await page.getByRole('button', { name: /Book and pay ₹499/ }).click();
    await page.getByText('Pick a room option.').waitFor();
    await page.getByText('Enter a parent’s mobile number.').waitFor();
    await page.getByLabel(/A parent’s mobile number/).fill(DIGITS);
    await page.getByRole('button', { name: /Book and pay ₹499/ }).click();
    await page.getByText('Enter a parent’s number, not your own.').waitFor();
    await shot(page, 'booking-form-errors-360');

    await page.locator('[data-testid^="room-"]:not([disabled])').first().click();
    await page.locator('[data-testid^="date-"]').nth(2).click();
    await page.locator('[data-testid^="slot-"]:not([disabled])').first().click();
    await page.getByLabel(/A parent’s mobile number/).fill(PARENT);
    await page.getByLabel(/Note for the team/).fill('Coming with my father after 11.');
    await page.getByRole('button', { name: /Book and pay ₹499/ }).click();

    // The local checkout, then a failure.
    await page.waitForURL(/\/checkout\/local\//);
    await page.getByTestId('local-checkout-banner').waitFor();
    await expect(page.getByTestId('checkout-amount').textContent()).resolves.toBe('₹499');
    await page.getByText(pg.name).waitFor();
    await shot(page, 'booking-local-checkout-360');
    await page.getByRole('button', { name: 'Simulate failure' }).click();
    await page.waitForURL((u) => u.pathname === '/bookings');
    await page.getByText(/Payment failed\. Nothing was charged\. You can try again until/).waitFor();
    await expect(card(page).getAttribute('data-status')).resolves.toBe('pending');
    await card(page).getByTestId('last-payment-error').waitFor();
    await card(page).getByTestId('hold-countdown').waitFor();
    const bookingId = (await card(page).getAttribute('data-booking-id'))!;

    // Pay again from a second tab; this tab keeps /bookings open and sees the change live.
    const other = await context.newPage();
    await gotoReady(other, '/bookings');
    await other.getByRole('button', { name: 'Pay ₹499' }).click();
    await other.waitForURL(/\/checkout\/local\//);
    await other.getByRole('button', { name: 'Pay ₹499 (success)' }).click();
    await other.waitForURL((u) => u.pathname === '/bookings');
    await other.getByText('Token paid. We will call you to confirm the visit time.').waitFor();
    await other.close();

    await page.locator(`[data-booking-id="${bookingId}"][data-status="pending_visit"]`).waitFor({ timeout: 15_000 });
    await expect(card(page).getByTestId('booking-status').textContent()).resolves.toBe(statusLabel.pending_visit);
    await card(page).locator('[data-step="pending_visit"][data-state="current"]').waitFor();

    // The receipt.
    await card(page).getByRole('link', { name: 'Receipt' }).click();
    await page.waitForURL((u) => u.pathname === `/bookings/${bookingId}/receipt`);
    await page.getByTestId('receipt').waitFor();
    expect(await page.getByTestId('receipt-no').textContent()).toMatch(/\S{4,}/);
    expect(await page.getByTestId('receipt-amount').textContent()).toContain('₹499');
    await page.getByText('+91 92222 00215').waitFor();
    await shot(page, 'booking-receipt-360');

    // Cancel well before the visit: the dialog promises the full token back, and the card shows the refund.
    await page.getByRole('link', { name: 'My bookings' }).click();
    await page.waitForURL((u) => u.pathname === '/bookings');
    await card(page).getByRole('button', { name: 'Cancel booking' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('cancel-refund-text').getAttribute('data-refund')).resolves.toBe('full');
    await dialog.getByText(/You get the full ₹499 back/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel booking' }).click();
    await page.locator(`[data-booking-id="${bookingId}"][data-status="cancelled"]`).waitFor({ timeout: 15_000 });
    await dialog.waitFor({ state: 'hidden' });
    await card(page).getByText('Reason: Cancelled by the student').waitFor();
    expect(await card(page).getByTestId('refund-state').getAttribute('data-refund')).toMatch(
      /^(refund_pending|refunded)$/,
    );
    await shot(page, 'booking-cancelled-360');

    const stored = (await adminDb().collection(COLLECTIONS.bookings).doc(bookingId).get()).data()!;
    expect(stored.status).toBe('cancelled');
    expect(stored.parentPhone).toBe(`+91${PARENT}`);
    expect(stored.refund?.amountInr).toBe(499);
    await context.close();
  });
});

/** A booking as the Functions store it, for screens that show states this student has not reached yet. */
function seededBooking(id: string, over: Partial<BookingDoc>): BookingDoc {
  const created = hoursAgo(72);
  const at = hoursAgo;
  return {
    id,
    studentUid: UID,
    studentName: 'Ria Sharma',
    studentPhone: `+91${DIGITS}`,
    parentPhone: `+91${PARENT}`,
    note: '',
    pgId: pg.id,
    pgName: pg.name,
    areaId: 'talwandi',
    areaName: 'Talwandi',
    pgAddress: 'Kota',
    roomId: 'r0',
    roomLabel: 'Double sharing · AC',
    rentInr: 9500,
    visitDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
    visitSlot: '11:00',
    status: 'pending_visit',
    tokenInr: 499,
    holdExpiresAt: new Date(Date.parse(created) + 15 * 60_000).toISOString(),
    payment: {
      status: 'paid',
      provider: 'local',
      orderId: `order_${id}`,
      paymentId: `pay_${id}`,
      paidAt: at(70),
      receiptNo: `KS-SEED-${id.slice(-4).toUpperCase()}`,
      lastError: null,
      attempts: 1,
    },
    refund: null,
    visit: null,
    freeRescheduleUsed: false,
    checklist: {
      roomAllotted: false,
      agreementSigned: false,
      rentReceiptIssued: false,
      studentIdSeen: false,
      parentContactConfirmed: false,
    },
    cancelReason: null,
    cancelNote: null,
    creditedInr: 0,
    timeline: [
      { status: 'pending', at: created, by: 'student', note: null },
      { status: 'pending_visit', at: at(70), by: 'system', note: 'Token ₹499 paid' },
    ],
    createdAt: created,
    updatedAt: created,
    ...over,
  };
}

/** ISO time `h` hours ago, on the hour (seeded timelines read like real ones). */
function hoursAgo(h: number): string {
  const t = new Date(Date.now() - h * 3_600_000);
  t.setUTCMinutes(h % 2 ? 30 : 0, 0, 0);
  return t.toISOString();
}

describe('booking screens at 360 and 1280 px', () => {
  test('several statuses on /bookings, the form with an error, the checkout and the receipt', async () => {
    const db = adminDb().collection(COLLECTIONS.bookings);
    const old = await db.where('studentUid', '==', UID).get();
    await Promise.all(old.docs.map((d) => d.ref.delete()));
    const visitDate = bookableDates(Date.now())[2]!;
    const visitAt = new Date(kotaSlotStartMs(visitDate, '11:00')).toISOString();
    const base = seededBooking('seed-scheduled', {});
    await db.doc('seed-scheduled').set(
      seededBooking('seed-scheduled', {
        status: 'visit_scheduled',
        visitDate,
        visitSlot: '11:00',
        payment: { ...base.payment, paidAt: hoursAgo(47) },
        visit: { at: visitAt, escortUid: 'team-1', escortName: 'Rohit Meena', escortPhone: '+919829011111' },
        timeline: [
          { status: 'pending', at: hoursAgo(48), by: 'student', note: null },
          { status: 'pending_visit', at: hoursAgo(47), by: 'system', note: 'Token ₹499 paid' },
          { status: 'visit_scheduled', at: hoursAgo(3), by: 'team', note: 'Visit with Rohit Meena' },
        ],
        createdAt: hoursAgo(48),
      }),
    );
    await db.doc('seed-paid').set(
      seededBooking('seed-paid', {
        payment: { ...base.payment, paidAt: hoursAgo(23) },
        timeline: [
          { status: 'pending', at: hoursAgo(24), by: 'student', note: null },
          { status: 'pending_visit', at: hoursAgo(23), by: 'system', note: 'Token ₹499 paid' },
        ],
        createdAt: hoursAgo(24),
      }),
    );
    await db.doc('seed-confirmed').set(
      seededBooking('seed-confirmed', {
        status: 'confirmed',
        creditedInr: 499,
        payment: { ...base.payment, status: 'credited', paidAt: hoursAgo(95) },
        visit: { at: hoursAgo(70), escortUid: 'team-2', escortName: 'Pooja Saini', escortPhone: '+919829022222' },
        timeline: [
          { status: 'pending', at: hoursAgo(96), by: 'student', note: null },
          { status: 'pending_visit', at: hoursAgo(95), by: 'system', note: 'Token ₹499 paid' },
          { status: 'visit_scheduled', at: hoursAgo(90), by: 'team', note: 'Visit with Pooja Saini' },
          { status: 'visit_done', at: hoursAgo(69), by: 'team', note: null },
          { status: 'confirmed', at: hoursAgo(44), by: 'team', note: 'Token credited to the first month’s rent' },
        ],
        createdAt: hoursAgo(96),
      }),
    );
    await db.doc('seed-noshow').set(
      seededBooking('seed-noshow', {
        status: 'cancelled',
        payment: { ...base.payment, status: 'kept', paidAt: hoursAgo(119) },
        visit: { at: hoursAgo(98), escortUid: 'team-1', escortName: 'Rohit Meena', escortPhone: '+919829011111' },
        cancelReason: 'no_show',
        // A second no-show: the first one got the free reschedule (decision 011), shown as its own step.
        freeRescheduleUsed: true,
        timeline: [
          { status: 'pending', at: hoursAgo(120), by: 'student', note: null },
          { status: 'pending_visit', at: hoursAgo(119), by: 'system', note: 'Token ₹499 paid' },
          { status: 'visit_scheduled', at: hoursAgo(116), by: 'team', note: 'Visit with Rohit Meena' },
          {
            status: 'pending_visit',
            at: hoursAgo(113),
            by: 'team',
            note: 'Missed the visit — one free reschedule offered',
          },
          { status: 'visit_scheduled', at: hoursAgo(110), by: 'team', note: 'Visit with Rohit Meena' },
          { status: 'cancelled', at: hoursAgo(96), by: 'team', note: 'The student did not come to the visit' },
        ],
        createdAt: hoursAgo(120),
      }),
    );
    // A real pending booking with its order, through the API.
    const created = await api<CreateBookingResponse>('POST', '/bookings', {
      token: await idTokenFor(UID),
      body: await validBody(),
    });
    expect(created.status).toBe(201);

    for (const viewport of ['mobile', 'desktop'] as const) {
      const w = viewport === 'mobile' ? '360' : '1280';
      const { context, page } = await newPage(browser, viewport, { viewport: SIZES[viewport] });
      await gotoReady(page, '/auth');
      await signInOnAuthScreen(page);
      await gotoReady(page, '/bookings');
      await page.locator('[data-testid="booking-card"]').nth(4).waitFor();
      expect(
        await page
          .locator('[data-testid="booking-card"]')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))),
      ).toEqual(['pending', 'pending_visit', 'visit_scheduled', 'confirmed', 'cancelled']);
      await page.getByText('With Rohit Meena from KotaStay').waitFor();
      await shot(page, `booking-list-${w}`);

      await gotoReady(page, `/pg/${pg.id}`);
      await page.getByRole('heading', { level: 1, name: pg.name }).waitFor();
      await page.locator('[data-testid="book-visit"]:visible').first().waitFor();
      await shot(page, `booking-pg-detail-${w}`);
      await gotoReady(page, `/pg/${pg.id}/book`);
      await page.getByLabel(/A parent’s mobile number/).fill('12345');
      await page.getByRole('button', { name: /Book and pay ₹499/ }).click();
      await page.getByText('Pick a room option.').waitFor();
      await shot(page, `booking-form-errors-${w}`);

      await gotoReady(page, created.body.order.checkoutPath!);
      await page.getByTestId('checkout-amount').waitFor();
      await shot(page, `booking-local-checkout-${w}`);

      await gotoReady(page, '/bookings/seed-scheduled/receipt');
      await page.getByTestId('receipt').waitFor();
      await shot(page, `booking-receipt-${w}`);
      // Printed: only the receipt, without the Print button or the site's header.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
      expect(await page.getByRole('link', { name: 'My bookings' }).isVisible()).toBe(false);
      expect(await page.getByTestId('receipt-amount').isVisible()).toBe(true);
      await shot(page, `booking-receipt-print-${w}`);
      await page.emulateMedia({ media: 'screen' });
      await context.close();
    }
  });
});

describe('the visit form fits a phone (issue #21)', () => {
  test('no sideways scroll and every time slot on screen at 320, 360 and 1280 px, in English and Hindi', async () => {
    const db = adminDb().collection(COLLECTIONS.bookings);
    const old = await db.where('studentUid', '==', UID).get();
    await Promise.all(old.docs.map((d) => d.ref.delete()));
    const { context, page } = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    await gotoReady(page, '/auth');
    await signInOnAuthScreen(page);
    const date = bookableDates(Date.now())[2]!;
    for (const lang of ['en', 'hi'] as const) {
      for (const width of [320, 360, 1280]) {
        await page.setViewportSize({ width, height: width === 1280 ? 800 : 740 });
        await gotoReady(page, `${lang === 'hi' ? '/hi' : ''}/pg/${pg.id}/book`);
        await page.getByTestId(`date-${date}`).click();
        await page.getByTestId('slot-14:00').waitFor();
        const slots = page.locator('[data-testid^="slot-"]');
        expect(await slots.count()).toBeGreaterThanOrEqual(8);
        const fit = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
          outside: Array.from(document.querySelectorAll('[data-testid^="slot-"]'))
            .map((el) => ({ id: el.getAttribute('data-testid'), r: el.getBoundingClientRect() }))
            .filter(({ r }) => r.left < 0 || r.right > window.innerWidth)
            .map(({ id }) => id),
        }));
        expect(fit.scrollWidth, `${lang} ${width}px`).toBeLessThanOrEqual(fit.innerWidth);
        expect(fit.outside, `${lang} ${width}px`).toEqual([]);
        // Hindi times read in Hindi ("दोपहर 2:00"), never "2:00 pm".
        const label = (await page.getByTestId('slot-14:00').locator('span').first().innerText()).trim();
        expect(label).toBe(lang === 'hi' ? 'दोपहर 2:00' : '2:00 pm');
        if (width !== 320) {
          await page.getByTestId('slot-14:00').scrollIntoViewIfNeeded();
          await shot(page, `booking-form-slots-${lang}-${width}`);
        }
      }
    }
    await context.close();
  });
});

/** A create body for a free slot of the chosen PG. */
function validBody(): Promise<CreateBookingBody> {
  return bookingRequest(pg.id, DIGITS, PARENT);
}
