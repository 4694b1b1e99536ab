// The search index as searches read it (docs/decisions/120-search-index.md): cells cached in this instance, each
// with the version `meta/search_index` gives it (the rebuild's generation and the cell's counter, which every
// trigger write bumps). Every search reads that one document, so a cached cell is used only while it is current:
// a listing's change reaches search as soon as its trigger has run. CELL_TTL_MS bounds memory, not staleness.
import { COLLECTIONS } from '@kotastay/shared/collections';
import { db } from '../../lib/admin';
import { decodeEntry, shardDocId, type IndexEntry, type ShardDoc } from './search-index';
import { searchIndexMetaRef } from './search-index-store';

/** How long an unused cached cell is kept (its content is checked against its version on every use). */
export const CELL_TTL_MS = 10 * 60_000;

type CachedCell = { version: string; loadedAtMs: number; entries: IndexEntry[] };
const cells = new Map<string, CachedCell>();

export type IndexRead = { entries: IndexEntry[]; docsRead: number };

/**
 * The entries of these cells. Reads: 1 (the generation) when every cell is cached and fresh; otherwise also the
 * missing cells' first shards in one batch, then their other shards (if any) in a second. A cell with no document
 * is empty (and is cached as such: a missing document costs a read too).
 */
export async function readIndexCells(wanted: readonly string[], nowMs = Date.now()): Promise<IndexRead> {
  const meta = await searchIndexMetaRef(db()).get();
  const generation: unknown = meta.get('generation');
  const counters = (meta.get('cells') ?? {}) as Record<string, unknown>;
  const versionOf = (cell: string) => `${String(generation)}/${String(counters[cell] ?? 0)}`;
  let docsRead = 1;
  const fresh = (cell: string, c: CachedCell | undefined): c is CachedCell =>
    c !== undefined && c.version === versionOf(cell) && nowMs - c.loadedAtMs < CELL_TTL_MS;
  // This call's own reads (the instance serves concurrent requests, and an uncached read must still be used).
  const loaded = new Map<string, IndexEntry[]>();
  const missing = wanted.filter((cell) => !fresh(cell, cells.get(cell)));
  if (missing.length) {
    const col = db().collection(COLLECTIONS.searchIndex);
    const heads = await db().getAll(...missing.map((cell) => col.doc(shardDocId(cell, 0))));
    docsRead += heads.length;
    const byCell = new Map<string, ShardDoc[]>(missing.map((cell) => [cell, []]));
    const more = [];
    for (const snap of heads) {
      if (!snap.exists) continue;
      const head = snap.data() as ShardDoc;
      byCell.get(head.cell)?.push(head);
      for (let i = 1; i < head.shards; i++) more.push(col.doc(shardDocId(head.cell, i)));
    }
    if (more.length) {
      const rest = await db().getAll(...more);
      docsRead += rest.length;
      for (const snap of rest) if (snap.exists) byCell.get((snap.data() as ShardDoc).cell)?.push(snap.data() as ShardDoc);
    }
    for (const [cell, docs] of byCell) {
      const entries = docs.flatMap((d) => Object.entries(d.entries).map(([id, e]) => decodeEntry(id, e)));
      // No generation yet (an index written around the rebuild): use what was read, cache nothing.
      if (typeof generation === 'string') cells.set(cell, { version: versionOf(cell), loadedAtMs: nowMs, entries });
      else cells.delete(cell);
      loaded.set(cell, entries);
    }
  }
  const entries = wanted.flatMap((cell) => loaded.get(cell) ?? cells.get(cell)?.entries ?? []);
  return { entries, docsRead };
}

/** For tests: forget every cached cell. */
export function clearSearchIndexCacheForTests(): void {
  cells.clear();
}
