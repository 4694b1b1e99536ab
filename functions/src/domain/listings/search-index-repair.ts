// The search index's half of the repair job (docs/decisions/198-retries-repair-and-caps.md): one page of listings,
// each put where its current document says, through `syncSearchIndexEntry` — the function the trigger uses, which
// compares the entry the listing's public fields make with the stored one and writes only what differs. So the repair
// knows nothing of the index's layout.
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { logger } from '../../lib/log';
import { syncSearchIndexEntry } from './search-index-store';
import { pgsCol } from './store';

/** One page of a repair: how many were checked, which had to be mended, and the cursor of the next page (null: done). */
export type RepairPage = { checked: number; mended: string[]; next: string | null };

/**
 * One page of listings in id order after `after`: a missing entry is added, a stale one rewritten, a hidden,
 * unverified or draft listing's entry removed from its cell. Returns the listings it had to mend.
 */
export async function repairSearchIndexPage(fs: Firestore, after: string | null, size: number): Promise<RepairPage> {
  let q = pgsCol(fs).orderBy(FieldPath.documentId()).select().limit(size);
  if (after) q = q.startAfter(after);
  const ids = (await q.get()).docs.map((d) => d.id);
  const mended: string[] = [];
  for (const pgId of ids) {
    const outcome = await syncSearchIndexEntry(fs, pgId, null);
    if (outcome.docsWritten > 0) {
      mended.push(pgId);
      logger.warn('Repair: search index entry was missing or stale; mended', { pgId, cells: outcome.cellsWritten });
    }
  }
  return { checked: ids.length, mended, next: ids.length === size ? (ids[ids.length - 1] ?? null) : null };
}
