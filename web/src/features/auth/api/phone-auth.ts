// Adapter over Firebase phone sign-in: an invisible reCAPTCHA verifier, send a code, confirm it.
// In production the verifier is Google's reCAPTCHA; against the Auth emulator (lib/firebase.ts sets
// appVerificationDisabledForTesting) the same code runs with a stand-in and no SMS is sent.
import { RecaptchaVerifier, signInWithPhoneNumber, type ConfirmationResult } from 'firebase/auth';
import { loadFirebase } from '../../../lib/firebase';

export type PhoneAuthErrorKind = 'recaptcha' | 'send' | 'no_session' | 'verify';

export class PhoneAuthError extends Error {
  override readonly name = 'PhoneAuthError';
  constructor(
    readonly kind: PhoneAuthErrorKind,
    /** The provider's error code (e.g. auth/invalid-verification-code), when it gave one. */
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

export type PhoneAuth = {
  /** Sends a code to an E.164 number. A failure clears the bot-check challenge (SPEC §8). */
  send(phoneE164: string): Promise<void>;
  /** Confirms the code of the last send; signs the user in. */
  confirm(code: string): Promise<void>;
  hasPendingVerification(): boolean;
  /** 'Change Number': forget the pending verification. */
  clearPending(): void;
  dispose(): void;
};

const codeOf = (err: unknown): string | null =>
  typeof err === 'object' && err !== null && 'code' in err && typeof (err as { code: unknown }).code === 'string'
    ? (err as { code: string }).code
    : null;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Sets up the invisible verifier inside `container`; throws PhoneAuthError('recaptcha') when it cannot. */
export async function createPhoneAuth(container: HTMLElement): Promise<PhoneAuth> {
  let auth;
  try {
    ({ auth } = await loadFirebase());
  } catch (err) {
    throw new PhoneAuthError('recaptcha', codeOf(err), messageOf(err));
  }
  let verifier: RecaptchaVerifier | null = null;
  let confirmation: ConfirmationResult | null = null;
  let used = false;

  const makeVerifier = (): RecaptchaVerifier => {
    // A fresh element each time: a cleared verifier cannot be reused, and reCAPTCHA refuses an element twice.
    container.replaceChildren();
    const host = document.createElement('div');
    container.append(host);
    try {
      verifier = new RecaptchaVerifier(auth, host, { size: 'invisible' });
      used = false;
      return verifier;
    } catch (err) {
      throw new PhoneAuthError('recaptcha', codeOf(err), messageOf(err));
    }
  };
  makeVerifier();

  return {
    async send(phoneE164) {
      // A verifier serves one send: reusing it for a resend hangs (seen with the emulator's stand-in),
      // so a used one is cleared and replaced.
      if (verifier && used) {
        verifier.clear();
        verifier = null;
      }
      const current = verifier ?? makeVerifier();
      used = true;
      try {
        confirmation = await signInWithPhoneNumber(auth, phoneE164, current);
      } catch (err) {
        confirmation = null;
        current.clear();
        verifier = null;
        throw new PhoneAuthError('send', codeOf(err), messageOf(err));
      }
    },
    async confirm(code) {
      if (!confirmation) throw new PhoneAuthError('no_session', null, 'No pending verification');
      try {
        await confirmation.confirm(code);
        confirmation = null;
      } catch (err) {
        throw new PhoneAuthError('verify', codeOf(err), messageOf(err));
      }
    },
    hasPendingVerification: () => confirmation !== null,
    clearPending() {
      confirmation = null;
    },
    dispose() {
      verifier?.clear();
      verifier = null;
      confirmation = null;
    },
  };
}
