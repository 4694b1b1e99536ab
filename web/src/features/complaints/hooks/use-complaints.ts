// Complaints read live from Firestore under the rules (docs/decisions/208-complaints.md): each list query filters on
// what the rules check — the student's uid, the parent's verified number, the owner's uid (their view,
// owner_complaints), or the statuses of the team's queue.
import { collection, query, where, type Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  ComplaintDocSchema,
  OwnerComplaintDocSchema,
  UNRESOLVED,
  type ComplaintDoc,
  type OwnerComplaintDoc,
} from '@kotastay/shared/schemas/complaint';
import { readAs } from '../../../lib/firestore-read';

const asComplaint = readAs(ComplaintDocSchema.omit({ id: true }));
const asOwnerComplaint = readAs(OwnerComplaintDocSchema.omit({ id: true }));
type Loaded<T> = { status: 'loading' | 'success' | 'error'; items: T[] };
const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);

/** The complaints of a query the rules allow its reader, newest first. */
function useComplaintsOf(q: Query<ComplaintDoc>): Loaded<ComplaintDoc> {
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, items: ((data ?? []) as ComplaintDoc[]).slice().sort(newestFirst) };
}

/** A stay's complaints as its student reads them (their uid) or its parent (their verified number). */
export function useStayComplaints(
  stayId: string,
  reader: { uid: string } | { parentPhone: string },
): Loaded<ComplaintDoc> {
  const db = useFirestore();
  const [field, value] =
    'uid' in reader ? (['studentUid', reader.uid] as const) : (['parentPhone', reader.parentPhone] as const);
  const q = useMemo(
    () =>
      query(
        collection(db, COLLECTIONS.complaints),
        where(field, '==', value),
        where('stayId', '==', stayId),
      ).withConverter(asComplaint),
    [db, field, value, stayId],
  );
  return useComplaintsOf(q as Query<ComplaintDoc>);
}

/** The team's queue: every complaint not yet resolved. */
export function useComplaintQueue(): Loaded<ComplaintDoc> {
  const db = useFirestore();
  const q = useMemo(
    () =>
      query(collection(db, COLLECTIONS.complaints), where('status', 'in', [...UNRESOLVED])).withConverter(asComplaint),
    [db],
  );
  return useComplaintsOf(q as Query<ComplaintDoc>);
}

/** An owner's complaints: their view of the complaints at their PGs, newest first. */
export function useOwnerComplaints(ownerUid: string): Loaded<OwnerComplaintDoc> {
  const db = useFirestore();
  const q = useMemo(
    () =>
      query(collection(db, COLLECTIONS.ownerComplaints), where('ownerUid', '==', ownerUid)).withConverter(
        asOwnerComplaint,
      ),
    [db, ownerUid],
  );
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, items: ((data ?? []) as OwnerComplaintDoc[]).slice().sort(newestFirst) };
}
