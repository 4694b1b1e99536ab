// Whether the signed-in owner owns a PG, to offer "Reply" on its reviews. A PG's owner is private (pg_private), but
// the owner may read their own listing draft (pg_drafts/{pgId}, the same id) and the rules refuse anyone else's.
// The API checks ownership again when the reply is posted.
// zod and the typed reader are loaded with Firebase, when an owner opens a PG page: a PG page's reviews load no zod
// (docs/decisions/232-module-evaluation-in-steps.md).
import { queryOptions } from '@tanstack/react-query';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { loadFirebase } from '../../../lib/firebase';

export const ownsPgOptions = (uid: string, pgId: string, isOwnerRole: boolean) =>
  queryOptions({
    queryKey: ['reviews', 'owns', uid, pgId] as const,
    enabled: Boolean(uid && pgId && isOwnerRole),
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: async () => {
      const [{ db }, { doc, getDoc }, { z }, { readAs }] = await Promise.all([
        loadFirebase(),
        import('firebase/firestore'),
        import('zod'),
        import('../../../lib/firestore-read'),
      ]);
      /** The draft's owner is all this reads (a draft without one, or with another, is not theirs). */
      const DraftOwner = readAs(z.object({ ownerId: z.string() }));
      try {
        const snap = await getDoc(doc(db, COLLECTIONS.pgDrafts, pgId).withConverter(DraftOwner));
        return snap.exists() && snap.data().ownerId === uid;
      } catch {
        // permission-denied: someone else's listing (or a draft without an owner, which DraftOwner refuses).
        return false;
      }
    },
  });
