// The booking journey across the desks (issue #9), two browsers open at once: a student books a seeded PG and pays
// on the local checkout; the team (an admin at /team, who may use every desk) sees the booking arrive on
// /team/booking without a reload, schedules the visit (Auto escort), marks it done, ticks the move-in checklist on
// /team/movein and confirms — and the student's open /bookings shows each status change live. The parent's
// messages for every step are on /team/messages, and the room option has one bed fewer.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { MOVEIN_CHECKLIST, kotaSlotStartMs, VISIT_SLOTS } from '@kotastay/shared/schemas/booking';
import { isPublicPg, type PgDoc } from '@kotastay/shared/schemas/pg';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb, idTokenFor } from '../test-utils/admin';
import { baseUrl, collectErrors, devServerUrl, launch, newPage, screenshot, settled } from './support/browser';
import { bookOnFormAndPay, bookingDoc, freeSlot, resetStudent, seedBookings } from './support/bookings';
import { signInWithPhone } from './support/phone-codes';

const STUDENT = { uid: 'e2e-desks-student', digits: '9111100213', name: 'Meera Joshi' };
const PARENT = '9222200213';
let browser: Browser;
let pg: PgDoc & { id: string };
let roomId: string;

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  await seedPgs(ctx);
  await resetStudent(STUDENT.uid, STUDENT.digits, STUDENT.name);
  const snap = await adminDb().collection(COLLECTIONS.pgs).where('bedsAvailable', '>', 1).limit(60).get();
  const found = snap.docs.map((d) => ({ ...(d.data() as PgDoc), id: d.id })).find((p) => isPublicPg(p) && p.rooms.some((r) => r.bedsAvailable > 1));
  if (!found) throw new Error('no bookable seeded PG');
  pg = found;
  roomId = pg.rooms.find((r) => r.bedsAvailable > 1)!.id;
  browser = await launch();
}, 180_000);


afterAll(async () => {
  await browser?.close();
});

const bedsOf = async () => {
  const doc = (await adminDb().collection(COLLECTIONS.pgs).doc(pg.id).get()).data() as PgDoc;
  return doc.rooms.find((r) => r.id === roomId)!.bedsAvailable;
};

/** The student's /bookings card of this booking, once it shows `status` (it changes live, never reloaded). */
const studentSees = (page: Page, id: string, status: string) =>
  page.locator(`[data-booking-id="${id}"][data-status="${status}"]`).waitFor({ timeout: 20_000 });

describe('a booking across the desks', () => {
  // Run on the Vite dev server (what `npm start` serves) and on the production build: both must behave the same.
  const servers = [
    { name: 'the Vite dev server (npm start)', url: () => devServerUrl(), student: 'e2e-desks-student-dev', digits: '9111100214' },
    { name: 'the production build (Hosting)', url: () => baseUrl, student: STUDENT.uid, digits: STUDENT.digits },
  ];
  test.each(servers)(
    'on $name: the student books and pays on the form → booking desk live → schedule → done → move-in checklist → confirmed, the student watching live',
    async (server) => {
      const baseURL = server.url();
      await resetStudent(server.student, server.digits, STUDENT.name);
      // The booking team: signed in at /team, on the booking desk before the booking exists.
      const desk = await newPage(browser, 'desktop', { viewport: { width: 1280, height: 800 }, baseURL });
      const deskErrors = collectErrors(desk.page);
      await desk.page.goto('/team');
      await signInWithPhone(desk.page, DEMO_ACCOUNTS.find((a) => a.uid === 'demo-booking-team')!.phone.slice(3));
      await desk.page.waitForURL((url) => url.pathname === '/team/booking');
      await desk.page.getByTestId('desk-count').waitFor();
      await desk.page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));

      // The student: signs in, books on the PG page's form and pays on the local checkout.
      const student = await newPage(browser, 'mobile', { viewport: { width: 360, height: 740 }, baseURL });
      await student.page.goto('/auth');
      await signInWithPhone(student.page, server.digits);
      await student.page.waitForURL((url) => url.pathname !== '/auth');
      const token = await idTokenFor(server.student);
      const { date, slot } = await freeSlot(pg.id, token);
      const beds = await bedsOf();
      await bookOnFormAndPay(student.page, { pgId: pg.id, roomId, date, slot, parent: PARENT, note: 'After class, please.' });
      const stored0 = await adminDb().collection(COLLECTIONS.bookings).where('studentUid', '==', server.student).get();
      expect(stored0.size).toBe(1);
      const id = stored0.docs[0]!.id;
      expect(stored0.docs[0]!.get('visitDate')).toBe(date);
      expect(stored0.docs[0]!.get('tokenInr')).toBe(499);
      await studentSees(student.page, id, 'pending_visit');
      await student.page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));

      // It arrives on the open booking desk by itself, marked New.
      const row = desk.page.locator(`[data-testid="booking-card"][data-booking-id="${id}"]`);
      await row.getByTestId('new-badge').waitFor({ timeout: 20_000 });
      expect(await row.textContent()).toContain(STUDENT.name);
      expect(await row.getByRole('link', { name: /^WhatsApp Parent/ }).getAttribute('href')).toContain(`wa.me/91${PARENT}`);

      // Schedule: Auto escort, the asked-for slot.
      await row.getByRole('button', { name: 'Schedule visit' }).click();
      const dialog = desk.page.getByTestId('schedule-dialog');
      expect(await dialog.getByLabel('Visit time (Kota time)').inputValue()).toBe(`${date}T${slot}`);
      await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      await row.getByTestId('visit-line').waitFor();
      expect(await row.getByTestId('visit-line').textContent()).toMatch(/with \S+/);
      await studentSees(student.page, id, 'visit_scheduled');
      const stored = (await adminDb().collection(COLLECTIONS.bookings).doc(id).get()).data()!;
      expect(Date.parse(stored.visit.at)).toBe(kotaSlotStartMs(date, slot));
      expect(VISIT_SLOTS).toContain(slot);

      // The visit takes place (the test moves the clock by moving the visit into the past), then it is marked done
      // and leaves the booking desk.
      await adminDb().collection(COLLECTIONS.bookings).doc(id).update({ 'visit.at': new Date(Date.now() - 60_000).toISOString() });
      await row.getByRole('button', { name: 'Mark visit done' }).click();
      await row.waitFor({ state: 'detached', timeout: 20_000 });
      await studentSees(student.page, id, 'visit_done');
      expect(deskErrors).toEqual([]);

      // The move-in team, on its own desk (a third browser context).
      const movein = await newPage(browser, 'desktop', { viewport: { width: 1280, height: 800 }, baseURL });
      await movein.page.goto('/team');
      await signInWithPhone(movein.page, DEMO_ACCOUNTS.find((a) => a.uid === 'demo-movein-team')!.phone.slice(3));
      await movein.page.waitForURL((url) => url.pathname === '/team/movein');
      const card = movein.page.locator(`[data-testid="movein-card"][data-booking-id="${id}"]`);
      await card.waitFor({ timeout: 20_000 });
      const confirm = card.getByRole('button', { name: 'Confirm move-in' });
      for (const [i, item] of MOVEIN_CHECKLIST.entries()) {
        expect(await confirm.isDisabled()).toBe(true);
        await card.getByRole('checkbox', { name: item.label }).check();
        await card.getByTestId('checklist-progress').filter({ hasText: `${i + 1} of 5 done` }).waitFor();
      }
      // Every tick was saved, not only shown.
      await expect
        .poll(async () => Object.values((await adminDb().collection(COLLECTIONS.bookings).doc(id).get()).data()!.checklist))
        .toEqual([true, true, true, true, true]);
      await confirm.click();
      await card.waitFor({ state: 'detached', timeout: 20_000 });
      await studentSees(student.page, id, 'confirmed');
      expect(await bedsOf()).toBe(beds - 1);
      // Neither the desk nor the student's page was reloaded along the way.
      expect(await desk.page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
      expect(await student.page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
      await screenshot(student.page, 'booking-desks-student-confirmed-360');

      // The parent heard about each step (the booking desk's messages page).
      await desk.page.getByRole('tab', { name: 'Messages' }).click();
      const parentRows = desk.page.locator(`[data-testid="outbox-row"][data-booking-id="${id}"][data-audience="parent"]`);
      await expect.poll(() => parentRows.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(4);
      const texts = await parentRows.getByTestId('outbox-text').allTextContents();
      // A parent number that never proved itself (no approval asked) gets the fixed text: no student, no PG (decision 191).
      expect(texts.join('\n')).not.toContain(pg.name);
      expect(texts.every((x) => x.includes('Sign in to KotaStay with this number'))).toBe(true);
      await screenshot(desk.page, 'booking-desks-messages-1280');
      for (const p of [student, desk, movein]) await p.context.close();
    },
    240_000,
  );

  test('confirming a move-in when the room option has no free bed left says so in place and changes nothing', async () => {
    const { context, page } = await newPage(browser, 'mobile', { viewport: { width: 360, height: 740 } });
    const ref = adminDb().collection(COLLECTIONS.pgs).doc(pg.id);
    const rooms = ((await ref.get()).data() as PgDoc).rooms.map((r) => (r.id === roomId ? { ...r, bedsAvailable: 0 } : r));
    await ref.update({ rooms });
    const room = pg.rooms.find((r) => r.id === roomId)!;
    await seedBookings([
      bookingDoc('e2e-no-bed', {
        studentUid: STUDENT.uid,
        studentName: 'Last Bed Student',
        pgId: pg.id,
        pgName: pg.name,
        roomId,
        roomLabel: 'Triple sharing · AC',
        rentInr: room.rentInr,
        status: 'visit_done',
        checklist: { roomAllotted: true, agreementSigned: true, rentReceiptIssued: true, studentIdSeen: true, parentContactConfirmed: true },
      }),
    ]);
    await page.goto('/team');
    await signInWithPhone(page, DEMO_ACCOUNTS.find((a) => a.uid === 'demo-movein-team')!.phone.slice(3));
    await page.waitForURL((url) => url.pathname === '/team/movein');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    const card = page.locator('[data-testid="movein-card"][data-booking-id="e2e-no-bed"]');
    await card.getByRole('button', { name: 'Confirm move-in' }).click();
    const error = card.getByTestId('card-error');
    await error.waitFor();
    expect(await error.textContent()).toBe(
      `No free bed left in Triple sharing · AC at ${pg.name}. Offer the student another room option, or cancel with “The room went to someone else” (full refund).`,
    );
    expect((await adminDb().collection(COLLECTIONS.bookings).doc('e2e-no-bed').get()).data()!.status).toBe('visit_done');
    await error.scrollIntoViewIfNeeded();
    await screenshot(page, 'team-movein-no-bed-360');
    // The cancel dialog offers the move-in desk's reasons, the student declining first.
    await card.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByTestId('cancel-dialog');
    expect(await dialog.getByLabel('Reason').textContent()).toContain('The student decided not to take the room');
    await settled(dialog);
    await screenshot(page, 'team-movein-cancel-360');
    await context.close();
  });
});
