// Search contracts: GET /api/pgs/nearby, GET /api/pgs, GET /api/places (docs/listing-model.md §Search).
// Query parameters arrive as strings; these schemas coerce them and reject anything else with a
// message naming the parameter (the API turns it into a 400 `{ fields: { <param>: message } }`).
import { z } from 'zod';
import { DEFAULT_RADIUS_M, MAX_RADIUS_M, MIN_RADIUS_M } from '../constants';
import { CatalogueIdSchema, INDIA_BOUNDS } from './catalogue';
import { FILTER_KEYS, LISTING_FILTERS, type FilterKey, type PgFilters } from '../listing-filters';
import { PgSummarySchema } from './pg';
import { DEFAULT_PAGE_SIZE, FOOD_FILTERS, MAX_RENT_FILTER_INR, NEARBY_SORTS } from '../vocabulary';

export { DEFAULT_PAGE_SIZE, FOOD_FILTERS, NEARBY_SORTS };

export const MAX_PAGE_SIZE = 50;
export const MAX_CURSOR_CHARS = 500;

// ---------- Query-string helpers ----------
/** `?x=` (empty) means "not given": forms often submit empty fields. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function numberSchema(opts: { int?: boolean; min?: number; max?: number; message: string }) {
  let n = z.number({ error: opts.message });
  if (opts.int) n = n.int(opts.message);
  if (opts.min !== undefined) n = n.min(opts.min, opts.message);
  if (opts.max !== undefined) n = n.max(opts.max, opts.message);
  return n;
}

function toNumber(v: unknown): unknown {
  const b = blankToUndefined(v);
  if (typeof b !== 'string') return b;
  // Number('0x10') and Number('1e3') would pass; a query parameter is plain decimal.
  return /^-?\d+(\.\d+)?$/.test(b.trim()) ? Number(b) : Number.NaN;
}

/** An optional number: an empty or missing parameter parses to undefined. */
const numberParam = (opts: Parameters<typeof numberSchema>[0]) => z.preprocess(toNumber, numberSchema(opts).optional());

/** 'true'/'false' (also '1'/'0'); z.coerce.boolean would turn 'false' into true. */
const booleanParam = (message: string) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      if (b === 'true' || b === '1') return true;
      if (b === 'false' || b === '0') return false;
      return b;
    },
    z.boolean({ error: message }).optional(),
  );

/** A comma list of values from a closed vocabulary, e.g. `amenities=wifi,ac`. Duplicates are dropped. */
function commaListParam<const T extends readonly string[]>(allowed: T, what: string) {
  return z.preprocess(
    blankToUndefined,
    z
      .string({ error: `Use a comma-separated list of ${what}.` })
      .max(500)
      .transform((raw, ctx) => {
        const items = [
          ...new Set(
            raw
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean),
          ),
        ];
        const bad = items.filter((s) => !(allowed as readonly string[]).includes(s));
        if (bad.length) {
          ctx.addIssue({ code: 'custom', message: `Unknown ${what}: ${bad.join(', ')}. Use ${allowed.join(', ')}.` });
          return z.NEVER;
        }
        return items as unknown as T[number][];
      })
      .optional(),
  );
}

const enumParam = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.preprocess(blankToUndefined, z.enum(values, { error: `Use one of ${values.join(', ')} for ${what}.` }).optional());

// ---------- Filters shared by both searches (built from the one table in ../listing-filters) ----------
export type { FoodFilter, PgFilters } from '../listing-filters';

const RENT_MESSAGE = 'Use a whole number of rupees from 0 to 100000.';

/** The zod parser of one filter, from its kind in LISTING_FILTERS. */
function filterSchema(key: FilterKey) {
  const def = LISTING_FILTERS[key];
  switch (def.kind) {
    case 'oneOf':
      return enumParam(def.values as unknown as readonly [string, ...string[]], def.what);
    case 'listOf':
      return commaListParam(def.values, def.what);
    case 'boolean':
      return booleanParam(`Use true or false for ${key}.`);
    case 'rent':
      return numberParam({ int: true, min: 0, max: MAX_RENT_FILTER_INR, message: RENT_MESSAGE });
  }
}

type FilterShape = { [K in FilterKey]: z.ZodOptional<z.ZodType<NonNullable<PgFilters[K]>, unknown>> };
/**
 * Room-level filters (sharing, ac, minRentInr, maxRentInr) must all hold for the SAME room option:
 * "a double AC room under ₹10,000", not "has a double room, has an AC room, has something under ₹10,000".
 */
const filterShape = Object.fromEntries(
  FILTER_KEYS.map((k) => [k, filterSchema(k).optional()]),
) as unknown as FilterShape;

const pageShape = {
  limit: numberParam({
    int: true,
    min: 1,
    max: MAX_PAGE_SIZE,
    message: `Use a whole number from 1 to ${MAX_PAGE_SIZE}.`,
  }).transform((v) => v ?? DEFAULT_PAGE_SIZE),
  /** Opaque; pass back `nextCursor` unchanged with the same other parameters. */
  cursor: z.preprocess(blankToUndefined, z.string().max(MAX_CURSOR_CHARS, 'This cursor is not valid.').optional()),
};

const rentOrder = (q: { minRentInr?: number | undefined; maxRentInr?: number | undefined }) =>
  q.minRentInr === undefined || q.maxRentInr === undefined || q.minRentInr <= q.maxRentInr;
const rentOrderIssue = { message: 'maxRentInr must be at least minRentInr.', path: ['maxRentInr'] };

// ---------- GET /api/pgs/nearby ----------
export type NearbySort = (typeof NEARBY_SORTS)[number];

/** The gazetteer kinds a `place` may name: the area pages (/pgs-in/{areaId}) and the coaching pages (/pgs-near/{branchId}). */
export const NEARBY_PLACE_KINDS = ['area', 'branch'] as const;
export type NearbyPlaceId = { kind: (typeof NEARBY_PLACE_KINDS)[number]; id: string };
const PLACE_MESSAGE = 'Use a place id like area:talwandi or branch:allen-samyak.';

/** `area:{areaId}` or `branch:{branchId}`, split; anything else (other kinds, hostile or path-like ids) is a 400. */
const placeParam = z.preprocess(
  blankToUndefined,
  z
    .string({ error: PLACE_MESSAGE })
    .max(120, PLACE_MESSAGE)
    .transform((raw, ctx): NearbyPlaceId => {
      const colon = raw.indexOf(':');
      const kind = raw.slice(0, colon);
      const id = raw.slice(colon + 1);
      if (
        colon < 0 ||
        !(NEARBY_PLACE_KINDS as readonly string[]).includes(kind) ||
        !CatalogueIdSchema.safeParse(id).success
      ) {
        ctx.addIssue({ code: 'custom', message: PLACE_MESSAGE });
        return z.NEVER;
      }
      return { kind: kind as NearbyPlaceId['kind'], id };
    })
    .optional(),
);

export const NearbySearchQuerySchema = z
  .object({
    lat: numberParam({
      min: INDIA_BOUNDS.minLat,
      max: INDIA_BOUNDS.maxLat,
      message: 'Use a latitude inside India (6 to 37).',
    }),
    lng: numberParam({
      min: INDIA_BOUNDS.minLng,
      max: INDIA_BOUNDS.maxLng,
      message: 'Use a longitude inside India (68 to 98).',
    }),
    /**
     * A place name to search around instead of lat/lng (the landing page's search box): the API resolves it
     * with the catalogue as it is in Firestore, so an area an admin added is found. Ignored when lat/lng are given.
     */
    query: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() || undefined : v),
      z.string({ error: 'Type a place to search around.' }).max(100, 'Use at most 100 characters.').optional(),
    ),
    /**
     * A catalogue place to search around, resolved exactly (no fuzzy match): `area:{areaId}` or
     * `branch:{branchId}`. Not together with lat/lng or query. An unknown (well-formed) id is a 404.
     */
    place: placeParam,
    radius: numberParam({
      min: MIN_RADIUS_M,
      max: MAX_RADIUS_M,
      message: `Use a radius in metres from ${MIN_RADIUS_M} to ${MAX_RADIUS_M}.`,
    })
      .optional()
      .transform((v) => Math.round(v ?? DEFAULT_RADIUS_M)),
    /**
     * Left out: the order a `query` asks for ("cheap": price_asc, decision 225), else distance. Not defaulted here:
     * the API must know whether it was given (the user's own choice wins over the query's).
     */
    sort: enumParam(NEARBY_SORTS, 'sort'),
    ...filterShape,
    ...pageShape,
  })
  .refine(rentOrder, rentOrderIssue)
  .superRefine((q, ctx) => {
    // A centre is lat and lng together, a query to resolve, or a place: exactly one of them.
    if (q.place !== undefined) {
      if (q.lat !== undefined || q.lng !== undefined || q.query !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['place'],
          message: 'Give a place, or lat and lng, or a query: not more than one.',
        });
      }
    } else if (q.lat === undefined && q.lng === undefined) {
      if (!q.query) ctx.addIssue({ code: 'custom', path: ['lat'], message: 'Give lat and lng, a query, or a place.' });
    } else if (q.lat === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'Give lat together with lng.' });
    } else if (q.lng === undefined) {
      ctx.addIssue({ code: 'custom', path: ['lng'], message: 'Give lng together with lat.' });
    }
  });
/** What the API receives (all strings) and what it works with after parsing. */
export type NearbySearchQueryInput = z.input<typeof NearbySearchQuerySchema>;
export type NearbySearchQuery = z.output<typeof NearbySearchQuerySchema>;

/** A search result: the card plus where it is from the search centre. */
export const NearbyResultSchema = PgSummarySchema.extend({
  /** Straight-line (haversine) distance from the centre, whole metres. */
  distanceM: z.number().int().min(0),
  /** Estimated walk: distanceM × 1.3 (streets are not straight) ÷ 80 m/min, rounded up. */
  walkMinutes: z.number().int().min(0),
  /** Lowest rent among the room options that match the room filters (= minRentInr without them). */
  fromRentInr: z.number().int(),
  /**
   * That room option's true monthly cost: fromRentInr + monthlyExtrasInr (decision 160); null when the listing
   * states no charges. What `sort=total_asc` orders by and `maxTotalInr` bounds.
   */
  fromTotalInr: z.number().int().nullable(),
});
export type NearbyResult = z.infer<typeof NearbyResultSchema>;

const wordIndexes = z.array(z.number().int().min(0));
/**
 * What a typed `query` was understood as (docs/decisions/205-search-understanding.md): its words, each part with the
 * words it came from (a chip; removing it drops those words from the query), and the words not understood.
 */
export const UnderstoodSchema = z.object({
  words: z.array(z.string()),
  parts: z.array(
    z.discriminatedUnion('kind', [
      z.object({
        kind: z.literal('place'),
        words: wordIndexes,
        place: z.object({
          id: z.string(),
          name: z.string(),
          kind: z.enum(['area', 'branch', 'coaching', 'landmark']),
          /** A coaching's campuses by name, each a link to its page (docs/decisions/227-coaching-campus-choice.md). */
          campuses: z.array(z.object({ id: z.string(), name: z.string() })).optional(),
        }),
      }),
      /** Words of PG names: the results are the PGs named so (`count` of them in Kota). */
      z.object({ kind: z.literal('name'), words: wordIndexes, text: z.string(), count: z.number().int().min(0) }),
      z.object({
        kind: z.literal('filter'),
        words: wordIndexes,
        key: z.enum(['gender', 'sharing', 'ac', 'food', 'attachedBathroom', 'amenities', 'minRentInr', 'maxRentInr']),
        value: z.union([z.string(), z.number(), z.boolean()]),
      }),
      /** Words asking for an order ("cheap", "sasta": decision 225; "top rated": 228); the request's own `sort` wins. */
      z.object({ kind: z.literal('sort'), words: wordIndexes, value: z.enum(['price_asc', 'rating']) }),
      /**
       * "near me", "mere paas": around the searcher, which only their device knows; searched around Kota's centre
       * meanwhile (docs/decisions/230-near-me.md).
       */
      z.object({ kind: z.literal('nearMe'), words: wordIndexes }),
    ]),
  ),
  unknown: wordIndexes,
});
export type Understood = z.infer<typeof UnderstoodSchema>;
export type UnderstoodPartView = Understood['parts'][number];

export const NearbySearchResponseSchema = z.object({
  results: z.array(NearbyResultSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** Matches in the whole radius with these filters (all pages). */
  total: z.number().int().min(0),
  center: z.object({ lat: z.number(), lng: z.number() }),
  radiusM: z.number().int(),
  /** The order of the results: the request's `sort`, else the one its `query` asks for, else distance. */
  sort: z.enum(NEARBY_SORTS),
  /**
   * The place `query` or `place` resolved to; absent when the request gave lat/lng, null when the query matched no
   * place (the centre is then Kota's default centre and the client says so).
   */
  place: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
  /** What `query` was understood as; absent when the request gave no query. Its filters are applied. */
  understood: UnderstoodSchema.optional(),
});
export type NearbySearchResponse = z.infer<typeof NearbySearchResponseSchema>;

// ---------- GET /api/pgs (no location) ----------
export const LIST_SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export const PgListQuerySchema = z
  .object({
    sort: enumParam(LIST_SORTS, 'sort').transform((v) => v ?? 'newest'),
    /** Catalogue area id, e.g. 'talwandi'. */
    areaId: z.preprocess(blankToUndefined, z.string().max(100, 'This area id is not valid.').optional()),
    ...filterShape,
    ...pageShape,
  })
  .refine(rentOrder, rentOrderIssue);
export type PgListQueryInput = z.input<typeof PgListQuerySchema>;
export type PgListQuery = z.output<typeof PgListQuerySchema>;

export const PgListResultSchema = PgSummarySchema.extend({ fromRentInr: z.number().int() });
export type PgListResult = z.infer<typeof PgListResultSchema>;

export const PgListResponseSchema = z.object({
  results: z.array(PgListResultSchema),
  nextCursor: z.string().nullable(),
});
export type PgListResponse = z.infer<typeof PgListResponseSchema>;

// ---------- GET /api/places?query= ----------
export const PLACE_KINDS = ['area', 'branch', 'coaching', 'landmark', 'google', 'pg'] as const;
export const PlaceKindSchema = z.enum(PLACE_KINDS);
export type PlaceKind = z.infer<typeof PlaceKindSchema>;

/**
 * A place to search around (docs/requirements/search-and-listings.md#places Place result: name, address, lat, lng). Local gazetteer places always
 * have coordinates; Google predictions do not until resolved with GET /api/places/google/{placeId}.
 */
export const PlaceSchema = z.object({
  /** 'area:talwandi', 'branch:allen-samarth', 'coaching:allen', 'landmark:kota-junction', 'google:<placeId>'. */
  id: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  kind: PlaceKindSchema,
  /** 0..1, higher is a better match; Google predictions come after every local match. */
  score: z.number(),
  source: z.enum(['local', 'google']),
  /** Google place id, for resolving coordinates (google source only). */
  placeId: z.string().optional(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const MAX_PLACES = 10;
export const PlacesQuerySchema = z.object({
  query: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: 'Type a place to search for.' })
      .min(1, 'Type a place to search for.')
      .max(100, 'Use at most 100 characters.'),
  ),
  limit: numberParam({
    int: true,
    min: 1,
    max: MAX_PLACES,
    message: `Use a whole number from 1 to ${MAX_PLACES}.`,
  }).transform((v) => v ?? 8),
  /** 'true' to add Google predictions (paid: needs App Check, counted against the limits); left out, none are asked. */
  google: booleanParam('Use true or false for google.').transform((v) => v ?? false),
});
export type PlacesQuery = z.output<typeof PlacesQuerySchema>;

export const PlacesResponseSchema = z.object({
  results: z.array(PlaceSchema),
  /** Whether Google predictions were asked for (a key is configured and the call succeeded). */
  google: z.enum(['used', 'not_configured', 'failed', 'skipped']),
});
export type PlacesResponse = z.infer<typeof PlacesResponseSchema>;
