// The stay, one continuous journey (issue #26's first must-show; docs/decisions/214-complaint-photos.md), in Chromium
// at 360 px against the emulators: the move-in team confirms a move-in on its desk → the student pays the first
// month's rent, the ₹499 token netted, through the local checkout → the parent's texts hold the numbered receipt →
// the student raises a food complaint with a photo → the owner, on the /manage-pg screen they already have open, sees
// it with the photo and answers → the student marks it resolved; then a safety complaint goes to KotaStay's team
// (never to the owner) and is marked late when the team's deadline passes (the escalation job called with that
// instant, as complaints.e2e.ts moves the clock).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import type { ComplaintDoc } from '@kotastay/shared/schemas/complaint';
import { runComplaintDeadlines } from '../functions/src/domain/complaints';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb } from '../test-utils/admin';
import { cameraPhoto } from '../test-utils/images';
import { bothSizes, collectErrors, gotoReady, launch, newPage, screenshot, SIZES } from './support/browser';
import { signInWithPhone } from './support/phone-codes';
import { seedMoveInAtDemoOwner } from './support/stays';

const STUDENT = '9111100220';
const PARENT = '9222200220';
const MOVEIN_PHONE = '+919111100221';
const BOOKING_ID = 'e2e-journey-booking';
const OWNER = DEMO_ACCOUNTS.find((a) => a.uid === 'demo-pg-owner')!;
let browser: Browser;

/** The newest complaint of this stay in `category`, as stored. */
async function stored(category: string): Promise<ComplaintDoc> {
  const snap = await adminDb().collection(COLLECTIONS.complaints).where('stayId', '==', BOOKING_ID).where('category', '==', category).get();
  const docs = snap.docs.map((d) => ({ ...(d.data() as ComplaintDoc), id: d.id })).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  if (!docs[0]) throw new Error(`no ${category} complaint`);
  return docs[0];
}

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  await seedPgs(ctx);
  await seedMoveInAtDemoOwner({
    studentUid: 'e2e-journey-student',
    student: STUDENT,
    parent: PARENT,
    name: 'Sneha Rathore',
    bookingId: BOOKING_ID,
    moveInUid: 'e2e-journey-movein',
    moveInPhone: MOVEIN_PHONE,
  });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('a stay, from move-in to an answered complaint', () => {
  test('move-in → first rent paid (token netted) → the parent’s receipt → a food complaint with a photo answered by the owner live and resolved → a safety complaint to the team, late past its deadline', async () => {
    // 1. The move-in team confirms the move-in on its desk.
    const team = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    const teamErrors = collectErrors(team.page);
    await team.page.goto('/team');
    await signInWithPhone(team.page, MOVEIN_PHONE.slice(3));
    await team.page.waitForURL((u) => u.pathname === '/team/movein', { timeout: 30_000 });
    const moveIn = team.page.locator(`[data-testid="movein-card"][data-booking-id="${BOOKING_ID}"]`);
    await moveIn.waitFor({ timeout: 20_000 });
    await moveIn.getByRole('button', { name: 'Confirm move-in' }).click();
    await moveIn.waitFor({ state: 'detached', timeout: 20_000 });
    const stay = (await adminDb().collection(COLLECTIONS.stays).doc(BOOKING_ID).get()).data()!;
    expect(stay).toMatchObject({ status: 'active', ownerUid: OWNER.uid });

    // 2. The student pays the first month, the ₹499 token netted, through the local checkout.
    const amount = Number(stay.monthlyTotalInr) - 499;
    const month = kotaDate(Date.now()).slice(0, 7);
    const student = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    const studentErrors = collectErrors(student.page);
    await gotoReady(student.page, '/bookings');
    await student.page.waitForURL(/\/auth\?redirect=/);
    await signInWithPhone(student.page, STUDENT);
    await student.page.waitForURL((u) => u.pathname === '/bookings', { timeout: 30_000 });
    const due = student.page.locator(`[data-testid="rent-due"][data-month="${month}"]`);
    await due.waitFor({ timeout: 15_000 });
    await due.getByText(`₹${amount.toLocaleString('en-IN')} due`, { exact: false }).waitFor();
    await due.getByText('less the ₹499 visit token', { exact: false }).waitFor();
    await due.getByTestId('rent-pay').click();
    await student.page.waitForURL(/\/checkout\/local\//, { timeout: 15_000 });
    expect(await student.page.getByTestId('checkout-amount').innerText()).toContain(amount.toLocaleString('en-IN'));
    await student.page.getByRole('button', { name: /\(success\)/ }).click();
    await student.page.waitForURL((u) => u.pathname === '/bookings', { timeout: 30_000 });
    const receipt = student.page.getByTestId('rent-receipt').first();
    await receipt.waitFor({ timeout: 15_000 });
    const receiptNo = /KS-R-\d{4}-\d{6}/.exec(await receipt.innerText())?.[0];
    expect(receiptNo).toBeDefined();

    // 3. The parent's texts hold that receipt, by its number.
    const texts = await adminDb().collection(COLLECTIONS.outbox).where('toPhone', '==', `+91${PARENT}`).where('template', '==', 'rent_receipt').get();
    expect(texts.docs.map((d) => String(d.get('text')))).toEqual([expect.stringContaining(`KotaStay rent receipt ${receiptNo}: ₹${amount.toLocaleString('en-IN')} paid by Sneha Rathore`)]);

    // The owner opens My PGs now, and keeps it open: what follows reaches it live.
    const owner = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    const ownerErrors = collectErrors(owner.page);
    await gotoReady(owner.page, '/manage-pg');
    await owner.page.waitForURL(/\/auth\?redirect=/);
    await signInWithPhone(owner.page, OWNER.phone.slice(3));
    await owner.page.waitForURL((u) => u.pathname === '/manage-pg', { timeout: 30_000 });
    await owner.page.getByTestId('owner-complaints').waitFor({ timeout: 15_000 });

    // 4. The student raises a food complaint with a photo from the phone's camera or gallery.
    await student.page.getByTestId('stay-complaints').getByTestId('complaint-raise').click();
    const dialog = student.page.getByRole('dialog');
    await dialog.getByTestId('complaint-category-food').check();
    await dialog.getByTestId('complaint-text').fill('The dinner dal is cold and there is a crack in the mess plates.');
    expect(await dialog.getByTestId('complaint-photo-input').getAttribute('accept')).toBe('image/*');
    await dialog.getByTestId('complaint-photo-input').setInputFiles({ name: 'mess.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('jpeg', 1200, 800) });
    await dialog.getByTestId('complaint-photo-preview').waitFor();
    await dialog.getByTestId('complaint-photo-add').scrollIntoViewIfNeeded();
    await bothSizes(student.page, 'journey-complaint-form-photo');
    await dialog.getByTestId('complaint-submit').click();
    await student.page.getByTestId('complaint-raised').waitFor({ timeout: 30_000 });
    const food = await stored('food');
    expect(food).toMatchObject({ status: 'open', handler: 'owner' });
    expect(food.photoIds).toHaveLength(1);
    const studentCard = student.page.locator(`[data-testid="complaint-card"][data-id="${food.id}"]`);
    await studentCard.locator('[data-testid="complaint-photo-thumb"][data-ready="true"]').waitFor({ timeout: 15_000 });
    await studentCard.scrollIntoViewIfNeeded();
    await bothSizes(student.page, 'journey-student-complaint-photo');

    // 5. The owner's open screen shows it, with the photo (tap: the whole photo), and they answer.
    const ownerCard = owner.page.getByTestId('owner-complaints').locator(`[data-testid="complaint-card"][data-id="${food.id}"]`);
    await ownerCard.waitFor({ timeout: 20_000 });
    expect(await ownerCard.innerText()).toContain('The dinner dal is cold');
    expect(await ownerCard.innerText()).not.toMatch(/Rathore|\+91|9111100220/);
    const thumb = ownerCard.locator('[data-testid="complaint-photo-thumb"][data-ready="true"]');
    await thumb.waitFor({ timeout: 15_000 });
    await thumb.click();
    const full = owner.page.getByTestId('complaint-photo-full');
    await full.waitFor({ timeout: 15_000 });
    const size = await full.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
    // The whole picture, upright (the camera's sideways EXIF orientation applied), never cropped.
    expect(size).toEqual([800, 1200]);
    await bothSizes(owner.page, 'journey-owner-photo-open');
    await owner.page.getByTestId('complaint-photo-dialog').getByRole('button', { name: 'Close' }).click();
    await ownerCard.scrollIntoViewIfNeeded();
    await bothSizes(owner.page, 'journey-owner-complaint-photo');
    await ownerCard.getByTestId('complaint-answer-text').fill('Sorry. New plates today, and dinner is served hot from tonight.');
    await ownerCard.getByTestId('complaint-answer-send').click();

    // 6. The student's page follows live; they mark it resolved.
    const answered = student.page.locator(`[data-testid="complaint-card"][data-id="${food.id}"][data-status="answered"]`);
    await answered.waitFor({ timeout: 20_000 });
    expect(await answered.innerText()).toContain('New plates today');
    await answered.getByTestId('complaint-resolve').click();
    await student.page.locator(`[data-testid="complaint-card"][data-id="${food.id}"][data-status="resolved"]`).waitFor({ timeout: 15_000 });
    await owner.page.locator(`[data-testid="complaint-card"][data-id="${food.id}"][data-status="resolved"]`).waitFor({ timeout: 15_000 });
    expect(await stored('food')).toMatchObject({ status: 'resolved', resolvedBy: 'student' });

    // The parent sees the complaint and its photo on their page too.
    const parent = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    await gotoReady(parent.page, '/family');
    await parent.page.waitForURL(/\/auth\?redirect=/);
    await signInWithPhone(parent.page, PARENT);
    await parent.page.waitForURL((u) => u.pathname === '/family', { timeout: 30_000 });
    const parentCard = parent.page.locator(`[data-testid="complaint-card"][data-id="${food.id}"]`);
    await parentCard.locator('[data-testid="complaint-photo-thumb"][data-ready="true"]').waitFor({ timeout: 20_000 });
    await parentCard.scrollIntoViewIfNeeded();
    await bothSizes(parent.page, 'journey-parent-complaint-photo');
    await gotoReady(parent.page, '/hi/family');
    const parentCardHi = parent.page.locator(`[data-testid="complaint-card"][data-id="${food.id}"]`);
    await parentCardHi.locator('[data-testid="complaint-photo-thumb"][data-ready="true"]').waitFor({ timeout: 20_000 });
    expect(await parentCardHi.getByTestId('complaint-photo-thumb').getAttribute('aria-label')).toBe('फ़ोटो 1 खोलें');
    await parentCardHi.scrollIntoViewIfNeeded();
    await bothSizes(parent.page, 'journey-parent-complaint-photo-hi');

    // 7. A safety complaint: to KotaStay's team, never the owner; past the team's 4 hours it is marked late.
    await student.page.getByTestId('complaint-raised').locator('button').click();
    await student.page.getByTestId('stay-complaints').getByTestId('complaint-raise').click();
    await dialog.getByTestId('complaint-category-safety').check();
    await dialog.getByTestId('helplines').waitFor();
    await dialog.getByTestId('complaint-text').fill('A man from the next building comes to our floor at night.');
    await dialog.getByTestId('complaint-submit').click();
    await student.page.getByTestId('complaint-raised').waitFor({ timeout: 20_000 });
    const safety = await stored('safety');
    expect(safety).toMatchObject({ status: 'escalated', handler: 'staff' });
    expect((await adminDb().collection(COLLECTIONS.ownerComplaints).doc(safety.id).get()).exists).toBe(false);
    await gotoReady(team.page, '/team/complaints');
    const inTeam = team.page.getByTestId('queue-team').locator(`[data-testid="complaint-card"][data-id="${safety.id}"]`);
    await inTeam.waitFor({ timeout: 20_000 });
    expect((await runComplaintDeadlines(Date.parse(safety.dueAt!) + 60_000)).late).toBeGreaterThanOrEqual(1);
    await team.page.locator(`[data-testid="complaint-card"][data-id="${safety.id}"][data-late="true"]`).getByTestId('complaint-late').waitFor({ timeout: 20_000 });
    expect(await stored('safety')).toMatchObject({ status: 'escalated', teamLateAt: expect.any(String) });
    await screenshot(team.page, 'journey-team-safety-late-360');
    // The owner's screen, open all along, never showed it.
    expect(await owner.page.locator(`[data-testid="complaint-card"][data-id="${safety.id}"]`).count()).toBe(0);

    expect(studentErrors).toEqual([]);
    expect(ownerErrors).toEqual([]);
    expect(teamErrors).toEqual([]);
    for (const p of [team, student, owner, parent]) await p.context.close();
  }, 240_000);
});
