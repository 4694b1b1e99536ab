// GET /api/pgs/compare: up to 3 public listings side by side, and the coaching campus to measure from
// (docs/requirements/search-and-listings.md#compare, docs/decisions/170-compare.md).
// The answer holds only fields of the public `pgs/{id}` document, picked one by one: nothing private can slip in.
import { z } from 'zod';
import { CatalogueIdSchema } from './catalogue';
import { DocIdSchema } from './ids';
import { MonthlyChargesSchema } from './charges';
import { GeoPointSchema, PG_CARD_IDENTITY, PgDocSchema, PhotoSchema, PgIdSchema } from './pg';

/** The most PGs one comparison shows: three columns still fit a 360 px phone. */
export const COMPARE_MAX = 3;

/** `?x=` (empty) means "not given", as in the search parameters. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `a,b,c` → ['a','b','c'], blanks dropped, each id once (first place kept). */
export function splitIdList(raw: string): string[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export const CompareQuerySchema = z.object({
  /** Comma-separated public PG ids, 1 to 3 (a repeated id counts once). */
  ids: z
    .string({ error: 'Give 1 to 3 PG ids, separated by commas.' })
    .transform(splitIdList)
    .pipe(
      z
        .array(DocIdSchema)
        .min(1, 'Give 1 to 3 PG ids, separated by commas.')
        .max(COMPARE_MAX, `Compare at most ${COMPARE_MAX} PGs at a time.`),
    ),
  /** A catalogue branch (coaching campus) id to measure distances from. */
  branch: z.preprocess(blankToUndefined, CatalogueIdSchema.optional()),
});
export type CompareQuery = z.output<typeof CompareQuerySchema>;

/** The stored public fields the comparison reads (a field mask: the rest of the document is not sent over). */
export const COMPARE_SOURCE_FIELDS = [
  'id',
  'name',
  'slug',
  'type',
  'gender',
  'areaId',
  'areaName',
  'location',
  'rooms',
  'food',
  'amenities',
  'photos',
  'verification.status',
  'verification.verifiedAt',
  'verification.checklist',
  'visible',
  'status',
  'ratingAvg',
  'ratingCount',
  'ratingBreakdown',
  'minRentInr',
  'maxRentInr',
  'bedsAvailable',
  'maintenanceInrPerYear',
  'totalMonthlyCostNote',
  'charges',
  'rules',
  'demo',
] as const;

/** What a field-masked read of COMPARE_SOURCE_FIELDS returns (the store reads through it). */
export const CompareSourceSchema = PgDocSchema.pick({
  ...PG_CARD_IDENTITY,
  rooms: true,
  food: true,
  amenities: true,
  photos: true,
  visible: true,
  status: true,
  ratingAvg: true,
  ratingCount: true,
  ratingBreakdown: true,
  minRentInr: true,
  maxRentInr: true,
  bedsAvailable: true,
  maintenanceInrPerYear: true,
  totalMonthlyCostNote: true,
  charges: true,
  rules: true,
  demo: true,
}).extend({ verification: PgDocSchema.shape.verification.pick({ status: true, verifiedAt: true, checklist: true }) });
export type CompareSource = z.infer<typeof CompareSourceSchema>;

/** One listing as the comparison shows it: its source without the photos and public flags, plus the cover. */
export const ComparePgSchema = CompareSourceSchema.omit({ photos: true, visible: true, status: true }).extend({
  /** The owner's stated charges (docs/decisions/160-true-monthly-cost.md); null when the listing states none. */
  charges: MonthlyChargesSchema.nullable(),
  coverPhoto: PhotoSchema.nullable(),
  demo: z.boolean(),
});
export type ComparePg = z.infer<typeof ComparePgSchema>;

/** The campus distances are measured from, resolved from the catalogue. */
export const CompareBranchSchema = z.object({
  id: z.string(),
  name: z.string(),
  coachingId: z.string(),
  coachingName: z.string(),
  location: GeoPointSchema,
});
export type CompareBranch = z.infer<typeof CompareBranchSchema>;

export const CompareResponseSchema = z.object({
  /** One entry per requested id, in the order asked; `pg` is null when that listing is not public (or never was). */
  results: z.array(z.object({ id: PgIdSchema, pg: ComparePgSchema.nullable() })),
  /** The campus asked for; null when none was asked or the catalogue has no such branch. */
  branch: CompareBranchSchema.nullable(),
});
export type CompareResponse = z.infer<typeof CompareResponseSchema>;

/**
 * A stored public document as the comparison shows it: only the field mask's fields are read, each by name, so
 * a field added to the document later is not sent until it is added here.
 */
export function toComparePg(doc: CompareSource): ComparePg {
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    type: doc.type,
    gender: doc.gender,
    areaId: doc.areaId,
    areaName: doc.areaName,
    location: doc.location,
    rooms: doc.rooms,
    food: doc.food,
    amenities: doc.amenities,
    ratingAvg: doc.ratingAvg,
    ratingCount: doc.ratingCount,
    ratingBreakdown: doc.ratingBreakdown ?? null,
    minRentInr: doc.minRentInr,
    maxRentInr: doc.maxRentInr,
    bedsAvailable: doc.bedsAvailable,
    maintenanceInrPerYear: doc.maintenanceInrPerYear,
    totalMonthlyCostNote: doc.totalMonthlyCostNote,
    charges: doc.charges ?? null,
    rules: doc.rules,
    coverPhoto: doc.photos[0] ?? null,
    verification: {
      status: doc.verification.status,
      verifiedAt: doc.verification.verifiedAt,
      checklist: doc.verification.checklist,
    },
    demo: doc.demo === true,
  };
}
