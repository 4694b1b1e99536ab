// Whether the signed-in owner owns a PG, to offer "Reply" on its reviews. A PG's owner is private (pg_private), but
// the owner may read their own listing draft (pg_drafts/{pgId}, the same id) and the rules refuse anyone else's.
// The API checks ownership again when the reply is posted.
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { loadFirebase } from '../../../lib/firebase';
import { readAs } from '../../../lib/firestore-read';

/** The draft's owner is all this reads (a draft without one, or with another, is not theirs). */
const DraftOwner = readAs(z.object({ ownerId: z.string() }));

export const ownsPgOptions = (uid: string, pgId: string, isOwnerRole: boolean) =>
  queryOptions({
    queryKey: ['reviews', 'owns', uid, pgId] as const,
    enabled: Boolean(uid && pgId && isOwnerRole),
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async () => {
      const [{ db }, { doc, getDoc }] = await Promise.all([loadFirebase(), import('firebase/firestore')]);
      try {
        const snap = await getDoc(doc(db, COLLECTIONS.pgDrafts, pgId).withConverter(DraftOwner));
        return snap.exists() && snap.data().ownerId === uid;
      } catch {
        // permission-denied: someone else's listing (or a draft without an owner, which DraftOwner refuses).
        return false;
      }
    },
  });
