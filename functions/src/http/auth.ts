// Bearer ID-token authentication. The only identity the API trusts is a verified Firebase ID token;
// X-User-ID and the team-mode headers (docs/requirements/api-conventions.md#request-conventions) are accepted for compatibility and never trusted.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { isIndianMobileE164 } from '@kotastay/shared/phone';
import { ADMIN_ROLES, isRole, type Role } from '@kotastay/shared/roles';
import type { Actor } from '../domain/errors';
import { hasCurrentRole } from '../domain/kyc/staff';
import { adminAuth } from '../lib/admin';
import { forbidden, unauthenticated } from './http-error';

/** The domain's Actor plus what only the HTTP layer needs. */
export type Caller = Actor & { phoneNumber: string | null; token: DecodedIdToken };

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

/**
 * Which ID tokens open the API (decision 191): a phone sign-in (`firebase.sign_in_provider` 'phone') on an Indian
 * mobile number, or a session from a custom token — minted only by our own Admin SDK with the service account
 * (tests, operators' scripts; the product mints none) — whose number, when it carries one, is Indian too. Anonymous,
 * email/password and every other provider are refused: each per-account limit assumes one OTP per account.
 */
export function acceptedToken(token: Pick<DecodedIdToken, 'phone_number' | 'firebase'>): boolean {
  const provider = token.firebase?.sign_in_provider;
  const phone = token.phone_number;
  if (provider === 'phone') return phone !== undefined && isIndianMobileE164(phone);
  if (provider === 'custom') return phone === undefined || isIndianMobileE164(phone);
  return false;
}

async function verify(req: Request): Promise<Caller | null> {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) return null;
  try {
    // checkRevoked: a role change revokes sessions, which must take effect at once.
    const token = await adminAuth().verifyIdToken(match[1], true);
    // Sign-in is phone-only and India-only (auth/india-only-sign-in.ts); an older account on another country's
    // number, or an anonymous or email account made before the blocking functions refused them, is refused here too.
    if (!acceptedToken(token)) return null;
    return { uid: token.uid, role: isRole(token.role) ? token.role : null, phoneNumber: token.phone_number ?? null, token };
  } catch {
    return null;
  }
}

/** Attaches req.caller when a valid token is present; never rejects. */
export const optionalAuth: RequestHandler = (req, _res, next) => {
  verify(req).then((caller) => {
    if (caller) req.caller = caller;
    next();
  }, next);
};

/** 401 without a valid token; 403 unless the caller has one of `roles` (when given). */
export function requireAuth(...roles: Role[]): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    verify(req).then((caller) => {
      if (!caller) return next(unauthenticated());
      if (roles.length && (!caller.role || !roles.includes(caller.role))) return next(forbidden());
      req.caller = caller;
      next();
    }, next);
  };
}

export const requireAdmin = () => requireAuth(...ADMIN_ROLES);

/**
 * A role claim among `roles` (admins always included) AND users/{uid}.role still agreeing, as the rules'
 * isCurrentRole(): a demoted staff member's or owner's unexpired token opens nothing, even before the role-sync
 * trigger has revoked it. One read, for routes that grant or change something.
 */
export function requireCurrentRole(...roles: Role[]): RequestHandler[] {
  const allowed: Role[] = [...new Set<Role>([...roles, ...ADMIN_ROLES])];
  return [
    requireAuth(...allowed),
    (req, _res, next) => {
      hasCurrentRole(callerOf(req), allowed).then((ok) => next(ok ? undefined : forbidden()), next);
    },
  ];
}

/** A current admin or super_admin (decision 030). */
export const requireCurrentAdmin = (): RequestHandler[] => requireCurrentRole();

/**
 * A current pg_owner, and ONLY an owner: admins are not let in (owner routes act on the caller's own listings,
 * and staff cannot be owners). A demoted owner's unexpired token is refused.
 */
export const requireCurrentOwner = (): RequestHandler[] => [
  requireAuth('pg_owner'),
  (req, _res, next) => {
    hasCurrentRole(callerOf(req), ['pg_owner']).then((ok) => next(ok ? undefined : forbidden()), next);
  },
];

/** The authenticated caller of a route behind requireAuth. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw unauthenticated();
  return req.caller;
}
