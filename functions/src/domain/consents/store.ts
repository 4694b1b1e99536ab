// The only file that names `parental_consents` (and the per-number request counters in meta).
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ParentalConsentDocSchema, type ParentalConsentDoc } from '@kotastay/shared/schemas/consent';
import { db } from '../../lib/admin';
import { metaDoc } from '../../lib/meta';

export const consentRef = (childUid: string): DocumentReference => db().collection(COLLECTIONS.parentalConsents).doc(childUid);
/** meta/consent_requests_to_{E164}: when a number was last asked for consent (the per-number limit). */
export const requestsToRef = (phone: string): DocumentReference => metaDoc(`consent_requests_to_${phone}`);

/** A consent document, parsed (a document that does not match is an error here, not downstream), or null. */
export const toConsent = (snap: DocumentSnapshot): ParentalConsentDoc | null =>
  snap.exists ? ParentalConsentDocSchema.parse(snap.data()) : null;

export async function readConsentInTx(tx: Transaction, childUid: string): Promise<ParentalConsentDoc | null> {
  return toConsent(await tx.get(consentRef(childUid)));
}

export async function getConsent(childUid: string): Promise<ParentalConsentDoc | null> {
  return toConsent(await consentRef(childUid).get());
}
