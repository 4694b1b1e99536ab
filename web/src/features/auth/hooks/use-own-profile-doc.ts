// The signed-in user's own users/{uid}, live from Firestore under the rules. Only the lazily loaded live profile
// (components/live-profile.tsx) uses it, so reactfire and Firebase stay out of the landing page.
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDoc } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';

/** The document's snapshot (it may not exist yet), as reactfire watches it. */
export function useOwnProfileDoc(uid: string) {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.users, uid), [db, uid]);
  return useFirestoreDoc(ref);
}
