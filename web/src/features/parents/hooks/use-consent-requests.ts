// The consents that name the signed-in user's verified number as the parent's, live: the rules let a list through
// only when it filters on parentPhone == the token's phone_number (decision 203).
import { collection, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ParentalConsentDocSchema, type ParentalConsentDoc } from '@kotastay/shared/schemas/consent';

export function useConsentRequests(phone: string): { status: 'loading' | 'success' | 'error'; consents: ParentalConsentDoc[] } {
  const db = useFirestore();
  const q = useMemo(() => query(collection(db, COLLECTIONS.parentalConsents), where('parentPhone', '==', phone)), [db, phone]);
  const { status, data } = useFirestoreCollectionData(q);
  const consents = (data ?? []).flatMap((d) => {
    const parsed = ParentalConsentDocSchema.safeParse(d);
    return parsed.success ? [parsed.data] : [];
  });
  return { status, consents: consents.sort((a, b) => b.requestedAt.localeCompare(a.requestedAt)) };
}
