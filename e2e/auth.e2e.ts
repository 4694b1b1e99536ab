// Phone sign-in end to end in Chromium, through the Hosting emulator and the Auth emulator (which keeps
// the codes it "sends" at a REST endpoint). Covers issue #3's "Must show" list.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminAuth, adminDb } from '../test-utils/admin';
import { PROJECT_ID, clearAuth, clearFirestore, ports } from '../test-utils/emulators';
import { seedCatalogue } from '../scripts/seed/catalogue';
import { DEMO_ACCOUNTS, seedUsers } from '../scripts/seed/users';
import { baseUrl, launch, newPage, screenshot } from './support/browser';

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

const demo = (uid: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.uid === uid);
  if (!account) throw new Error(`no demo account ${uid}`);
  return account.phone.slice(3);
};

/** The newest code the Auth emulator "sent" to this number. */
async function emulatorCode(phoneE164: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const body = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const mine = body.verificationCodes.filter((c) => c.phoneNumber === phoneE164);
  const code = mine.at(-1)?.code;
  if (!code) throw new Error(`no verification code for ${phoneE164}`);
  return code;
}

const phoneField = (page: Page) => page.getByLabel('Mobile number');
const otpField = (page: Page) => page.getByLabel('Verification code');
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send OTP' });
const verifyButton = (page: Page) => page.getByRole('button', { name: 'Verify' });

async function requestCode(page: Page, digits: string): Promise<string> {
  await phoneField(page).fill(digits);
  await sendButton(page).click();
  await page.getByText('OTP Sent').waitFor();
  await otpField(page).waitFor();
  return emulatorCode(`+91${digits}`);
}

async function signIn(page: Page, digits: string): Promise<void> {
  const code = await requestCode(page, digits);
  await otpField(page).fill(code);
  await verifyButton(page).click();
}

describe('/auth', () => {
  test('9 digits keep Send OTP disabled; the field takes digits only and at most 10', async () => {
    for (const viewport of ['mobile', 'desktop'] as const) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto('/auth');
      await page.getByRole('heading', { name: 'Welcome to KotaStay' }).waitFor();
      await page.getByText('Sign in or sign up with your mobile number').waitFor();
      await phoneField(page).fill('987654321');
      expect(await sendButton(page).isDisabled()).toBe(true);
      await phoneField(page).pressSequentially('0');
      expect(await sendButton(page).isEnabled()).toBe(true);
      await phoneField(page).pressSequentially('99a');
      expect(await phoneField(page).inputValue()).toBe('9876543210');
      // Benefits panel: large screens only.
      expect(await page.getByText('Team-verified PGs').isVisible()).toBe(viewport === 'desktop');
      expect(await page.getByRole('link', { name: 'Terms', exact: true }).getAttribute('href')).toBe('/terms');
      expect(await page.getByRole('link', { name: 'Privacy Policy', exact: true }).first().getAttribute('href')).toBe('/privacy');
      await screenshot(page, `auth-number-step-${viewport === 'mobile' ? 360 : 1280}`);
      await context.close();
    }
  });

  test('a new user: wrong code → Verification Failed; Change Number clears the code; then /setup-profile and on to the redirect', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    const digits = '9123456780';
    await page.goto('/auth?redirect=%2Fsaved');
    const code = await requestCode(page, digits);
    await page.getByText('Code sent to +91 91234 56780').waitFor();
    await page.getByText('Resend code in', { exact: false }).waitFor();

    // Wrong code.
    const wrong = code === '000000' ? '111111' : '000000';
    await otpField(page).fill(wrong);
    await verifyButton(page).click();
    await page.getByText('Verification Failed').waitFor();
    await page.getByText('Invalid verification code').waitFor();
    expect(page.url()).toContain('/auth');

    // Change Number returns to the number step and clears the code.
    await otpField(page).fill('12345');
    expect(await verifyButton(page).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Change Number' }).click();
    await phoneField(page).waitFor();
    expect(await phoneField(page).inputValue()).toBe(digits);
    const code2 = await requestCode(page, digits);
    expect(await otpField(page).inputValue()).toBe('');
    await screenshot(page, 'auth-otp-step-360');

    await otpField(page).fill(code2);
    await verifyButton(page).click();
    await page.getByText('Verification Successful').waitFor();
    await page.waitForURL((url) => url.pathname === '/setup-profile' && url.searchParams.get('redirect') === '/saved');
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
    await page.getByText('Loading coachings…').waitFor({ state: 'detached' });
    await screenshot(page, 'setup-profile-360');

    // Saving with no name shows the inline error and keeps what was entered.
    await page.getByLabel('NEET').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Enter your name (at least 2 letters).').waitFor();
    expect(await page.getByLabel('NEET').isChecked()).toBe(true);

    await page.getByLabel('Full name').fill('Kavya Singh');
    await page.getByLabel('Coaching').click();
    await page.getByRole('option', { name: /^Allen/ }).first().click();
    await page.getByLabel('Female').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL((url) => url.pathname === '/saved');

    // The document holds exactly what the user may write, and no role or flags.
    const user = await adminAuth().getUserByPhoneNumber(`+91${digits}`);
    const doc = (await adminDb().collection('users').doc(user.uid).get()).data();
    expect(doc).toMatchObject({ name: 'Kavya Singh', exam: 'NEET', coachingId: 'allen', gender: 'female', phone: `+91${digits}` });
    expect(doc).not.toHaveProperty('role');
    expect(doc).not.toHaveProperty('isVerifiedPgOwner');
    await context.close();
  });

  test('setup-profile and the OTP step at 1280 px', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto('/auth');
    await requestCode(page, '9123456781');
    await screenshot(page, 'auth-otp-step-1280');
    await otpField(page).fill(await emulatorCode('+919123456781'));
    await verifyButton(page).click();
    await page.waitForURL((url) => url.pathname === '/setup-profile');
    await page.getByLabel('Coaching').waitFor();
    await page.getByText('Loading coachings…').waitFor({ state: 'detached' });
    await screenshot(page, 'setup-profile-1280');
    await context.close();
  });

  test('a returning student with a complete profile goes to /dashboard', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto('/auth');
    await signIn(page, demo('demo-student'));
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { name: 'Namaste, Aarav Gupta' }).waitFor();
    // Sign out: home, and a later visit to a signed-in screen asks to sign in again.
    // The sign-out ends with a fresh page load of home (after deleting the device's copies): wait for it, or the
    // next navigation races it and is aborted.
    const freshPage = page.waitForEvent('load', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await freshPage;
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/dashboard');
    await context.close();
  });

  test('a verified PG owner goes to /manage-pg, whatever the redirect says', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto('/auth?redirect=%2Fsaved');
    await signIn(page, demo('demo-pg-owner'));
    await page.waitForURL((url) => url.pathname === '/manage-pg');
    await context.close();
  });

  test('an absolute or protocol-relative redirect is ignored', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto('/auth?redirect=%2F%2Fevil.example%2Fx');
    await signIn(page, demo('demo-student-neet'));
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).host).toBe(new URL(baseUrl).host);
    await context.close();
  });
});

describe('guards', () => {
  test('a signed-out visitor of /saved is sent to /auth with the redirect', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto('/saved');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('redirect') === '/saved');
    await context.close();
  });

  test('forged team keys in localStorage open no /team/booking data', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await context.addInitScript(() => {
      localStorage.setItem('teamAuth', 'true');
      localStorage.setItem('teamSessionId', 'forged-session');
      localStorage.setItem('teamRole', 'booking_team');
      localStorage.setItem('teamUserId', 'demo-booking-team');
    });
    const apiAnswers: number[] = [];
    page.on('response', (res) => {
      // The App Check issuer (emulators only) hands out attestation tokens, not data.
      if (res.url().includes('/api/') && !res.url().includes('/api/app-check/')) apiAnswers.push(res.status());
    });
    await page.goto('/team/booking');
    await page.waitForURL((url) => url.pathname === '/team');
    await page.getByRole('heading', { name: 'KotaStay team' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Booking desk' }).count()).toBe(0);
    // No API call answered with data for the forged session.
    expect(apiAnswers.filter((s) => s === 200)).toEqual([]);
    await context.close();
  });

  test('a booking team member signs in at /team and reaches /team/booking; the compatibility keys are written', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto('/team');
    await signIn(page, demo('demo-booking-team'));
    await page.waitForURL((url) => url.pathname === '/team/booking');
    expect(await page.evaluate(() => [localStorage.getItem('teamAuth'), localStorage.getItem('teamRole')])).toEqual(['true', 'booking_team']);
    // The move-in desk needs the movein_team claim; the stored keys do not matter.
    await page.evaluate(() => localStorage.setItem('teamRole', 'movein_team'));
    await page.goto('/team/movein');
    await page.waitForURL((url) => url.pathname === '/team');
    await context.close();
  });

  test('an admin reaches /admin/dashboard and changes a role there', async () => {
    const { context, page } = await newPage(browser, 'desktop');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'KotaStay admin' }).waitFor();
    await signIn(page, demo('demo-admin'));
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    await page.getByRole('heading', { name: 'Admin console' }).waitFor();
    await page.getByLabel('Search by phone').fill('9000000002');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByTestId('admin-user-row').filter({ hasText: 'Priya Yadav' });
    await row.waitFor();
    await row.getByLabel('Role').click();
    // An admin is offered team roles only.
    expect(await page.getByRole('option', { name: 'Admin', exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: 'Move-in team' }).click();
    await row.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Role updated').waitFor();
    expect((await adminAuth().getUser('demo-student-neet')).customClaims?.role).toBe('movein_team');
    await screenshot(page, 'admin-dashboard-1280');
    await context.close();
  });

  test('a student does not reach /admin/dashboard', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin');
    await signIn(page, demo('demo-student'));
    await page.getByText('Not authorised').waitFor();
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByText('Not authorised').waitFor();
    expect(await page.getByRole('heading', { name: 'Admin console' }).count()).toBe(0);
    await context.close();
  });
});
