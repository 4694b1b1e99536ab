// Reading users and changing roles. Roles live in custom claims (authoritative) and are mirrored to
// users/{uid}.role; the claim is always written first, so the role-sync trigger sees the two agree.
import { logger } from 'firebase-functions';
import type { Role } from '@kotastay/shared/roles';
import type { UserResponse } from '@kotastay/shared/schemas/user';
import type { Caller } from '../../http/auth';
import { HttpError, forbidden, notFoundError } from '../../http/http-error';
import { db } from '../../lib/admin';
import { checkRoleChange } from './role-policy';
import { authUser, claimRole, revokeSessions, serverTime, toUserResponse, userRef, usersCol, writeRoleClaim } from './users-store';

const isAdminCaller = (caller: Caller) => caller.role === 'admin' || caller.role === 'super_admin';

/** GET /api/users/firebase/{uid}: the user themself or an admin. */
export async function getUserFor(caller: Caller, uid: string): Promise<UserResponse> {
  if (caller.uid !== uid && !isAdminCaller(caller)) throw forbidden();
  const ref = userRef(uid);
  const snap = ref ? await ref.get() : null;
  if (!snap?.exists) throw notFoundError('User');
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
export async function changeRole(caller: Caller, uid: string, newRole: Role | null): Promise<RoleChangeResult> {
  const ref = userRef(uid);
  if (!ref) throw notFoundError('User');
  let changed = false;
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const user = await authUser(uid);
    if (!user) throw notFoundError('User');
    const current = claimRole(user);
    const verdict = checkRoleChange({ callerUid: caller.uid, callerRole: caller.role, targetUid: uid, targetRole: current, newRole });
    if (!verdict.ok) throw new HttpError(verdict.status, verdict.code, verdict.message);
    changed = current !== newRole;
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
