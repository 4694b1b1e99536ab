// The outbox (/team/messages), live from Firestore under the rules, newest first, the last OUTBOX_PAGE.
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { OutboxDoc } from '@kotastay/shared/schemas/booking';

export const OUTBOX_PAGE = 100;

export type OutboxRow = OutboxDoc & { id: string };

/**
 * `everything`: admins read every message. The rules let the booking and move-in teams read booking messages only
 * (KYC ones carry an admin's rejection reason): their query must say so, or Firestore refuses the whole list.
 */
export function useOutboxMessages(everything: boolean): {
  status: 'loading' | 'success' | 'error';
  messages: OutboxRow[];
} {
  const db = useFirestore();
  const col = collection(db, COLLECTIONS.outbox);
  const q = everything
    ? query(col, orderBy('createdAt', 'desc'), limit(OUTBOX_PAGE))
    : query(col, where('bookingId', '!=', null), orderBy('createdAt', 'desc'), limit(OUTBOX_PAGE));
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, messages: (data ?? []) as OutboxRow[] };
}
