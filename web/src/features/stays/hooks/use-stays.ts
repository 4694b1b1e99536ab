// Stays read live from Firestore under the rules (docs/decisions/207-stays-notice-and-exit.md): each list query
// filters on what the rules check — the student's uid, the parent's verified number (through stay_contacts, then
// each stay by id), or a status for the move-in desk. An owner reads stay_residents (never stays) by their uid.
import { collection, doc, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { StayContactsDocSchema, StayDocSchema, StayResidentDocSchema, type StayContactsDoc, type StayDoc, type StayResidentDoc } from '@kotastay/shared/schemas/stay';
import { RoomOptionSchema, type RoomOption } from '@kotastay/shared/schemas/pg';
import { RentInvoiceDocSchema, type RentInvoiceDoc } from '@kotastay/shared/schemas/rent';
import { readAs } from '../../../lib/firestore-read';

const asStay = readAs(StayDocSchema.omit({ id: true }));
const asContacts = readAs(StayContactsDocSchema);
const asResident = readAs(StayResidentDocSchema.omit({ id: true }));
type Loaded<T> = { status: 'loading' | 'success' | 'error'; items: T[] };
const newestFirst = (a: StayDoc, b: StayDoc) => b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id);

/** The stays whose `field` equals `value` (each a query the rules allow for its reader), newest first. */
function useStays(field: 'studentUid' | 'status' | 'roomChange.status', value: string): Loaded<StayDoc> {
  const db = useFirestore();
  const q = useMemo(() => query(collection(db, COLLECTIONS.stays), where(field, '==', value)).withConverter(asStay), [db, field, value]);
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, items: ((data ?? []) as StayDoc[]).slice().sort(newestFirst) };
}

/** The signed-in student's stays. */
export const useMyStays = (uid: string) => useStays('studentUid', uid);

/** An owner's residents: the owner's view (stay_residents) of the stays at their PGs, newest first. */
export function useResidents(ownerUid: string): Loaded<StayResidentDoc> {
  const db = useFirestore();
  const q = useMemo(() => query(collection(db, COLLECTIONS.stayResidents), where('ownerUid', '==', ownerUid)).withConverter(asResident), [db, ownerUid]);
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  const items = ((data ?? []) as StayResidentDoc[]).slice().sort((a, b) => b.startDate.localeCompare(a.startDate) || a.id.localeCompare(b.id));
  return { status, items };
}

/** The move-in desk: every stay with notice given. */
export const useNotices = () => useStays('status', 'notice_given');

/** The move-in desk: every room change waiting for a decision (current staff list every stay). */
export const useRoomChangeRequests = () => useStays('roomChange.status', 'requested');

/** A PG's room options as its public listing shows them (empty while loading or when the listing is gone). */
export function usePgRooms(pgId: string): RoomOption[] {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.pgs, pgId), [db, pgId]);
  const { data } = useFirestoreDocData(ref);
  const parsed = RoomOptionSchema.array().safeParse(data?.rooms);
  return parsed.success ? parsed.data : [];
}

/** The contacts of the stays whose parent's number is `phone` (the parent's way in). */
export function useChildStayContacts(phone: string): Loaded<StayContactsDoc & { id: string }> {
  const db = useFirestore();
  const q = useMemo(() => query(collection(db, COLLECTIONS.stayContacts), where('parentPhone', '==', phone)).withConverter(asContacts), [db, phone]);
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, items: (data ?? []) as (StayContactsDoc & { id: string })[] };
}

/** One stay by id (the parent reads each child's stay this way); null when there is none. */
export function useStay(id: string): { status: 'loading' | 'success' | 'error'; stay: StayDoc | null } {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.stays, id).withConverter(asStay), [db, id]);
  const { status, data } = useFirestoreDocData(ref, { idField: 'id' });
  return { status, stay: data ? (data as StayDoc) : null };
}

const asInvoice = readAs(RentInvoiceDocSchema.omit({ id: true }));

/** A stay's rent invoices, oldest first (docs/decisions/209-monthly-rent.md): its student, parent, owner and staff read them. */
export function useRentInvoices(stayId: string): Loaded<RentInvoiceDoc> {
  const db = useFirestore();
  const q = useMemo(() => collection(db, COLLECTIONS.stays, stayId, COLLECTIONS.stayRent).withConverter(asInvoice), [db, stayId]);
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, items: ((data ?? []) as RentInvoiceDoc[]).slice().sort((a, b) => a.periodStart.localeCompare(b.periodStart)) };
}
