import { COLLECTIONS } from '@kotastay/shared/collections';
import type { AuditLogDoc } from '@kotastay/shared/schemas/audit';
import { adminDb } from './admin';

/** The staff audit log's entries about one target (any order), for "each action writes exactly one entry". */
export async function auditEntriesFor(targetId: string): Promise<AuditLogDoc[]> {
  const snap = await adminDb().collection(COLLECTIONS.auditLog).where('targetId', '==', targetId).get();
  return snap.docs.map((d) => d.data() as AuditLogDoc).sort((a, b) => a.at.localeCompare(b.at));
}
