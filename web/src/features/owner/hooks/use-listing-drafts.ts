// The listing drafts (pg_drafts, docs/decisions/070-listing-drafts-and-verification.md) the owner's and the
// reviewer's screens read live from Firestore under the rules, and the listing owner's contact for the reviewer.
import { collection, doc, query, Timestamp, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { PgDraftDoc } from '@kotastay/shared/schemas/pg-draft';

export type DraftRow = PgDraftDoc & { id: string };
type LiveStatus = 'loading' | 'success' | 'error';

/** The owner's own drafts (My PGs), in the order Firestore gives them. */
export function useMyDrafts(uid: string): { status: LiveStatus; drafts: DraftRow[] } {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(
    query(collection(db, COLLECTIONS.pgDrafts), where('ownerId', '==', uid)),
    {
      idField: 'id',
    },
  );
  return { status, drafts: (data ?? []) as DraftRow[] };
}

/** The drafts submitted for review: the reviewer's queue. */
export function useSubmittedDrafts(): { status: LiveStatus; drafts: DraftRow[] } {
  const db = useFirestore();
  const { status, data } = useFirestoreCollectionData(
    query(collection(db, COLLECTIONS.pgDrafts), where('review.status', '==', 'submitted')),
    { idField: 'id' },
  );
  return { status, drafts: (data ?? []) as DraftRow[] };
}

/** One draft; `undefined` while it has no document (a new listing before its first save). */
export function useDraft(pgId: string): { status: LiveStatus; draft: PgDraftDoc | undefined } {
  const db = useFirestore();
  const { status, data } = useFirestoreDocData(doc(db, COLLECTIONS.pgDrafts, pgId));
  return { status, draft: data as PgDraftDoc | undefined };
}

/** The draft's version for POST /verify: its last save's time (0 before the server has stamped it). */
export const draftVersion = (d: Pick<PgDraftDoc, 'updatedAt'>): number =>
  d.updatedAt instanceof Timestamp ? d.updatedAt.toMillis() : 0;

/** Who listed it, as the reviewer will call them: the name and mobile from users/{uid} (current admins read it). */
export function useOwnerContact(uid: string): { name: string | null; phone: string | null } {
  const db = useFirestore();
  const { data } = useFirestoreDocData(doc(db, COLLECTIONS.users, uid));
  return {
    name: typeof data?.name === 'string' ? data.name : null,
    phone: typeof data?.phone === 'string' ? data.phone : null,
  };
}
