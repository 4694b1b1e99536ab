// The signed-in user's profile is read live from Firestore with reactfire (issue #7 §4): a change to
// users/{uid} (here written by the server, as a role change or an owner verification would be) shows on the
// open screen without a reload, and signing out and back in as the same user in the same tab reads the
// profile afresh (reactfire keeps a refused listener cached; the session forgets it at sign-out).
import type { Browser, Page } from 'playwright-core';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { adminAuth, adminDb } from '../test-utils/admin';
import { PROJECT_ID, ports } from '../test-utils/emulators';
import { launch, newPage } from './support/browser';

const UID = 'e2e-live-profile';
const DIGITS = '9111100001';
let browser: Browser;

beforeAll(async () => {
  await adminAuth()
    .deleteUser(UID)
    .catch(() => undefined);
  await adminAuth().createUser({ uid: UID, phoneNumber: `+91${DIGITS}` });
  const now = Timestamp.now();
  await adminDb().collection('users').doc(UID).set({
    phone: `+91${DIGITS}`,
    name: 'Ria Sharma',
    accountType: 'student',
    // 19 years old: an adult, so no parent's consent is asked (decision 203).
    birthDate: '2007-04-12',
    exam: 'JEE',
    coachingId: 'allen',
    gender: 'female',
    createdAt: now,
    updatedAt: now,
  });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Mobile number').fill(DIGITS);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Verification code').waitFor();
  const res = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const body = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const code = body.verificationCodes.filter((c) => c.phoneNumber === `+91${DIGITS}`).at(-1)?.code;
  if (!code) throw new Error('no verification code');
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
}

describe('live profile', () => {
  test('a server-side change to users/{uid} shows without a reload; sign out and in again reads it afresh', async () => {
    const { context, page } = await newPage(browser, 'mobile');
    await signIn(page);
    await page.getByRole('heading', { name: 'Namaste, Ria Sharma' }).waitFor();

    await adminDb().collection('users').doc(UID).update({ name: 'Ria S. Sharma', updatedAt: Timestamp.now() });
    await page.getByRole('heading', { name: 'Namaste, Ria S. Sharma' }).waitFor({ timeout: 10_000 });

    // Signing out ends with a fresh page load of home: wait for it before signing in again.
    const freshPage = page.waitForEvent('load', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await freshPage;
    expect(new URL(page.url()).pathname).toBe('/');
    await signIn(page);
    await page.getByRole('heading', { name: 'Namaste, Ria S. Sharma' }).waitFor();
    await context.close();
  });
});
