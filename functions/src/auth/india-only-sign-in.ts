// Identity Platform blocking functions: an account whose phone number is not an Indian mobile number is
// never created and never signed in, whatever a client sends. In production the SMS region policy
// (scripts/deploy-auth-config.mjs) already stops codes going to other countries; these refuse the sign-in
// itself, including for accounts created before the policy. Users without a phone number only come from
// our own Admin SDK (custom tokens in tests and scripts) and pass. See docs/decisions/040-app-check-and-india-only-sign-in.md.
import { HttpsError, beforeUserCreated, beforeUserSignedIn, type AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { isIndianMobileE164 } from '@kotastay/shared/phone';
import { config } from '../config';
import { applyGrantAtSignUp } from '../domain/users/role-grants';

export const NON_INDIAN_NUMBER_MESSAGE = 'KotaStay sign-in is for Indian mobile numbers (+91) only.';

export function refuseNonIndianPhone(event: Pick<AuthBlockingEvent, 'data'>): void {
  const phone = event.data?.phoneNumber;
  if (phone !== undefined && phone !== null && !isIndianMobileE164(phone)) {
    throw new HttpsError('permission-denied', NON_INDIAN_NUMBER_MESSAGE);
  }
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
