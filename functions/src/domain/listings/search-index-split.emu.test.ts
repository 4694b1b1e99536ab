// Shard splits and the paginated rebuild on the emulator (docs/decisions/197-search-index-within-firestore-limits.md),
// with small shards injected through the options: a split writes only the shard it splits, a split that fails
// leaves the index and searches as they were, a search that a split overtakes still sees every listing once, and
// the rebuild gives the same index whatever its page size.
import { beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { splitPgRecord, type PgDoc } from '@kotastay/shared/schemas/pg';
import { adminDb } from '../../../../test-utils/admin';
import { clearFirestore } from '../../../../test-utils/emulators';
import { publicPgRecord } from '../../../../test-utils/pg-fixtures';
import { cellOf, shardBytes, shardDocId, type CellDirectory, type ShardDoc } from './search-index';
import { clearSearchIndexCacheForTests, readIndexCells } from './search-index-cache';
import { rebuildSearchIndex, syncSearchIndexEntry } from './search-index-store';

const KOTA = { lat: 25.1425, lng: 75.8526 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const col = () => adminDb().collection(COLLECTIONS.searchIndex);
const CELL = cellOf(KOTA);

/** `count` public listings around Kota's centre (one cell), written and indexed by the trigger. */
async function seedListings(count: number): Promise<PgDoc[]> {
  const pgs = Array.from({ length: count }, (_, i) =>
    splitPgRecord(publicPgRecord(`split-${String(i).padStart(2, '0')}`, 40 + i, { lat: KOTA.lat + i * 1e-4, lng: KOTA.lng })).pg,
  );
  for (const pg of pgs) expect(cellOf(pg.location)).toBe(CELL);
  const batch = adminDb().batch();
  for (const pg of pgs) batch.set(adminDb().collection(COLLECTIONS.pgs).doc(pg.id), pg);
  await batch.commit();
  const t0 = Date.now();
  while ((await indexedIds()).length < count) {
    if (Date.now() - t0 > 25_000) throw new Error(`only ${(await indexedIds()).length} of ${count} indexed`);
    await sleep(250);
  }
  await sleep(500); // the last triggers' checks
  return pgs;
}

async function shardDocs(): Promise<{ id: string; doc: ShardDoc; updateTime: string }[]> {
  const snap = await col().get();
  return snap.docs
    .filter((d) => 'entries' in d.data())
    .map((d) => ({ id: d.id, doc: d.data() as ShardDoc, updateTime: d.updateTime.toDate().toISOString() + d.updateTime.nanoseconds }));
}
const indexedIds = async () => (await shardDocs()).flatMap((s) => Object.keys(s.doc.entries)).sort();
const directory = async () => (await col().doc(CELL).get()).data() as CellDirectory;
/** What a search reads for the cell, from a cold cache: every id it sees (repeats kept, so a repeat fails). */
async function searchedIds(): Promise<string[]> {
  clearSearchIndexCacheForTests();
  return (await readIndexCells([CELL])).entries.map((e) => e.id).sort();
}

beforeEach(async () => {
  await clearFirestore();
});

describe('search index shards', () => {
  test('a shard over the size limit splits in one transaction of its own bytes; later changes write one shard', async () => {
    const pgs = await seedListings(12);
    const ids = pgs.map((p) => p.id).sort();
    const [before] = await shardDocs();
    expect((await directory()).shards).toEqual(['']);
    const maxShardBytes = Math.ceil(shardBytes(before?.doc as ShardDoc) / 4);

    const outcome = await syncSearchIndexEntry(adminDb(), ids[0] as string, null, { maxShardBytes });
    const dir = await directory();
    const after = await shardDocs();
    expect(dir.shards.length).toBeGreaterThanOrEqual(4);
    expect(after.map((s) => s.id).sort()).toEqual(dir.shards.map((k) => shardDocId(CELL, k)).sort());
    for (const s of after) expect(shardBytes(s.doc)).toBeLessThanOrEqual(maxShardBytes);
    // The split's commit: the new shards, the old one deleted, the directory.
    expect(outcome.docsWritten).toBe(dir.shards.length + 2);
    expect(await indexedIds()).toEqual(ids);
    expect(await searchedIds()).toEqual(ids);

    // One listing changed (through the trigger): only the shard that holds it is rewritten.
    const changed = pgs[5] as PgDoc;
    await adminDb().collection(COLLECTIONS.pgs).doc(changed.id).update({ ratingCount: 77 });
    const t0 = Date.now();
    let now = await shardDocs();
    while (!now.some((s) => s.doc.entries[changed.id]?.rc === 77) && Date.now() - t0 < 20_000) {
      await sleep(250);
      now = await shardDocs();
    }
    const rewritten = now.filter((s) => after.find((a) => a.id === s.id)?.updateTime !== s.updateTime);
    expect(rewritten.map((s) => Object.keys(s.doc.entries).includes(changed.id))).toEqual([true]);
  });

  test('a split that fails before it commits leaves the index and searches exactly as they were', async () => {
    const pgs = await seedListings(10);
    const ids = pgs.map((p) => p.id).sort();
    const before = await shardDocs();
    const dirBefore = await directory();
    const maxShardBytes = Math.ceil(shardBytes(before[0]?.doc as ShardDoc) / 4);
    await expect(
      syncSearchIndexEntry(adminDb(), ids[0] as string, null, {
        maxShardBytes,
        beforeCommit: (writes) => {
          expect(writes.some((w) => w.data === null)).toBe(true); // it was a split
          throw new Error('injected failure mid-split');
        },
      }),
    ).rejects.toThrow('injected failure mid-split');
    expect(await shardDocs()).toEqual(before);
    expect(await directory()).toEqual(dirBefore);
    expect(await searchedIds()).toEqual(ids);
  });

  test('a search that a split overtakes (between its directory read and its shard read) sees every listing once', async () => {
    const pgs = await seedListings(10);
    const ids = pgs.map((p) => p.id).sort();
    const maxShardBytes = Math.ceil(shardBytes((await shardDocs())[0]?.doc as ShardDoc) / 4);
    clearSearchIndexCacheForTests();
    const read = await readIndexCells([CELL], Date.now(), {
      afterDirectories: async () => {
        await syncSearchIndexEntry(adminDb(), ids[0] as string, null, { maxShardBytes });
      },
    });
    expect(read.entries.map((e) => e.id).sort()).toEqual(ids);
    // The first directory named a shard that was gone: directory and shards read again.
    expect(read.docsRead).toBe(1 + 1 + 1 + (await directory()).shards.length);
  });

  test('the rebuild reads a page at a time and writes the same entries whatever its page and shard size', async () => {
    const pgs = await seedListings(11);
    await adminDb().collection(COLLECTIONS.pgs).doc('split-hidden').set({ ...(pgs[0] as PgDoc), id: 'split-hidden', visible: false });
    const ids = pgs.map((p) => p.id).sort();
    const byTrigger = await indexedIds();
    const one = (await shardDocs())[0]?.doc as ShardDoc;

    const small = await rebuildSearchIndex(adminDb(), { pageSize: 4, maxShardBytes: Math.ceil(shardBytes(one) / 3) });
    expect(small).toMatchObject({ entries: 11, cells: 1, docsRead: 11, pages: 3 });
    expect(small.shardDocs).toBeGreaterThanOrEqual(3);
    expect((await directory()).shards).toHaveLength(small.shardDocs);
    expect(await indexedIds()).toEqual(byTrigger);
    expect(await searchedIds()).toEqual(ids);

    // Rebuilt again with the defaults: one shard, the small ones deleted.
    const full = await rebuildSearchIndex(adminDb());
    expect(full).toMatchObject({ entries: 11, cells: 1, shardDocs: 1, pages: 1 });
    expect((await col().get()).docs.map((d) => d.id).sort()).toEqual([CELL, shardDocId(CELL, '')].sort());
    expect(await searchedIds()).toEqual(ids);
  });
});
