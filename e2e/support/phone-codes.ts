// The code the Auth emulator "sent" to a number (no SMS runs locally): its REST listing of verification codes.
import type { Page } from 'playwright-core';
import { PROJECT_ID, ports } from '../../test-utils/emulators';

/** The latest code sent to `phoneE164`; throws if none was sent. */
export async function emulatorCode(phoneE164: string): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${ports.auth}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`);
  const body = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  const code = body.verificationCodes.filter((c) => c.phoneNumber === phoneE164).at(-1)?.code;
  if (!code) throw new Error(`no verification code for ${phoneE164}`);
  return code;
}

/** Signs in on a phone sign-in screen that is already open (/auth, /team, /admin) with the emulator's code. */
export async function signInWithPhone(page: Page, digits: string): Promise<void> {
  await page.getByLabel('Mobile number').fill(digits);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByLabel('Verification code').waitFor();
  await page.getByLabel('Verification code').fill(await emulatorCode(`+91${digits}`));
  await page.getByRole('button', { name: 'Verify' }).click();
}
