// Who may give whom which role (pure, so every branch is unit-tested). Roles live in custom claims; the API
// enforces this policy on every change and the admin console offers exactly what it allows, from this one module.
import { ADMIN_ROLES, isAdminRole, isTeamRole, type Role } from './roles';

/** `forbidden`: the caller's role may not do this; `conflict`: nobody may, in this state (own role, pg_owner). */
export type RoleChangeVerdict =
  | { ok: true }
  | { ok: false; kind: 'forbidden' | 'conflict'; code: string; message: string };

const isTeamOrNone = (role: Role | null) => role === null || isTeamRole(role);

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
  if (!isAdminRole(callerRole)) {
    return { ok: false, kind: 'forbidden', code: 'forbidden', message: 'Only admins can change roles.' };
  }
  if (callerUid === targetUid) {
    return { ok: false, kind: 'conflict', code: 'own_role', message: 'You cannot change your own role. Ask another super admin.' };
  }
  if (newRole === 'pg_owner' || targetRole === 'pg_owner') {
    return {
      ok: false,
      kind: 'conflict',
      code: 'pg_owner_managed_by_verification',
      message: 'The PG owner role is granted and removed through owner verification, not here.',
    };
  }
  if (callerRole === 'super_admin') return { ok: true };
  if (!isTeamOrNone(targetRole)) {
    return { ok: false, kind: 'forbidden', code: 'forbidden', message: 'Only a super admin can change the role of an admin.' };
  }
  if (!isTeamOrNone(newRole)) {
    return { ok: false, kind: 'forbidden', code: 'forbidden', message: 'Only a super admin can make someone an admin.' };
  }
  return { ok: true };
}

/** Every role (or none) an admin console may offer; pg_owner is never set by hand. */
export const SETTABLE_ROLE_OPTIONS: readonly (Role | null)[] = [null, 'booking_team', 'movein_team', ...ADMIN_ROLES];

/** The roles `caller` may give `target` now (the target's current role excluded); empty = the row is locked. */
export function allowedRoleChanges(
  caller: { uid: string; role: Role | null },
  target: { uid: string; role: Role | null },
): (Role | null)[] {
  return SETTABLE_ROLE_OPTIONS.filter(
    (newRole) =>
      newRole !== target.role &&
      checkRoleChange({ callerUid: caller.uid, callerRole: caller.role, targetUid: target.uid, targetRole: target.role, newRole }).ok,
  );
}

/**
 * Giving `newRole` to a mobile number that has no account yet (role_grants/{E164}), or taking such a pending grant
 * back (`newRole` null, `targetRole` the grant's role): the same policy as a change on a user with that role.
 */
export function checkRoleGrant(callerRole: Role | null, targetRole: Role | null, newRole: Role | null): RoleChangeVerdict {
  return checkRoleChange({ callerUid: 'caller', callerRole, targetUid: 'a number without an account', targetRole, newRole });
}

/** The roles `callerRole` may give to a number before its first sign-in. */
export const grantableRolesFor = (callerRole: Role | null): Role[] =>
  SETTABLE_ROLE_OPTIONS.filter((r): r is Role => r !== null && checkRoleGrant(callerRole, null, r).ok);
