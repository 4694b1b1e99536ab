// The repair job (docs/decisions/198-retries-repair-and-caps.md): what a trigger event left wrong — a failure past
// its retries, an event dropped by the age cut-off, a deploy that lost events — is found and mended from the
// current documents. Bounded (one page of listings and one of users per run), paginated (a cursor in
// `meta/repair` carries on where the last run stopped, and starts over after the last page) and idempotent (a
// listing or user already in line is read, never written).
//
// The index is checked and written only through `syncSearchIndexEntry`, the function the trigger uses: it compares
// the listing's current public fields with its stored entry and writes only what differs. So this job knows nothing
// of the index's layout.
import type { Firestore } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';
import { logger } from '../../lib/log';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { isRole } from '@kotastay/shared/roles';
import { adminAuth } from '../../lib/admin';
import { syncSearchIndexEntry } from '../pgs/search-index-store';
import { syncRoleFromDocument } from '../users/role-sync';
import { claimRole } from '../users/users-store';

export const REPAIR_PAGE_SIZE = 200;
/** getUsers takes at most 100 identifiers. */
const AUTH_BATCH = 100;

export const repairStateRef = (fs: Firestore) => fs.collection(COLLECTIONS.meta).doc('repair');

export type PageResult = { checked: number; mended: string[]; next: string | null };

/** The ids of one page of `collection`, in id order, after `after` (no fields read). */
async function idPage(fs: Firestore, collection: string, after: string | null, size: number): Promise<{ ids: string[]; next: string | null }> {
  let q = fs.collection(collection).orderBy(FieldPath.documentId()).select().limit(size);
  if (after) q = q.startAfter(after);
  const ids = (await q.get()).docs.map((d) => d.id);
  return { ids, next: ids.length === size ? (ids[ids.length - 1] ?? null) : null };
}

/**
 * One page of listings: each one's index entry is put where its current document says (missing added, stale
 * rewritten, a hidden or unverified listing's entry removed). Returns the listings it had to mend.
 */
export async function repairSearchIndexPage(fs: Firestore, after: string | null, size = REPAIR_PAGE_SIZE): Promise<PageResult> {
  const { ids, next } = await idPage(fs, COLLECTIONS.pgs, after, size);
  const mended: string[] = [];
  for (const pgId of ids) {
    const outcome = await syncSearchIndexEntry(fs, pgId, null);
    if (outcome.docsWritten > 0) {
      mended.push(pgId);
      logger.warn('Repair: search index entry was missing or stale; mended', { pgId, cells: outcome.cellsWritten });
    }
  }
  return { checked: ids.length, mended, next };
}

/**
 * One page of `users`: every user whose role claim disagrees with the document's `role` is synced the way the
 * trigger does it (claim written, sessions revoked; an invalid value put back to the claim).
 */
export async function repairRolesPage(fs: Firestore, after: string | null, size = REPAIR_PAGE_SIZE): Promise<PageResult> {
  let q = fs.collection(COLLECTIONS.users).orderBy(FieldPath.documentId()).select('role').limit(size);
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

export type RepairReport = { listings: PageResult; users: PageResult };

/** One run of the scheduled repair: a page of each, from where the last run stopped. */
export async function runRepair(fs: Firestore, size = REPAIR_PAGE_SIZE): Promise<RepairReport> {
  const state = (await repairStateRef(fs).get()).data() ?? {};
  const listings = await repairSearchIndexPage(fs, typeof state.listingsAfter === 'string' ? state.listingsAfter : null, size);
  const users = await repairRolesPage(fs, typeof state.usersAfter === 'string' ? state.usersAfter : null, size);
  await repairStateRef(fs).set({ listingsAfter: listings.next, usersAfter: users.next, ranAt: new Date().toISOString() });
  logger.info('Repair run', {
    listingsChecked: listings.checked,
    listingsMended: listings.mended.length,
    usersChecked: users.checked,
    usersMended: users.mended.length,
  });
  return { listings, users };
}
