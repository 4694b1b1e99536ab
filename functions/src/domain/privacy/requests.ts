// Requests a person must handle within 30 days (docs/decisions/204-data-rights-in-the-app.md): a date-of-birth
// correction (the date is set once, decision 203) and a deletion asked for after a booking under way. The admin
// queue lists them with the days left; closing a deletion request deletes the account (refused while still active).
import type { PrivacyRequest, PrivacyRequestBody } from '@kotastay/shared/schemas/privacy';
import { authUser } from '../users';
import { KindedError } from '../errors';
import { eraseAccount } from './erase';
import type { PrivacyCaller } from './export';
import { addPrivacyRequest, dueAtFrom, openRequestsOf, privacyRequestRef, toPrivacyRequest } from './store';

const alreadyOpen = () =>
  new KindedError('conflict', 'request_open', 'You already have this request open: we answer within 30 days.');
const requestNotFound = () => new KindedError('not_found', 'not_found', 'This request was not found.');

/** POST /api/me/privacy-requests: one open request of each kind per person. */
export async function createPrivacyRequest(
  caller: PrivacyCaller,
  body: PrivacyRequestBody,
  nowMs = Date.now(),
): Promise<PrivacyRequest> {
  const open = await openRequestsOf(caller.uid);
  if (open.some((r) => r.kind === body.kind)) throw alreadyOpen();
  const at = new Date(nowMs).toISOString();
  const details: Record<string, string> =
    body.kind === 'birth_date_correction' ? { birthDate: body.birthDate, note: body.note } : { note: body.note };
  return addPrivacyRequest({
    kind: body.kind,
    status: 'open',
    uid: caller.uid,
    tombstoneId: null,
    details,
    kept: [],
    createdAt: at,
    dueAt: dueAtFrom(nowMs),
    closedAt: null,
  });
}

/** GET /api/me/privacy-requests: the caller's open requests. */
export const myOpenRequests = (caller: PrivacyCaller): Promise<PrivacyRequest[]> => openRequestsOf(caller.uid);

/**
 * POST /api/admin/privacy-requests/{id}/close: the admin has handled it. A deletion request deletes the account now
 * (409 while a booking is still under way); a correction is closed once the admin has corrected the date.
 */
export async function closePrivacyRequest(id: string, nowMs = Date.now()): Promise<PrivacyRequest> {
  const snap = await privacyRequestRef(id).get();
  if (!snap.exists) throw requestNotFound();
  const request = toPrivacyRequest(snap);
  if (request.status === 'done') return request;
  if (request.kind === 'deletion_later' && request.uid) {
    const user = await authUser(request.uid);
    await eraseAccount(request.uid, user?.phoneNumber ?? null, nowMs);
    // The deletion closed (and anonymised) the request itself.
    return toPrivacyRequest(await privacyRequestRef(id).get());
  }
  const closedAt = new Date(nowMs).toISOString();
  await snap.ref.update({ status: 'done', closedAt });
  return { ...request, status: 'done', closedAt };
}
