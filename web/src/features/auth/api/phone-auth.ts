// Adapter over Firebase phone sign-in: an invisible reCAPTCHA verifier, send a code, confirm it.
// In production the verifier is Google's reCAPTCHA; against the Auth emulator (lib/firebase.ts sets
// appVerificationDisabledForTesting) the same code runs with a stand-in and no SMS is sent.
import { RecaptchaVerifier, signInWithPhoneNumber, type ConfirmationResult } from 'firebase/auth';
import { loadFirebase } from '../../../lib/firebase';

export type PhoneAuthErrorKind = 'recaptcha' | 'send' | 'verify';

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

/**
 * One sent code waiting for its confirmation. It is the send's own result, so the component keeps it with
 * the state that shows the OTP step: whatever mounted, unmounted or set up meanwhile (React StrictMode
 * mounts twice on the dev server), the code is confirmed on the verification that sent it.
 */
export type PendingVerification = {
  readonly phoneE164: string;
  /** Confirms the code; signs the user in. A wrong code is a 'verify' error and the verification stays usable. */
  confirm(code: string): Promise<void>;
};

export type PhoneAuth = {
  /** Sends a code to an E.164 number. A failure clears the bot-check challenge (docs/requirements/errors-and-messages.md#sign-in-messages). */
  send(phoneE164: string): Promise<PendingVerification>;
  /** Clears the verifier this adapter created (on unmount). Pending verifications stay confirmable. */
  dispose(): void;
};

const codeOf = (err: unknown): string | null =>
  typeof err === 'object' && err !== null && 'code' in err && typeof (err as { code: unknown }).code === 'string'
    ? (err as { code: string }).code
    : null;
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Loads Firebase and returns an adapter whose invisible verifier lives inside `container`. The verifier is
 * made at send time, not here: nothing exists yet that a discarded mount could clear or leave behind.
 * Throws PhoneAuthError('recaptcha') when Firebase cannot be loaded.
 */
export async function createPhoneAuth(container: HTMLElement): Promise<PhoneAuth> {
  let auth;
  try {
    ({ auth } = await loadFirebase());
  } catch (err) {
    throw new PhoneAuthError('recaptcha', codeOf(err), messageOf(err));
  }
  let verifier: RecaptchaVerifier | null = null;

  const clearVerifier = () => {
    verifier?.clear();
    verifier = null;
  };
  const makeVerifier = (): RecaptchaVerifier => {
    // A fresh element each time: a cleared verifier cannot be reused, and reCAPTCHA refuses an element twice.
    container.replaceChildren();
    const host = document.createElement('div');
    container.append(host);
    try {
      verifier = new RecaptchaVerifier(auth, host, { size: 'invisible' });
      return verifier;
    } catch (err) {
      throw new PhoneAuthError('recaptcha', codeOf(err), messageOf(err));
    }
  };

  return {
    async send(phoneE164) {
      // A verifier serves one send: reusing it for a resend hangs (seen with the emulator's stand-in),
      // so each send clears the last one and gets its own.
      clearVerifier();
      const current = makeVerifier();
      let confirmation: ConfirmationResult;
      try {
        confirmation = await signInWithPhoneNumber(auth, phoneE164, current);
      } catch (err) {
        if (verifier === current) clearVerifier();
        throw new PhoneAuthError('send', codeOf(err), messageOf(err));
      }
      return {
        phoneE164,
        async confirm(code) {
          try {
            await confirmation.confirm(code);
          } catch (err) {
            throw new PhoneAuthError('verify', codeOf(err), messageOf(err));
          }
        },
      };
    },
    dispose: clearVerifier,
  };
}
