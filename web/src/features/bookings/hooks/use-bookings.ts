// The student's own bookings, live from Firestore under the rules (docs/decisions/080-bookings-and-payments.md#data):
// a desk's action shows on the open screen without a reload.
import { collection, doc, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useMemo, useState } from 'react';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';

export function useMyBookings(uid: string): { status: 'loading' | 'success' | 'error'; bookings: BookingDoc[] } {
  const db = useFirestore();
  const q = useMemo(
    () => query(collection(db, COLLECTIONS.bookings), where('studentUid', '==', uid), orderBy('createdAt', 'desc')),
    [db, uid],
  );
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, bookings: (data ?? []) as BookingDoc[] };
}

/** One booking; `null` when it does not exist. */
export function useBooking(id: string): { status: 'loading' | 'success' | 'error'; booking: BookingDoc | null } {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.bookings, id), [db, id]);
  const { status, data } = useFirestoreDocData(ref, { idField: 'id' });
  return { status, booking: data && 'status' in data ? (data as BookingDoc) : null };
}

/** The current time, ticking every `everyMs` (countdowns, the cancel rules). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
