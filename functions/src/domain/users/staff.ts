// Who counts as staff and whether a role is still current (KYC decisions, the booking desks, the API's guards). An admin claim counts only while users/{uid}.role still says the
// same: a demoted admin keeps the old claim in any unexpired ID token, while the mirror changes at once
// (the same check firestore.rules makes with isCurrentAdmin()).
import { ADMIN_ROLES, TEAM_ROLES, type Role } from '@kotastay/shared/roles';
import type { Actor } from '../errors';
import { userDocRef } from './users-store';

const STAFF: readonly Role[] = [...ADMIN_ROLES, ...TEAM_ROLES];
/** Admins and team members run the marketplace; they cannot also be owners on it (conflict of interest). */
export const isStaffRole = (role: unknown): boolean => STAFF.includes(role as Role);

/**
 * The actor's role claim is one of `roles` AND users/{uid}.role still says the same (the rules' isCurrentRole()):
 * a demoted staff member's or owner's unexpired token counts for nothing. One read, none without a matching claim.
 */
export async function hasCurrentRole(actor: Actor, roles: readonly Role[]): Promise<boolean> {
  if (!actor.role || !roles.includes(actor.role)) return false;
  const snap = await userDocRef(actor.uid).get();
  return snap.get('role') === actor.role;
}

export const isCurrentAdmin = (actor: Actor): Promise<boolean> => hasCurrentRole(actor, ADMIN_ROLES);
