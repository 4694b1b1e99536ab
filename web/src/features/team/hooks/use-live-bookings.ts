// The desks' live queues: bookings in the given statuses, oldest first, straight from Firestore under the rules
// (current booking_team, movein_team and admins may read every booking). A booking that is paid, scheduled or
// done elsewhere appears or leaves without a reload.
import { collection, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useRef, useState } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { BookingDoc, BookingStatus } from '@kotastay/shared/schemas/booking';

export function useLiveBookings(statuses: readonly BookingStatus[]): {
  loading: boolean;
  bookings: BookingDoc[];
  /** Bookings that arrived while the desk was open. */
  fresh: ReadonlySet<string>;
} {
  const db = useFirestore();
  const q = query(collection(db, COLLECTIONS.bookings), where('status', 'in', [...statuses]), orderBy('createdAt'));
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  const loading = status === 'loading';
  const bookings = (data ?? []) as BookingDoc[];
  const fresh = useNewIds(
    bookings.map((b) => b.id),
    loading,
  );
  return { loading, bookings, fresh };
}

/** How long a booking that arrived while the desk was open is marked "New". */
const NEW_FOR_MS = 2 * 60_000;

/**
 * Ids that arrived after the first answer (the desk was already open): marked "New" for two minutes. What was
 * there when the desk opened is not new.
 */
function useNewIds(ids: readonly string[], loading: boolean): ReadonlySet<string> {
  const seen = useRef<Set<string> | null>(null);
  const timers = useRef<number[]>([]);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const key = ids.join(',');
  useEffect(() => {
    if (loading) return;
    const current = key ? key.split(',') : [];
    if (seen.current === null) {
      seen.current = new Set(current);
      return;
    }
    const known = seen.current;
    const arrived = current.filter((id) => !known.has(id));
    if (arrived.length === 0) return;
    for (const id of arrived) known.add(id);
    setFresh((prev) => new Set([...prev, ...arrived]));
    // Each arrival fades on its own timer (a later arrival must not cancel an earlier one's).
    timers.current.push(
      window.setTimeout(() => setFresh((prev) => new Set([...prev].filter((id) => !arrived.includes(id)))), NEW_FOR_MS),
    );
  }, [key, loading]);
  useEffect(() => () => timers.current.forEach((id) => window.clearTimeout(id)), []);
  return fresh;
}
