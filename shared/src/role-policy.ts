// Who may give whom which role (pure, so every branch is unit-tested). Roles live in custom claims;
// this is the only place that decides a change through the API is allowed.
import type { Role } from '@kotastay/shared/roles';

export type RoleChangeVerdict =
  | { ok: true }
  | { ok: false; status: 403 | 409; code: string; message: string };

const TEAM_OR_NONE: ReadonlyArray<Role | null> = ['booking_team', 'movein_team', null];

/**
 * - super_admin: any settable role (admin, super_admin, team roles) or none, for anyone but a pg_owner.
 * - admin: only team roles or none, and only for users who are not admins/super_admins.
 * - pg_owner comes from owner verification, so it is neither granted nor taken away here.
 * - Nobody changes their own role (a super_admin cannot lock the product out by accident).
 */
export function checkRoleChange(args: {
  callerUid: string;
  callerRole: Role | null;
  targetUid: string;
  targetRole: Role | null;
  newRole: Role | null;
}): RoleChangeVerdict {
  const { callerUid, callerRole, targetUid, targetRole, newRole } = args;
  if (callerRole !== 'admin' && callerRole !== 'super_admin') {
    return { ok: false, status: 403, code: 'forbidden', message: 'Only admins can change roles.' };
  }
  if (callerUid === targetUid) {
    return { ok: false, status: 409, code: 'own_role', message: 'You cannot change your own role. Ask another super admin.' };
  }
  if (newRole === 'pg_owner' || targetRole === 'pg_owner') {
    return {
      ok: false,
      status: 409,
      code: 'pg_owner_managed_by_verification',
      message: 'The PG owner role is granted and removed through owner verification, not here.',
    };
  }
  if (callerRole === 'super_admin') return { ok: true };
  if (!TEAM_OR_NONE.includes(targetRole)) {
    return { ok: false, status: 403, code: 'forbidden', message: 'Only a super admin can change the role of an admin.' };
  }
  if (!TEAM_OR_NONE.includes(newRole)) {
    return { ok: false, status: 403, code: 'forbidden', message: 'Only a super admin can make someone an admin.' };
  }
  return { ok: true };
}
