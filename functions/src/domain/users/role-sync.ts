// Keeps the custom claim in step with users/{uid}.role when someone edits the document directly
// (the product owner's admins use the Firebase console). Clients can never write `role` (firestore.rules).
import { logger } from '../../lib/log';
import { isRole, type Role } from '@kotastay/shared/roles';
import { authUser, claimRole, deleteField, revokeSessions, serverTime, usersCol, writeRoleClaim } from './users-store';

export type RoleSyncOutcome = 'in_sync' | 'applied' | 'reverted_invalid' | 'no_document' | 'no_auth_user';

/**
 * Reads the document as it is NOW (not as the triggering event saw it) and makes the claim match it.
 * Reading afresh makes out-of-order trigger runs harmless: the last write to the document wins.
 * After writing a claim the document is read once more: a role change that landed meanwhile (an API
 * change writes the claim, then commits the document) would otherwise be overwritten by this run's
 * older read, leaving claim and document apart with no later write to mend them.
 */
export async function syncRoleFromDocument(uid: string, attemptsLeft = 3): Promise<RoleSyncOutcome> {
  const ref = usersCol().doc(uid);
  const snap = await ref.get();
  if (!snap.exists) return 'no_document';
  const user = await authUser(uid);
  if (!user) {
    logger.warn('users/{uid} has no matching Auth user; role not applied', { uid });
    return 'no_auth_user';
  }
  const raw: unknown = snap.get('role');
  const claim = claimRole(user);
  if (raw !== undefined && raw !== null && !isRole(raw)) {
    // Never apply a value we do not know; put the document back to what the claim says.
    logger.error('Invalid role written to users/{uid}; reverted, not applied', { uid, value: String(raw), kept: claim });
    await ref.set({ role: claim ?? deleteField(), updatedAt: serverTime() }, { merge: true });
    return 'reverted_invalid';
  }
  const wanted: Role | null = isRole(raw) ? raw : null;
  if (wanted === claim) return 'in_sync';
  await writeRoleClaim(user, wanted);
  await revokeSessions(uid);
  logger.info('Role applied from users/{uid}', { uid, from: claim, to: wanted });
  const after = await ref.get();
  if (attemptsLeft > 1 && after.exists && (after.get('role') ?? null) !== wanted) {
    const again = await syncRoleFromDocument(uid, attemptsLeft - 1);
    // This run did apply a claim, even if the trigger of the newer write got there first.
    return again === 'in_sync' ? 'applied' : again;
  }
  return 'applied';
}
