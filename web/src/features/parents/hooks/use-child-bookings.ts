// The bookings that name the signed-in user's verified number as the parent's (docs/decisions/150-parents-in-the-loop.md),
// live from Firestore under the rules: the query must filter on parentPhone == the token's phone_number.
import { collection, limit, orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { BookingDoc } from '@kotastay/shared/schemas/booking';

export function useChildBookings(
  phone: string,
  max?: number,
): { status: 'loading' | 'success' | 'error'; bookings: BookingDoc[] } {
  const db = useFirestore();
  const q = useMemo(() => {
    const base = query(
      collection(db, COLLECTIONS.bookings),
      where('parentPhone', '==', phone),
      orderBy('createdAt', 'desc'),
    );
    return max ? query(base, limit(max)) : base;
  }, [db, phone, max]);
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, bookings: (data ?? []) as BookingDoc[] };
}

/** The children's bookings grouped by student (a parent with several children), each group newest first. */
export function byChild(
  bookings: readonly BookingDoc[],
): { studentUid: string; name: string; phone: string; bookings: BookingDoc[] }[] {
  const groups = new Map<string, { studentUid: string; name: string; phone: string; bookings: BookingDoc[] }>();
  for (const b of bookings) {
    const g = groups.get(b.studentUid) ?? {
      studentUid: b.studentUid,
      name: b.studentName,
      phone: b.studentPhone,
      bookings: [],
    };
    g.bookings.push(b);
    groups.set(b.studentUid, g);
  }
  return [...groups.values()];
}
