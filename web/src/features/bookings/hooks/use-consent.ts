// The signed-in student's parental consent (parental_consents/{uid}), live: the booking form opens as soon as the
// parent grants it, and closes again if they withdraw it.
import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ParentalConsentDocSchema, type ParentalConsentDoc } from '@kotastay/shared/schemas/consent';

export function useMyConsent(uid: string): { status: 'loading' | 'success' | 'error'; consent: ParentalConsentDoc | null } {
  const db = useFirestore();
  const ref = useMemo(() => doc(db, COLLECTIONS.parentalConsents, uid), [db, uid]);
  const { status, data } = useFirestoreDocData(ref);
  const parsed = data ? ParentalConsentDocSchema.safeParse(data) : null;
  return { status, consent: parsed?.success ? parsed.data : null };
}
