// Monthly rent (issue #26, docs/decisions/209-monthly-rent.md), in Chromium against the emulators: the move-in desk
// confirms a move-in (the stay and its first month's invoice are made) → the student sees the first month due on
// /bookings, the ₹499 token netted, and pays it through the local checkout (the same adapter and verification as the
// visit token) → the card shows the numbered receipt → the parent's texts hold the receipt, and /family shows it.
// At 360 and 1280 px.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaDate } from '@kotastay/shared/schemas/booking';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb, userWithRole } from '../test-utils/admin';
import { api } from '../test-utils/api';
import { bothSizes, gotoReady, launch, newPage, SIZES } from './support/browser';
import { signInWithPhone } from './support/phone-codes';
import { seedMoveInReady } from './support/stays';

const STUDENT_UID = 'e2e-rent-student';
const STUDENT = '9111100099';
const PARENT = '9222200099';
const MOVEIN_UID = 'e2e-rent-movein';
const BOOKING_ID = 'e2e-rent-booking';
let browser: Browser;

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  await seedPgs(ctx);
  await seedMoveInReady({ studentUid: STUDENT_UID, student: STUDENT, parent: PARENT, name: 'Ritika Meena', bookingId: BOOKING_ID, moveInUid: MOVEIN_UID, moveInPhone: '+919000000334' });
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('monthly rent', () => {
  test('move-in → the student pays the first month (token netted) → the parent’s texts hold the numbered receipt; /family shows it', async () => {
    const confirmed = await api<{ changed: boolean }>('POST', `/bookings/${BOOKING_ID}/confirm`, { token: await userWithRole(MOVEIN_UID, 'movein_team') });
    expect(confirmed.status).toBe(200);
    const stay = (await adminDb().collection(COLLECTIONS.stays).doc(BOOKING_ID).get()).data()!;
    const amount = Number(stay.monthlyTotalInr) - 499;
    const amountText = `₹${amount.toLocaleString('en-IN')}`;
    const month = kotaDate(Date.now()).slice(0, 7);

    const student = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    await gotoReady(student.page, '/bookings');
    await student.page.waitForURL(/\/auth\?redirect=/);
    await signInWithPhone(student.page, STUDENT);
    await student.page.waitForURL((u) => u.pathname === '/bookings', { timeout: 30_000 });
    const due = student.page.locator(`[data-testid="rent-due"][data-month="${month}"]`);
    await due.waitFor({ timeout: 15_000 });
    await due.getByText(`${amountText} due`, { exact: false }).waitFor();
    await due.getByText('less the ₹499 visit token', { exact: false }).waitFor();
    await due.scrollIntoViewIfNeeded();
    await bothSizes(student.page, 'rent-student-due');

    // Pay: the same local checkout as the visit token, for the server's amount.
    await due.getByTestId('rent-pay').click();
    await student.page.waitForURL(/\/checkout\/local\//, { timeout: 15_000 });
    expect(await student.page.getByTestId('checkout-amount').innerText()).toContain(amount.toLocaleString('en-IN'));
    await student.page.getByText('Monthly rent for', { exact: false }).waitFor();
    await bothSizes(student.page, 'rent-checkout');
    await student.page.getByRole('button', { name: /\(success\)/ }).click();
    await student.page.waitForURL((u) => u.pathname === '/bookings', { timeout: 30_000 });
    const receipt = student.page.getByTestId('rent-receipt').first();
    await receipt.waitFor({ timeout: 15_000 });
    const year = kotaDate(Date.now()).slice(0, 4);
    expect(await receipt.innerText()).toMatch(new RegExp(`KS-R-${year}-\\d{6}`));
    expect(await student.page.locator('[data-testid="rent-due"]').count()).toBe(0);
    await student.page.getByTestId('rent-paid-through').scrollIntoViewIfNeeded();
    await bothSizes(student.page, 'rent-student-paid');

    // The parent's texts hold the numbered receipt, once.
    const texts = await adminDb().collection(COLLECTIONS.outbox).where('toPhone', '==', `+91${PARENT}`).where('template', '==', 'rent_receipt').get();
    expect(texts.size).toBe(1);
    expect(String(texts.docs[0]!.get('text'))).toMatch(
      new RegExp(`^KotaStay rent receipt KS-R-${year}-\\d{6}: ${amountText} paid by Ritika Meena for .+ \\(₹[\\d,]+ less the ₹499 token\\)`),
    );

    // The parent's /family shows the receipt.
    const parent = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    await gotoReady(parent.page, '/family');
    await parent.page.waitForURL(/\/auth\?redirect=/);
    await signInWithPhone(parent.page, PARENT);
    await parent.page.waitForURL((u) => u.pathname === '/family', { timeout: 30_000 });
    const parentReceipt = parent.page.getByTestId('child-stays').getByTestId('rent-receipt').first();
    await parentReceipt.waitFor({ timeout: 15_000 });
    expect(await parent.page.getByTestId('child-stays').getByTestId('rent-pay').count()).toBe(0);
    await parentReceipt.scrollIntoViewIfNeeded();
    await bothSizes(parent.page, 'rent-parent-receipt');

    // In Hindi: the same receipts, the panel's words in Hindi.
    await gotoReady(parent.page, '/hi/family');
    const hindi = parent.page.getByTestId('child-stays').getByTestId('rent-panel');
    await hindi.getByText('मासिक किराया').waitFor({ timeout: 15_000 });
    await hindi.getByText(/रसीद KS-R-/).first().waitFor();
    await hindi.scrollIntoViewIfNeeded();
    await bothSizes(parent.page, 'rent-parent-receipt-hi');

    // The owner's Residents: paid up to, nothing due. For this check the resident is shown to the demo owner (the one
    // owner account the seed signs in), then given back to the PG's real owner.
    const residentRef = adminDb().collection(COLLECTIONS.stayResidents).doc(BOOKING_ID);
    const realOwner: unknown = (await residentRef.get()).get('ownerUid');
    await residentRef.update({ ownerUid: 'demo-pg-owner' });
    try {
      const owner = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
      await gotoReady(owner.page, '/manage-pg');
      await owner.page.waitForURL(/\/auth\?redirect=/);
      await signInWithPhone(owner.page, '9000000003');
      await owner.page.waitForURL((u) => u.pathname === '/manage-pg', { timeout: 30_000 });
      const line = owner.page.getByTestId('resident-rent').filter({ hasText: 'Rent paid up to' }).first();
      await line.waitFor({ timeout: 15_000 });
      expect(await line.getAttribute('data-due')).toBe('no');
      expect(await owner.page.getByTestId('residents').innerText()).not.toMatch(/\+91|9111100099|9222200099/);
      await line.scrollIntoViewIfNeeded();
      await bothSizes(owner.page, 'rent-owner-residents');
    } finally {
      await residentRef.update({ ownerUid: realOwner });
    }
  }, 120_000);
});
