// Identity Platform blocking functions: an account whose phone number is not an Indian mobile number is
// never created and never signed in, whatever a client sends. In production the SMS region policy
// (scripts/deploy-auth-config.mjs) already stops codes going to other countries; these refuse the sign-in
// itself, including for accounts created before the policy. An account without a phone number (anonymous, email and
// password) is refused too, unless its session comes from a custom token, which only our own Admin SDK mints (tests and
// scripts). See docs/decisions/040-app-check-and-india-only-sign-in.md and 191-texts-to-unproven-numbers-and-phone-only-accounts.md.
import { HttpsError, beforeUserCreated, beforeUserSignedIn, type AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { isIndianMobileE164 } from '@kotastay/shared/phone';
import { config } from '../config';
import { applyGrantAtSignUp } from '../domain/users/role-grants';

export const NON_INDIAN_NUMBER_MESSAGE = 'KotaStay sign-in is for Indian mobile numbers (+91) only.';
export const PHONE_ONLY_MESSAGE = 'KotaStay sign-in is by mobile number (OTP) only.';

/** How the event's user signs in: 'phone', 'custom', 'anonymous', 'password', … ('' when the event does not say). */
export function signInMethod(event: Pick<AuthBlockingEvent, 'credential' | 'additionalUserInfo' | 'eventType'>): string {
  const fromType = /:([\w.-]+)$/.exec(event.eventType ?? '')?.[1];
  return event.credential?.signInMethod ?? event.additionalUserInfo?.providerId ?? fromType ?? '';
}

/**
 * Decision 040 and 191: an account needs an Indian mobile number, proved by an OTP. No number → refused (anonymous and
 * email/password sign-ups), unless the session comes from a custom token, which only our own Admin SDK mints.
 */
export function refuseNonIndianPhone(event: Pick<AuthBlockingEvent, 'data' | 'credential' | 'additionalUserInfo' | 'eventType'>): void {
  const phone = event.data?.phoneNumber;
  if (phone !== undefined && phone !== null) {
    if (!isIndianMobileE164(phone)) throw new HttpsError('permission-denied', NON_INDIAN_NUMBER_MESSAGE);
    return;
  }
  if (signInMethod(event) !== 'custom') throw new HttpsError('permission-denied', PHONE_ONLY_MESSAGE);
}

// The region is named here: index.ts's setGlobalOptions runs after this module is imported (imports are hoisted).
// At creation it also applies a role given to the number before its first sign-in (role_grants/{E164},
// functions/src/domain/users/role-grants.ts): the account is created with the role claim, no second sign-in needed.
export const indiaOnlyBeforeCreate = beforeUserCreated({ region: config.region }, async (event) => {
  refuseNonIndianPhone(event);
  const phone = event.data?.phoneNumber;
  const uid = event.data?.uid;
  if (!phone || !uid) return;
  const role = await applyGrantAtSignUp(uid, phone);
  return role ? { customClaims: { ...(event.data?.customClaims ?? {}), role } } : undefined;
});
export const indiaOnlyBeforeSignIn = beforeUserSignedIn({ region: config.region }, (event) => refuseNonIndianPhone(event));
