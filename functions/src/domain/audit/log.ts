// The one writer of the staff audit log (shared/src/schemas/audit.ts). Call it inside the transaction that makes
// the change, so an action and its record commit together or not at all.
import type { Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { AuditAction, AuditLogDoc, AuditTargetType } from '@kotastay/shared/schemas/audit';
import type { ExportedDoc } from '@kotastay/shared/schemas/privacy';
import { db } from '../../lib/admin';
import { exportedDoc } from '../../lib/exported-doc';
import type { Actor } from '../errors';

export const auditLogCol = () => db().collection(COLLECTIONS.auditLog);

export type StaffAction = {
  actor: Actor | 'system';
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  nowMs?: number;
};

export function auditEntry(a: StaffAction): AuditLogDoc {
  return {
    actorUid: a.actor === 'system' ? null : a.actor.uid,
    actorRole: a.actor === 'system' ? 'system' : (a.actor.role ?? 'student'),
    action: a.action,
    targetType: a.targetType,
    targetId: a.targetId,
    summary: a.summary,
    before: a.before ?? null,
    after: a.after ?? null,
    reason: a.reason ?? null,
    at: new Date(a.nowMs ?? Date.now()).toISOString(),
  };
}

/** Records a staff action in `tx` (or on its own when the action has no transaction, e.g. an Auth claim change). */
export function recordStaffAction(tx: Transaction | null, a: StaffAction): void | Promise<unknown> {
  const ref = auditLogCol().doc();
  if (tx) {
    tx.create(ref, auditEntry(a));
    return;
  }
  return ref.create(auditEntry(a));
}

/** The staff actions about a user (targetId == uid): part of their data export (docs/decisions/204-data-rights-in-the-app.md). */
export async function auditEntriesAbout(uid: string): Promise<ExportedDoc[]> {
  return (await auditLogCol().where('targetId', '==', uid).get()).docs.map((d) => exportedDoc(d));
}
