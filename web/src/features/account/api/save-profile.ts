// Writes the signed-in user's own profile fields to users/{uid} with the Firestore client SDK.
// firestore.rules decides what may be written (the same fields as ProfileInputSchema).
import { useMutation } from '@tanstack/react-query';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { ProfileInput } from '@kotastay/shared/schemas/user';
import { loadFirebase } from '../../../lib/firebase';
import { useSession } from '../../auth';

const PROFILE_FIELDS = ['name', 'accountType', 'exam', 'coachingId', 'branchId', 'gender', 'parentPhone'] as const;

export async function saveProfile(uid: string, phone: string, input: ProfileInput): Promise<void> {
  const [{ db }, fs] = await Promise.all([loadFirebase(), import('firebase/firestore')]);
  const ref = fs.doc(db, COLLECTIONS.users, uid);
  // A transaction decides create vs update on the server's view of the document, so a profile that
  // failed to load (treated as none, docs/requirements/sign-in-and-profiles.md#failed-profile-loads) is updated rather than overwritten.
  await fs.runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    const fields: Record<string, unknown> = {};
    for (const key of PROFILE_FIELDS) {
      const value = input[key];
      // Fields a student no longer fills in (e.g. after switching to 'I own a PG') are removed.
      if (value !== undefined) fields[key] = value;
      else if (snap.exists()) fields[key] = fs.deleteField();
    }
    // The date of birth is set once and never removed (decision 203; the rules refuse a change).
    if (input.birthDate && !(snap.exists() && snap.get('birthDate'))) fields.birthDate = input.birthDate;
    if (snap.exists()) {
      tx.update(ref, { ...fields, updatedAt: fs.serverTimestamp() });
    } else {
      tx.set(ref, { ...fields, phone, createdAt: fs.serverTimestamp(), updatedAt: fs.serverTimestamp() });
    }
  });
}

export function useSaveProfile(uid: string, phone: string) {
  const session = useSession();
  return useMutation({
    mutationFn: async (input: ProfileInput) => {
      const before = session.profile?.updatedAt ?? null;
      await saveProfile(uid, phone, input);
      // The rules stamp every save with a new updatedAt: once the live profile carries it, the guards of
      // the next screen see the saved profile (a transaction's write reaches listeners from the server).
      await session.waitForProfile((p) => p !== null && p.updatedAt !== null && p.updatedAt !== before);
    },
  });
}
