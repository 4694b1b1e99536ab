// The only file that names `parental_consents` (and the per-number request counters in meta).
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { ParentalConsentDocSchema, type ParentalConsentDoc } from '@kotastay/shared/schemas/consent';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { db } from '../../lib/admin';
import { exportedDoc } from '../../lib/exported-doc';
import { metaDoc } from '../../lib/meta';

export const consentRef = (childUid: string): DocumentReference => db().collection(COLLECTIONS.parentalConsents).doc(childUid);
/** meta/consent_requests_to_{E164}: when a number was last asked for consent (the per-number limit). */
export const requestsToRef = (phone: string): DocumentReference => metaDoc(`consent_requests_to_${phone}`);
/** meta/consent_requests_by_{uid}: when the child last asked, whichever number (the per-child limit). */
export const requestsByRef = (uid: string): DocumentReference => metaDoc(`consent_requests_by_${uid}`);
/**
 * parental_consents/{childUid}/previous/{auto}: a consent as it stood before the child asked another number — the
 * evidence of an earlier parent's answer, kept by Functions only (the rules match no subcollection, so no client
 * reads it), so the next number asked never sees the previous parent's number or uid.
 */
export const previousConsentsCol = (childUid: string) => consentRef(childUid).collection('previous');

/** A consent document, parsed (a document that does not match is an error here, not downstream), or null. */
export const toConsent = (snap: DocumentSnapshot): ParentalConsentDoc | null =>
  snap.exists ? ParentalConsentDocSchema.parse(snap.data()) : null;

export async function readConsentInTx(tx: Transaction, childUid: string): Promise<ParentalConsentDoc | null> {
  return toConsent(await tx.get(consentRef(childUid)));
}

export async function getConsent(childUid: string): Promise<ParentalConsentDoc | null> {
  return toConsent(await consentRef(childUid).get());
}

// ---------- A person's data (docs/decisions/204-data-rights-in-the-app.md) ----------

const consentsToPhone = (phone: string) => db().collection(COLLECTIONS.parentalConsents).where('parentPhone', '==', phone);

/** The consent where the user is the child, and those asked of their number (they are the parent). */
export async function consentDataOf(uid: string, phone: string | null): Promise<ExportedDoc[]> {
  const [own, previous, asParent] = await Promise.all([
    consentRef(uid).get(),
    previousConsentsCol(uid).get(),
    phone ? consentsToPhone(phone).get() : null,
  ]);
  return [...(own.exists ? [own] : []), ...previous.docs, ...(asParent?.docs ?? [])].map((d) => exportedDoc(d));
}

/**
 * An account's deletion: the consent where the user is the child goes (with its history). A consent the user gave
 * as a parent is the child's record: it stays, but its history and grant no longer carry the parent's uid. Idempotent.
 */
export async function eraseConsentsOf(uid: string, phone: string | null, tombstoneId: string): Promise<number> {
  await requestsByRef(uid).delete();
  const previous = await previousConsentsCol(uid).get();
  await Promise.all(previous.docs.map((d) => d.ref.delete()));
  await consentRef(uid).delete();
  if (!phone) return 1;
  const asParent = await consentsToPhone(phone).get();
  for (const d of asParent.docs) {
    const consent = ParentalConsentDocSchema.parse(d.data());
    await d.ref.update({
      grantedByUid: consent.grantedByUid === uid ? tombstoneId : consent.grantedByUid,
      history: consent.history.map((h) => (h.byUid === uid ? { ...h, byUid: tombstoneId } : h)),
    });
  }
  return 1 + asParent.size;
}
