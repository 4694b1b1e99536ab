// The search index as searches read it (docs/decisions/120-search-index.md, 197): cells cached in this instance,
// each with the version its directory document `search_index/{cell}` gives it (a new one on every change of the
// cell). Every search reads the directories of the cells it covers, so a cached cell is used only while it is
// current: a listing's change reaches search as soon as its trigger has run. CELL_TTL_MS bounds memory, not
// staleness.
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { getAllAs } from '../../lib/converter';
import { asCellDirectory, asShard, cellDocId, decodeEntry, shardDocId, type CellDirectory, type IndexEntry, type ShardDoc } from './search-index';
import { searchIndexCol } from './store';

/** How long an unused cached cell is kept (its content is checked against its version on every use). */
export const CELL_TTL_MS = 10 * 60_000;
/** Reads of a cell's shards retried when a split or rebuild removed one between its directory's read and theirs. */
const MAX_ATTEMPTS = 5;

type CachedCell = { version: string; loadedAtMs: number; entries: IndexEntry[] };
const cells = new Map<string, CachedCell>();

export type IndexRead = {
  entries: IndexEntry[];
  /** Each wanted cell's entries, as cached (the same array while the cell's version holds: name-index.ts keys on it). */
  byCell: Map<string, IndexEntry[]>;
  docsRead: number;
};

/** For tests: runs between a read of directories and the read of their shards (where a split may land). */
export type ReadHooks = { afterDirectories?: () => Promise<void> };

/**
 * The entries of these cells. Reads: one directory per cell (in one batch), plus the shards of every cell whose
 * cached copy is missing or out of date (in a second). A cell with no directory is empty. When a shard a directory
 * named is gone (a split or a rebuild committed in between), that cell's directory and shards are read again, so a
 * search never misses or repeats an entry.
 */
export async function readIndexCells(wanted: readonly string[], nowMs = Date.now(), hooks: ReadHooks = {}): Promise<IndexRead> {
  const fs: Firestore = db();
  const col = searchIndexCol(fs);
  const loaded = new Map<string, IndexEntry[]>();
  let docsRead = 0;
  let pending = [...wanted];
  for (let attempt = 1; pending.length; attempt++) {
    const dirs = await getAllAs(fs, pending.map((cell) => col.doc(cellDocId(cell)).withConverter(asCellDirectory)));
    docsRead += dirs.length;
    if (attempt === 1) await hooks.afterDirectories?.();
    const toLoad: CellDirectory[] = [];
    for (const [i, snap] of dirs.entries()) {
      const cell = pending[i] as string;
      const dir = snap.data();
      if (!dir) {
        cells.delete(cell);
        loaded.set(cell, []);
        continue;
      }
      const cached = cells.get(cell);
      if (cached && cached.version === dir.version && nowMs - cached.loadedAtMs < CELL_TTL_MS) loaded.set(cell, cached.entries);
      else toLoad.push(dir);
    }
    const refs = toLoad.flatMap((dir) => dir.shards.map((key) => col.doc(shardDocId(dir.cell, key)).withConverter(asShard)));
    const shards = refs.length ? await getAllAs(fs, refs) : [];
    docsRead += shards.length;
    const retry: string[] = [];
    let at = 0;
    for (const dir of toLoad) {
      const snaps = shards.slice(at, (at += dir.shards.length));
      const docs = snaps.map((s) => s.data());
      if (!docs.every((d): d is ShardDoc => d !== undefined)) {
        if (attempt >= MAX_ATTEMPTS) throw new Error(`search index cell ${dir.cell}: shards keep moving`);
        retry.push(dir.cell);
        continue;
      }
      const entries = docs.flatMap((d) => Object.entries(d.entries).map(([id, e]) => decodeEntry(id, e)));
      cells.set(dir.cell, { version: dir.version, loadedAtMs: nowMs, entries });
      loaded.set(dir.cell, entries);
    }
    pending = retry;
  }
  return { entries: wanted.flatMap((cell) => loaded.get(cell) ?? []), byCell: loaded, docsRead };
}

/** For tests: forget every cached cell. */
export function clearSearchIndexCacheForTests(): void {
  cells.clear();
}
