// A person's KYC in their data export and at their account's deletion (docs/decisions/204-data-rights-in-the-app.md),
// with the retention module's rules (retention.ts, docs/decisions/060-owner-kyc.md): the ID card's objects, the name
// on it and the bank details go; the status, dates, ID type, decision history and the account's last 4 digits stay.
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { exportedDoc } from '../../lib/exported-doc';
import { bucket, deleteField, idCardPrefix, kycPrivateRef, kycRef, ts } from './kyc-store';

/**
 * The kyc document without the ID card's storage path; kyc_private (the full account number) is never read: the
 * last 4 digits are on the kyc document.
 */
export async function kycDataOf(uid: string): Promise<ExportedDoc[]> {
  const snap = await kycRef(uid).get();
  return snap.exists ? [exportedDoc(snap, ['idCardPath'])] : [];
}

/** At the account's deletion, what the retention run deletes after its period, now. Idempotent. */
export async function eraseKycOf(uid: string, nowMs: number): Promise<boolean> {
  const snap = await kycRef(uid).get();
  if (!snap.exists) return false;
  await bucket().deleteFiles({ prefix: idCardPrefix(uid) });
  await kycPrivateRef(uid).delete();
  await snap.ref.update({
    idCardPath: deleteField(),
    nameOnId: deleteField(),
    idCardDeletedAt: ts(nowMs),
    purgeDueAt: deleteField(),
    'bank.accountHolderName': deleteField(),
    'bank.ifsc': deleteField(),
    'bank.upiId': deleteField(),
    bankDeletedAt: ts(nowMs),
  });
  return true;
}
