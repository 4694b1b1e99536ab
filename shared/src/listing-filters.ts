// The listing filters, in ONE table that drives every place they are spelled: the API's query schemas
// (schemas/search.ts builds its zod shape from it), the filter types, the server's matcher
// (functions/src/domain/listings/filters.ts), and the web's URL parser/writer and request builder
// (web/src/features/listings/lib/listing-params.ts). Zod-free, so the listing screens import it without zod.
// Adding a filter: one entry here (plus its test); everything above follows.
import type { Amenity, Gender, PgDoc, PgType, RoomOption, Sharing } from './schemas/pg';
import { AMENITIES, FOOD_FILTERS, GENDERS, MAX_RENT_FILTER_INR, PG_TYPES, SHARING_TYPES } from './vocabulary';

export type FoodFilter = (typeof FOOD_FILTERS)[number];
export type FilterListing = Pick<PgDoc, 'gender' | 'type' | 'areaId' | 'food' | 'amenities' | 'rooms'> & {
  /** What the stated recurring extras add to any room's rent (`monthlyExtrasInr`); null or absent: not stated. */
  monthlyExtrasInr?: number | null | undefined;
};

type Base = {
  /** Whether /pg-listing keeps it in its URL (`type` there is the search type of the spec, not the PG type). */
  inUrl: boolean;
};
/** One value of a closed list, e.g. gender=girls. */
type OneOf<T extends string> = Base & { kind: 'oneOf'; values: readonly T[]; what: string };
/** A comma list from a closed list, e.g. sharing=single,double. */
type ListOf<T extends string> = Base & { kind: 'listOf'; values: readonly T[]; what: string };
type Bool = Base & { kind: 'boolean' };
/** Whole rupees, 0..MAX_RENT_FILTER_INR. */
type Rent = Base & { kind: 'rent' };

// Matchers: a listing-level filter tests the listing; a room-level one must hold for the SAME room option as
// every other room-level filter ("a double AC room under ₹10,000").
type ListingMatch<V> = { level: 'listing'; matches: (pg: FilterListing, value: V) => boolean };
type RoomMatch<V> = { level: 'room'; matches: (room: RoomOption, value: V, pg: FilterListing) => boolean };

export const LISTING_FILTERS = {
  gender: {
    kind: 'oneOf',
    values: GENDERS,
    what: 'gender',
    inUrl: true,
    level: 'listing',
    matches: (pg, v) => pg.gender === v,
  } satisfies OneOf<Gender> & ListingMatch<Gender>,
  type: {
    kind: 'oneOf',
    values: PG_TYPES,
    what: 'type',
    inUrl: false,
    level: 'listing',
    matches: (pg, v) => pg.type === v,
  } satisfies OneOf<PgType> & ListingMatch<PgType>,
  sharing: {
    kind: 'listOf',
    values: SHARING_TYPES,
    what: 'sharing types',
    inUrl: true,
    level: 'room',
    // Any of these sharing types.
    matches: (room, v) => v.includes(room.sharing),
  } satisfies ListOf<Sharing> & RoomMatch<Sharing[]>,
  ac: { kind: 'boolean', inUrl: true, level: 'room', matches: (room, v) => room.ac === v } satisfies Bool & RoomMatch<boolean>,
  /** A room option with its own bathroom (docs/decisions/205-search-understanding.md: "attached bathroom"). */
  attachedBathroom: {
    kind: 'boolean',
    inUrl: true,
    level: 'room',
    matches: (room, v) => room.attachedBathroom === v,
  } satisfies Bool & RoomMatch<boolean>,
  food: {
    kind: 'oneOf',
    values: FOOD_FILTERS,
    what: 'food',
    inUrl: true,
    level: 'listing',
    // included: meals included; veg: included and vegetarian only; none: no food (self-arranged).
    matches: (pg, v) =>
      v === 'included' ? pg.food.included : v === 'veg' ? pg.food.included && pg.food.vegOnly : !pg.food.included,
  } satisfies OneOf<FoodFilter> & ListingMatch<FoodFilter>,
  minRentInr: {
    kind: 'rent',
    inUrl: true,
    level: 'room',
    matches: (room, v) => room.rentInr >= v,
  } satisfies Rent & RoomMatch<number>,
  maxRentInr: {
    kind: 'rent',
    inUrl: true,
    level: 'room',
    matches: (room, v) => room.rentInr <= v,
  } satisfies Rent & RoomMatch<number>,
  /**
   * The true monthly cost (rent + stated extras, docs/decisions/160-true-monthly-cost.md) of the same room option
   * is at most this. A listing that states no charges has no known total and never matches.
   */
  maxTotalInr: {
    kind: 'rent',
    inUrl: true,
    level: 'room',
    matches: (room, v, pg) =>
      pg.monthlyExtrasInr !== null && pg.monthlyExtrasInr !== undefined && room.rentInr + pg.monthlyExtrasInr <= v,
  } satisfies Rent & RoomMatch<number>,
  amenities: {
    kind: 'listOf',
    values: AMENITIES,
    what: 'amenities',
    inUrl: true,
    level: 'listing',
    // Every one of these amenities.
    matches: (pg, v) => v.every((a) => (pg.amenities as readonly string[]).includes(a)),
  } satisfies ListOf<Amenity> & ListingMatch<Amenity[]>,
} as const;

export type FilterKey = keyof typeof LISTING_FILTERS;
type ValueOf<K extends FilterKey> = Parameters<(typeof LISTING_FILTERS)[K]['matches']>[1];
/** Parsed filter values; a missing key means "any". */
export type PgFilters = { [K in FilterKey]?: ValueOf<K> | undefined };

export const FILTER_KEYS = Object.keys(LISTING_FILTERS) as FilterKey[];
export type UrlFilterKey = {
  [K in FilterKey]: (typeof LISTING_FILTERS)[K]['inUrl'] extends true ? K : never;
}[FilterKey];
/** The filters /pg-listing keeps in its URL; also what "Clear all" removes. */
export const URL_FILTER_KEYS = FILTER_KEYS.filter((k): k is UrlFilterKey => LISTING_FILTERS[k].inUrl);
/** The filters a /pg-listing URL carries. */
export type UrlFilters = Pick<PgFilters, UrlFilterKey>;

const has = (v: unknown) => v !== undefined && !(Array.isArray(v) && v.length === 0);

/**
 * The lowest rent among room options matching the room-level filters, or null when the listing does not
 * match the filters at all.
 */
export function matchFromRentInr(pg: FilterListing, f: PgFilters): number | null {
  return fromRentMatcher(f)(pg);
}

type RoomTest = (room: RoomOption, pg: FilterListing) => boolean;

/**
 * matchFromRentInr with the filters fixed: which filters are set, and their tests, worked out once, for a search
 * that tests thousands of listings against the same filters (issue #25).
 */
export function fromRentMatcher(f: PgFilters): (pg: FilterListing) => number | null {
  const listing: ((pg: FilterListing) => boolean)[] = [];
  const room: RoomTest[] = [];
  for (const k of FILTER_KEYS) {
    if (!has(f[k])) continue;
    const def = LISTING_FILTERS[k];
    const v = f[k];
    if (def.level === 'listing') {
      const matches = def.matches as (pg: FilterListing, v: unknown) => boolean;
      listing.push((pg) => matches(pg, v));
    } else {
      const matches = def.matches as (room: RoomOption, v: unknown, pg: FilterListing) => boolean;
      room.push((r, pg) => matches(r, v, pg));
    }
  }
  return (pg) => {
    for (const test of listing) if (!test(pg)) return null;
    let best: number | null = null;
    for (const r of pg.rooms) {
      if (best !== null && r.rentInr >= best) continue;
      let ok = true;
      for (const test of room) {
        if (!test(r, pg)) {
          ok = false;
          break;
        }
      }
      if (ok) best = r.rentInr;
    }
    return best;
  };
}

// ---------- Query-string form (the URL of /pg-listing and the API request) ----------
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Forgiving parse of one filter from a query string: unknown values are dropped, never an error. */
function parseOne(key: FilterKey, raw: string | null): unknown {
  const def = LISTING_FILTERS[key];
  if (raw === null) return undefined;
  switch (def.kind) {
    case 'oneOf':
      return (def.values as readonly string[]).find((v) => v === raw);
    case 'listOf': {
      // Keeps the known items (an old link with one retired amenity still filters by the rest), in table order.
      const items = raw.split(',').map((s) => s.trim());
      const kept = (def.values as readonly string[]).filter((v) => items.includes(v));
      return kept.length ? kept : undefined;
    }
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'rent': {
      if (!DECIMAL.test(raw.trim())) return undefined;
      const n = Number(raw);
      return Number.isInteger(n) && n >= 0 && n <= MAX_RENT_FILTER_INR ? n : undefined;
    }
  }
}

/** The URL filters of a query string (a swapped rent range is put right). */
export function parseFilters(sp: URLSearchParams): UrlFilters {
  const out: Record<string, unknown> = {};
  for (const key of URL_FILTER_KEYS) {
    const v = parseOne(key, sp.get(key));
    if (v !== undefined) out[key] = v;
  }
  const f = out as UrlFilters;
  if (f.minRentInr !== undefined && f.maxRentInr !== undefined && f.minRentInr > f.maxRentInr) {
    [f.minRentInr, f.maxRentInr] = [f.maxRentInr, f.minRentInr];
  }
  return f;
}

/** Each set filter as the API and the URL spell it: lists comma-joined, numbers and booleans as text. */
export function filterParams(f: PgFilters, keys: readonly FilterKey[] = FILTER_KEYS): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const v = f[key];
    if (!has(v)) continue;
    out[key] = Array.isArray(v) ? v.join(',') : String(v);
  }
  return out;
}
