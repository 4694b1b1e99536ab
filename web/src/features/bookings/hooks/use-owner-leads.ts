// The owner's visits (docs/decisions/212-owner-leads-and-visits.md): owner_leads, live from Firestore under the rules
// (a current owner lists only ownerUid == their uid), so a new request or a desk's change shows without a reload.
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { kotaSlotStartMs } from '@kotastay/shared/schemas/booking';
import { OwnerLeadDocSchema, type OwnerLeadDoc } from '@kotastay/shared/schemas/owner-lead';
import { readAs } from '../../../lib/firestore-read';

const asLead = readAs(OwnerLeadDocSchema.omit({ id: true }));

/** When a lead's visit is (or was asked to be), as an ISO time: the scheduled time, else the asked-for slot (Kota). */
export const leadTime = (l: Pick<OwnerLeadDoc, 'scheduledAt' | 'visitDate' | 'visitSlot'>): string =>
  l.scheduledAt ?? new Date(kotaSlotStartMs(l.visitDate, l.visitSlot)).toISOString();

/** An owner's leads: the visits still to come first (soonest first), then the rest (latest first). */
export function useOwnerLeads(ownerUid: string): { status: 'loading' | 'success' | 'error'; items: OwnerLeadDoc[] } {
  const db = useFirestore();
  const q = useMemo(() => query(collection(db, COLLECTIONS.ownerLeads), where('ownerUid', '==', ownerUid)).withConverter(asLead), [db, ownerUid]);
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  const items = ((data ?? []) as OwnerLeadDoc[]).slice().sort(byOpenThenTime);
  return { status, items };
}

const OPEN: readonly string[] = ['pending_visit', 'visit_scheduled', 'visit_done'];

export function byOpenThenTime(a: OwnerLeadDoc, b: OwnerLeadDoc): number {
  const ao = OPEN.includes(a.status);
  const bo = OPEN.includes(b.status);
  if (ao !== bo) return ao ? -1 : 1;
  return ao ? leadTime(a).localeCompare(leadTime(b)) || a.id.localeCompare(b.id) : b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id);
}
