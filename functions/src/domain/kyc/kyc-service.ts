// Owner verification: submitting KYC with an ID card, reading it back, and the staff decision that alone
// makes someone a pg_owner. Design and reasons: docs/decisions/060-owner-kyc.md.
import { logger } from '../../lib/log';
import type { UserRecord } from 'firebase-admin/auth';
import { KYC_CONSENT_VERSION, KYC_FILE_MAX_BYTES, KYC_RETENTION_DAYS, type KycContentType, type KycStatus, type KycSubmission, type KycView } from '@kotastay/shared/schemas/kyc';
import type { Language } from '@kotastay/shared/language';
import { db } from '../../lib/admin';
import { recordStaffAction } from '../audit';
import { enqueueMessage } from '../messaging';
import { authUser, claimRole, isCurrentAdmin, isStaffRole, userDocRef, writeRoleClaim } from '../users';
import { KycError, kycForbidden, kycNotFound } from './errors';
import { sniffContentType, storedFileName } from './file-type';
import { UnreadableImageError, idCardBytesToStore } from './id-card-image';
import {
  arrayUnion,
  bucket,
  deleteField,
  iso,
  kycCol,
  kycPrivateRef,
  kycRef,
  kycViewsCol,
  serverTime,
  toKycView,
  ts,
} from './kyc-store';
import type { Actor } from '../errors';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RETENTION_MS = KYC_RETENTION_DAYS * DAY_MS;

export type UploadedFile = { clientName: string; bytes: Buffer; truncated: boolean };

const fileError = (message: string, kind: 'invalid' | 'too_large' = 'invalid') =>
  new KycError(kind, kind === 'too_large' ? 'file_too_large' : 'invalid_input', message, { idCard: message });

/** The type the bytes prove, or a domain error naming the `idCard` field. Nothing is stored before this passes. */
export function checkIdCard(file: UploadedFile | null): KycContentType {
  if (!file || file.bytes.length === 0) throw fileError('Attach a photo or scan of your ID card (JPEG, PNG or PDF).');
  if (file.truncated || file.bytes.length > KYC_FILE_MAX_BYTES) {
    throw fileError(`The ID card file is larger than ${KYC_FILE_MAX_BYTES / (1024 * 1024)} MB. Upload a smaller photo or scan.`, 'too_large');
  }
  const type = sniffContentType(file.bytes);
  if (!type) throw fileError('The ID card must be a JPEG, PNG or PDF file. This file is none of these, whatever its name says.');
  return type;
}

/** The ID card as stored: an image without its camera metadata (id-card-image.ts); one that does not decode is a 400. */
async function idCardToStore(bytes: Buffer, type: KycContentType): Promise<Buffer> {
  try {
    return await idCardBytesToStore(bytes, type);
  } catch (err) {
    if (!(err instanceof UnreadableImageError)) throw err;
    logger.info('ID card image did not decode', { error: err.message });
    throw fileError('The ID card image could not be read. Take a new photo or scan and upload it as a JPEG, PNG or PDF.');
  }
}

/**
 * POST /api/kyc: a signed-in user who is not staff and not yet verified submits (or resubmits) KYC.
 * The file is written first under a new name, then one transaction replaces the pending submission
 * (keeping the decision history); the superseded file is deleted afterwards. A failed transaction
 * deletes the new file, so a refused request leaves nothing behind.
 */
export async function submitKyc(actor: Actor, input: KycSubmission, file: UploadedFile | null, nowMs = Date.now()): Promise<KycView> {
  if (isStaffRole(actor.role)) {
    throw new KycError('forbidden', 'staff_cannot_be_owner', 'Staff accounts cannot be verified as PG owners. Use a separate personal account.');
  }
  if (actor.role === 'pg_owner') throw new KycError('conflict', 'already_verified', 'You are already a verified PG owner.');
  const contentType = checkIdCard(file);
  const stored = await idCardToStore(file?.bytes ?? Buffer.alloc(0), contentType);
  const path = `id_cards/${actor.uid}/${nowMs}_${storedFileName(file?.clientName ?? '', contentType)}`;
  const object = bucket().file(path);
  await object.save(stored, { contentType, resumable: false, metadata: { cacheControl: 'private, no-store' } });

  let previousPath: string | null = null;
  try {
    await db().runTransaction(async (tx) => {
      const ref = kycRef(actor.uid);
      const snap = await tx.get(ref);
      if (snap.get('status') === 'approved') throw new KycError('conflict', 'already_verified', 'You are already a verified PG owner.');
      const old: unknown = snap.get('idCardPath');
      previousPath = typeof old === 'string' && old !== path ? old : null;
      tx.set(ref, {
        uid: actor.uid,
        status: 'submitted' satisfies KycStatus,
        nameOnId: input.nameOnId,
        idType: input.idType,
        language: input.language,
        idCardPath: path,
        idCardContentType: contentType,
        idCardSizeBytes: stored.length,
        bank: {
          accountHolderName: input.accountHolderName,
          accountNumberLast4: input.accountNumber.slice(-4),
          ifsc: input.ifsc,
          ...(input.upiId ? { upiId: input.upiId } : {}),
        },
        consentAt: ts(nowMs),
        consentVersion: KYC_CONSENT_VERSION,
        submittedAt: ts(nowMs),
        decidedAt: null,
        decidedBy: null,
        // Resubmission keeps the record of earlier decisions; everything else is the new submission.
        history: snap.get('history') ?? [],
        updatedAt: serverTime(),
      });
      tx.set(kycPrivateRef(actor.uid), {
        bank: {
          accountHolderName: input.accountHolderName,
          accountNumber: input.accountNumber,
          ifsc: input.ifsc,
          ...(input.upiId ? { upiId: input.upiId } : {}),
        },
        updatedAt: serverTime(),
      });
      tx.set(userDocRef(actor.uid), { idCardPath: path, updatedAt: serverTime() }, { merge: true });
    });
  } catch (err) {
    await object.delete({ ignoreNotFound: true });
    throw err;
  }
  // A superseded submission's file has no further use (the history keeps the decision on it).
  if (previousPath) await bucket().file(previousPath).delete({ ignoreNotFound: true });
  return toKycView(await kycRef(actor.uid).get());
}

/** GET /api/kyc/me: the caller's own request, or null when they never submitted. */
export async function getOwnKyc(actor: Actor): Promise<KycView | null> {
  const snap = await kycRef(actor.uid).get();
  return snap.exists ? toKycView(snap) : null;
}

export type IdCardFile = { bytes: Buffer; contentType: string; fileName: string };

/**
 * GET /api/kyc/{uid}/id-card: the owner, or a current admin (each admin view is recorded: who, when).
 * Permission is checked before existence, so other users cannot probe who applied.
 */
export async function readIdCard(actor: Actor, uid: string): Promise<IdCardFile> {
  const own = actor.uid === uid;
  const admin = !own && (await isCurrentAdmin(actor));
  if (!own && !admin) throw kycForbidden();
  const snap = await kycRef(uid).get();
  const path: unknown = snap.get('idCardPath');
  if (!snap.exists || typeof path !== 'string') throw new KycError('not_found', 'not_found', 'There is no ID card on file for this user.');
  const [bytes] = await bucket().file(path).download();
  if (admin) await kycViewsCol(uid).add({ by: actor.uid, role: actor.role, at: serverTime(), idCardPath: path });
  const contentType = String(snap.get('idCardContentType') ?? 'application/octet-stream');
  return { bytes, contentType, fileName: path.slice(path.lastIndexOf('/') + 1) };
}

/** GET /api/admin/kyc: the queue (oldest first: first come, first served), with each applicant's phone. */
export async function listKyc(status: KycStatus): Promise<KycView[]> {
  const snap = await kycCol().where('status', '==', status).orderBy('submittedAt', 'asc').limit(100).get();
  const phones = await Promise.all(snap.docs.map(async (d) => (await userDocRef(d.id).get()).get('phone') as unknown));
  return snap.docs.map((d, i) => toKycView(d, typeof phones[i] === 'string' ? phones[i] : null));
}

export type DecisionResult = { uid: string; status: KycStatus; changed: boolean };

const refuseStaff = () =>
  new KycError('conflict', 'staff_cannot_be_owner', 'This account belongs to a staff member and cannot be made a PG owner.');

/** The decision SMS goes out in the language the applicant applied in; English for requests from before that. */
const kycLanguage = (value: unknown): Language => (value === 'hi' ? 'hi' : 'en');

/** The applicant resubmitted after the reviewer opened the request: decide on what they actually looked at. */
const staleSubmission = () =>
  new KycError('conflict', 'stale', 'The owner sent new documents after you opened this request. Reload it and review it again.');

/**
 * POST /api/kyc/{uid}/approve. One transaction sets the decision, the user's pg_owner role mirror and
 * verification flags, and queues the owner's notification. The role claim is written inside the
 * transaction just before it commits (as changeRole does): the role-sync trigger then finds claim and
 * mirror equal and does not revoke the owner's sessions. If the transaction fails the claim is put back.
 * Approving an approved request is a no-op. The owner's client picks up the new claim by refreshing its
 * token when it sees the decision (docs/decisions/060-owner-kyc.md), so nobody is signed out.
 */
export async function approveKyc(admin: Actor, uid: string, reviewedSubmittedAt: string, nowMs = Date.now()): Promise<DecisionResult> {
  let claimBefore: ReturnType<typeof claimRole> = null;
  let claimWritten = false;
  let changed = false;
  try {
    await db().runTransaction(async (tx) => {
      const ref = kycRef(uid);
      const [snap, userSnap] = await Promise.all([tx.get(ref), tx.get(userDocRef(uid))]);
      if (!snap.exists) throw kycNotFound();
      if (snap.get('status') === 'approved') return;
      if (snap.get('status') !== 'submitted') {
        throw new KycError('conflict', 'not_submitted', 'This request was already decided. The owner has to submit again first.');
      }
      if (iso(snap.get('submittedAt')) !== reviewedSubmittedAt) throw staleSubmission();
      const fresh: UserRecord | null = await authUser(uid);
      if (!fresh) throw kycNotFound();
      // A retried attempt sees the claim the first attempt wrote; the one to restore is the original.
      if (!claimWritten) claimBefore = claimRole(fresh);
      if (isStaffRole(claimRole(fresh)) || isStaffRole(userSnap.get('role'))) throw refuseStaff();
      changed = true;
      tx.update(ref, {
        status: 'approved' satisfies KycStatus,
        decidedAt: ts(nowMs),
        decidedBy: admin.uid,
        rejectionReason: deleteField(),
        purgeDueAt: ts(nowMs + RETENTION_MS),
        history: arrayUnion({ action: 'approved', by: admin.uid, byRole: admin.role, at: ts(nowMs) }),
        updatedAt: serverTime(),
      });
      tx.set(
        userDocRef(uid),
        {
          role: 'pg_owner',
          isVerifiedPgOwner: true,
          pgListerVerified: true,
          canListPG: true,
          roleUpdatedAt: serverTime(),
          roleUpdatedBy: admin.uid,
          updatedAt: serverTime(),
        },
        { merge: true },
      );
      enqueueMessage(tx, {
        toUid: uid,
        template: 'kyc_approved',
        params: {},
        language: kycLanguage(snap.get('language')),
        status: 'pending',
        createdAt: serverTime(),
      });
      recordStaffAction(tx, {
        actor: admin,
        action: 'kyc.approved',
        targetType: 'kyc',
        targetId: uid,
        summary: `Approved the owner verification of ${String(snap.get('nameOnId') ?? uid)}`,
        before: { status: 'submitted', role: claimBefore },
        after: { status: 'approved', role: 'pg_owner' },
        nowMs,
      });
      if (claimBefore !== 'pg_owner') {
        await writeRoleClaim(fresh, 'pg_owner');
        claimWritten = true;
      }
    });
  } catch (err) {
    if (claimWritten) {
      const now = await authUser(uid);
      if (now) await writeRoleClaim(now, claimBefore);
    }
    throw err;
  }
  if (changed) logger.info('KYC approved', { uid, by: admin.uid });
  return { uid, status: 'approved', changed };
}

/** POST /api/kyc/{uid}/reject {reason}. Rejecting a rejected request is a no-op; an approved one is a conflict. */
export async function rejectKyc(
  admin: Actor,
  uid: string,
  reason: string,
  reviewedSubmittedAt: string,
  nowMs = Date.now(),
): Promise<DecisionResult> {
  let changed = false;
  await db().runTransaction(async (tx) => {
    const ref = kycRef(uid);
    const snap = await tx.get(ref);
    if (!snap.exists) throw kycNotFound();
    const status: unknown = snap.get('status');
    if (status === 'rejected') return;
    if (status === 'approved') {
      throw new KycError('conflict', 'already_approved', 'This owner is already approved. Removing an owner is done from the user’s role, not here.');
    }
    if (iso(snap.get('submittedAt')) !== reviewedSubmittedAt) throw staleSubmission();
    changed = true;
    tx.update(ref, {
      status: 'rejected' satisfies KycStatus,
      rejectionReason: reason,
      decidedAt: ts(nowMs),
      decidedBy: admin.uid,
      purgeDueAt: ts(nowMs + RETENTION_MS),
      history: arrayUnion({ action: 'rejected', by: admin.uid, byRole: admin.role, at: ts(nowMs), reason }),
      updatedAt: serverTime(),
    });
    enqueueMessage(tx, {
      toUid: uid,
      template: 'kyc_rejected',
      params: { reason },
      language: kycLanguage(snap.get('language')),
      status: 'pending',
      createdAt: serverTime(),
    });
    recordStaffAction(tx, {
      actor: admin,
      action: 'kyc.rejected',
      targetType: 'kyc',
      targetId: uid,
      summary: `Rejected the owner verification of ${String(snap.get('nameOnId') ?? uid)}`,
      before: { status: String(status) },
      after: { status: 'rejected' },
      reason,
      nowMs,
    });
  });
  if (changed) logger.info('KYC rejected', { uid, by: admin.uid });
  return { uid, status: 'rejected', changed };
}
