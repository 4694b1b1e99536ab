// Who counts as staff for KYC decisions. An admin claim counts only while users/{uid}.role still says the
// same: a demoted admin keeps the old claim in any unexpired ID token, while the mirror changes at once
// (the same check firestore.rules makes with isCurrentAdmin()).
import { ADMIN_ROLES, TEAM_ROLES, type Role } from '@kotastay/shared/roles';
import { userDocRef } from './kyc-store';

export type Actor = { uid: string; role: Role | null };

const STAFF: readonly Role[] = [...ADMIN_ROLES, ...TEAM_ROLES];
/** Admins and team members run the marketplace; they cannot also be owners on it (conflict of interest). */
export const isStaffRole = (role: unknown): boolean => STAFF.includes(role as Role);

export async function isCurrentAdmin(actor: Actor): Promise<boolean> {
  if (actor.role !== 'admin' && actor.role !== 'super_admin') return false;
  const snap = await userDocRef(actor.uid).get();
  return snap.get('role') === actor.role;
}
