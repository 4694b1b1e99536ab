// The search index's pure half (docs/decisions/120-search-index.md): what one listing contributes (an entry with
// exactly the fields the filters and sort keys need), which cells a search reads, and how a cell's entries are
// split into shard documents. No Firestore here, so the trigger, the rebuild and the tests share one spelling.
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { geohashForLocation } from 'geofire-common';
import type { LatLng } from '@kotastay/shared/geo';
import type { FilterListing } from '@kotastay/shared/listing-filters';
import { monthlyExtrasInr } from '@kotastay/shared/monthly-cost';
import { z } from 'zod';
import { PgDocSchema, type PgDoc, type RoomOption, type Sharing } from '@kotastay/shared/schemas/pg';
import { readAs, readThrough } from '../../lib/converter';
import { documentBytes, writeBytes, type Write } from '../../lib/firestore-limits';
import { searchIndexPath } from './store';

/**
 * Geohash precision of a cell. Precision 4 cells are about 19.5 km (north–south) by 35 km (east–west) at Kota's
 * latitude, so even a 20 km search reads at most 3 × 3 cells and usually 1–4; precision 5 would read up to ~80
 * (the decision record has the measurement).
 */
export const CELL_PRECISION = 4;
/**
 * A shard document is split in two once it passes this size (as Firestore counts it): half of Firestore's 1 MiB,
 * so a shard is 256–512 KiB after splits (~750–1,500 entries) and one listing's change, or the split it causes,
 * commits at most ~0.5 MiB (docs/decisions/197-search-index-within-firestore-limits.md).
 */
export const MAX_SHARD_BYTES = 512 * 1024;
/** Hash bits a shard key may have: 2^24 shards a cell is past any city. */
const MAX_SHARD_DEPTH = 24;

/** What the index keeps of a listing: the filter fields (compact), the position and the rating sort keys. */
export type IndexEntry = {
  id: string;
  /** The listing's name, for finding it by name (docs/decisions/205-search-understanding.md); '' in entries written before. */
  name: string;
  location: LatLng;
  gender: PgDoc['gender'];
  type: PgDoc['type'];
  areaId: string;
  food: { included: boolean; vegOnly: boolean };
  amenities: PgDoc['amenities'];
  /** One per room option: its sharing, AC, attached bathroom and rent (the room-level filters and `fromRentInr`). */
  rooms: { sharing: RoomOption['sharing']; ac: boolean; attachedBathroom: boolean; rentInr: number }[];
  ratingAvg: number;
  ratingCount: number;
  /**
   * What the stated recurring extras add to any room's rent a month (decision 160), so `sort=total_asc` and
   * `maxTotalInr` need no other read; null when the listing states no charges.
   */
  monthlyExtrasInr: number | null;
};

/** The fields of `pgs/{id}` the index is made from (the rebuild reads only these). */
export const INDEX_SOURCE_FIELDS = [
  'visible',
  'name',
  'status',
  'verification.status',
  'location',
  'gender',
  'type',
  'areaId',
  'food',
  'amenities',
  'rooms',
  'ratingAvg',
  'ratingCount',
  'charges',
] as const;
/** A public listing with a position, as the index reads it (all of INDEX_SOURCE_FIELDS, and the id). */
const IndexableSourceSchema = PgDocSchema.pick({
  id: true,
  name: true,
  visible: true,
  status: true,
  location: true,
  gender: true,
  type: true,
  areaId: true,
  food: true,
  amenities: true,
  rooms: true,
  ratingAvg: true,
  ratingCount: true,
  charges: true,
}).extend({ verification: PgDocSchema.shape.verification.pick({ status: true }) });
export type IndexSource = z.infer<typeof IndexableSourceSchema>;
/** The stored form of an entry: short keys and rooms as 'double:1:8500' (Firestore has no nested arrays). */
export const StoredEntrySchema = z.object({
  la: z.number(),
  ln: z.number(),
  g: z.string(),
  t: z.string(),
  a: z.string(),
  f: z.number(),
  m: z.array(z.string()),
  r: z.array(z.string()),
  ra: z.number(),
  rc: z.number(),
  /** monthlyExtrasInr; absent when the listing states no charges (and in entries written before decision 160). */
  x: z.number().optional(),
  /** The name (decision 205); absent in entries written before it. */
  n: z.string().optional(),
});
export type StoredEntry = z.infer<typeof StoredEntrySchema>;

/**
 * A shard document, `search_index/{cell}_h{key}`: the entries whose id hash ends in the bits `key` (bit 0 first;
 * '' holds every entry). A cell's shards are the leaves of a binary trie over those bits, so a full shard splits
 * into `key+'0'` and `key+'1'` without touching any other shard.
 */
export const ShardDocSchema = z.object({ cell: z.string(), key: z.string(), entries: z.record(z.string(), StoredEntrySchema) });
export type ShardDoc = z.infer<typeof ShardDocSchema>;
/**
 * `search_index/{cell}`: the cell's shard keys (prefix-free: every id is in exactly one) and its version, a fresh
 * random string on every change of the cell, which cached copies are checked against.
 */
export const CellDirectorySchema = z.object({ cell: z.string(), shards: z.array(z.string()), version: z.string() });
export type CellDirectory = z.infer<typeof CellDirectorySchema>;



export const cellDocId = (cell: string) => cell;
export const shardDocId = (cell: string, key: string) => `${cell}_h${key}`;

export function cellOf(location: LatLng): string {
  return geohashForLocation([location.lat, location.lng], CELL_PRECISION);
}

/** `value` as a position, or null when it is not one (a draft saved before its pin, a partial document). */
export function asLocation(value: unknown): LatLng | null {
  if (typeof value !== 'object' || value === null) return null;
  const { lat, lng } = value as Partial<Record<'lat' | 'lng', unknown>>;
  if (typeof lat !== 'number' || typeof lng !== 'number' || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * Whether a stored document is public, read defensively (the trigger sees every write of `pgs`, partial ones
 * included).
 */
export function isPublicSource(pg: { visible?: unknown; status?: unknown; verification?: { status?: unknown } } | undefined | null): boolean {
  return !!pg && pg.visible === true && pg.status === 'published' && pg.verification?.status === 'verified';
}

/**
 * A listing as the index reads it: where it is (any listing with a position, public or not: an entry it left in that
 * cell may have to go) and, only when it is public and has a position, its entry's source, parsed with the listing's
 * schema — a public listing that does not match is an error, not a wrong entry. The rest of a document is never
 * relied on: the trigger sees every write of `pgs`, partial ones included. Null when the listing does not exist.
 */
export type ListingForIndex = { location: LatLng | null; source: IndexSource | null };

// Reads of `search_index` and of listings for it, through their schemas (issue #23). A shard is parsed when a cell
// is loaded, not per search (search-index-cache.ts keeps the decoded entries until the directory's version changes).
export const asCellDirectory = readAs(CellDirectorySchema);
export const asShard = readAs(ShardDocSchema);
const asIndexableSource = readAs(IndexableSourceSchema, { idField: 'id' });

export function listingForIndex(snap: DocumentSnapshot): ListingForIndex | null {
  const data = snap.data();
  if (!data) return null;
  const location = asLocation(data.location);
  return { location, source: location && isPublicSource(data) ? readThrough(asIndexableSource, snap) : null };
}


/**
 * The entry a listing contributes, or null when it is not public (and so must not be in the index) or has no
 * position or rooms to search by.
 */
export function entryOf(pg: IndexSource): IndexEntry | null {
  if (!isPublicSource(pg) || !asLocation(pg.location) || !Array.isArray(pg.rooms)) return null;
  return {
    id: pg.id,
    name: pg.name,
    location: { lat: pg.location.lat, lng: pg.location.lng },
    gender: pg.gender,
    type: pg.type,
    areaId: pg.areaId,
    food: { included: pg.food?.included === true, vegOnly: pg.food?.vegOnly === true },
    amenities: [...(pg.amenities ?? [])],
    rooms: pg.rooms.map((r) => ({ sharing: r.sharing, ac: r.ac, attachedBathroom: r.attachedBathroom, rentInr: r.rentInr })),
    ratingAvg: pg.ratingAvg ?? 0,
    ratingCount: pg.ratingCount ?? 0,
    monthlyExtrasInr: monthlyExtrasInr(pg.charges),
  };
}

export function encodeEntry(e: IndexEntry): StoredEntry {
  return {
    la: e.location.lat,
    ln: e.location.lng,
    g: e.gender,
    t: e.type,
    a: e.areaId,
    f: (e.food.included ? 1 : 0) | (e.food.vegOnly ? 2 : 0),
    m: [...e.amenities],
    // 'double:1:8500:1': sharing, AC, rent, attached bathroom (the last absent in entries written before decision 205).
    r: e.rooms.map((r) => `${r.sharing}:${r.ac ? 1 : 0}:${r.rentInr}:${r.attachedBathroom ? 1 : 0}`),
    ra: e.ratingAvg,
    rc: e.ratingCount,
    ...(e.monthlyExtrasInr === null ? {} : { x: e.monthlyExtrasInr }),
    ...(e.name ? { n: e.name } : {}),
  };
}

export function decodeEntry(id: string, s: StoredEntry): IndexEntry {
  return {
    id,
    name: s.n ?? '',
    location: { lat: s.la, lng: s.ln },
    gender: s.g as IndexEntry['gender'],
    type: s.t as IndexEntry['type'],
    areaId: s.a,
    food: { included: (s.f & 1) === 1, vegOnly: (s.f & 2) === 2 },
    amenities: s.m as IndexEntry['amenities'],
    rooms: s.r.map((room) => {
      const [sharing, ac, rent, bathroom] = room.split(':');
      return { sharing: sharing as Sharing, ac: ac === '1', attachedBathroom: bathroom === '1', rentInr: Number(rent) };
    }),
    ratingAvg: s.ra,
    ratingCount: s.rc,
    monthlyExtrasInr: typeof s.x === 'number' ? s.x : null,
  };
}

/** An entry as the shared filter matcher takes it (room fields it does not test are not in the index). */
export function asFilterListing(e: IndexEntry): FilterListing {
  return e as unknown as FilterListing;
}

/**
 * The cells a search of `radiusM` around `center` must read: every precision-4 cell meeting the circle's bounding
 * box (a little enlarged, so rounding never drops a cell at the edge). The exact distance test comes later.
 */
export function cellsCovering(center: LatLng, radiusM: number): string[] {
  const pad = radiusM * 1.01 + 50;
  const dLat = pad / 111_320;
  const dLng = pad / (111_320 * Math.cos((center.lat * Math.PI) / 180));
  // Cell size in degrees at precision 4: 10 bits of latitude (180/1024) and 10 of longitude (360/1024).
  const latStep = 180 / 2 ** Math.floor((CELL_PRECISION * 5) / 2);
  const lngStep = 360 / 2 ** Math.ceil((CELL_PRECISION * 5) / 2);
  const cells = new Set<string>();
  const lats = steps(center.lat - dLat, center.lat + dLat, latStep);
  const lngs = steps(center.lng - dLng, center.lng + dLng, lngStep);
  for (const lat of lats) for (const lng of lngs) cells.add(cellOf({ lat, lng }));
  return [...cells].sort();
}

/** from, to and every multiple of `step` between: one point in each cell row or column the span crosses. */
function steps(from: number, to: number, step: number): number[] {
  const out = [from];
  for (let x = Math.ceil(from / step) * step; x < to; x += step) out.push(x);
  out.push(to);
  return out;
}

/** FNV-1a: a stable, cheap spread of ids over shards. */
function hashId(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) {
    h ^= id.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The lowest `n` bits of the id's hash, bit 0 first, as '0'/'1'. */
export function hashBits(id: string, n: number): string {
  const h = hashId(id);
  let out = '';
  for (let i = 0; i < n; i++) out += (h >>> i) & 1 ? '1' : '0';
  return out;
}

/** The key of the shard (among a cell's prefix-free `keys`) that holds or would hold `id`. */
export function shardKeyFor(keys: readonly string[], id: string): string {
  const key = keys.find((k) => hashBits(id, k.length) === k);
  if (key === undefined) throw new Error(`no shard for ${id} among [${keys.join(',')}]`);
  return key;
}

/** A shard document's size as Firestore counts it. */
export const shardBytes = (d: ShardDoc): number =>
  documentBytes(searchIndexPath(shardDocId(d.cell, d.key)), d as unknown as Record<string, unknown>);

/**
 * Shard `key` of `cell` with these entries, split (on the next hash bit, recursively) until no shard is over
 * `maxBytes`. The entries are sorted by id, so the same entries always give the same documents.
 */
export function splitShard(cell: string, key: string, entries: ReadonlyMap<string, StoredEntry>, maxBytes = MAX_SHARD_BYTES): ShardDoc[] {
  const doc: ShardDoc = { cell, key, entries: {} };
  for (const id of [...entries.keys()].sort()) doc.entries[id] = entries.get(id) as StoredEntry;
  if (key.length >= MAX_SHARD_DEPTH || shardBytes(doc) <= maxBytes) return [doc];
  const halves = [new Map<string, StoredEntry>(), new Map<string, StoredEntry>()];
  for (const [id, e] of entries) halves[Number(hashBits(id, key.length + 1)[key.length])]?.set(id, e);
  return halves.flatMap((half, bit) => splitShard(cell, `${key}${bit}`, half, maxBytes));
}

/** A cell's shard documents as the rebuild writes them (none for an empty cell). */
export function layoutCell(cell: string, entries: ReadonlyMap<string, StoredEntry>, maxBytes = MAX_SHARD_BYTES): ShardDoc[] {
  return entries.size ? splitShard(cell, '', entries, maxBytes) : [];
}

/** One write of the index: a document set (`data`) or deleted (null), by id in `search_index`. */
export type IndexWrite = { id: string; data: ShardDoc | CellDirectory | null };

/**
 * What one listing's change writes to one cell, given the cell's directory and the one shard that holds (or would
 * hold) the listing, as stored: nothing when they already say it; else that shard with the entry put or removed
 * (split when it is over `maxBytes`: its children written, it deleted) and the directory with a new `version`.
 * So a change commits one shard's worth of bytes however big the cell grows. The last entry leaving a cell
 * deletes the cell's documents.
 */
export function planEntryChange(p: {
  cell: string;
  dir: CellDirectory | null;
  shard: ShardDoc | null;
  pgId: string;
  entry: StoredEntry | undefined;
  version: string;
  maxBytes?: number;
}): IndexWrite[] {
  const maxBytes = p.maxBytes ?? MAX_SHARD_BYTES;
  if (!p.dir && p.entry === undefined) return [];
  const dir: CellDirectory = p.dir ?? { cell: p.cell, shards: [''], version: '' };
  const key = shardKeyFor(dir.shards, p.pgId);
  const shard: ShardDoc = p.shard ?? { cell: p.cell, key, entries: {} };
  const had = shard.entries[p.pgId];
  const same = had === undefined || p.entry === undefined ? had === p.entry : JSON.stringify(had) === JSON.stringify(p.entry);
  if (same && p.dir && p.shard && shardBytes(shard) <= maxBytes) return [];
  const entries = new Map(Object.entries(shard.entries));
  if (p.entry === undefined) entries.delete(p.pgId);
  else entries.set(p.pgId, p.entry);
  if (entries.size === 0 && dir.shards.length === 1) {
    return p.dir ? [{ id: shardDocId(p.cell, key), data: null }, { id: cellDocId(p.cell), data: null }] : [];
  }
  const next = splitShard(p.cell, key, entries, maxBytes);
  const writes: IndexWrite[] = next.map((d) => ({ id: shardDocId(p.cell, d.key), data: d }));
  if (next.length > 1) writes.push({ id: shardDocId(p.cell, key), data: null });
  const shards = dir.shards.flatMap((k) => (k === key ? next.map((d) => d.key) : [k]));
  writes.push({ id: cellDocId(p.cell), data: { cell: p.cell, shards, version: p.version } });
  return writes;
}

/** Index writes in commits of at most `maxBytes` (as Firestore counts them) and 400 writes. */
export function commitsOf(writes: readonly IndexWrite[], maxBytes = 4 * 1024 * 1024): IndexWrite[][] {
  const commits: IndexWrite[][] = [];
  let current: IndexWrite[] = [];
  let bytes = 0;
  for (const w of writes) {
    const size = indexWriteBytes(w);
    if (current.length && (bytes + size > maxBytes || current.length >= 400)) {
      commits.push(current);
      current = [];
      bytes = 0;
    }
    current.push(w);
    bytes += size;
  }
  if (current.length) commits.push(current);
  return commits;
}

export const indexWriteBytes = (w: IndexWrite): number => writeBytes(asWrite(w));
/** An index write as the limits module takes it. */
export const asWrite = (w: IndexWrite): Write => ({
  path: searchIndexPath(w.id),
  ...(w.data ? { data: w.data as unknown as Record<string, unknown> } : {}),
});
