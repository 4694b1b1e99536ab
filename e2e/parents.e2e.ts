// Parents in the loop (issue #12, docs/decisions/150-parents-in-the-loop.md), in Chromium against the emulators: a
// student books with "Ask my parent to approve before I pay" → nothing to pay yet → the parent signs in with their
// own number (no profile) at /family, sees the booking and approves → the student pays (live) → the team schedules
// the visit → the parent sees the visit time and the escort live, the receipt, another child's move-in checklist →
// the parent is refused another family's booking and the child's saved PGs and profile. Screenshots at 360 and 1280.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaSlotStartMs, type BookingDoc, type TransitionResponse } from '@kotastay/shared/schemas/booking';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { seedPgs } from '../scripts/seed/pgs';
import { seedUsers } from '../scripts/seed/users';
import { adminAuth, adminDb, userWithRole, removeAuthUserByPhone } from '../test-utils/admin';
import { api } from '../test-utils/api';
import { bookableSeededPg, bookingDoc, kotaDay, seedBookings } from './support/bookings';
import { bothSizes, gotoReady, launch, newPage, screenshot, SIZES } from './support/browser';
import { signInWithPhone } from './support/phone-codes';

const STUDENT_UID = 'e2e-parents-student';
const STUDENT = '9111100088';
const PARENT = '9222200088';
const ESCORT_UID = 'e2e-parents-escort';
let browser: Browser;
let pg: { id: string; name: string };

beforeAll(async () => {
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  await seedPgs(ctx);
  await removeAuthUserByPhone(`+91${STUDENT}`);
  await removeAuthUserByPhone(`+91${PARENT}`);
  await adminAuth().createUser({ uid: STUDENT_UID, phoneNumber: `+91${STUDENT}` });
  const now = new Date().toISOString();
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(STUDENT_UID)
    .set({
      phone: `+91${STUDENT}`,
      name: 'Ria Sharma',
      role: null,
      accountType: 'student',
      // 19 years old: an adult, so no parent's consent is asked (decision 203).
      birthDate: '2007-04-12',
      exam: 'NEET',
      coachingId: 'allen',
      gender: 'female',
      parentPhone: `+91${PARENT}`,
      createdAt: now,
      updatedAt: now,
    });
  // Bookings of earlier runs would make this one "already booked" and add children to the parent's screen.
  for (const field of ['parentPhone', 'studentUid'] as const) {
    const old = await adminDb()
      .collection(COLLECTIONS.bookings)
      .where(field, '==', field === 'parentPhone' ? `+91${PARENT}` : STUDENT_UID)
      .get();
    await Promise.all(old.docs.map((d) => d.ref.delete()));
  }
  const doc = await bookableSeededPg();
  pg = { id: doc.id, name: doc.name };
  // The child's saved PG (the parent must never see it), another child of the same parent after the visit (the
  // move-in checklist half ticked), and another family's booking.
  await adminDb()
    .collection(COLLECTIONS.savedPgs)
    .doc(`${STUDENT_UID}_${pg.id}`)
    .set({ uid: STUDENT_UID, pgId: pg.id, savedAt: now });
  await seedBookings([
    bookingDoc('e2e-parents-sibling', {
      studentUid: 'e2e-parents-sibling-uid',
      studentName: 'Kabir Sharma',
      studentPhone: '+919111100089',
      parentPhone: `+91${PARENT}`,
      status: 'visit_done',
      visitDate: kotaDay(-1),
      visitSlot: '11:00',
      visit: {
        at: new Date(kotaSlotStartMs(kotaDay(-1), '11:00')).toISOString(),
        escortUid: 'x',
        escortName: 'Meena Joshi',
        escortPhone: '+919000000111',
      },
      checklist: {
        roomAllotted: true,
        agreementSigned: true,
        rentReceiptIssued: false,
        studentIdSeen: true,
        parentContactConfirmed: false,
      },
      timeline: [
        { status: 'pending', at: now, by: 'student', note: null },
        { status: 'pending_visit', at: now, by: 'system', note: 'Token of ₹499 paid' },
        { status: 'visit_scheduled', at: now, by: 'team', note: null },
        { status: 'visit_done', at: now, by: 'team', note: null },
      ],
    }),
    bookingDoc('e2e-parents-other-family', { parentPhone: '+919333300088', studentName: 'Someone Else' }),
  ]);
  // A booking-team member to escort the visit (claim and mirror agree).
  await userWithRole(ESCORT_UID, 'booking_team');
  await adminDb()
    .collection(COLLECTIONS.users)
    .doc(ESCORT_UID)
    .set({ name: 'Ravi Meena', phone: '+919000000222', role: 'booking_team' }, { merge: true });
  browser = await launch();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('parents in the loop', () => {
  test('ask my parent → the parent approves at /family → pay → escort and receipt for the parent → the parent refused the rest', async () => {
    // The student books with "ask my parent".
    const student = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    await gotoReady(student.page, `/pg/${pg.id}/book`);
    await student.page.waitForURL(/\/auth\?redirect=/);
    await signInWithPhone(student.page, STUDENT);
    await student.page.waitForURL((u) => u.pathname === `/pg/${pg.id}/book`, { timeout: 30_000 });
    await student.page.getByRole('heading', { name: 'Book a visit' }).waitFor();
    await student.page.locator('[data-testid^="room-"]:not([disabled])').first().click();
    await student.page.locator('[data-testid^="date-"]').nth(2).click();
    await student.page.locator('[data-testid^="slot-"]:not([disabled])').first().click();
    expect(await student.page.getByLabel(/A parent’s mobile number/).inputValue()).toBe(PARENT);
    await student.page.getByLabel('Ask my parent to approve before I pay').check();
    await screenshot(student.page, 'parents-student-form-360');
    await student.page.getByRole('button', { name: 'Send to my parent for approval' }).click();
    await student.page.waitForURL((u) => u.pathname === '/bookings');
    await student.page
      .getByText('Booking made. We texted your parent a link; you can pay the token once they approve.')
      .waitFor();
    const card = student.page.locator('[data-testid="booking-card"][data-status="pending"]').first();
    await card.getByTestId('parent-waiting').waitFor();
    expect(await card.getByRole('button', { name: /Pay ₹499/ }).count()).toBe(0);
    const bookingId = (await card.getAttribute('data-booking-id'))!;
    await screenshot(student.page, 'parents-student-waiting-360');
    // The parent was texted the link (the local messaging adapter records it).
    const texts = await adminDb().collection(COLLECTIONS.outbox).where('bookingId', '==', bookingId).get();
    expect(texts.docs.map((d) => d.get('template'))).toEqual(['parent_approval_request']);
    // Decision 191: the text names nobody; its link is unguessable and ends with the parent's deadline.
    const text = String(texts.docs[0]!.get('text'));
    expect(text).not.toContain(pg.name);
    const linkPath = /\/family\/link\/[\w-]+/.exec(text)![0];

    // The parent opens the link, signs in with their own number — no profile needed — and lands on /family.
    const parent = await newPage(browser, 'mobile', { viewport: SIZES.mobile });
    await parent.page.goto(linkPath);
    await parent.page.waitForURL(/\/auth\?redirect=%2Ffamily/);
    await signInWithPhone(parent.page, PARENT);
    await parent.page.waitForURL((u) => u.pathname === '/family', { timeout: 30_000 });
    await parent.page.getByRole('heading', { level: 1, name: 'Your child’s bookings' }).waitFor();
    const child = parent.page.locator(`[data-testid="child-booking"][data-booking-id="${bookingId}"]`);
    await child.getByTestId('approval-panel').waitFor();
    await parent.page.getByText('Ria Sharma · 1 booking').waitFor();
    await parent.page.getByText('Kabir Sharma · 1 booking').waitFor();
    expect(await parent.page.locator('[data-booking-id="e2e-parents-other-family"]').count()).toBe(0);
    // The other child's move-in checklist, read-only.
    const sibling = parent.page.locator('[data-booking-id="e2e-parents-sibling"]');
    await sibling.getByTestId('child-checklist').waitFor();
    expect(await sibling.locator('[data-done="true"]').count()).toBe(3);
    await bothSizes(parent.page, 'parents-family-approval');

    await child.getByLabel('A message to Ria Sharma (optional)').fill('Go ahead, see it with Mummy.');
    await child.getByRole('button', { name: 'Approve' }).click();
    await child.locator('[data-testid="approval-state"][data-state="approved"]').waitFor();

    // The student sees the approval live and pays.
    await card.getByTestId('parent-approved').waitFor({ timeout: 15_000 });
    await card.getByText('Your parent wrote: “Go ahead, see it with Mummy.”').waitFor();
    await card.getByRole('button', { name: 'Pay ₹499' }).click();
    await student.page.waitForURL(/\/checkout\/local\//);
    await student.page.getByRole('button', { name: 'Pay ₹499 (success)' }).click();
    await student.page.waitForURL((u) => u.pathname === '/bookings');
    await student.page
      .locator(`[data-booking-id="${bookingId}"][data-status="pending_visit"]`)
      .waitFor({ timeout: 15_000 });

    // The team schedules the visit: the parent's open screen shows the time and the escort without a reload.
    const stored = (await adminDb().collection(COLLECTIONS.bookings).doc(bookingId).get()).data() as BookingDoc;
    const visitAt = new Date(kotaSlotStartMs(stored.visitDate, stored.visitSlot)).toISOString();
    const team = await userWithRole(ESCORT_UID, 'booking_team');
    const scheduled = await api<TransitionResponse>('POST', `/bookings/${bookingId}/schedule`, {
      token: team,
      body: { visitAt, escortUid: ESCORT_UID },
    });
    expect(scheduled.status).toBe(200);
    await child.getByTestId('child-escort').getByText('Escort: Ravi Meena').waitFor({ timeout: 15_000 });
    await expect(child.getAttribute('data-status')).resolves.toBe('visit_scheduled');
    expect(await child.getByTestId('child-visit-time').textContent()).toMatch(/\d/);
    await bothSizes(parent.page, 'parents-family-scheduled');

    // The receipt.
    await child.getByRole('link', { name: 'Receipt' }).click();
    await parent.page.waitForURL((u) => u.pathname === `/family/${bookingId}/receipt`);
    await parent.page.getByTestId('receipt').waitFor();
    expect(await parent.page.getByTestId('receipt-amount').textContent()).toContain('₹499');
    await bothSizes(parent.page, 'parents-receipt');

    // Refused: another family's booking, the child's saved PGs and profile.
    await gotoReady(parent.page, '/family/e2e-parents-other-family/receipt');
    await parent.page.getByTestId('not-yours').waitFor();
    await parent.page.getByRole('heading', { name: 'Not yours to see' }).waitFor();
    expect(await parent.page.getByText('Someone Else').count()).toBe(0);
    await bothSizes(parent.page, 'parents-refused');
    for (const path of ['/saved', '/profile']) {
      await parent.page.goto(path);
      // A parent has no profile of their own: these are the profile's pages, never the child's.
      await parent.page.waitForURL((u) => u.pathname === '/setup-profile');
      await parent.page.getByTestId('family-entry').waitFor();
      expect(await parent.page.getByText(pg.name).count()).toBe(0);
      expect(await parent.page.getByText('Ria Sharma').count()).toBe(0);
    }
    await screenshot(parent.page, 'parents-setup-banner-360');

    // The texted link once the parent's deadline has passed: a clear page, nothing of the booking (decision 191).
    const linkId = linkPath.split('/').at(-1)!;
    await adminDb().collection(COLLECTIONS.meta).doc(`parent_link_${linkId}`).update({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    await parent.page.goto(linkPath);
    await parent.page.getByTestId('parent-link-expired').waitFor();
    await parent.page.getByRole('heading', { name: 'This link has expired' }).waitFor();
    expect(await parent.page.getByText(pg.name).count()).toBe(0);
    await screenshot(parent.page, 'parents-link-expired-360');
    await student.context.close();
    await parent.context.close();
  }, 300_000);
});
