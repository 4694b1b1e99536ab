// A stay's notice and exit (issue #26, docs/decisions/207-stays-notice-and-exit.md), in Chromium against the
// emulators: the move-in desk confirms a move-in (the stay is made and a bed taken) → the student sees their stay on
// /bookings and gives notice with the earliest exit date the notice period allows → the exit job runs on the exit
// date (the clock moved the way the hold-expiry tests move it: the job is called with that instant) → the PG's free
// beds in search are back up → the parent's texts hold the final statement, and /family shows it. At 360 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import type { PgListResponse } from '@kotastay/shared/schemas/search';
import { earliestExitDate } from '@kotastay/shared/schemas/stay';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { adminAuth, adminDb, userWithRole } from '../test-utils/admin';
import { api } from '../test-utils/api';
import { endDueStays } from '../functions/src/domain/stays';
import { gotoReady, launch, newPage, screenshot, SIZES } from './support/browser';
import { signInWithPhone } from './support/phone-codes';
import { seedMoveInReady } from './support/stays';

const STUDENT_UID = 'e2e-stay-student';
const STUDENT = '9111100079';
const PARENT = '9222200079';
const MOVEIN_UID = 'e2e-stay-movein';
const MOVEIN_PHONE = '+919000000333';
const BOOKING_ID = 'e2e-stay-booking';
let browser: Browser;
let pg: { id: string; name: string; areaId: string; roomId: string };
let otherRoomId: string;

/** The PG's free beds as the area's search results show them. */
async function freeBedsInSearch(): Promise<number | undefined> {
  let cursor: string | null = null;
  for (let page = 0; page < 20; page++) {
    const res: { body: PgListResponse } = await api<PgListResponse>('GET', `/pgs?areaId=${pg.areaId}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
    const hit = res.body.results.find((i) => i.id === pg.id);
    if (hit) return hit.bedsAvailable;
    cursor = res.body.nextCursor;
    if (!cursor) return undefined;
  }
  return undefined;
}

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedPgs(ctx);
  // Two room options with free beds: the student moves from one to the other before giving notice.
  const seeded = await seedMoveInReady(
    { studentUid: STUDENT_UID, student: STUDENT, parent: PARENT, name: 'Neha Saini', bookingId: BOOKING_ID, moveInUid: MOVEIN_UID, moveInPhone: MOVEIN_PHONE },
    (p) => p.rooms.filter((r) => r.bedsAvailable > 0).length >= 2,
  );
  pg = seeded;
  otherRoomId = seeded.rooms.find((r) => r.id !== seeded.roomId && r.bedsAvailable > 0)!.id;
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('a stay: notice, exit, final statement', () => {
  test('move-in confirmed → the student gives notice → on the exit date the bed is free in search → the parent has the final statement', async () => {
    const before = await freeBedsInSearch();
    expect(before).toBeGreaterThan(0);
    const confirmed = await api<{ changed: boolean }>('POST', `/bookings/${BOOKING_ID}/confirm`, { token: await userWithRole(MOVEIN_UID, 'movein_team') });
    expect(confirmed.status).toBe(200);
    await expect.poll(freeBedsInSearch, { timeout: 15_000 }).toBe(before! - 1);

    // The student sees the stay on /bookings and gives notice.
    const student = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    await gotoReady(student.page, '/bookings');
    await student.page.waitForURL(/\/auth\?redirect=/);
    await signInWithPhone(student.page, STUDENT);
    await student.page.waitForURL((u) => u.pathname === '/bookings', { timeout: 30_000 });
    const card = student.page.locator('[data-testid="stay-card"][data-status="active"]');
    await card.waitFor({ timeout: 15_000 });
    await card.getByText('No deposit: KotaStay PGs', { exact: false }).waitFor();
    await screenshot(student.page, 'stay-student-active-360');

    // A room change: the student asks for the other room option; the move-in desk approves it; the card follows.
    await card.getByTestId('room-change-room').locator('..').click();
    await student.page.locator(`li[data-value="${otherRoomId}"]`).click();
    await card.getByTestId('room-change-submit').click();
    await card.locator('[data-testid="room-change-state"][data-state="requested"]').waitFor({ timeout: 15_000 });
    await screenshot(student.page, 'stay-room-change-requested-360');
    const desk = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    await desk.page.goto('/team');
    await signInWithPhone(desk.page, MOVEIN_PHONE.slice(3));
    await desk.page.waitForURL((u) => u.pathname === '/team/movein', { timeout: 30_000 });
    const row = desk.page.getByTestId('room-change-row').filter({ hasText: 'Neha' });
    await row.waitFor({ timeout: 15_000 });
    await screenshot(desk.page, 'stay-room-change-desk-360');
    await row.getByTestId('room-change-approve').click();
    await row.waitFor({ state: 'detached', timeout: 15_000 });
    await card.locator('[data-testid="room-change-state"][data-state="done"]').waitFor({ timeout: 15_000 });
    expect((await adminDb().collection(COLLECTIONS.stays).doc(BOOKING_ID).get()).get('roomId')).toBe(otherRoomId);
    await desk.context.close();

    const exitDate = earliestExitDate(kotaDate(Date.now()));
    expect(await card.getByTestId('notice-date').inputValue()).toBe(exitDate);
    await card.getByTestId('notice-submit').click();
    // The card follows the stay live: notice given, with the exit date.
    await student.page.locator('[data-testid="stay-card"][data-status="notice_given"]').getByTestId('stay-notice').waitFor({ timeout: 15_000 });
    await screenshot(student.page, 'stay-student-notice-360');
    // The bed is still taken until the exit date.
    expect(await freeBedsInSearch()).toBe(before! - 1);

    // The exit job on the exit date (Kota time).
    expect(await endDueStays(Date.parse(`${exitDate}T00:10:00+05:30`))).toBeGreaterThanOrEqual(1);
    await expect.poll(freeBedsInSearch, { timeout: 15_000 }).toBe(before);
    await student.page.locator('[data-testid="stay-card"][data-status="ended"]').getByTestId('stay-statement').waitFor({ timeout: 15_000 });

    // The parent's texts hold the final statement; their /family page shows it.
    const texts = await adminDb().collection(COLLECTIONS.outbox).where('toPhone', '==', `+91${PARENT}`).where('template', '==', 'stay_final_statement').get();
    expect(texts.size).toBe(1);
    expect(String(texts.docs[0]!.get('text'))).toMatch(/^KotaStay final statement for Neha Saini at .+: 15 days .* settles any unused rent with the owner within 10 days/);
    const parent = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    await gotoReady(parent.page, '/family');
    await parent.page.waitForURL(/\/auth\?redirect=/);
    await signInWithPhone(parent.page, PARENT);
    await parent.page.waitForURL((u) => u.pathname === '/family', { timeout: 30_000 });
    await parent.page.getByTestId('child-stays').getByTestId('stay-statement').waitFor({ timeout: 15_000 });
    await screenshot(parent.page, 'stay-parent-statement-360');
  }, 90_000);
});
