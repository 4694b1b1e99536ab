// The staff audit log's retention (shared/src/retention.ts, docs/retention.md): entries about bookings (transitions,
// refunds, checklists) are part of the booking and payment records and go with them after `auditBooking` (8 years);
// every other staff action (KYC and listing decisions, review moderation, roles, the catalogue) after `auditStaff`
// (3 years). Deleted, not redacted: an entry is its summary, before/after and reason, all of it about someone.
// Pure in its clock: the scheduled Function passes the real time, tests any instant.
import { AUDIT_TARGET_TYPES, type AuditTargetType } from '@kotastay/shared/schemas/audit';
import { retentionMs, type RetentionId } from '@kotastay/shared/retention';
import { db } from '../../lib/admin';
import { logger } from '../../lib/log';
import { auditLogCol } from './log';

/** Which retention entry an audit entry follows. */
export const auditRetentionOf = (targetType: AuditTargetType): RetentionId => (targetType === 'booking' || targetType === 'stay' ? 'auditBooking' : 'auditStaff');

export type AuditRetentionReport = { deleted: Partial<Record<AuditTargetType, number>> };

export async function purgeOldAuditEntries(nowMs: number, batch = 400, maxBatches = 10): Promise<AuditRetentionReport> {
  const report: AuditRetentionReport = { deleted: {} };
  for (const targetType of AUDIT_TARGET_TYPES) {
    const cutoff = new Date(nowMs - retentionMs(auditRetentionOf(targetType))).toISOString();
    for (let i = 0; i < maxBatches; i++) {
      // `at` is an ISO time, so string order is time order (index: audit_log targetType + at).
      const page = await auditLogCol().where('targetType', '==', targetType).where('at', '<', cutoff).limit(batch).get();
      if (page.empty) break;
      const writes = db().batch();
      for (const doc of page.docs) writes.delete(doc.ref);
      await writes.commit();
      report.deleted[targetType] = (report.deleted[targetType] ?? 0) + page.size;
      if (page.size < batch) break;
    }
  }
  if (Object.keys(report.deleted).length) logger.info('Audit log retention run', report);
  return report;
}
