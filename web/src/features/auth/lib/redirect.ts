// Where a user goes after signing in (docs/requirements/sign-in-and-profiles.md#where-a-user-goes-after-sign-in) and which redirect targets are acceptable.
import { ROUTES } from '@kotastay/shared/routes';
import type { Role } from '@kotastay/shared/roles';
import type { AccountType } from '@kotastay/shared/schemas/user';
import { splitLanguagePath } from '@kotastay/shared/language';

/**
 * Only same-site paths: one leading '/', never '//' or '/\' (protocol-relative in browsers), no scheme,
 * no control characters. Anything else falls back to null, so /auth?redirect=https://evil.example is ignored.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || ch === '\\') return null;
  }
  // A redirect is a path inside the router, which already carries the reader's language (its basename): one given
  // with the Hindi prefix (/hi/bookings, from a link or a bookmark) is that page, not /hi/hi/bookings.
  const cut = value.search(/[?#]/);
  const path = `${splitLanguagePath(cut < 0 ? value : value.slice(0, cut)).path}${cut < 0 ? '' : value.slice(cut)}`;
  // Back to the sign-in screen would loop.
  if (path === ROUTES.auth || path.startsWith(`${ROUTES.auth}?`)) return null;
  return path;
}

export type ProfileStatus = 'none' | 'incomplete' | 'complete';

/** Pages that need a sign-in but no profile: a parent's view of their children's bookings (decision 150). */
export const needsNoProfile = (path: string): boolean => path === ROUTES.family || /^\/family[/?#]/.test(path);

/** docs/requirements/sign-in-and-profiles.md#where-a-user-goes-after-sign-in: a redirect to /family as it is (no profile needed); no profile → /setup-profile; verified pg_owner → /manage-pg; else redirect, default /dashboard. */
export function destinationAfterSignIn(args: {
  profileStatus: ProfileStatus;
  role: Role | null;
  pgListerVerified: boolean;
  redirect: string | null | undefined;
}): string {
  const redirect = safeRedirect(args.redirect);
  if (redirect && needsNoProfile(redirect)) return redirect;
  if (args.profileStatus !== 'complete') {
    return redirect ? `${ROUTES.setupProfile}?redirect=${encodeURIComponent(redirect)}` : ROUTES.setupProfile;
  }
  if (args.role === 'pg_owner' && args.pgListerVerified) return ROUTES.managePg;
  return redirect ?? ROUTES.dashboard;
}

/** The owner's pages "List Your PG" leads to (in either language); a redirect to one of them means "I own a PG". */
const OWNER_PATHS = [ROUTES.verifyPgLister, ROUTES.managePg, ROUTES.addPg, ROUTES.addPgNew, ROUTES.addPgOld];

/**
 * The account type /setup-profile pre-selects: the PG owner's when the user came from "List Your PG" (the redirect
 * is an owner's page, issue #21), else the student's.
 */
export function accountTypeForRedirect(redirect: string | null): AccountType {
  const path = (redirect ?? '').split(/[?#]/)[0]!.replace(/^\/hi(?=\/|$)/, '') || '/';
  return OWNER_PATHS.some((p) => path === p || path.startsWith(`${p}/`)) ? 'pg_owner_applicant' : 'student';
}
