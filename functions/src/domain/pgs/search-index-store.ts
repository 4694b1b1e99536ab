// The only module that writes `search_index` (docs/decisions/120-search-index.md): keeping one listing's entry in
// line (the trigger) and rebuilding every cell from `pgs` (the seed and the benchmark).
import { randomUUID } from 'node:crypto';
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS, SEARCH_INDEX_META_DOC } from '@kotastay/shared/collections';
import type { LatLng } from '@kotastay/shared/geo';
import {
  INDEX_SOURCE_FIELDS,
  asLocation,
  cellOf,
  encodeEntry,
  entryOf,
  partitionCell,
  shardDocId,
  type IndexSource,
  type ShardDoc,
  type StoredEntry,
} from './search-index';

const indexCol = (fs: Firestore) => fs.collection(COLLECTIONS.searchIndex);
export const searchIndexMetaRef = (fs: Firestore): DocumentReference =>
  fs.collection(COLLECTIONS.meta).doc(SEARCH_INDEX_META_DOC);

const sourceOf = (snap: DocumentSnapshot): IndexSource | null =>
  snap.exists ? ({ ...(snap.data() as Omit<IndexSource, 'id'>), id: snap.id } as IndexSource) : null;

/** How a cell is read: inside the sync transaction, or plainly (no locks) to check whether anything must change. */
type Reader = {
  get(ref: DocumentReference): Promise<DocumentSnapshot>;
  getAll(...refs: DocumentReference[]): Promise<DocumentSnapshot[]>;
};
const plainReader = (fs: Firestore): Reader => ({ get: (ref) => ref.get(), getAll: (...refs) => fs.getAll(...refs) });
const txReader = (tx: Transaction): Reader => ({ get: (ref) => tx.get(ref), getAll: (...refs) => tx.getAll(...refs) });

/** A cell's shard documents as stored (shard 0 first). */
async function readCell(reader: Reader, fs: Firestore, cell: string): Promise<ShardDoc[]> {
  const first = await reader.get(indexCol(fs).doc(shardDocId(cell, 0)));
  if (!first.exists) return [];
  const head = first.data() as ShardDoc;
  const refs = Array.from({ length: head.shards - 1 }, (_, i) => indexCol(fs).doc(shardDocId(cell, i + 1)));
  const rest = refs.length ? await reader.getAll(...refs) : [];
  return [head, ...rest.filter((s) => s.exists).map((s) => s.data() as ShardDoc)];
}

export type SyncOutcome = { cellsWritten: string[]; docsWritten: number };

/** The cells listing `pgId` may be in: where it was and where it is (either may be unknown). */
function cellsOf(previousLocation: LatLng | null, current: IndexSource | null): Set<string> {
  const cells = new Set<string>();
  const before = asLocation(previousLocation);
  const now = asLocation(current?.location);
  if (before) cells.add(cellOf(before));
  if (now) cells.add(cellOf(now));
  return cells;
}

/** Whether `docs` (one cell's shards) hold exactly `entry` for `pgId`: absent when `entry` is undefined. */
function holds(docs: readonly ShardDoc[], pgId: string, entry: StoredEntry | undefined): boolean {
  const found = docs.find((d) => d.entries[pgId] !== undefined)?.entries[pgId];
  return found === undefined || entry === undefined ? found === entry : JSON.stringify(found) === JSON.stringify(entry);
}

/**
 * Whether the index already says what listing `pgId`'s current document says: read without a transaction, so a
 * repeated event, or one for a listing the seed's rebuild already wrote, costs a few reads and takes no locks.
 * A listing that changes after this check has its own event, which checks again.
 */
async function alreadyInLine(fs: Firestore, pgId: string, previousLocation: LatLng | null): Promise<boolean> {
  const current = sourceOf(await fs.collection(COLLECTIONS.pgs).doc(pgId).get());
  const entry = current ? entryOf(current) : null;
  const home = entry ? cellOf(entry.location) : null;
  for (const cell of cellsOf(previousLocation, current)) {
    const docs = await readCell(plainReader(fs), fs, cell);
    if (!holds(docs, pgId, entry && cell === home ? encodeEntry(entry) : undefined)) return false;
  }
  return true;
}

/**
 * Puts listing `pgId`'s entry where its current document says, in one transaction: out of every cell it may be
 * in (where it was, `previousLocation`, and where it is), into its cell only while it is public. It reads the
 * listing itself instead of trusting the event, so a late or repeated event writes the same, current state.
 * Writes only the shard documents whose content changed, and bumps those cells' versions in
 * `meta/search_index.cells` so every instance's cached copy of them is dropped on its next search.
 */
export async function syncSearchIndexEntry(fs: Firestore, pgId: string, previousLocation: LatLng | null): Promise<SyncOutcome> {
  if (await alreadyInLine(fs, pgId, previousLocation)) return { cellsWritten: [], docsWritten: 0 };
  return fs.runTransaction(async (tx) => {
    const current = sourceOf(await tx.get(fs.collection(COLLECTIONS.pgs).doc(pgId)));
    const entry = current ? entryOf(current) : null;
    const home = entry ? cellOf(entry.location) : null;
    const cells = cellsOf(previousLocation, current);

    const stored = new Map<string, ShardDoc[]>();
    for (const cell of cells) stored.set(cell, await readCell(txReader(tx), fs, cell));

    const outcome: SyncOutcome = { cellsWritten: [], docsWritten: 0 };
    for (const [cell, docs] of stored) {
      const entries = new Map<string, StoredEntry>();
      for (const d of docs) for (const [id, e] of Object.entries(d.entries)) entries.set(id, e);
      entries.delete(pgId);
      if (entry && cell === home) entries.set(pgId, encodeEntry(entry));
      const next = partitionCell(cell, entries);
      let written = 0;
      for (const doc of next) {
        const before = docs.find((d) => d.shard === doc.shard);
        if (before && sameShard(before, doc)) continue;
        tx.set(indexCol(fs).doc(shardDocId(cell, doc.shard)), doc);
        written++;
      }
      for (const d of docs) {
        if (d.shard >= next.length) {
          tx.delete(indexCol(fs).doc(shardDocId(cell, d.shard)));
          written++;
        }
      }
      if (written) outcome.cellsWritten.push(cell);
      outcome.docsWritten += written;
    }
    if (outcome.cellsWritten.length) {
      const bumps = Object.fromEntries(outcome.cellsWritten.map((cell) => [cell, FieldValue.increment(1)]));
      tx.set(searchIndexMetaRef(fs), { cells: bumps }, { merge: true });
    }
    return outcome;
  });
}

function sameShard(a: ShardDoc, b: ShardDoc): boolean {
  if (a.shards !== b.shards) return false;
  const ak = Object.keys(a.entries);
  if (ak.length !== Object.keys(b.entries).length) return false;
  return ak.every((id) => b.entries[id] !== undefined && JSON.stringify(a.entries[id]) === JSON.stringify(b.entries[id]));
}

export type RebuildOutcome = { entries: number; cells: number; shardDocs: number; docsRead: number };

/**
 * Rebuilds the whole index from the public listings: every shard document rewritten, stale ones deleted, and
 * `meta/search_index.generation` changed so every instance drops its cached cells. For the seed and the benchmark
 * (deterministic, no waiting for triggers); while listings keep changing, the trigger is what keeps it right.
 */
export async function rebuildSearchIndex(fs: Firestore): Promise<RebuildOutcome> {
  const snap = await fs
    .collection(COLLECTIONS.pgs)
    .where('visible', '==', true)
    .where('status', '==', 'published')
    .where('verification.status', '==', 'verified')
    .select(...INDEX_SOURCE_FIELDS)
    .get();
  const byCell = new Map<string, Map<string, StoredEntry>>();
  let count = 0;
  for (const d of snap.docs) {
    const entry = entryOf(sourceOf(d) as IndexSource);
    if (!entry) continue;
    const cell = cellOf(entry.location);
    let entries = byCell.get(cell);
    if (!entries) byCell.set(cell, (entries = new Map()));
    entries.set(entry.id, encodeEntry(entry));
    count++;
  }
  const docs = [...byCell].flatMap(([cell, entries]) => partitionCell(cell, entries));
  const keep = new Set(docs.map((d) => shardDocId(d.cell, d.shard)));
  const existing = await indexCol(fs).listDocuments();
  // Shard documents are up to ~0.4 MB: a few per batch keeps each commit well under the 10 MiB request limit.
  for (let i = 0; i < docs.length; i += 8) {
    const batch = fs.batch();
    for (const d of docs.slice(i, i + 8)) batch.set(indexCol(fs).doc(shardDocId(d.cell, d.shard)), d);
    await batch.commit();
  }
  const stale = existing.filter((ref) => !keep.has(ref.id));
  for (let i = 0; i < stale.length; i += 400) {
    const batch = fs.batch();
    for (const ref of stale.slice(i, i + 400)) batch.delete(ref);
    await batch.commit();
  }
  // A new generation with no cell versions: every cached cell, everywhere, is stale.
  await searchIndexMetaRef(fs).set({ generation: randomUUID(), cells: {}, rebuiltAt: FieldValue.serverTimestamp() });
  return { entries: count, cells: byCell.size, shardDocs: docs.length, docsRead: snap.size };
}
