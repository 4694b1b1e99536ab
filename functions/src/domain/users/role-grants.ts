// Roles given to a mobile number before its first sign-in (docs/decisions/100-admin-console-and-audit-log.md).
// A number that already has an account gets the role at once, through changeRole (claim, mirror, revocation,
// audit). Otherwise the grant waits in role_grants/{E164} until the beforeUserCreated blocking function applies it
// (applyGrantAtSignUp): the new account is created with the claim, its users/{uid} mirror says the same, and the
// grant is consumed. The role policy is shared/src/role-policy.ts, the same as for a role change.
import { logger } from '../../lib/log';
import type { Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { checkRoleGrant } from '@kotastay/shared/role-policy';
import { isRole, type Role } from '@kotastay/shared/roles';
import { RoleGrantDocSchema, type RoleGrantBody, type RoleGrantDoc, type RoleGrantResult } from '@kotastay/shared/schemas/role-grant';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { adminAuth, db } from '../../lib/admin';
import { listed, readAs, readList } from '../../lib/converter';
import { exportedDoc } from '../../lib/exported-doc';
import { recordStaffAction } from '../audit';
import { Conflict, Forbidden, NotFound, type Actor } from '../errors';
import { changeRole } from './users-service';
import { serverTime, usersCol } from './users-store';

export const roleGrantsCol = () => db().collection(COLLECTIONS.roleGrants);
/** A pending grant read through its schema (issue #23). */
const asRoleGrant = readAs(RoleGrantDocSchema);
const grantRef = (phone: string) => roleGrantsCol().doc(phone).withConverter(asRoleGrant);

const refuse = (verdict: ReturnType<typeof checkRoleGrant>) => {
  if (verdict.ok) return;
  throw verdict.kind === 'conflict' ? new Conflict(verdict.code, verdict.message) : new Forbidden(verdict.message, verdict.code);
};

/** The uid of the account on `phone`, or null when the number never signed in. */
async function uidOfPhone(phone: string): Promise<string | null> {
  try {
    return (await adminAuth().getUserByPhoneNumber(phone)).uid;
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

/** POST /api/admin/role-grants {phone, role}. Idempotent: the same grant again changes nothing and records nothing. */
export async function grantRoleToPhone(caller: Actor, body: RoleGrantBody, nowMs = Date.now()): Promise<RoleGrantResult> {
  refuse(checkRoleGrant(caller.role, null, body.role));
  const uid = await uidOfPhone(body.phone);
  if (uid) {
    // An account already exists: the role applies now, exactly as a change on the user (its own audit entry).
    const res = await changeRole(caller, uid, body.role);
    // A grant left over from before the account existed has no further use.
    await roleGrantsCol().doc(body.phone).delete();
    return { status: 'applied', phone: body.phone, uid, role: body.role, changed: res.changed };
  }
  return db().runTransaction(async (tx) => {
    const ref = roleGrantsCol().doc(body.phone);
    // A stored grant that does not match its schema grants nothing (applyGrantAtSignUp ignores it too): it is logged
    // and replaced by this one, not a 500.
    const [old = null] = listed([await tx.get(grantRef(body.phone))].filter((snap) => snap.exists));
    if (old?.role === body.role) return { status: 'pending', grant: old, changed: false };
    // Replacing a pending admin grant is changing an admin's role: the policy decides as for a user.
    if (old) refuse(checkRoleGrant(caller.role, old.role, body.role));
    const grant: RoleGrantDoc = {
      phone: body.phone,
      role: body.role,
      grantedBy: caller.uid,
      grantedByRole: caller.role ?? 'student',
      grantedAt: new Date(nowMs).toISOString(),
    };
    tx.set(ref, grant);
    recordStaffAction(tx, {
      actor: caller,
      action: 'role.granted_to_phone',
      targetType: 'role_grant',
      targetId: body.phone,
      summary: `Gave ${body.role} to ${body.phone} (applies at first sign-in)`,
      before: old ? { role: old.role } : null,
      after: { role: body.role },
      nowMs,
    });
    return { status: 'pending', grant, changed: true };
  });
}

/** GET /api/admin/role-grants: the pending grants, newest first. */
export async function listRoleGrants(): Promise<RoleGrantDoc[]> {
  // A list: a grant that does not match its schema is left out and logged, not the whole list refused.
  return readList(roleGrantsCol().orderBy('grantedAt', 'desc').limit(200), asRoleGrant);
}

/** DELETE /api/admin/role-grants/{E164}: takes a pending grant back (404 when there is none). */
export async function revokeRoleGrant(caller: Actor, phone: string, nowMs = Date.now()): Promise<void> {
  await db().runTransaction(async (tx) => {
    const ref = roleGrantsCol().doc(phone);
    const snap = await tx.get(grantRef(phone));
    if (!snap.exists) throw new NotFound('A pending role for this number', 'grant_not_found');
    // A grant that does not match its schema grants nothing; whoever may take grants back may clear it (logged).
    const [grant] = listed([snap]);
    if (grant) refuse(checkRoleGrant(caller.role, grant.role, null));
    const role = grant ? grant.role : 'a malformed grant';
    tx.delete(ref);
    recordStaffAction(tx, {
      actor: caller,
      action: 'role.grant_revoked',
      targetType: 'role_grant',
      targetId: phone,
      summary: `Took back ${role} from ${phone} before its first sign-in`,
      before: { role: grant ? grant.role : null },
      after: null,
      nowMs,
    });
  });
}

/**
 * At an account's creation (beforeUserCreated): the pending grant for its number, if any, is consumed in one
 * transaction that also writes the users/{uid} role mirror and an audit entry; the caller returns the role as the
 * new account's custom claim. The role-sync trigger then finds claim and mirror equal. Null when there is no grant.
 */
export async function applyGrantAtSignUp(uid: string, phone: string, nowMs = Date.now()): Promise<Role | null> {
  const role = await db().runTransaction(async (tx: Transaction) => {
    const ref = roleGrantsCol().doc(phone);
    // A grant that does not match its schema (a role no longer grantable, say) gives no role, as before: it is logged
    // and left, and the account is created without it (a sign-up is not refused for it).
    const [grant] = listed([await tx.get(grantRef(phone))]);
    if (!grant || !isRole(grant.role)) return null;
    tx.delete(ref);
    tx.set(
      usersCol().doc(uid),
      { role: grant.role, phone, createdAt: serverTime(), updatedAt: serverTime(), roleUpdatedAt: serverTime(), roleUpdatedBy: grant.grantedBy },
      { merge: true },
    );
    recordStaffAction(tx, {
      actor: 'system',
      action: 'role.grant_applied',
      targetType: 'user',
      targetId: uid,
      summary: `${phone} signed in for the first time and got ${grant.role} (given by ${grant.grantedBy})`,
      before: { role: null },
      after: { role: grant.role },
      nowMs,
    });
    return grant.role;
  });
  if (role) logger.info('Pending role applied at first sign-in', { uid, role });
  return role;
}

/** A role waiting for the number's first sign-in (a person's data export: docs/decisions/204-data-rights-in-the-app.md). */
export async function roleGrantDataOf(phone: string | null): Promise<ExportedDoc[]> {
  if (!phone) return [];
  const snap = await roleGrantsCol().doc(phone).get();
  return snap.exists ? [exportedDoc(snap)] : [];
}
