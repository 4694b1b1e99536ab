// A person's data export (docs/decisions/204-data-rights-in-the-app.md): each owning module is asked, through its
// index, for the data of user X; this module names no collection. `collections` lists every collection read.
import { isChild } from '@kotastay/shared/age';
import { COLLECTIONS } from '@kotastay/shared/collections';
import {
  DATA_EXPORT_FORMAT,
  type DataExport,
  type DataExportSection,
  type ExportedDoc,
} from '@kotastay/shared/schemas/privacy';
import { auditEntriesAbout } from '../audit';
import { bookingDataOfStudent } from '../bookings';
import { stayDataOfStudent } from '../stays';
import { complaintDataOfStudent } from '../complaints';
import { consentDataOf, getConsent } from '../consents';
import { KindedError, type Actor } from '../errors';
import { earningsDataOf } from '../earnings';
import { kycDataOf } from '../kyc';
import { listingDataOfOwner, listingReportsBy } from '../listings';
import { messageDataOf } from '../messaging';
import { reviewDataOf } from '../reviews';
import { savedPgsOf } from '../saved-pgs';
import { authUser, profileDataOf, roleGrantDataOf, userDocRef } from '../users';
import { EXPORTED_COLLECTIONS, WITHHELD_FROM_EXPORT, type CollectionKey } from './collections';
import { privacyRequestDataOf } from './store';

export type PrivacyCaller = Actor & { phoneNumber: string | null };

export async function buildExport(
  uid: string,
  phone: string | null,
  requestedBy: DataExport['requestedBy'],
  nowMs = Date.now(),
): Promise<DataExport> {
  const [profile, savedPgs, booking, stays, complaints, review, kyc, listings, messages, consents, roleGrants, auditLog, privacyRequests, earnings] =
    await Promise.all([
      profileDataOf(uid),
      savedPgsOf(uid),
      bookingDataOfStudent(uid),
      stayDataOfStudent(uid),
      complaintDataOfStudent(uid),
      reviewDataOf(uid),
      kycDataOf(uid),
      Promise.all([listingDataOfOwner(uid), listingReportsBy(uid)]).then(([own, reports]) => [...own, ...reports]),
      messageDataOf(uid, phone),
      consentDataOf(uid, phone),
      roleGrantDataOf(phone),
      auditEntriesAbout(uid),
      privacyRequestDataOf(uid),
      earningsDataOf(uid),
    ]);
  const sections: Record<DataExportSection, ExportedDoc[]> = {
    profile,
    savedPgs,
    bookings: booking.bookings,
    bookingAudit: booking.bookingAudit,
    paymentOrders: booking.paymentOrders,
    stays,
    complaints,
    reviews: review.reviews,
    reviewAuthorship: review.reviewAuthorship,
    reviewReports: review.reviewReports,
    kyc,
    listings,
    messages,
    consents,
    roleGrants,
    auditLog,
    privacyRequests,
    earnings,
  };
  return {
    format: DATA_EXPORT_FORMAT,
    generatedAt: new Date(nowMs).toISOString(),
    subject: { uid, phone },
    requestedBy,
    collections: [...EXPORTED_COLLECTIONS],
    withheld: Object.entries(WITHHELD_FROM_EXPORT).map(([key, why]) => ({
      collection: COLLECTIONS[key as CollectionKey],
      why: why ?? '',
    })),
    sections,
  };
}

/** GET /api/me/export. */
export const exportOwnData = (caller: PrivacyCaller): Promise<DataExport> =>
  buildExport(caller.uid, caller.phoneNumber, 'self');

const notFound = () => new KindedError('not_found', 'not_found', 'No consent request for this number.');
const ownExportElsewhere = () =>
  new KindedError(
    'forbidden',
    'parent_only',
    'Only your parent, signed in with their own number, can download this. Download your own data from your account.',
  );

const notGranted = () =>
  new KindedError('forbidden', 'consent_not_granted', 'You can download your child’s data once you have given your consent as their parent.');
const childIsAdult = () =>
  new KindedError('forbidden', 'not_a_child', 'Your child is 18 or older now: only they can download their data.');

/**
 * GET /api/consents/{childUid}/export: the parent — whoever is signed in with the number the child's consent went to
 * (as for a consent decision, decision 203) — downloads the data of a child they consented for, while the child is
 * under 18. A number that was only asked (a request, perhaps to a wrong number) reads nothing. The child gets 403;
 * anyone else 404.
 */
export async function exportChildData(caller: PrivacyCaller, childUid: string, nowMs = Date.now()): Promise<DataExport> {
  const consent = await getConsent(childUid);
  if (caller.uid === childUid) throw consent ? ownExportElsewhere() : notFound();
  if (!consent || caller.phoneNumber === null || caller.phoneNumber !== consent.parentPhone) throw notFound();
  if (consent.state !== 'granted') throw notGranted();
  if (!isChild((await userDocRef(childUid).get()).get('birthDate'), nowMs)) throw childIsAdult();
  const child = await authUser(childUid);
  return buildExport(childUid, child?.phoneNumber ?? null, 'parent');
}
