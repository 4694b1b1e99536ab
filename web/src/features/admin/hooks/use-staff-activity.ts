// The last staff actions, live from audit_log (current admins may read it; firestore.rules), newest first.
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';
import { COLLECTIONS } from '@kotastay/shared/collections';
import type { AuditLogDoc } from '@kotastay/shared/schemas/audit';

export function useStaffActivity(): {
  status: 'loading' | 'success' | 'error';
  entries: (AuditLogDoc & { id: string })[];
} {
  const db = useFirestore();
  const q = query(collection(db, COLLECTIONS.auditLog), orderBy('at', 'desc'), limit(20));
  const { status, data } = useFirestoreCollectionData(q, { idField: 'id' });
  return { status, entries: (data ?? []) as (AuditLogDoc & { id: string })[] };
}
