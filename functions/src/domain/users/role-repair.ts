// The role claims' half of the repair job (docs/decisions/198-retries-repair-and-caps.md): one page of users/{uid},
// each compared with its Auth user's role claim; a user whose claim disagrees is synced as the userRoleSync trigger
// does it (claim written, sessions revoked; an invalid value put back to the claim).
import { FieldPath } from 'firebase-admin/firestore';
import { isRole } from '@kotastay/shared/roles';
import { adminAuth } from '../../lib/admin';
import { logger } from '../../lib/log';
import { syncRoleFromDocument } from './role-sync';
import { claimRole, usersCol } from './users-store';

/** getUsers takes at most 100 identifiers. */
const AUTH_BATCH = 100;

/** One page of users in id order after `after` (only `role` read); returns the users it had to mend. */
export async function repairRolesPage(after: string | null, size: number): Promise<{ checked: number; mended: string[]; next: string | null }> {
  let q = usersCol().orderBy(FieldPath.documentId()).select('role').limit(size);
  if (after) q = q.startAfter(after);
  const docs = (await q.get()).docs;
  const mended: string[] = [];
  for (let i = 0; i < docs.length; i += AUTH_BATCH) {
    const slice = docs.slice(i, i + AUTH_BATCH);
    const { users } = await adminAuth().getUsers(slice.map((d) => ({ uid: d.id })));
    const claims = new Map(users.map((u) => [u.uid, claimRole(u)]));
    for (const d of slice) {
      // A profile without an Auth user is not ours to mend (the role sync says so in its own log).
      if (!claims.has(d.id)) continue;
      const raw: unknown = d.get('role') ?? null;
      const wanted = isRole(raw) ? raw : raw === null ? null : undefined;
      if (wanted === claims.get(d.id)) continue;
      const outcome = await syncRoleFromDocument(d.id);
      if (outcome === 'applied' || outcome === 'reverted_invalid') {
        mended.push(d.id);
        logger.warn('Repair: role claim disagreed with users/{uid}; mended', { uid: d.id, outcome });
      }
    }
  }
  const last = docs[docs.length - 1];
  return { checked: docs.length, mended, next: docs.length === size && last ? last.id : null };
}
