// The bank account change (docs/decisions/215-owner-earnings-and-payouts.md): the owner confirms it is them with a
// fresh OTP (Firebase reauthenticateWithPhoneNumber: the new ID token's auth_time is now), then PUT /api/owner/bank,
// which refuses a sign-in older than 5 minutes. The reCAPTCHA verifier is invisible and lives in `container`.
import { RecaptchaVerifier, reauthenticateWithPhoneNumber } from 'firebase/auth';
import type { BankChange } from '@kotastay/shared/schemas/earnings';
import { apiSend } from '../../../lib/api-client';
import { loadFirebase } from '../../../lib/firebase';

export type OtpStep = { confirm(code: string): Promise<void> };

/** Sends an OTP to the signed-in owner's own number; `confirm` re-verifies them with it. */
export async function sendFreshOtp(container: HTMLElement): Promise<OtpStep> {
  const { auth } = await loadFirebase();
  const user = auth.currentUser;
  if (!user?.phoneNumber) throw new Error('not signed in with a phone number');
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    const pending = await reauthenticateWithPhoneNumber(user, user.phoneNumber, verifier);
    return {
      async confirm(code: string) {
        await pending.confirm(code);
        await user.getIdToken(true);
      },
    };
  } finally {
    verifier.clear();
  }
}

export const changeBank = (body: BankChange & { accountNumberConfirm: string }) =>
  apiSend<{ holdUntil: string; accountLast4: string; ifsc: string }>('PUT', '/owner/bank', body);
