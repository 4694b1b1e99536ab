// Deleting an account (docs/decisions/204-data-rights-in-the-app.md). Each owning module erases or anonymises its part
// through its index; every step is idempotent, so a failed run is simply run again. What the law keeps (the booking
// and payment records, 8 years: decision 011) stays under a tombstone id with no name or number. The Auth user goes
// last, so until then the person can retry; afterwards their old token is refused and their number signs in anew.
import { randomBytes } from 'node:crypto';
import { DELETION_DONE_RESPONSE, DELETION_KEEPS, type DeleteAccountResponse } from '@kotastay/shared/schemas/privacy';
import { isRole } from '@kotastay/shared/roles';
import { activeBookingCount, anonymiseBookingsOfStudent, eraseBookingCountersOf } from '../bookings';
import { eraseConsentsOf } from '../consents';
import { KindedError } from '../errors';
import { forgetAccountDeletion } from '../inactive-accounts';
import { eraseKycOf } from '../kyc';
import { logger } from '../../lib/log';
import { redactMessagesTo } from '../messaging';
import { anonymiseReviewsOf } from '../reviews';
import { anonymiseListingReportsOf } from '../listings';
import { deleteSavedPgsOf } from '../saved-pgs';
import { anonymiseStaysOfStudent, liveStayCount, stayIdsOfStudent } from '../stays';
import { anonymiseEarningsOfStays } from '../earnings';
import { anonymiseComplaintsOfStudent } from '../complaints';
import { authUser, claimRole, deleteAccountRecords, userDocRef } from '../users';
import type { PrivacyCaller } from './export';
import { addPrivacyRequest, closeRequestsOfDeleted, dueAtFrom } from './store';

export const activeBookingRefusal = () =>
  new KindedError(
    'conflict',
    'active_booking',
    'You have a visit booking in progress. Cancel it (or wait until it is confirmed or ends) before deleting your account — or ask us to delete your account after it.',
  );
export const liveStayRefusal = () =>
  new KindedError(
    'conflict',
    'active_stay',
    'You live in a PG you moved into through KotaStay. Give notice on My bookings and delete your account after your exit date — or ask us to delete it then.',
  );
export const roleRefusal = (role: string) =>
  new KindedError(
    'conflict',
    'account_has_role',
    `Your account has the ${role} role. Staff and PG owner accounts are closed by an admin, who first hands over your work and listings: ask an admin to remove your role.`,
  );

/** A new id that kept records carry instead of the uid: random, so it cannot be worked back to the person. */
export const newTombstoneId = (): string => `deleted_${randomBytes(12).toString('hex')}`;

/** Refuses (409) while the account has a role (students have none) or a booking under way. */
export async function checkMayDelete(uid: string): Promise<void> {
  const [user, auth] = await Promise.all([userDocRef(uid).get(), authUser(uid)]);
  const docRole: unknown = user.get('role');
  const role = (isRole(docRole) ? docRole : null) ?? (auth ? claimRole(auth) : null);
  if (role) throw roleRefusal(role);
  if ((await activeBookingCount(uid)) > 0) throw activeBookingRefusal();
  // The stay's final statement still goes to the student and the parent on the exit date (docs/requirements/stays.md).
  if ((await liveStayCount(uid)) > 0) throw liveStayRefusal();
}

/** Erases or anonymises everything of `uid` the law does not keep, records the deletion, deletes the Auth user. */
export async function eraseAccount(
  uid: string,
  phone: string | null,
  nowMs = Date.now(),
): Promise<DeleteAccountResponse> {
  await checkMayDelete(uid);
  const tombstoneId = newTombstoneId();
  const counts = {
    savedPgs: await deleteSavedPgsOf(uid),
    consents: await eraseConsentsOf(uid, phone, tombstoneId),
    messages: await redactMessagesTo(uid, phone, tombstoneId),
    reviews: await anonymiseReviewsOf(uid, tombstoneId),
    listingReports: await anonymiseListingReportsOf(uid, tombstoneId),
    bookings: await anonymiseBookingsOfStudent(uid, tombstoneId, nowMs),
    // Before the stays: an interrupted deletion finds them again by the uid they still carry.
    ownerLedger: await anonymiseEarningsOfStays(await stayIdsOfStudent(uid)),
    stays: await anonymiseStaysOfStudent(uid, tombstoneId, nowMs),
    complaints: await anonymiseComplaintsOfStudent(uid, tombstoneId, nowMs),
    counters: await eraseBookingCountersOf(uid),
    kyc: (await eraseKycOf(uid, nowMs)) ? 1 : 0,
  };
  await closeRequestsOfDeleted(uid, tombstoneId, nowMs);
  await forgetAccountDeletion(uid);
  const kept = DELETION_KEEPS.map(({ what, why }) => ({ what, why }));
  const at = new Date(nowMs).toISOString();
  await addPrivacyRequest({
    kind: 'account_deleted',
    status: 'done',
    uid: null,
    tombstoneId,
    details: Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, String(n)])),
    kept,
    createdAt: at,
    dueAt: dueAtFrom(nowMs),
    closedAt: at,
  });
  await deleteAccountRecords(uid, nowMs);
  logger.info('Account deleted', { tombstoneId, ...counts });
  return { status: DELETION_DONE_RESPONSE, tombstoneId, kept };
}

/** POST /api/me/delete. */
export const deleteOwnAccount = (caller: PrivacyCaller): Promise<DeleteAccountResponse> =>
  eraseAccount(caller.uid, caller.phoneNumber);
