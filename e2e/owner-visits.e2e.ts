// The owner's visits (docs/decisions/212-owner-leads-and-visits.md), three browsers open at once: the demo PG owner
// watches /manage-pg while a student books and pays a visit to one of their PGs — the request shows on the owner's
// open screen without a reload (first name and coaching, no phone) and the owner's text is in the outbox; the
// booking team schedules it on /team/booking and the owner sees the time; the visit is done and the move-in team
// confirms — the owner's screen shows "Moved in", the student among the residents and one free bed fewer, and the
// owner's earnings ledger the ₹499 token credited to the first month (decision 215), all on the open screen.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { MOVEIN_CHECKLIST } from '@kotastay/shared/schemas/booking';
import { isPublicPg, type PgDoc } from '@kotastay/shared/schemas/pg';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb, idTokenFor } from '../test-utils/admin';
import { bothSizes, collectErrors, gotoReady, launch, newPage, screenshot } from './support/browser';
import { bookOnFormAndPay, freeSlot, resetStudent } from './support/bookings';
import { signInWithPhone } from './support/phone-codes';

const OWNER = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-pg-owner')!;
const STUDENT = { uid: 'e2e-owner-visits-student', digits: '9111100212', name: 'Kavya Rathore' };
const PARENT = '9222200212';
let browser: Browser;
let pg: PgDoc & { id: string };
let roomId: string;

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  await seedPgs(ctx);
  await resetStudent(STUDENT.uid, STUDENT.digits, STUDENT.name);
  // A public PG of the demo owner with a room option that has more than one free bed.
  const owned = await adminDb().collection(COLLECTIONS.pgPrivate).where('ownerId', '==', OWNER.uid).get();
  const pgs = await adminDb().getAll(...owned.docs.map((d) => adminDb().collection(COLLECTIONS.pgs).doc(d.id)));
  const found = pgs.map((d) => ({ ...(d.data() as PgDoc), id: d.id })).find((p) => isPublicPg(p) && p.rooms.some((r) => r.bedsAvailable > 1));
  if (!found) throw new Error('no bookable PG of the demo owner');
  pg = found;
  roomId = pg.rooms.find((r) => r.bedsAvailable > 1)!.id;
  // The seed writes no drafts: the owner's working copy of this listing, live (My PGs lists drafts; a move-in takes
  // the bed in both).
  await adminDb()
    .collection(COLLECTIONS.pgDrafts)
    .doc(pg.id)
    .set({ ownerId: OWNER.uid, name: pg.name, areaName: pg.areaName, rooms: pg.rooms, photos: [], review: null, live: { visible: true, verifiedAt: new Date().toISOString() } });
  // The demo owner's earnings start empty (an earlier run's entries would be there too).
  for (const col of [COLLECTIONS.ownerLedger, COLLECTIONS.ownerStatements, COLLECTIONS.ownerPayouts]) {
    const old = await adminDb().collection(col).where('ownerUid', '==', OWNER.uid).get();
    await Promise.all(old.docs.map((d) => d.ref.delete()));
  }
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('the owner’s visits', () => {
  test('student books → the owner’s open screen shows it and the owner is texted → scheduled → the owner sees the time → moved in → residents and free beds change', async () => {
    // The owner: signed in, on My PGs before the booking exists.
    const owner = await newPage(browser, 'mobile', { viewport: { width: 360, height: 740 } });
    const ownerErrors = collectErrors(owner.page);
    await owner.page.goto('/auth');
    await signInWithPhone(owner.page, OWNER.phone.slice(3));
    await owner.page.waitForURL((url) => url.pathname !== '/auth');
    await owner.page.goto('/manage-pg');
    // The earnings have loaded (other files' stays at the demo owner's PGs may already have entries there).
    await owner.page.getByTestId('earnings-ledger-empty').or(owner.page.getByTestId('earnings-entry').first()).waitFor({ timeout: 30_000 });
    const visits = owner.page.getByTestId('owner-visits');
    await visits.waitFor();
    await owner.page.getByTestId('residents').waitFor();
    const draftBeds = owner.page.locator(`[data-testid="room-beds"][data-room-id="${roomId}"]`);
    await draftBeds.waitFor({ timeout: 20_000 });
    const room = pg.rooms.find((r) => r.id === roomId)!;
    const freeBefore = room.bedsAvailable;
    expect(await draftBeds.textContent()).toContain(`${freeBefore} of ${room.bedsTotal} free`);
    const onKotaStay = owner.page.locator(`[data-testid="occupancy-room"][data-room-id="${roomId}"] [data-testid="occupancy-kotastay"]`);
    const onKotaStayBefore = Number(await onKotaStay.textContent({ timeout: 20_000 }));
    await owner.page.evaluate(() => ((window as { __noReload?: boolean }).__noReload = true));

    // The student books on the PG page's form and pays on the local checkout.
    const student = await newPage(browser, 'mobile', { viewport: { width: 360, height: 740 } });
    await student.page.goto('/auth');
    await signInWithPhone(student.page, STUDENT.digits);
    await student.page.waitForURL((url) => url.pathname !== '/auth');
    const { date, slot } = await freeSlot(pg.id, await idTokenFor(STUDENT.uid));
    await bookOnFormAndPay(student.page, { pgId: pg.id, roomId, date, slot, parent: PARENT });
    const stored = await adminDb().collection(COLLECTIONS.bookings).where('studentUid', '==', STUDENT.uid).get();
    expect(stored.size).toBe(1);
    const id = stored.docs[0]!.id;

    // The request arrives on the owner's open screen by itself: first name and coaching, the room, the asked-for time.
    const row = owner.page.locator(`[data-testid="owner-visit"][data-booking-id="${id}"]`);
    await row.and(owner.page.locator('[data-status="pending_visit"]')).waitFor({ timeout: 20_000 });
    const requested = (await row.textContent()) ?? '';
    expect(requested).toContain('Kavya');
    expect(requested).not.toContain('Rathore');
    expect(requested).not.toMatch(/\d{10}/);
    expect(requested).toContain('Asked for');
    // The owner's text is in the outbox, addressed to them (the delivery finds their number), without the student's.
    const ownerTexts = async () =>
      (await adminDb().collection(COLLECTIONS.outbox).where('bookingId', '==', id).where('audience', '==', 'owner').get()).docs.map((d) => d.data());
    await expect.poll(async () => (await ownerTexts()).map((m) => m.template), { timeout: 20_000 }).toEqual(['token_paid']);
    const [request] = await ownerTexts();
    expect(request).toMatchObject({ toUid: OWNER.uid, toPhone: null });
    expect(request!.text).toContain(`new visit request for ${pg.name}: Kavya asks about`);
    expect(request!.text).not.toContain(STUDENT.digits);
    await screenshot(owner.page, 'owner-visits-request-360');

    // The booking team schedules it on its desk (a third browser).
    const desk = await newPage(browser, 'desktop', { viewport: { width: 1280, height: 800 } });
    await desk.page.goto('/team');
    await signInWithPhone(desk.page, DEMO_ACCOUNTS.find((a) => a.uid === 'demo-booking-team')!.phone.slice(3));
    await desk.page.waitForURL((url) => url.pathname === '/team/booking');
    const card = desk.page.locator(`[data-testid="booking-card"][data-booking-id="${id}"]`);
    await card.getByRole('button', { name: 'Schedule visit' }).click({ timeout: 20_000 });
    const dialog = desk.page.getByTestId('schedule-dialog');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // The owner sees the time, and has the text.
    await row.and(owner.page.locator('[data-status="visit_scheduled"]')).waitFor({ timeout: 20_000 });
    expect(await row.getByTestId('owner-visit-time').textContent()).toMatch(/^Visit on /);
    await expect.poll(async () => (await ownerTexts()).map((m) => m.template).sort(), { timeout: 20_000 }).toEqual(['token_paid', 'visit_scheduled']);

    // The visit takes place (moved into the past), is marked done; the move-in team confirms (ticks on the booking).
    await adminDb().collection(COLLECTIONS.bookings).doc(id).update({ 'visit.at': new Date(Date.now() - 60_000).toISOString() });
    await card.getByRole('button', { name: 'Mark visit done' }).click();
    await card.waitFor({ state: 'detached', timeout: 20_000 });
    await row.and(owner.page.locator('[data-status="visit_done"]')).waitFor({ timeout: 20_000 });
    await desk.context.close();

    const movein = await newPage(browser, 'desktop', { viewport: { width: 1280, height: 800 } });
    await movein.page.goto('/team');
    await signInWithPhone(movein.page, DEMO_ACCOUNTS.find((a) => a.uid === 'demo-movein-team')!.phone.slice(3));
    await movein.page.waitForURL((url) => url.pathname === '/team/movein');
    const moveinCard = movein.page.locator(`[data-testid="movein-card"][data-booking-id="${id}"]`);
    await moveinCard.waitFor({ timeout: 20_000 });
    for (const [i, item] of MOVEIN_CHECKLIST.entries()) {
      await moveinCard.getByRole('checkbox', { name: item.label }).check();
      await moveinCard.getByTestId('checklist-progress').filter({ hasText: `${i + 1} of 5 done` }).waitFor();
    }
    await moveinCard.getByRole('button', { name: 'Confirm move-in' }).click();
    await moveinCard.waitFor({ state: 'detached', timeout: 20_000 });

    // The owner's screen: moved in, the student among the residents, one free bed fewer — all without a reload.
    await row.and(owner.page.locator('[data-status="confirmed"]')).waitFor({ timeout: 20_000 });
    // This stay's row (its id is the booking's): other files move students in at the demo owner's PGs too.
    await owner.page.locator(`[data-testid="resident"][data-stay-id="${id}"]`).filter({ hasText: 'Kavya' }).waitFor({ timeout: 20_000 });
    // The owner's ledger: the token credited to the first month, +₹499, first name and room — no phone.
    const credit = owner.page.locator(`[data-testid="earnings-entry"][data-kind="token_credited"][data-entry-id="token_${id}"]`).filter({ hasText: 'Kavya' });
    await credit.waitFor({ timeout: 20_000 });
    expect(await credit.getAttribute('data-amount')).toBe('499');
    expect(await credit.textContent()).toContain('+₹499');
    expect(await owner.page.getByTestId('earnings-ledger').textContent()).not.toContain(STUDENT.digits);
    await expect.poll(() => draftBeds.textContent(), { timeout: 20_000 }).toContain(`${freeBefore - 1} of ${room.bedsTotal} free`);
    // The owner's occupancy (decision 216): one more bed of that room option taken on KotaStay.
    await expect.poll(() => onKotaStay.textContent(), { timeout: 20_000 }).toBe(String(onKotaStayBefore + 1));
    await expect.poll(async () => (await ownerTexts()).map((m) => m.template).sort(), { timeout: 20_000 }).toEqual(['confirmed', 'token_paid', 'visit_scheduled']);
    expect(await owner.page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(ownerErrors).toEqual([]);
    await screenshot(owner.page, 'owner-visits-moved-in-360');
    for (const p of [student, owner, movein]) await p.context.close();
  }, 240_000);

  test('the printable statement and the Earnings section, in English and Hindi, at 360 and 1280 px', async () => {
    // A statement as the payout run makes it (decision 215), for last month.
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const month = last.toISOString().slice(0, 7);
    const at = `${month}-05T06:00:00.000Z`;
    const entries = [
      { id: `token_e2e-${month}`, kind: 'token_credited', amountInr: 499, firstName: 'Kavya', roomLabel: 'Room 2', pgName: pg.name, rentMonth: month, receiptNo: null, at },
      { id: `rent_e2e-${month}`, kind: 'rent', amountInr: 11_001, firstName: 'Kavya', roomLabel: 'Room 2', pgName: pg.name, rentMonth: month, receiptNo: 'KS-R-2026-000007', at: `${month}-06T06:00:00.000Z` },
      { id: `refund_e2e-${month}`, kind: 'refund', amountInr: -3_000, firstName: 'Kavya', roomLabel: 'Room 2', pgName: pg.name, rentMonth: month, receiptNo: 'KS-R-2026-000007', at: `${month}-20T06:00:00.000Z` },
    ];
    await adminDb().collection(COLLECTIONS.ownerStatements).doc(`${OWNER.uid}_${month}`).set({
      ownerUid: OWNER.uid, month, statementNo: 'KS-S-2026-000042', openingInr: 0, entries, creditsInr: 11_500, debitsInr: -3_000, closingInr: 8_500, payableInr: 8_500, createdAt: now.toISOString(),
    });
    await adminDb().collection(COLLECTIONS.ownerPayouts).doc(`${OWNER.uid}_${month}`).set({
      ownerUid: OWNER.uid, statementId: `${OWNER.uid}_${month}`, statementNo: 'KS-S-2026-000042', month, amountInr: 8_500, state: 'processed', attempt: 1, idempotencyKey: 'KS-S-2026-000042-1',
      providerPayoutId: 'pout_local_e2e', accountLast4: '1234', claimedAt: null, failureReason: null, processedAt: now.toISOString(), createdAt: now.toISOString(), updatedAt: now.toISOString(),
    });
    const owner = await newPage(browser, 'mobile', { viewport: { width: 360, height: 740 } });
    const errors = collectErrors(owner.page);
    await owner.page.goto('/auth');
    await signInWithPhone(owner.page, OWNER.phone.slice(3));
    await owner.page.waitForURL((url) => url.pathname !== '/auth');
    for (const lang of ['en', 'hi'] as const) {
      const prefix = lang === 'hi' ? '/hi' : '';
      await gotoReady(owner.page, `${prefix}/manage-pg`);
      await owner.page.getByTestId('earnings-statement').first().waitFor({ timeout: 30_000 });
      await owner.page.getByTestId('owner-earnings').scrollIntoViewIfNeeded();
      await bothSizes(owner.page, `owner-earnings-${lang}`);
      await gotoReady(owner.page, `${prefix}/manage-pg/statements/${month}`);
      await owner.page.getByTestId('statement').waitFor({ timeout: 30_000 });
      expect(await owner.page.getByTestId('statement-no').textContent()).toContain('KS-S-2026-000042');
      expect(await owner.page.getByTestId('statement-closing').textContent()).toBe('₹8,500');
      await bothSizes(owner.page, `owner-statement-${lang}`);
    }
    // Nothing wider than the phone.
    expect(await owner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await owner.context.close();
  }, 180_000);
});

