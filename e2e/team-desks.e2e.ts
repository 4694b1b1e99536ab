// The team desks against seeded bookings (docs/requirements/bookings-and-visits.md#booking-desk): the booking desk's
// live queue (a booking written meanwhile appears without a reload, marked New), its filters and dialogs, the move-in
// desk's checklist, the messages page, and who reaches which desk. Screenshots at 360 and 1280 px of each.
// The whole student → desks journey through the API is e2e/booking-desks.e2e.ts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { EMPTY_CHECKLIST } from '@kotastay/shared/schemas/booking';
import { adminAuth, adminDb } from '../test-utils/admin';
import { clearAuth, clearFirestore } from '../test-utils/emulators';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { bookingDoc, kotaDay, seedBookings, seedOutbox } from './support/bookings';
import { collectErrors, launch, newPage, screenshot, settled } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

let browser: Browser;
const digitsOf = (uid: string) => DEMO_ACCOUNTS.find((a) => a.uid === uid)!.phone.slice(3);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const visitAt = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00+05:30`).toISOString();

beforeAll(async () => {
  await Promise.all([clearAuth(), clearFirestore()]);
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  const escort = { escortUid: 'demo-booking-team', escortName: 'Rohit Meena', escortPhone: '+919000000004' };
  await seedBookings([
    bookingDoc('bk-today', { createdAt: hoursAgo(5), visitSlot: '16:00' }),
    bookingDoc('bk-tomorrow', {
      createdAt: hoursAgo(4),
      studentName: 'Priya Yadav',
      studentPhone: '+919000000002',
      parentPhone: '+919876500002',
      pgName: 'Shree Krishna Boys Hostel',
      areaName: 'Landmark City',
      roomLabel: 'Single sharing · Non-AC',
      rentInr: 7200,
      visitDate: kotaDay(1),
      visitSlot: '11:00',
      note: 'Coming with my father; please call before.',
    }),
    bookingDoc('bk-scheduled', {
      createdAt: hoursAgo(3),
      studentName: 'Kabir Singh',
      studentPhone: '+919811100003',
      pgName: 'Maa Residency',
      areaName: 'Indra Vihar',
      status: 'visit_scheduled',
      visitSlot: '18:00',
      visit: { at: visitAt(kotaDay(0), '18:30'), ...escort },
    }),
    bookingDoc('bk-later', { createdAt: hoursAgo(2), studentName: 'Ishita Rao', visitDate: kotaDay(3), visitSlot: '12:00' }),
    bookingDoc('mv-one', {
      createdAt: hoursAgo(30),
      studentName: 'Rahul Verma',
      status: 'visit_done',
      visit: { at: visitAt(kotaDay(0), '10:00'), ...escort },
      checklist: { ...EMPTY_CHECKLIST, roomAllotted: true, agreementSigned: true },
    }),
    bookingDoc('mv-two', {
      createdAt: hoursAgo(20),
      studentName: 'Sneha Kulkarni',
      pgName: 'Maa Residency',
      areaName: 'Indra Vihar',
      status: 'visit_done',
      visit: { at: visitAt(kotaDay(0), '11:00'), ...escort },
    }),
    bookingDoc('gone-cancelled', { studentName: 'Not On Any Desk', status: 'cancelled', cancelReason: 'team_cancelled' }),
    bookingDoc('gone-confirmed', { studentName: 'Already Moved In', status: 'confirmed' }),
  ]);
  await seedOutbox([
    { audience: 'parent', text: 'KotaStay: Aarav’s visit to Asha Girls PG is booked; token ₹499 received (receipt KS-TEST-BK-TODAY).', bookingId: 'bk-today' },
    { audience: 'student', channel: 'sms', toPhone: '+919000000001', text: 'KotaStay: token ₹499 received for Asha Girls PG. We will call you to fix the visit time.', bookingId: 'bk-today' },
    { audience: 'parent', status: 'pending', text: 'KotaStay: Kabir’s visit to Maa Residency is at 6:30 pm today with Rohit Meena (+91 90000 00004).', bookingId: 'bk-scheduled' },
    { audience: 'student', status: 'failed', error: 'provider timeout', toPhone: '+919811100003', text: 'KotaStay: your visit to Maa Residency is at 6:30 pm today with Rohit Meena.', bookingId: 'bk-scheduled' },
  ]);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signedIn(uid: string, viewport: 'mobile' | 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, viewport, viewport === 'mobile' ? { viewport: { width: 360, height: 740 } } : {});
  await opened.page.goto('/team');
  await signInWithPhone(opened.page, digitsOf(uid));
  await opened.page.waitForURL((url) => url.pathname.startsWith('/team/'));
  // The sign-in's "Verification Successful" toast would cover the desk's header in the screenshots.
  await opened.page.getByRole('button', { name: 'Dismiss' }).click();
  return opened;
}

const cards = (page: Page) => page.getByTestId('booking-card');
const namesOn = async (page: Page, testId = 'booking-card') =>
  page.getByTestId(testId).evaluateAll((els) => els.map((e) => e.querySelector('h2')?.textContent ?? ''));

describe('booking desk', () => {
  test('the live queue: paid and scheduled bookings, oldest first; a new one appears without a reload, marked New', async () => {
    const { context, page } = await signedIn('demo-booking-team', 'desktop');
    const errors = collectErrors(page);
    expect(new URL(page.url()).pathname).toBe('/team/booking');
    await page.getByRole('heading', { name: 'Booking desk' }).waitFor();
    await cards(page).nth(3).waitFor();
    expect(await namesOn(page)).toEqual(['Aarav Gupta', 'Priya Yadav', 'Kabir Singh', 'Ishita Rao']);
    // Call and WhatsApp for both the student and the parent, with a prefilled text.
    const first = cards(page).first();
    expect(await first.getByRole('link', { name: /^Call Student/ }).getAttribute('href')).toBe('tel:+919000000001');
    const wa = await first.getByRole('link', { name: /^WhatsApp Parent/ }).getAttribute('href');
    expect(wa).toMatch(/^https:\/\/wa\.me\/919812345678\?text=Namaste/);
    // The scheduled one shows its escort and time and the visit actions.
    const scheduled = page.locator('[data-booking-id="bk-scheduled"]');
    expect(await scheduled.getByTestId('visit-line').textContent()).toMatch(/Visit .*6:30.*with Rohit Meena/i);
    await scheduled.getByRole('button', { name: 'Mark visit done' }).waitFor();

    await page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));
    await seedBookings([
      bookingDoc('bk-new', { studentName: 'Naya Student', areaName: 'Rajeev Gandhi Nagar', pgName: 'Sunrise PG', createdAt: new Date().toISOString() }),
    ]);
    const fresh = page.locator('[data-booking-id="bk-new"]');
    await fresh.getByTestId('new-badge').waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    await screenshot(page, 'team-booking-desk-1280');

    // Filters: today (Kota), tomorrow, a date, an area; and both.
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    expect(await namesOn(page)).toEqual(['Aarav Gupta', 'Kabir Singh', 'Naya Student']);
    await page.getByRole('button', { name: 'Tomorrow', exact: true }).click();
    expect(await namesOn(page)).toEqual(['Priya Yadav']);
    await page.getByLabel('Pick a date').fill(kotaDay(3));
    expect(await namesOn(page)).toEqual(['Ishita Rao']);
    await page.getByRole('button', { name: 'All dates', exact: true }).click();
    await page.getByLabel('Area').click();
    await page.getByRole('option', { name: 'Talwandi (2)' }).click();
    expect(await namesOn(page)).toEqual(['Aarav Gupta', 'Ishita Rao']);
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    expect(await namesOn(page)).toEqual(['Aarav Gupta']);
    expect(await page.getByTestId('desk-count').textContent()).toMatch(/1 of 5 shown/);
    await page.getByRole('button', { name: 'All dates', exact: true }).click();
    await page.getByLabel('Area').click();
    await page.getByRole('option', { name: 'All areas' }).click();

    // Schedule: Auto escort by default, the time prefilled with the asked-for date and slot (Kota time).
    await first.getByRole('button', { name: 'Schedule visit' }).click();
    const dialog = page.getByTestId('schedule-dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('Visit time (Kota time)').inputValue()).toBe(`${kotaDay(0)}T16:00`);
    expect(await dialog.getByLabel('Escort').textContent()).toContain('Auto (round-robin)');
    await settled(dialog);
    await screenshot(page, 'team-booking-schedule-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Cancel: the staff reasons with the refund each grants.
    await page.locator('[data-booking-id="bk-tomorrow"]').getByRole('button', { name: 'Cancel' }).click();
    const cancel = page.getByTestId('cancel-dialog');
    expect(await cancel.getByTestId('refund-line').textContent()).toContain('full ₹499');
    await cancel.getByLabel('Reason').click();
    const reasons = await page.getByRole('option').allTextContents();
    expect(reasons).toEqual([
      'Cancelled by the KotaStay team',
      'The PG did not match its listing',
      'The room went to someone else',
      'The student decided not to take the room',
    ]);
    await page.getByRole('option', { name: 'The PG did not match its listing' }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await cancel.getByLabel('Note (optional)').fill('Photos showed a different room.');
    await settled(cancel);
    await screenshot(page, 'team-booking-cancel-1280');
    await cancel.getByRole('button', { name: 'Back' }).click();

    // No-show (decision 011): not before the visit's time; the first offers a free reschedule, a second keeps the
    // token. The visit's time is moved live (the desk follows Firestore) so this does not depend on the clock.
    const original = visitAt(kotaDay(0), '18:30');
    const setVisit = (at: string, freeRescheduleUsed: boolean) =>
      adminDb().collection(COLLECTIONS.bookings).doc('bk-scheduled').update({ 'visit.at': at, freeRescheduleUsed });
    await setVisit(new Date(Date.now() + 2 * 3_600_000).toISOString(), false);
    await scheduled.getByTestId('no-show-after').waitFor();
    expect(await scheduled.getByRole('button', { name: 'No-show' }).isDisabled()).toBe(true);
    await setVisit(new Date(Date.now() - 3_600_000).toISOString(), false);
    await scheduled.getByTestId('no-show-after').waitFor({ state: 'detached' });
    await scheduled.getByRole('button', { name: 'No-show' }).click();
    const noShow = page.getByTestId('no-show-dialog');
    expect(await noShow.getByTestId('no-show-outcome').textContent()).toMatch(/^Offer a free reschedule — the booking goes back to the queue/);
    await noShow.getByRole('button', { name: 'Offer free reschedule' }).waitFor();
    await settled(noShow);
    await screenshot(page, 'team-booking-no-show-1280');
    await noShow.getByRole('button', { name: 'Back' }).click();
    await setVisit(new Date(Date.now() - 3_600_000).toISOString(), true);
    await scheduled.getByTestId('free-reschedule').waitFor();
    await scheduled.getByRole('button', { name: 'No-show' }).click();
    expect(await noShow.getByTestId('no-show-outcome').textContent()).toMatch(/^Token kept\..*₹499 token is kept/);
    await noShow.getByRole('button', { name: 'Back' }).click();
    await setVisit(original, false);
    await scheduled.getByTestId('free-reschedule').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('at 360 px: cards, filters and the schedule dialog fit the phone', async () => {
    const { context, page } = await signedIn('demo-booking-team', 'mobile');
    await cards(page).nth(4).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'team-booking-desk-360');
    await page.locator('[data-booking-id="bk-scheduled"]').getByRole('button', { name: 'Reschedule' }).click();
    const dialog = page.getByTestId('schedule-dialog');
    // Rescheduling starts from the scheduled time, not the asked-for slot.
    expect(await dialog.getByLabel('Visit time (Kota time)').inputValue()).toBe(`${kotaDay(0)}T18:30`);
    await settled(dialog);
    await screenshot(page, 'team-booking-schedule-360');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The escort has since left the booking team: the dialog never sends them, it falls back to Auto and says so.
    await adminDb()
      .collection(COLLECTIONS.bookings)
      .doc('bk-scheduled')
      .update({ visit: { at: visitAt(kotaDay(0), '18:30'), escortUid: 'demo-gone-escort', escortName: 'Kiran Former', escortPhone: '+919000000099' } });
    await page.locator('[data-booking-id="bk-scheduled"]').getByText(/Kiran Former/).waitFor();
    await page.locator('[data-booking-id="bk-scheduled"]').getByRole('button', { name: 'Reschedule' }).click();
    await dialog.getByText('Kiran Former is no longer on the booking team: Auto picks the next member in turn.').waitFor();
    expect(await dialog.getByLabel('Escort').textContent()).toContain('Auto (round-robin)');
    await settled(dialog);
    await screenshot(page, 'team-booking-schedule-departed-360');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.locator('[data-booking-id="bk-today"]').getByRole('button', { name: 'Cancel' }).click();
    await settled(page.getByTestId('cancel-dialog'));
    await screenshot(page, 'team-booking-cancel-360');
    await context.close();
  });
});

describe('move-in desk and messages', () => {
  test('visits done with their checklists; confirm only when all 5 are ticked; the messages page; no booking desk tab', async () => {
    const { context, page } = await signedIn('demo-movein-team', 'mobile');
    expect(new URL(page.url()).pathname).toBe('/team/movein');
    await page.getByTestId('movein-card').nth(1).waitFor();
    expect(await namesOn(page, 'movein-card')).toEqual(['Rahul Verma', 'Sneha Kulkarni']);
    const rahul = page.locator('[data-booking-id="mv-one"]');
    expect(await rahul.getByTestId('checklist-progress').textContent()).toBe('2 of 5 done');
    expect(await rahul.getByRole('checkbox', { name: 'Room allotted' }).isChecked()).toBe(true);
    expect(await rahul.getByRole('button', { name: 'Confirm move-in' }).isDisabled()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Booking desk' }).count()).toBe(0);
    await screenshot(page, 'team-movein-desk-360');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'team-movein-desk-1280');

    await page.getByRole('tab', { name: 'Messages' }).click();
    await page.waitForURL((url) => url.pathname === '/team/messages');
    await page.getByTestId('outbox-row').nth(3).waitFor();
    expect(await page.getByTestId('outbox-text').first().textContent()).toMatch(/Aarav’s visit/);
    await page.getByTestId('local-note').waitFor();
    await screenshot(page, 'team-messages-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await screenshot(page, 'team-messages-360');
    // The booking desk is not theirs.
    await page.goto('/team/booking');
    await page.waitForURL((url) => url.pathname === '/team');
    await context.close();
  });

  test('an admin signs in at /team and may use all three desks', async () => {
    const { context, page } = await signedIn('demo-admin', 'desktop');
    expect(new URL(page.url()).pathname).toBe('/team/booking');
    await cards(page).first().waitFor();
    for (const tab of ['Move-in desk', 'Messages', 'Booking desk']) await page.getByRole('tab', { name: tab }).waitFor();
    await page.getByRole('tab', { name: 'Move-in desk' }).click();
    await page.getByTestId('movein-card').first().waitFor();
    await context.close();
  });
});
