// Deleting KYC documents KYC_RETENTION_DAYS after the decision (the privacy policy's promise). Pure in
// its clock: the scheduled Function passes the real time, tests pass any instant.
//
// What goes: every object under id_cards/{uid}/, the name on the ID, the Storage path (also on users/{uid}).
// The rejection reason an admin typed goes from the applicant's KYC outbox messages (`params.reason`, `text`).
// What stays: status, dates, the ID type, the decision history and the account number's last 4 digits.
// The full bank details (kyc_private/{uid}) are what payouts are made to, so they stay while the owner is
// an active pg_owner; the job then looks again every retention period and deletes them once the owner is
// no longer one (or at once when the request was rejected). docs/decisions/060-owner-kyc.md.
import { logger } from '../../lib/log';
import { userDocRef } from '../users';
import { messagesTo } from '../messaging';
import { bucket, deleteField, idCardPrefix, kycCol, kycPrivateRef, ts } from './kyc-store';
import { RETENTION_MS } from './kyc-service';

export type PurgeReport = { filesDeletedFor: string[]; bankDeletedFor: string[]; bankKeptFor: string[] };

const BATCH = 200;

export async function purgeExpiredKyc(now: Date): Promise<PurgeReport> {
  const report: PurgeReport = { filesDeletedFor: [], bankDeletedFor: [], bankKeptFor: [] };
  const due = await kycCol().where('purgeDueAt', '<=', ts(now.getTime())).limit(BATCH).get();
  for (const doc of due.docs) {
    const uid = doc.id;
    const hadFile = typeof doc.get('idCardPath') === 'string' || !doc.get('idCardDeletedAt');
    if (hadFile) {
      await bucket().deleteFiles({ prefix: idCardPrefix(uid) });
      report.filesDeletedFor.push(uid);
    }
    const user = await userDocRef(uid).get();
    const activeOwner = doc.get('status') === 'approved' && user.get('role') === 'pg_owner';
    const update: Record<string, unknown> = {};
    if (hadFile) {
      Object.assign(update, { idCardPath: deleteField(), nameOnId: deleteField(), idCardDeletedAt: ts(now.getTime()) });
    }
    if (activeOwner) {
      // Look again after another retention period: the bank details go once the owner stops listing.
      update.purgeDueAt = ts(now.getTime() + RETENTION_MS);
      report.bankKeptFor.push(uid);
    } else {
      await kycPrivateRef(uid).delete();
      Object.assign(update, {
        purgeDueAt: deleteField(),
        'bank.accountHolderName': deleteField(),
        'bank.ifsc': deleteField(),
        'bank.upiId': deleteField(),
        bankDeletedAt: ts(now.getTime()),
      });
      report.bankDeletedFor.push(uid);
    }
    await doc.ref.update(update);
    await clearKycMessages(uid);
    if (user.exists && typeof user.get('idCardPath') === 'string') await user.ref.update({ idCardPath: deleteField() });
  }
  if (due.size) logger.info('KYC retention run', { ...report, now: now.toISOString() });
  return report;
}

/** The applicant's KYC messages lose the admin's free text; booking messages to the same user are not touched. */
async function clearKycMessages(uid: string): Promise<void> {
  const msgs = await messagesTo(uid).get();
  for (const m of msgs.docs) {
    if (m.get('bookingId') || !String(m.get('template') ?? '').startsWith('kyc_')) continue;
    if (m.get('params.reason') === undefined && m.get('text') === undefined) continue;
    await m.ref.update({ 'params.reason': deleteField(), text: deleteField() });
  }
}
