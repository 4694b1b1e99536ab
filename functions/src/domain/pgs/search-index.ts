// The search index's pure half (docs/decisions/120-search-index.md): what one listing contributes (an entry with
// exactly the fields the filters and sort keys need), which cells a search reads, and how a cell's entries are
// split into shard documents. No Firestore here, so the trigger, the rebuild and the tests share one spelling.
import { geohashForLocation } from 'geofire-common';
import type { LatLng } from '@kotastay/shared/geo';
import type { FilterListing } from '@kotastay/shared/listing-filters';
import { monthlyExtrasInr } from '@kotastay/shared/monthly-cost';
import { type PgDoc, type RoomOption, type Sharing } from '@kotastay/shared/schemas/pg';

/**
 * Geohash precision of a cell. Precision 4 cells are about 19.5 km (north–south) by 35 km (east–west) at Kota's
 * latitude, so even a 20 km search reads at most 3 × 3 cells and usually 1–4; precision 5 would read up to ~80
 * (the decision record has the measurement).
 */
export const CELL_PRECISION = 4;
/**
 * Entries per shard document. An entry is ~230 bytes as Firestore counts them (~320 as JSON), so a full shard is
 * ~0.35–0.5 MB: well under Firestore's 1 MiB, with room for listings with many rooms and amenities.
 */
export const MAX_ENTRIES_PER_SHARD = 1500;

/** What the index keeps of a listing: the filter fields (compact), the position and the rating sort keys. */
export type IndexEntry = {
  id: string;
  location: LatLng;
  gender: PgDoc['gender'];
  type: PgDoc['type'];
  areaId: string;
  food: { included: boolean; vegOnly: boolean };
  amenities: PgDoc['amenities'];
  /** One per room option: its sharing, AC and rent (the room-level filters and `fromRentInr`). */
  rooms: { sharing: RoomOption['sharing']; ac: boolean; rentInr: number }[];
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
export type IndexSource = Pick<
  PgDoc,
  | 'id'
  | 'visible'
  | 'status'
  | 'location'
  | 'gender'
  | 'type'
  | 'areaId'
  | 'food'
  | 'amenities'
  | 'rooms'
  | 'ratingAvg'
  | 'ratingCount'
> & { verification: Pick<PgDoc['verification'], 'status'>; charges?: PgDoc['charges'] };

/** The stored form of an entry: short keys and rooms as 'double:1:8500' (Firestore has no nested arrays). */
export type StoredEntry = {
  la: number;
  ln: number;
  g: string;
  t: string;
  a: string;
  f: number;
  m: string[];
  r: string[];
  ra: number;
  rc: number;
  /** monthlyExtrasInr; absent when the listing states no charges (and in entries written before decision 160). */
  x?: number;
};

/** The stored shard document `search_index/{cell}_{shard}`. */
export type ShardDoc = { cell: string; shard: number; shards: number; entries: Record<string, StoredEntry> };

export const shardDocId = (cell: string, shard: number) => `${cell}_${shard}`;

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
export function isPublicSource(pg: Partial<IndexSource> | undefined | null): boolean {
  return !!pg && pg.visible === true && pg.status === 'published' && pg.verification?.status === 'verified';
}

/**
 * The entry a listing contributes, or null when it is not public (and so must not be in the index) or has no
 * position or rooms to search by.
 */
export function entryOf(pg: IndexSource): IndexEntry | null {
  if (!isPublicSource(pg) || !asLocation(pg.location) || !Array.isArray(pg.rooms)) return null;
  return {
    id: pg.id,
    location: { lat: pg.location.lat, lng: pg.location.lng },
    gender: pg.gender,
    type: pg.type,
    areaId: pg.areaId,
    food: { included: pg.food?.included === true, vegOnly: pg.food?.vegOnly === true },
    amenities: [...(pg.amenities ?? [])],
    rooms: pg.rooms.map((r) => ({ sharing: r.sharing, ac: r.ac, rentInr: r.rentInr })),
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
    r: e.rooms.map((r) => `${r.sharing}:${r.ac ? 1 : 0}:${r.rentInr}`),
    ra: e.ratingAvg,
    rc: e.ratingCount,
    ...(e.monthlyExtrasInr === null ? {} : { x: e.monthlyExtrasInr }),
  };
}

export function decodeEntry(id: string, s: StoredEntry): IndexEntry {
  return {
    id,
    location: { lat: s.la, lng: s.ln },
    gender: s.g as IndexEntry['gender'],
    type: s.t as IndexEntry['type'],
    areaId: s.a,
    food: { included: (s.f & 1) === 1, vegOnly: (s.f & 2) === 2 },
    amenities: s.m as IndexEntry['amenities'],
    rooms: s.r.map((room) => {
      const [sharing, ac, rent] = room.split(':');
      return { sharing: sharing as Sharing, ac: ac === '1', rentInr: Number(rent) };
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

/**
 * A cell's shard documents for these entries: the fewest shards (a power of two) with none over
 * MAX_ENTRIES_PER_SHARD, each entry in shard hash(id) mod n. A function of the entries alone, so the trigger and
 * the rebuild always agree. An empty cell has no documents.
 */
export function partitionCell(cell: string, entries: ReadonlyMap<string, StoredEntry>): ShardDoc[] {
  if (entries.size === 0) return [];
  const ids = [...entries.keys()].sort();
  for (let shards = 1; ; shards *= 2) {
    const docs: ShardDoc[] = Array.from({ length: shards }, (_, shard) => ({ cell, shard, shards, entries: {} }));
    for (const id of ids) (docs[hashId(id) % shards] as ShardDoc).entries[id] = entries.get(id) as StoredEntry;
    // 64 shards hold 128,000 listings in one cell; past that, fuller shards beat an endless loop.
    if (shards >= 64 || docs.every((d) => Object.keys(d.entries).length <= MAX_ENTRIES_PER_SHARD)) return docs;
  }
}
