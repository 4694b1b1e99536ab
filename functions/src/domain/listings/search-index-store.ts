// The only module that writes `search_index` (docs/decisions/120-search-index.md): keeping one listing's entry in
// line (the trigger) and rebuilding every cell from `pgs` (the seed and the benchmark).
import { randomUUID } from 'node:crypto';
import type { DocumentReference, DocumentSnapshot, Firestore, QuerySnapshot, Transaction, WriteBatch } from 'firebase-admin/firestore';
import type { LatLng } from '@kotastay/shared/geo';
import {
  INDEX_SOURCE_FIELDS,
  MAX_SHARD_BYTES,
  asCellDirectory,
  asLocation,
  asShard,
  cellDocId,
  cellOf,
  commitsOf,
  encodeEntry,
  entryOf,
  layoutCell,
  listingForIndex,
  planEntryChange,
  shardDocId,
  shardKeyFor,
  type CellDirectory,
  type ListingForIndex,
  type IndexWrite,
  type ShardDoc,
  type StoredEntry,
} from './search-index';
import { pgsCol, publicPgs, searchIndexCol } from './store';

const indexCol = (fs: Firestore) => searchIndexCol(fs);


/** How the index is read: inside the sync transaction, or plainly (no locks) to check whether anything must change. */
type Reader = { get<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>> };
const plainReader: Reader = { get: (ref) => ref.get() };
const txReader = (tx: Transaction): Reader => ({ get: (ref) => tx.get(ref) });

/** A cell's directory and the one shard that holds (or would hold) listing `pgId`, as stored. */
async function readSlot(reader: Reader, fs: Firestore, cell: string, pgId: string): Promise<{ dir: CellDirectory | null; shard: ShardDoc | null }> {
  const dir = (await reader.get(indexCol(fs).doc(cellDocId(cell)).withConverter(asCellDirectory))).data();
  if (!dir) return { dir: null, shard: null };
  const shardRef = indexCol(fs).doc(shardDocId(cell, shardKeyFor(dir.shards, pgId))).withConverter(asShard);
  return { dir, shard: (await reader.get(shardRef)).data() ?? null };
}

/** Tuning for tests (small shards); production uses the defaults. */
export type IndexOptions = {
  /** A shard over this size (Firestore's count) is split. */
  maxShardBytes?: number;
  /** Called with a sync's writes just before its transaction commits; what it throws aborts the transaction. */
  beforeCommit?: (writes: readonly IndexWrite[]) => void;
};

export type SyncOutcome = { cellsWritten: string[]; docsWritten: number };

/** The cells listing `pgId` may be in: where it was and where it is (either may be unknown). */
function cellsOf(previousLocation: LatLng | null, current: ListingForIndex | null): Set<string> {
  const cells = new Set<string>();
  const before = asLocation(previousLocation);
  const now = current?.location ?? null;
  if (before) cells.add(cellOf(before));
  if (now) cells.add(cellOf(now));
  return cells;
}

/** The writes that put listing `pgId`'s current state into each cell it may be in (none when in line). */
async function planSync(
  reader: Reader,
  fs: Firestore,
  current: ListingForIndex | null,
  pgId: string,
  previousLocation: LatLng | null,
  maxBytes: number,
): Promise<{ cell: string; writes: IndexWrite[] }[]> {
  const entry = current?.source ? entryOf(current.source) : null;
  const home = entry ? cellOf(entry.location) : null;
  const cells = [...cellsOf(previousLocation, current)];
  // Every read before any write (a transaction's rule); one version for this change.
  const slots = [];
  for (const cell of cells) slots.push({ cell, ...(await readSlot(reader, fs, cell, pgId)) });
  const version = randomUUID();
  return slots.map(({ cell, dir, shard }) => ({
    cell,
    writes: planEntryChange({ cell, dir, shard, pgId, entry: entry && cell === home ? encodeEntry(entry) : undefined, version, maxBytes }),
  }));
}

/**
 * Whether the index already says what listing `pgId`'s current document says: read without a transaction, so a
 * repeated event, or one for a listing the seed's rebuild already wrote, costs a few reads and takes no locks.
 * A listing that changes after this check has its own event, which checks again.
 */
async function alreadyInLine(fs: Firestore, pgId: string, previousLocation: LatLng | null, maxBytes: number): Promise<boolean> {
  const current = listingForIndex(await pgsCol(fs).doc(pgId).get());
  const plans = await planSync(plainReader, fs, current, pgId, previousLocation, maxBytes);
  return plans.every((p) => p.writes.length === 0);
}

/**
 * Puts listing `pgId`'s entry where its current document says, in one transaction: out of every cell it may be
 * in (where it was, `previousLocation`, and where it is), into its cell only while it is public. It reads the
 * listing itself instead of trusting the event, so a late or repeated event writes the same, current state.
 * Per cell it reads and writes the directory and the one shard that holds the listing (split in the same
 * transaction when it passes `maxShardBytes`), so a change commits at most about one shard however big the cell,
 * and contends only with changes in the same cell (decision 197).
 */
export async function syncSearchIndexEntry(
  fs: Firestore,
  pgId: string,
  previousLocation: LatLng | null,
  options: IndexOptions = {},
): Promise<SyncOutcome> {
  const maxBytes = options.maxShardBytes ?? MAX_SHARD_BYTES;
  if (await alreadyInLine(fs, pgId, previousLocation, maxBytes)) return { cellsWritten: [], docsWritten: 0 };
  return fs.runTransaction(async (tx) => {
    const current = listingForIndex(await tx.get(pgsCol(fs).doc(pgId)));
    const plans = await planSync(txReader(tx), fs, current, pgId, previousLocation, maxBytes);
    const writes = plans.flatMap((p) => p.writes);
    options.beforeCommit?.(writes);
    for (const w of writes) {
      if (w.data) tx.set(indexCol(fs).doc(w.id), w.data);
      else tx.delete(indexCol(fs).doc(w.id));
    }
    return { cellsWritten: plans.filter((p) => p.writes.length).map((p) => p.cell), docsWritten: writes.length };
  });
}

export type RebuildOutcome = { entries: number; cells: number; shardDocs: number; docsRead: number; pages: number };

/**
 * Rebuilds the whole index from the public listings, read a page at a time (`pageSize`, a cursor on the document
 * id): every cell's shards written, then its directory (with a new version, so every instance drops its cached
 * copy), then the documents no directory names any more deleted — each commit bounded in bytes and writes. A
 * reader between two commits sees each cell either as before or as rebuilt (shards are written before the
 * directory that names them, and deleted only after). For the seed, the benchmark and repair; while listings keep
 * changing, the trigger is what keeps it right. Holds the entries (~0.3 KB each) in memory: ~30 MB at 100,000.
 */
export async function rebuildSearchIndex(
  fs: Firestore,
  options: { pageSize?: number; maxShardBytes?: number } = {},
): Promise<RebuildOutcome> {
  const pageSize = options.pageSize ?? 1000;
  const byCell = new Map<string, Map<string, StoredEntry>>();
  let count = 0;
  let docsRead = 0;
  let pages = 0;
  const query = publicPgs({}, fs)
    .orderBy('__name__')
    .select(...INDEX_SOURCE_FIELDS)
    .limit(pageSize);
  for (let after: DocumentSnapshot | null = null; ; ) {
    const snap: QuerySnapshot = await (after ? query.startAfter(after) : query).get();
    pages++;
    docsRead += snap.size;
    for (const d of snap.docs) {
      const source = listingForIndex(d)?.source;
      const entry = source && entryOf(source);
      if (!entry) continue;
      const cell = cellOf(entry.location);
      let entries = byCell.get(cell);
      if (!entries) byCell.set(cell, (entries = new Map()));
      entries.set(entry.id, encodeEntry(entry));
      count++;
    }
    if (snap.size < pageSize) break;
    after = snap.docs[snap.docs.length - 1] ?? null;
  }
  const shards: IndexWrite[] = [];
  const dirs: IndexWrite[] = [];
  for (const [cell, entries] of byCell) {
    const docs = layoutCell(cell, entries, options.maxShardBytes);
    for (const d of docs) shards.push({ id: shardDocId(cell, d.key), data: d });
    dirs.push({ id: cellDocId(cell), data: { cell, shards: docs.map((d) => d.key), version: randomUUID() } });
  }
  const keep = new Set([...shards, ...dirs].map((w) => w.id));
  const existing = await indexCol(fs).listDocuments();
  const stale: IndexWrite[] = existing.filter((ref) => !keep.has(ref.id)).map((ref) => ({ id: ref.id, data: null }));
  for (const writes of [shards, dirs, stale]) await commitAll(fs, writes);
  return { entries: count, cells: byCell.size, shardDocs: shards.length, docsRead, pages };
}

async function commitAll(fs: Firestore, writes: readonly IndexWrite[]): Promise<void> {
  for (const commit of commitsOf(writes)) {
    const batch: WriteBatch = fs.batch();
    for (const w of commit) {
      if (w.data) batch.set(indexCol(fs).doc(w.id), w.data);
      else batch.delete(indexCol(fs).doc(w.id));
    }
    await batch.commit();
  }
}
