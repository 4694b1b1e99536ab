// The owner journey end to end in Chromium (issue #8): a new user signs in from "List Your PG", completes KYC
// with an ID image through the stepper, an admin approves it in /admin/pg-owners after looking at the image,
// and the same user — never signing out — sees "My PGs", lists a PG with 3 photos through the wizard, an admin
// verifies it, and a student finds it around its pin with the Verified badge and its photos from Storage
// (the listing steps: e2e/support/owner-listing-flow.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { KYC_CONSENT_VERSION } from '@kotastay/shared/schemas/kyc';
import { adminApp, adminAuth, adminDb } from '../test-utils/admin';
import { clearAuth, clearFirestore } from '../test-utils/emulators';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { collectErrors, gotoReady, launch, newPage, screenshot } from './support/browser';
import { emulatorCode } from './support/phone-codes';
import { listPgThroughWizard, studentFindsListing, verifyListingAsAdmin } from './support/owner-listing-flow';
import { getStorage } from 'firebase-admin/storage';

let browser: Browser;

beforeAll(async () => {
  await Promise.all([clearAuth(), clearFirestore()]);
  const ctx = { db: adminDb(), auth: adminAuth() };
  await seedCatalogue(ctx);
  await seedUsers(ctx);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const demoDigits = (uid: string) => DEMO_ACCOUNTS.find((a) => a.uid === uid)!.phone.slice(3);

async function signIn(page: Page, digits: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(digits);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Verification code').waitFor();
  await page.getByLabel('Verification code').fill(await emulatorCode(`+91${digits}`));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** The stepper shows one step at a time, so there is exactly one Next. */
async function next(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
}

/** A real JPEG "ID card", drawn and encoded by Chromium itself. */
async function idCardJpeg(): Promise<Buffer> {
  const { context, page } = await newPage(browser, 'desktop');
  await page.setContent(
    `<div id="card" style="width:420px;height:260px;background:linear-gradient(135deg,#e8f0ff,#fff);border:2px solid #4169E1;border-radius:14px;font:16px sans-serif;padding:18px;box-sizing:border-box">
       <b style="color:#4169E1">INCOME TAX DEPARTMENT · GOVT. OF INDIA</b><br><br>
       <div style="display:flex;gap:16px"><div style="width:90px;height:110px;background:#c9d3e6;border-radius:6px"></div>
       <div>RAMESH KUMAR SHARMA<br>Date of birth 01/01/1980<br><br>Permanent Account Number<br><b>ABCDE1234F</b></div></div></div>`,
  );
  const bytes = await page.locator('#card').screenshot({ type: 'jpeg', quality: 80 });
  await context.close();
  return bytes;
}

describe('owner verification (KYC)', () => {
  test('new user → KYC with an ID image → admin approves → the same session shows "My PGs", lists a PG with 3 photos → admin verifies → a student finds it', async () => {
    const image = await idCardJpeg();
    const digits = '9123400001';
    const { context, page } = await newPage(browser, 'mobile');
    // Fail at the stuck step, not at the test's overall timeout.
    context.setDefaultTimeout(30_000);
    const errors = collectErrors(page);

    // "List Your PG" (landing's owner section) → verification; signed out, so through /auth first.
    await gotoReady(page, '/');
    const listLink = page.getByRole('link', { name: 'List My PG' });
    expect(await listLink.getAttribute('href')).toBe('/verify-pg-lister');
    await page.goto('/verify-pg-lister');
    await page.waitForURL(
      (url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/verify-pg-lister',
    );
    await signIn(page, digits);
    await page.waitForURL((url) => url.pathname === '/setup-profile');
    await page.getByLabel('Full name').fill('Ramesh Sharma');
    // Coming from "List Your PG", the owner's choice is already made (issue #21).
    expect(await page.getByLabel('I own a PG').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL((url) => url.pathname === '/verify-pg-lister');
    await page.getByRole('heading', { name: 'Verify yourself as a PG owner' }).waitFor();
    // A student has no "My PGs" yet.
    const bottomNav = page.getByRole('navigation', { name: 'Quick navigation' });
    await bottomNav.getByRole('link', { name: 'Profile' }).waitFor();
    expect(await bottomNav.getByRole('link', { name: 'My PGs' }).count()).toBe(0);
    await screenshot(page, 'kyc-step-name-360');

    await page.getByLabel('Your name exactly as on the ID').fill('Ramesh Kumar Sharma');
    await next(page);
    await page.getByLabel('Which ID will you upload?').click();
    await page.getByRole('option', { name: 'PAN card' }).click();
    await page.getByText('Upload a masked Aadhaar only', { exact: false }).waitFor();
    await screenshot(page, 'kyc-step-id-type-360');
    await next(page);

    // The ID card: the client pre-check refuses a non-image name; then the real JPEG.
    await page
      .locator('input[name="idCard"]')
      .setInputFiles({ name: 'setup.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await next(page);
    await page.getByText('Choose a JPEG, PNG or PDF file.').waitFor();
    await page
      .locator('input[name="idCard"]')
      .setInputFiles({ name: 'pan-card.jpg', mimeType: 'image/jpeg', buffer: image });
    await page.getByTestId('kyc-file-name').getByText('pan-card.jpg', { exact: false }).waitFor();
    await screenshot(page, 'kyc-step-id-card-360');
    await next(page);

    // Bank details: mismatched numbers and a malformed IFSC are named beside their fields.
    await page.getByLabel('Account holder name').fill('Ramesh Kumar Sharma');
    await page.getByLabel('Account number', { exact: true }).fill('123456789012');
    await page.getByLabel('Account number again').fill('123456789013');
    await page.getByLabel('IFSC').fill('SBIN1234');
    await next(page);
    await page.getByText('The two account numbers do not match.').waitFor();
    await page.getByText('Use an 11-character IFSC such as SBIN0001234.').waitFor();
    await screenshot(page, 'kyc-step-bank-errors-360');
    await page.getByLabel('Account number again').fill('123456789012');
    await page.getByLabel('IFSC').fill('sbin0001234');
    await next(page);

    await page.getByText('deleted 90 days after the verification decision', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await page.getByText('Tick the box to continue.').waitFor();
    await page.getByLabel('I agree').check();
    await screenshot(page, 'kyc-step-consent-360');
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await page.locator('[data-testid="kyc-status"][data-status="submitted"]').waitFor();
    await page.getByText('Submitted — under review').waitFor();
    await page.getByText('ending 9012', { exact: false }).waitFor();
    await screenshot(page, 'kyc-status-submitted-360');

    // Storage holds the image the user chose, re-encoded without the camera's metadata (a JPEG, never the bytes as
    // sent: functions/src/domain/kyc/id-card-image.ts).
    const uid = (await adminAuth().getUserByPhoneNumber(`+91${digits}`)).uid;
    const [files] = await getStorage(adminApp())
      .bucket()
      .getFiles({ prefix: `id_cards/${uid}/` });
    expect(files).toHaveLength(1);
    const stored = (await files[0]!.download())[0];
    expect([stored[0], stored[1]]).toEqual([0xff, 0xd8]);

    // An admin, in another browser, looks at the image and approves.
    const admin = await newPage(browser, 'desktop');
    await admin.page.goto('/admin');
    await signIn(admin.page, demoDigits('demo-admin'));
    await admin.page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await admin.page.goto('/admin/pg-owners');
    const card = admin.page.getByTestId('kyc-request').filter({ hasText: 'Ramesh Kumar Sharma' });
    await card.waitFor();
    await card.getByRole('button', { name: 'View ID card' }).click();
    const img = card.getByRole('img', { name: 'ID card of Ramesh Kumar Sharma' });
    await img.waitFor();
    await admin.page.waitForFunction(() => {
      const el = document.querySelector('[data-testid="kyc-request"] img');
      return el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0;
    });
    await screenshot(admin.page, 'admin-pg-owners-queue-1280');
    await card.getByRole('button', { name: 'Approve' }).click();
    // One more look before the account becomes an owner: the name and the phone as people read it.
    const confirm = admin.page.getByRole('dialog', { name: 'Approve Ramesh Kumar Sharma as a PG owner?' });
    await confirm.getByText(/\+91 \d{5} \d{5} is theirs/).waitFor();
    await confirm.getByRole('button', { name: 'Yes, approve' }).click();
    await admin.page.getByText('Approved Ramesh Kumar Sharma').waitFor();
    await card.waitFor({ state: 'detached' });
    const views = await adminDb().collection('kyc').doc(uid).collection('views').get();
    expect(views.docs.map((d) => d.get('by'))).toEqual(['demo-admin']);
    await admin.context.close();

    // The owner's page, untouched since submitting: the status turns approved and the bottom nav gains "My PGs".
    await page.locator('[data-testid="kyc-status"][data-status="approved"]').waitFor({ timeout: 20_000 });
    await bottomNav.getByRole('link', { name: 'My PGs' }).waitFor({ timeout: 20_000 });
    expect(page.url()).toContain('/verify-pg-lister');
    await screenshot(page, 'kyc-status-approved-360');
    expect((await adminAuth().getUser(uid)).customClaims?.role).toBe('pg_owner');
    expect(errors).toEqual([]);

    // Still the same session: the new owner lists a PG with 3 photos, an admin verifies it, a student finds it.
    const pgId = await listPgThroughWizard(page);
    const pin = await verifyListingAsAdmin(browser, pgId, (adminPage) => signIn(adminPage, demoDigits('demo-admin')));
    await studentFindsListing(browser, pgId, pin);
    // The live listing in "My PGs" links to its public page (issue #21).
    await gotoReady(page, '/manage-pg');
    const view = page.getByRole('link', { name: 'View public page' });
    await view.waitFor();
    expect(await view.getAttribute('href')).toBe(`/pg/${pgId}`);
    await screenshot(page, 'manage-pg-live-360');
    expect(errors).toEqual([]);
    await context.close();
  }, 360_000);

  test('the rejected status with the reason and resubmit, and the screens at 1280 px and 360 px', async () => {
    // A second applicant whose request was rejected (written as the Functions write it).
    const digits = '9123400002';
    const user = await adminAuth().createUser({ phoneNumber: `+91${digits}` });
    await adminDb()
      .collection('users')
      .doc(user.uid)
      .set({
        name: 'Sunita Meena',
        phone: `+91${digits}`,
        accountType: 'pg_owner_applicant',
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    await adminDb()
      .collection('kyc')
      .doc(user.uid)
      .set({
        uid: user.uid,
        status: 'rejected',
        rejectionReason: 'The photo is blurred; upload a sharper one.',
        nameOnId: 'Sunita Meena',
        idType: 'driving_licence',
        idCardPath: `id_cards/${user.uid}/1_dl.jpg`,
        idCardContentType: 'image/jpeg',
        bank: { accountHolderName: 'Sunita Meena', accountNumberLast4: '4321', ifsc: 'HDFC0001234' },
        consentVersion: KYC_CONSENT_VERSION,
        submittedAt: new Date(),
        decidedAt: new Date(),
        decidedBy: 'demo-admin',
        history: [],
      });

    for (const viewport of ['mobile', 'desktop'] as const) {
      const width = viewport === 'mobile' ? 360 : 1280;
      const { context, page } = await newPage(browser, viewport);
      context.setDefaultTimeout(30_000);
      await page.goto('/auth?redirect=%2Fverify-pg-lister');
      await signIn(page, digits);
      await page.waitForURL((url) => url.pathname === '/verify-pg-lister');
      await page.locator('[data-testid="kyc-status"][data-status="rejected"]').waitFor();
      await page.getByTestId('kyc-reason').getByText('The photo is blurred; upload a sharper one.').waitFor();
      await screenshot(page, `kyc-status-rejected-${width}`);
      await page.getByRole('button', { name: 'Fix and submit again' }).click();
      await page.getByLabel('Your name exactly as on the ID').waitFor();
      expect(await page.getByLabel('Your name exactly as on the ID').inputValue()).toBe('Sunita Meena');
      if (viewport === 'desktop') {
        await next(page);
        await page.getByLabel('Which ID will you upload?').click();
        await page.getByRole('option', { name: 'Masked Aadhaar' }).click();
        await screenshot(page, 'kyc-step-id-type-1280');
      }
      await context.close();
    }

    // The admin queue at 360 px (the rejected tab shows the reason).
    const admin = await newPage(browser, 'mobile');
    await admin.page.goto('/admin');
    await signIn(admin.page, demoDigits('demo-admin'));
    await admin.page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await admin.page.goto('/admin/pg-owners');
    await admin.page.getByText('Nothing here.').waitFor();
    await screenshot(admin.page, 'admin-pg-owners-empty-360');
    await admin.page.getByRole('tab', { name: 'Rejected' }).click();
    await admin.page.getByTestId('kyc-request').filter({ hasText: 'Sunita Meena' }).waitFor();
    await screenshot(admin.page, 'admin-pg-owners-rejected-360');
    await admin.context.close();
  }, 180_000);
});
