// Writes the signed-in user's own profile fields to users/{uid} with the Firestore client SDK.
// firestore.rules decides what may be written (the same fields as ProfileInputSchema).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { ProfileInput } from '@kotastay/shared/schemas/user';
import { loadFirebase } from '../../../lib/firebase';
import { userKeys } from './get-user';

const PROFILE_FIELDS = ['name', 'accountType', 'exam', 'coachingId', 'branchId', 'gender', 'parentPhone'] as const;

export async function saveProfile(uid: string, phone: string, input: ProfileInput): Promise<void> {
  const [{ db }, fs] = await Promise.all([loadFirebase(), import('firebase/firestore')]);
  const ref = fs.doc(db, COLLECTIONS.users, uid);
  // A transaction decides create vs update on the server's view of the document, so a profile that
  // failed to load (treated as none, SPEC §8) is updated rather than overwritten.
  await fs.runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    const fields: Record<string, unknown> = {};
    for (const key of PROFILE_FIELDS) {
      const value = input[key];
      // Fields a student no longer fills in (e.g. after switching to 'I own a PG') are removed.
      if (value !== undefined) fields[key] = value;
      else if (snap.exists()) fields[key] = fs.deleteField();
    }
    if (snap.exists()) {
      tx.update(ref, { ...fields, updatedAt: fs.serverTimestamp() });
    } else {
      tx.set(ref, { ...fields, phone, createdAt: fs.serverTimestamp(), updatedAt: fs.serverTimestamp() });
    }
  });
}

export function useSaveProfile(uid: string, phone: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => saveProfile(uid, phone, input),
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.detail(uid) }),
  });
}
