// The only file that names account_deletions: inactive accounts on their way out (shared/src/collections.ts).
import type { DocumentReference, Query } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { db } from '../../lib/admin';

export const accountDeletionsCol = () => db().collection(COLLECTIONS.accountDeletions);
export const accountDeletionRef = (uid: string): DocumentReference => accountDeletionsCol().doc(uid);

/** Forgets an account's inactivity record (the account itself is being deleted). */
export async function forgetAccountDeletion(uid: string): Promise<void> {
  await accountDeletionRef(uid).delete();
}

/** Accounts whose deletion is owed: what the account deletion (issue #24, its own part) takes and deletes. */
export const dueAccountDeletions = (): Query => accountDeletionsCol().where('state', '==', 'due');
