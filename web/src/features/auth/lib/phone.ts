// docs/requirements/sign-in-and-profiles.md#phone-number-rules phone and OTP rules as pure functions (unit-tested; the screens only call these).
import { COUNTRY_CODE, OTP_LENGTH, PHONE_LENGTH } from '@kotastay/shared/constants';
import { isIndianMobileDigits } from '@kotastay/shared/phone';

/**
 * What the 10-digit field keeps from typed or pasted text: digits only, at most 10. A pasted
 * '+91 98765 43210', '09876543210' or '919876543210' becomes '9876543210'.
 */
export function normalisePhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  const hadPlus = raw.trim().startsWith('+');
  if (digits.length > PHONE_LENGTH) {
    if ((hadPlus || digits.length === PHONE_LENGTH + 2) && digits.startsWith('91')) digits = digits.slice(2);
    else if (digits.length === PHONE_LENGTH + 1 && digits.startsWith('0')) digits = digits.slice(1);
  }
  return digits.slice(0, PHONE_LENGTH);
}

/** Ten digits of an Indian mobile number (starting 6–9): sign-in is India-only, and the server refuses others too. */
export const isCompletePhone = (digits: string) => isIndianMobileDigits(digits);

/** '9876543210' → '+919876543210' (trimmed, with the +91 prefix). */
export const toE164 = (digits: string) => `${COUNTRY_CODE}${digits.trim()}`;

/** '+919876543210' → '+91 98765 43210', the way people read Indian mobile numbers. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  const m = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return m ? `+91 ${m[1]} ${m[2]}` : e164;
}

export const normaliseOtpInput = (raw: string) => raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
export const isCompleteOtp = (code: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code);
