// The only users module that touches firebase-admin: documents ↔ API shape, custom claims, revocation.
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { isRole, type Role } from '@kotastay/shared/roles';
import { AccountTypeSchema, GenderSchema, UserExamSchema, type UserDoc, type UserResponse } from '@kotastay/shared/schemas/user';
import { adminAuth, db } from '../../lib/admin';

export const usersCol = () => db().collection(COLLECTIONS.users);

/** Firebase uids are 1–128 characters without '/'; anything else is answered 404 before reaching Firestore. */
export function userRef(uid: string): DocumentReference | null {
  return /^[A-Za-z0-9_-]{1,128}$/.test(uid) ? usersCol().doc(uid) : null;
}

const iso = (value: unknown): string | null => (value instanceof Timestamp ? value.toDate().toISOString() : null);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const pick = <T>(schema: { safeParse: (v: unknown) => { success: boolean; data?: T } }, value: unknown): T | undefined => {
  const r = schema.safeParse(value);
  return r.success ? r.data : undefined;
};

// Explicit field list: audit fields (roleUpdatedBy …) and anything unexpected stay server-side.
export function toUserDoc(snap: DocumentSnapshot): UserDoc {
  const d = snap.data() ?? {};
  const bank = d.bankDetails as UserDoc['bankDetails'] | undefined;
  return {
    uid: snap.id,
    phone: str(d.phone) ?? null,
    name: str(d.name),
    role: isRole(d.role) ? d.role : null,
    accountType: pick(AccountTypeSchema, d.accountType),
    exam: pick(UserExamSchema, d.exam),
    coachingId: str(d.coachingId),
    branchId: str(d.branchId),
    gender: pick(GenderSchema, d.gender),
    parentPhone: str(d.parentPhone),
    idCardPath: str(d.idCardPath),
    bankDetails: bank && typeof bank === 'object' ? bank : undefined,
    isVerifiedPgOwner: d.isVerifiedPgOwner === true,
    pgListerVerified: d.pgListerVerified === true,
    canListPG: d.canListPG === true,
    createdAt: iso(d.createdAt),
    updatedAt: iso(d.updatedAt),
  };
}

export function toUserResponse(snap: DocumentSnapshot): UserResponse {
  const doc = toUserDoc(snap);
  return { ...doc, pg_lister_verified: doc.pgListerVerified };
}

/** The Auth user, or null when there is none with that uid. */
export async function authUser(uid: string): Promise<UserRecord | null> {
  try {
    return await adminAuth().getUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return null;
    throw err;
  }
}

export const claimRole = (user: UserRecord): Role | null => {
  const role: unknown = user.customClaims?.role;
  return isRole(role) ? role : null;
};

/** Sets (or removes) the role claim, keeping any other claims the user has. */
export async function writeRoleClaim(user: UserRecord, role: Role | null): Promise<void> {
  const { role: _old, ...rest } = user.customClaims ?? {};
  await adminAuth().setCustomUserClaims(user.uid, role ? { ...rest, role } : rest);
}

/** Ends every session of the user: their ID tokens fail verifyIdToken(checkRevoked) and refresh is refused. */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid);
}

export const serverTime = () => FieldValue.serverTimestamp();
export const deleteField = () => FieldValue.delete();
