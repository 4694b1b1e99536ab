// The search index's pure parts: what an entry keeps, which cells a search reads, how cells split into shards,
// and rankPage's top-k page against a plain full sort (same page, cursor, total for every sort and cursor).
import { describe, expect, test } from 'vitest';
import { destinationPoint, distanceM } from '@kotastay/shared/geo';
import { matchFromRentInr } from '@kotastay/shared/listing-filters';
import { NearbySearchQuerySchema, type NearbySearchQueryInput } from '@kotastay/shared/schemas/search';
import { demoPgs } from '../../../../scripts/seed/pgs';
import { compareKeys, decodeCursor } from '../cursor';
import { rankPage, withUnderstood } from './nearby';
import type { QueryDocumentSnapshot } from 'firebase-admin/firestore';
import {
  MAX_SHARD_BYTES,
  cellOf,
  cellsCovering,
  decodeEntry,
  encodeEntry,
  entryOf,
  layoutCell,
  listingForIndex,
  planEntryChange,
  shardBytes,
  shardDocId,
  shardKeyFor,
  type CellDirectory,
  type IndexEntry,
  type ShardDoc,
  type StoredEntry,
} from './search-index';

const KOTA = { lat: 25.1425, lng: 75.8526 };
const pgs = demoPgs(600);
const entries = pgs.map(entryOf).filter((e): e is IndexEntry => e !== null);

describe('reading a listing for the index', () => {
  const snap = (id: string, data: Record<string, unknown>) =>
    ({ id, exists: true, ref: { path: `pgs/${id}` }, data: () => data }) as unknown as QueryDocumentSnapshot;
  const read = (id: string, data: Record<string, unknown>) => listingForIndex(snap(id, data));
  const pub = pgs.find((p) => p.visible && p.status === 'published' && p.verification.status === 'verified');

  test('a public listing with a position reads as its source; any other only as its position, whatever its shape', () => {
    if (!pub) throw new Error('no public demo listing');
    expect(read(pub.id, pub)?.source).toMatchObject({ id: pub.id, location: pub.location, rooms: pub.rooms });
    expect(read('half', { name: 'Half-written draft', status: 'draft' })).toEqual({ location: null, source: null });
    expect(read('nopin', { ...pub, location: null })).toEqual({ location: null, source: null });
    expect(read('hidden', { ...pub, status: 'hidden', rooms: 'whatever' })).toEqual({ location: pub.location, source: null });
  });

  test('a public listing that does not match the schema is an error naming the document and field', () => {
    if (!pub) throw new Error('no public demo listing');
    expect(() => read('bad', { ...pub, rooms: 'many' })).toThrow(/pgs\/bad .*rooms/);
  });
});

describe('entries', () => {
  test('only public listings have one, and it survives the stored form unchanged', () => {
    expect(entries.length).toBeGreaterThan(100);
    expect(entries.length).toBeLessThan(pgs.length);
    for (const pg of pgs) {
      const e = entryOf(pg);
      const isPublic = pg.visible && pg.status === 'published' && pg.verification.status === 'verified';
      expect(e === null).toBe(!isPublic);
      if (!e) continue;
      expect(decodeEntry(e.id, JSON.parse(JSON.stringify(encodeEntry(e))) as StoredEntry)).toEqual(e);
    }
  });

  test('the filter matcher answers the same on an entry as on the listing, for every filter', () => {
    const filters = [
      {},
      { gender: 'girls' as const },
      { type: 'hostel' as const },
      { sharing: ['single' as const] },
      { ac: true },
      { ac: false, sharing: ['double' as const, 'triple' as const] },
      { food: 'veg' as const },
      { food: 'none' as const },
      { minRentInr: 8000, maxRentInr: 11_000 },
      { amenities: ['wifi' as const, 'cctv' as const] },
    ];
    for (const pg of pgs) {
      const e = entryOf(pg);
      if (!e) continue;
      for (const f of filters) expect(matchFromRentInr(e as never, f)).toBe(matchFromRentInr(pg, f));
    }
  });
});

describe('cellsCovering', () => {
  test('covers every point within the radius, from 1 km to 20 km and near cell edges', () => {
    for (let i = 0; i < 60; i++) {
      const centre = destinationPoint(KOTA, (i * 47) % 360, (i * 331) % 9000);
      const radiusM = 1000 + ((i * 977) % 19_000);
      const cells = cellsCovering(centre, radiusM);
      expect(cells.length).toBeLessThanOrEqual(9);
      for (let b = 0; b < 360; b += 7.5) {
        for (const f of [0.3, 0.7, 0.999]) {
          const p = destinationPoint(centre, b, radiusM * f);
          expect(distanceM(centre, p)).toBeLessThanOrEqual(radiusM);
          expect(cells).toContain(cellOf(p));
        }
      }
    }
  });

  test('a small search near Kota reads one or two cells, not a grid', () => {
    expect(cellsCovering(KOTA, 1000).length).toBeLessThanOrEqual(2);
  });
});

describe('layoutCell and planEntryChange', () => {
  const many = (n: number) =>
    new Map(Array.from({ length: n }, (_, i) => [`pg-${i}`, encodeEntry({ ...(entries[i % entries.length] as IndexEntry), id: `pg-${i}` })]));

  test('an empty cell has no documents; a small one has one, holding every entry', () => {
    expect(layoutCell('tsmz', new Map())).toEqual([]);
    const docs = layoutCell('tsmz', many(10));
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({ cell: 'tsmz', key: '' });
    expect(Object.keys(docs[0]?.entries ?? {})).toHaveLength(10);
  });

  test('a big cell splits into prefix-free shards, none over the size limit, each entry once, in the shard its hash names', () => {
    const input = many(4000);
    const docs = layoutCell('tsmz', input);
    expect(docs.length).toBeGreaterThan(1);
    const keys = docs.map((d) => d.key);
    for (const a of keys) for (const b of keys) if (a !== b) expect(b.startsWith(a)).toBe(false);
    const seen = new Set<string>();
    for (const d of docs) {
      expect(shardBytes(d)).toBeLessThanOrEqual(MAX_SHARD_BYTES);
      for (const id of Object.keys(d.entries)) {
        expect(shardKeyFor(keys, id)).toBe(d.key);
        seen.add(id);
      }
    }
    expect(seen.size).toBe(input.size);
  });

  test('is a function of the entries alone, whatever their order', () => {
    const input = many(3000);
    const reversed = new Map([...input].reverse());
    expect(JSON.stringify(layoutCell('tsmz', reversed))).toBe(JSON.stringify(layoutCell('tsmz', input)));
  });

  test('a change writes only the shard that holds the listing and the directory; a full shard splits in the same commit', () => {
    const input = many(40);
    const maxBytes = 3000;
    const docs = layoutCell('tsmz', input, maxBytes);
    const dir: CellDirectory = { cell: 'tsmz', shards: docs.map((d) => d.key), version: 'v1' };
    const target = docs.reduce((a, b) => (shardBytes(a) >= shardBytes(b) ? a : b));
    const id = 'pg-new';
    // An id that falls in the fullest shard.
    let newId = id;
    for (let i = 0; shardKeyFor(dir.shards, newId) !== target.key; i++) newId = `${id}-${i}`;
    const entry = input.get('pg-0') as StoredEntry;
    const writes = planEntryChange({ cell: 'tsmz', dir, shard: target, pgId: newId, entry, version: 'v2', maxBytes });
    const dirWrite = writes.at(-1)?.data as CellDirectory;
    expect(dirWrite.version).toBe('v2');
    // Untouched shards are not written; if the shard split, it is deleted and its children listed in its place.
    const written = writes.filter((w) => w.data && 'entries' in w.data).map((w) => (w.data as ShardDoc).key);
    for (const k of written) expect(k.startsWith(target.key)).toBe(true);
    if (written.length > 1) expect(writes).toContainEqual({ id: shardDocId('tsmz', target.key), data: null });
    expect(dirWrite.shards.filter((k) => !dir.shards.includes(k)).sort()).toEqual(written.filter((k) => k !== target.key).sort());
    // Written again with the state it wrote: nothing to do.
    const key = shardKeyFor(dirWrite.shards, newId);
    const holder = writes.find((w) => w.data && 'entries' in w.data && (w.data as ShardDoc).key === key)?.data as ShardDoc;
    expect(planEntryChange({ cell: 'tsmz', dir: dirWrite, shard: holder, pgId: newId, entry, version: 'v3', maxBytes })).toEqual([]);
    // The last entry leaving a one-shard cell removes the cell.
    const one = layoutCell('tsmz', new Map([[newId, entry]]));
    const oneDir: CellDirectory = { cell: 'tsmz', shards: [''], version: 'v1' };
    expect(planEntryChange({ cell: 'tsmz', dir: oneDir, shard: one[0] as ShardDoc, pgId: newId, entry: undefined, version: 'v2' })).toEqual([
      { id: shardDocId('tsmz', ''), data: null },
      { id: 'tsmz', data: null },
    ]);
  });
});

describe('rankPage', () => {
  /** The plain way: every match, fully sorted, then the slice after the cursor. */
  function naive(input: NearbySearchQueryInput) {
    const q = withUnderstood(NearbySearchQuerySchema.parse(input), undefined);
    const center = { lat: q.lat as number, lng: q.lng as number };
    const all = rankPage(entries, center, { ...q, limit: 50 }, null);
    return { q, center, all };
  }

  test.each(['distance', 'price_asc', 'price_desc', 'rating'] as const)(
    'walking every page (%s) gives each match once, in order, with the exact total',
    (sort) => {
      const input = { lat: String(KOTA.lat), lng: String(KOTA.lng), radius: '6000', sort, limit: '7' };
      const q = withUnderstood(NearbySearchQuerySchema.parse(input), undefined);
      const center = { lat: q.lat as number, lng: q.lng as number };
      const expected = entries
        .filter((e) => distanceM(center, e.location) <= q.radius)
        .map((e) => ({ e, key: rankPage([e], center, { ...q, cursor: undefined }, null).page[0]?.key }))
        .filter((x) => x.key !== undefined)
        .sort((a, b) => compareKeys(a.key as never, a.e.id, b.key as never, b.e.id))
        .map((x) => x.e.id);
      expect(expected.length).toBeGreaterThan(q.limit * 3);

      const walked: string[] = [];
      let after = null;
      for (let page = 0; page < 200; page++) {
        const r = rankPage(entries, center, q, after);
        expect(r.total).toBe(expected.length);
        walked.push(...r.page.map((m) => m.pg.id));
        if (!r.nextCursor) break;
        after = decodeCursor(r.nextCursor, sort, r.page[0]?.key.length ?? 1);
      }
      expect(walked).toEqual(expected);
    },
  );

  test('filters apply before the total and the page', () => {
    const { q, center } = naive({ lat: String(KOTA.lat), lng: String(KOTA.lng), radius: '8000' });
    const girls = rankPage(entries, center, { ...q, gender: 'girls' }, null);
    expect(girls.total).toBe(entries.filter((e) => e.gender === 'girls' && distanceM(center, e.location) <= q.radius).length);
    expect(girls.page.every((m) => m.pg.gender === 'girls')).toBe(true);
  });
});
