// Reading users and changing roles. Roles live in custom claims (authoritative) and are mirrored to
// users/{uid}.role; the claim is always written first, so the role-sync trigger sees the two agree.
import { logger } from '../../lib/log';
import { isAdminRole, type Role } from '@kotastay/shared/roles';
import type { UserResponse } from '@kotastay/shared/schemas/user';
import { Conflict, Forbidden, NotFound, type Actor } from '../errors';
import { db } from '../../lib/admin';
import { recordStaffAction } from '../audit';
import { checkRoleChange } from '@kotastay/shared/role-policy';
import { authUser, claimRole, revokeSessions, serverTime, toUserResponse, userRef, usersCol, writeRoleClaim } from './users-store';


/** GET /api/users/firebase/{uid}: the user themself or an admin. */
export async function getUserFor(caller: Actor, uid: string): Promise<UserResponse> {
  if (caller.uid !== uid && !isAdminRole(caller.role)) throw new Forbidden();
  const ref = userRef(uid);
  const snap = ref ? await ref.get() : null;
  if (!snap?.exists) throw new NotFound('User');
  return toUserResponse(snap);
}

const SEARCH_LIMIT = 50;

/** Admin console search: phone-number prefix ('98765', '+9198765', '9876543210'), or the newest users. */
export async function searchUsers(phoneQuery: string | undefined): Promise<UserResponse[]> {
  const digits = (phoneQuery ?? '').replace(/\D/g, '');
  let query;
  if (!digits) {
    query = usersCol().orderBy('createdAt', 'desc').limit(SEARCH_LIMIT);
  } else {
    // Stored numbers are +91XXXXXXXXXX: a query typed with the country code already has the 91.
    const prefix = digits.length > 10 && digits.startsWith('91') ? `+${digits}` : `+91${digits}`;
    query = usersCol().orderBy('phone').startAt(prefix).endAt(`${prefix}\uf8ff`).limit(SEARCH_LIMIT);
  }
  const snap = await query.get();
  return snap.docs.map(toUserResponse);
}

export type RoleChangeResult = { uid: string; role: Role | null; changed: boolean };

/**
 * PUT /api/users/{uid}/role. Idempotent: repeating a request leaves the same state and does not end the
 * user's sessions again. The Firestore transaction serialises concurrent changes to the same user.
 */
export async function changeRole(caller: Actor, uid: string, newRole: Role | null): Promise<RoleChangeResult> {
  const ref = userRef(uid);
  if (!ref) throw new NotFound('User');
  let changed = false;
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const user = await authUser(uid);
    if (!user) throw new NotFound('User');
    const current = claimRole(user);
    const verdict = checkRoleChange({ callerUid: caller.uid, callerRole: caller.role, targetUid: uid, targetRole: current, newRole });
    if (!verdict.ok) {
      throw verdict.kind === 'conflict' ? new Conflict(verdict.code, verdict.message) : new Forbidden(verdict.message, verdict.code);
    }
    changed = current !== newRole;
    if (changed) {
      recordStaffAction(tx, {
        actor: caller,
        action: 'role.changed',
        targetType: 'user',
        targetId: uid,
        summary: `Changed the role of ${user.phoneNumber ?? uid} from ${current ?? 'student'} to ${newRole ?? 'student'}`,
        before: { role: current },
        after: { role: newRole },
      });
    }
    // Claim first: the trigger compares the document with the claim and must find them equal.
    if (changed) await writeRoleClaim(user, newRole);
    tx.set(
      ref,
      {
        role: newRole,
        ...(snap.exists ? {} : { phone: user.phoneNumber ?? null, createdAt: serverTime() }),
        updatedAt: serverTime(),
        roleUpdatedAt: serverTime(),
        roleUpdatedBy: caller.uid,
      },
      { merge: true },
    );
  });
  if (changed) {
    await revokeSessions(uid);
    logger.info('Role changed through the API', { uid, role: newRole, by: caller.uid });
  }
  return { uid, role: newRole, changed };
}
