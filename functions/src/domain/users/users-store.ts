// The only users module that touches firebase-admin: documents ↔ API shape, custom claims, revocation.
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { isRole, type Role } from '@kotastay/shared/roles';
import { isDocId } from '@kotastay/shared/schemas/ids';
import type { UserResponse } from '@kotastay/shared/schemas/user';
import { toUserResponse as toUserResponseOf } from '@kotastay/shared/user-doc';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { adminAuth, db } from '../../lib/admin';
import { exportedDoc } from '../../lib/exported-doc';
import { expireAfter, metaDoc } from '../../lib/meta';

export const usersCol = () => db().collection(COLLECTIONS.users);

/** A uid that is not a safe document id (isDocId) is answered 404 before reaching Firestore. */
export function userRef(uid: string): DocumentReference | null {
  return isDocId(uid) ? usersCol().doc(uid) : null;
}

/** Student profiles that chose a coaching or a branch: what its deletion must not orphan (domain/catalogue-references.ts). */
export const studentsWho = (field: 'coachingId' | 'branchId', id: string): Query => usersCol().where(field, '==', id);

/** Members of a team (the booking desk's escort rotation). */
export const usersWithRole = (role: Role): Query => usersCol().where('role', '==', role);

/** The user document of a uid that came from a verified token or another document (no id check needed). */
export const userDocRef = (uid: string): DocumentReference => usersCol().doc(uid);

export const toUserResponse = (snap: DocumentSnapshot): UserResponse => toUserResponseOf(snap.id, snap.data() ?? {});

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

/** One page of Auth users (up to 1000), for jobs that look at every account (the inactive-accounts retention). */
export async function authUsersPage(pageToken?: string): Promise<{ users: UserRecord[]; pageToken?: string }> {
  const page = await adminAuth().listUsers(1000, pageToken);
  return { users: page.users, pageToken: page.pageToken };
}

/** Sets (or removes) the role claim, keeping any other claims the user has. */
export async function writeRoleClaim(user: UserRecord, role: Role | null): Promise<void> {
  const { role: _old, ...rest } = user.customClaims ?? {};
  await adminAuth().setCustomUserClaims(user.uid, role ? { ...rest, role } : rest);
}

/** Ends every session of the user: their ID tokens fail verifyIdToken(checkRevoked) and refresh is refused. */
export async function revokeSessions(uid: string): Promise<void> {
  await adminAuth().revokeRefreshTokens(uid);
}

/** meta/deleted_account_{uid}: the account was deleted (firestore.rules reads it; Firestore's TTL removes it). */
export const deletedAccountMarkRef = (uid: string) => metaDoc(`deleted_account_${uid}`);

export const serverTime = () => FieldValue.serverTimestamp();
export const deleteField = () => FieldValue.delete();

// ---------- A person's data (docs/decisions/204-data-rights-in-the-app.md) ----------

/** The user's profile document as stored (empty when there is none). */
export async function profileDataOf(uid: string): Promise<ExportedDoc[]> {
  const snap = await userDocRef(uid).get();
  return snap.exists ? [exportedDoc(snap)] : [];
}

/**
 * An account's deletion, last step: the profile goes, every session ends and the Auth user is deleted, so an old
 * ID token is refused (verifyIdToken with checkRevoked finds no user) and the number signs in as a new user. Idempotent.
 */
export async function deleteAccountRecords(uid: string, nowMs = Date.now()): Promise<void> {
  // The mark first: a phone still signed in holds an ID token that Firestore accepts for up to an hour, and the app
  // there would create the profile again; the rules refuse users/{uid} while this exists (decision 204).
  await deletedAccountMarkRef(uid).set({ deletedAt: Timestamp.fromMillis(nowMs), expireAt: expireAfter(nowMs, 'deletedAccountMarks') });
  await userDocRef(uid).delete();
  if (!(await authUser(uid))) return;
  await adminAuth().revokeRefreshTokens(uid);
  try {
    await adminAuth().deleteUser(uid);
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
}
