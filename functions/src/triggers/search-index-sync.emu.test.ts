// The search-index trigger, run by the Functions emulator: every write of pgs/{id} leaves the index in line with
// the listing (create, a change of filter fields, unpublish, a move to another cell, delete), and the state it
// leaves is exactly what a full rebuild writes.
import { beforeEach, describe, expect, test } from 'vitest';
import { COLLECTIONS } from '@kotastay/shared/collections';
import { splitPgRecord, type PgDoc, type PgRecord } from '@kotastay/shared/schemas/pg';
import { geohashForLocation } from 'geofire-common';
import { adminDb } from '../../../test-utils/admin';
import { clearFirestore } from '../../../test-utils/emulators';
import { publicPgRecord } from '../../../test-utils/pg-fixtures';
import { cellOf, encodeEntry, entryOf, shardDocId, type ShardDoc, type StoredEntry } from '../domain/listings/search-index';
import { rebuildSearchIndex, syncSearchIndexEntry } from '../domain/listings/search-index-store';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Every entry in the index, by listing id, with the cell its document is in. */
async function indexState(): Promise<Map<string, { cell: string; entry: StoredEntry }>> {
  const snap = await adminDb().collection(COLLECTIONS.searchIndex).get();
  const out = new Map<string, { cell: string; entry: StoredEntry }>();
  for (const d of snap.docs) {
    if (!('entries' in d.data())) continue; // a cell's directory
    const shard = d.data() as ShardDoc;
    expect(d.id).toBe(shardDocId(shard.cell, shard.key));
    for (const [id, entry] of Object.entries(shard.entries)) {
      expect(out.has(id), `${id} is in the index once`).toBe(false);
      out.set(id, { cell: shard.cell, entry });
    }
  }
  return out;
}

/** Polls until the index holds `expected` for `id` (null: absent), or fails after `timeoutMs`. */
async function eventually(id: string, expected: { cell: string; entry: StoredEntry } | null, timeoutMs = 20_000) {
  const t0 = Date.now();
  let last: unknown;
  while (Date.now() - t0 < timeoutMs) {
    last = (await indexState()).get(id) ?? null;
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    await sleep(250);
  }
  expect(last).toEqual(expected);
}

const pgRef = (id: string) => adminDb().collection(COLLECTIONS.pgs).doc(id);

/** A public listing's public document (the index reads only that one). */
const publicPg = (id: string, n: number, over: Partial<PgRecord> = {}): PgDoc =>
  splitPgRecord(publicPgRecord(id, n, undefined, over)).pg;

const expectedOf = (pg: PgDoc) => {
  const e = entryOf(pg);
  if (!e) throw new Error(`${pg.id} is not public`);
  return { cell: cellOf(pg.location), entry: encodeEntry(e) };
};

beforeEach(async () => {
  await clearFirestore();
});

describe('searchIndexSync', () => {
  test('create, change filter fields, unpublish, republish, move cell, delete: the index follows each write', async () => {
    // Create: a public listing gets an entry in its cell.
    let pg = publicPg('trig-1', 11);
    await pgRef(pg.id).set(pg);
    await eventually(pg.id, expectedOf(pg));

    // Filter fields change: rent, AC, gender, amenities, food, rating.
    pg = {
      ...pg,
      gender: pg.gender === 'girls' ? 'boys' : 'girls',
      amenities: ['wifi', 'gym'],
      food: { included: true, vegOnly: true, mealsPerDay: 3 },
      rooms: [{ ...(pg.rooms[0] as PgDoc['rooms'][number]), rentInr: 7777, ac: true, sharing: 'triple', attachedBathroom: true }],
      ratingAvg: 4.5,
      ratingCount: 9,
    };
    await pgRef(pg.id).set(pg);
    await eventually(pg.id, expectedOf(pg));
    // sharing:AC:rent:attached bathroom
    expect((await indexState()).get(pg.id)?.entry.r).toEqual(['triple:1:7777:1']);

    // Unpublished (hidden): it leaves the index; published again, it comes back.
    await pgRef(pg.id).update({ status: 'hidden' });
    await eventually(pg.id, null);
    await pgRef(pg.id).update({ status: 'published' });
    await eventually(pg.id, expectedOf(pg));
    // Verification withdrawn, or made invisible: out again.
    await pgRef(pg.id).update({ 'verification.status': 'pending' });
    await eventually(pg.id, null);
    await pgRef(pg.id).update({ 'verification.status': 'verified', visible: false });
    await eventually(pg.id, null);
    await pgRef(pg.id).update({ visible: true });
    await eventually(pg.id, expectedOf(pg));

    // Moved to another cell (Kota to Jaipur): it leaves the old cell and is in the new one only.
    const oldCell = cellOf(pg.location);
    const jaipur = { lat: 26.9124, lng: 75.7873 };
    pg = { ...pg, location: jaipur, geohash: geohashForLocation([jaipur.lat, jaipur.lng]) };
    expect(cellOf(jaipur)).not.toBe(oldCell);
    await pgRef(pg.id).set(pg);
    await eventually(pg.id, expectedOf(pg));
    expect((await adminDb().collection(COLLECTIONS.searchIndex).doc(oldCell).get()).exists).toBe(false);

    // Deleted: gone.
    await pgRef(pg.id).delete();
    await eventually(pg.id, null);
    expect((await indexState()).size).toBe(0);
  });

  test('a listing that is never public never enters the index', async () => {
    const draft = publicPg('trig-draft', 12, { status: 'draft' });
    const pub = publicPg('trig-pub', 13);
    await pgRef(draft.id).set(draft);
    await pgRef(pub.id).set(pub);
    await eventually(pub.id, expectedOf(pub));
    await sleep(1000);
    expect((await indexState()).has(draft.id)).toBe(false);
  });

  test('a partial document (no position, no verification) is skipped; the listings after it are still indexed', async () => {
    await pgRef('trig-partial').set({ name: 'Half-written draft', status: 'draft' });
    await pgRef('trig-nopin').set({ ...publicPg('trig-nopin', 14), location: null });
    const pub = publicPg('trig-after', 15);
    await pgRef(pub.id).set(pub);
    await eventually(pub.id, expectedOf(pub));
    expect(await syncSearchIndexEntry(adminDb(), 'trig-partial', null)).toEqual({ cellsWritten: [], docsWritten: 0 });
    expect(await syncSearchIndexEntry(adminDb(), 'trig-nopin', null)).toEqual({ cellsWritten: [], docsWritten: 0 });
    expect([...(await indexState()).keys()]).toEqual([pub.id]);
  });

  test("each write that changes a cell gives its directory a new version (what cached copies are checked against)", async () => {
    const pg = publicPg('trig-v', 16);
    await pgRef(pg.id).set(pg);
    await eventually(pg.id, expectedOf(pg));
    const dir = adminDb().collection(COLLECTIONS.searchIndex).doc(cellOf(pg.location));
    const v1 = String((await dir.get()).get('version'));
    expect(v1.length).toBeGreaterThan(0);
    await pgRef(pg.id).update({ ratingCount: 99 });
    await eventually(pg.id, expectedOf({ ...pg, ratingCount: 99 }));
    expect(String((await dir.get()).get('version'))).not.toBe(v1);
  });

  test('is idempotent: syncing again writes nothing, and the result equals a full rebuild', async () => {
    const pgs = [publicPg('trig-a', 21), publicPg('trig-b', 22), publicPg('trig-c', 23, { visible: false })];
    for (const pg of pgs) await pgRef(pg.id).set(pg);
    await eventually('trig-a', expectedOf(pgs[0] as PgDoc));
    await eventually('trig-b', expectedOf(pgs[1] as PgDoc));
    await sleep(1000);

    for (const pg of pgs) {
      const again = await syncSearchIndexEntry(adminDb(), pg.id, pg.location);
      expect(again).toEqual({ cellsWritten: [], docsWritten: 0 });
    }
    const byTrigger = await indexState();
    const rebuilt = await rebuildSearchIndex(adminDb());
    const cells = new Set(pgs.slice(0, 2).map((pg) => cellOf(pg.location))).size;
    expect(rebuilt).toMatchObject({ entries: 2, cells, shardDocs: cells });
    expect([...(await indexState())].sort()).toEqual([...byTrigger].sort());
  });
});
