// The PG listing model (docs/listing-model.md explains every field and why it exists).
// A listing is two Firestore documents with the same id: `pgs/{id}` (`PgDocSchema`, only fields the public may
// see — the id is repeated in `id`) and `pg_private/{id}` (`PgPrivateDocSchema`: owner uid, verifier uid), which
// only the owner and admins can read. `splitPgRecord` makes both from one `PgRecord`, so every writer splits alike.
// The API answers with `PgSummarySchema` (cards) and `PgDetailSchema` (the /pg/{id} page).
// Only listings that are verified AND visible AND published are public (see `isPublicPg`).
import { z } from 'zod';
import { AMENITIES, GENDERS, PG_TYPES, PHOTO_VARIANTS, SHARING_TYPES } from '../vocabulary';
import { LatSchema, LngSchema } from './catalogue';
import { DocIdSchema } from './ids';
import { RatingBreakdownSchema } from './review';
import { MonthlyChargesSchema } from './charges';
import { monthlyExtrasInr } from '../monthly-cost';

export { AMENITIES, GENDERS, PG_TYPES, PHOTO_VARIANTS, SHARING_TYPES };

// ---------- Closed vocabularies ----------
export const PgTypeSchema = z.enum(PG_TYPES);
export type PgType = z.infer<typeof PgTypeSchema>;

export const GenderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof GenderSchema>;

export const SharingSchema = z.enum(SHARING_TYPES);
export type Sharing = z.infer<typeof SharingSchema>;

export const AmenitySchema = z.enum(AMENITIES);
export type Amenity = z.infer<typeof AmenitySchema>;

export const PG_STATUSES = ['draft', 'published', 'hidden'] as const;
export const PgStatusSchema = z.enum(PG_STATUSES);
export type PgStatus = z.infer<typeof PgStatusSchema>;

export const VERIFICATION_STATUSES = ['unverified', 'pending', 'verified', 'rejected'] as const;
export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export type VerificationStatus = z.infer<typeof VerificationStatusSchema>;

/**
 * What KotaStay's team checks on a visit (docs/requirements/kota-domain.md#hostel-and-pg-guidelines: "Kota Cares" reforms of Feb 2025, the 2023 district order).
 * `female_warden` applies to girls' and co-ed listings only.
 */
export const CHECKLIST_ITEMS = [
  'no_deposit',
  'maintenance_capped',
  'spring_loaded_fans',
  'cctv_working',
  'biometric_entry',
  'night_attendance',
  'counsellor_contact',
  'female_warden',
  'receipts_to_parents',
  'fire_safety',
  'photos_match',
  'owner_kyc',
] as const;
export const ChecklistItemSchema = z.enum(CHECKLIST_ITEMS);
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

/** Kota Cares caps the yearly maintenance charge at ₹2,000. */
export const MAX_MAINTENANCE_INR_PER_YEAR = 2000;

// ---------- Parts ----------
const IdSchema = DocIdSchema;
export const PgIdSchema = DocIdSchema;

/** ISO 8601 date-time strings (stored as strings so they sort and serialise the same everywhere). */
const IsoDateTimeSchema = z.iso.datetime({ offset: true });

export const GeoPointSchema = z.object({ lat: LatSchema, lng: LngSchema });
export type GeoPoint = z.infer<typeof GeoPointSchema>;

const RentInrSchema = z.number().int().min(500).max(100_000);

export const RoomOptionSchema = z.object({
  id: IdSchema,
  sharing: SharingSchema,
  ac: z.boolean(),
  /** Monthly rent per bed, whole rupees. */
  rentInr: RentInrSchema,
  /** 0 for Kota Cares-compliant listings (no security or caution deposit). */
  depositInr: z.number().int().min(0).max(200_000),
  bedsTotal: z.number().int().min(1).max(500),
  bedsAvailable: z.number().int().min(0).max(500),
  attachedBathroom: z.boolean(),
});
export type RoomOption = z.infer<typeof RoomOptionSchema>;

export const FoodSchema = z.object({
  included: z.boolean(),
  vegOnly: z.boolean(),
  /** 0 when food is not included. */
  mealsPerDay: z.number().int().min(0).max(4),
});
export type Food = z.infer<typeof FoodSchema>;

/** 'HH:MM', 24-hour. */
export const TimeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 22:00.');

export const HouseRulesSchema = z.object({
  /** Latest entry at night, e.g. '22:00'; null = no curfew. */
  entryTime: TimeOfDaySchema.nullable(),
  visitorsAllowed: z.boolean(),
  /** Rooms kept for visiting parents. */
  parentsStayAvailable: z.boolean(),
  notes: z.string().max(500),
});
export type HouseRules = z.infer<typeof HouseRulesSchema>;

/** Pixel sizes of each photo variant; `width`/`height` on the photo are those of `full`. */
export type PhotoVariant = keyof typeof PHOTO_VARIANTS;

/** Scenes of the generated demo photos, by index (docs/listing-model.md §Demo photos). */
export const DEMO_PHOTO_SCENES = ['building', 'room', 'mess', 'study', 'common'] as const;
export type DemoPhotoScene = (typeof DEMO_PHOTO_SCENES)[number];

/**
 * Site-relative URL of a generated demo photo, served by the `pages` function at a path the Hosting CDN caches
 * (docs/decisions/130-server-rendered-pages.md); the same picture is also at GET /api/pgs/demo-photos/:pgId/:file.
 */
export function demoPhotoUrl(pgId: string, sceneIndex: number, variant: PhotoVariant): string {
  return `/photos/demo/${encodeURIComponent(pgId)}/${sceneIndex}-${variant}.svg`;
}

export { shareImageUrl } from '../share-image';

export const PhotoSchema = z.object({
  id: IdSchema,
  /** Describes the picture for screen readers, e.g. 'Single AC room with study table'. */
  alt: z.string().min(1).max(160),
  /** Site-relative or absolute URLs of the three variants (all share the 4:3 aspect ratio of width × height). */
  urls: z.object({ thumb: z.string().min(1), card: z.string().min(1), full: z.string().min(1) }),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** A colour to paint while the image loads (uploaded photos: their dominant colour), '#rrggbb'. */
  placeholderColor: z
    .string()
    .regex(/^#[0-9a-f]{6}$/)
    .optional(),
});
export type Photo = z.infer<typeof PhotoSchema>;

export const ChecklistEntrySchema = z.object({
  item: ChecklistItemSchema,
  ok: z.boolean(),
  /** When the team checked this item on site. */
  checkedAt: IsoDateTimeSchema,
});
export type ChecklistEntry = z.infer<typeof ChecklistEntrySchema>;

export const VerificationSchema = z.object({
  status: VerificationStatusSchema,
  verifiedAt: IsoDateTimeSchema.nullable(),
  /** Display name of the verifier, e.g. 'KotaStay team · Rohit'. */
  verifiedByName: z.string().max(80).nullable(),
  checklist: z.array(ChecklistEntrySchema).max(CHECKLIST_ITEMS.length),
});
export type Verification = z.infer<typeof VerificationSchema>;

/** Precomputed distances to the closest coaching branches (from the catalogue), nearest first. */
export const NearbyBranchSchema = z.object({
  branchId: z.string(),
  branchName: z.string(),
  coachingId: z.string(),
  coachingName: z.string(),
  distanceM: z.number().int().min(0),
  walkMinutes: z.number().int().min(0),
  /** Where the branch is, for a dot on the map (sent by the API's detail; older stored lists lack it). */
  location: GeoPointSchema.optional(),
});
export type NearbyBranch = z.infer<typeof NearbyBranchSchema>;

// ---------- The stored document ----------
export const PgDocSchema = z.object({
  id: PgIdSchema,
  name: z.string().trim().min(2).max(100),
  /** URL-friendly name for share links; not unique on its own (the id is). */
  slug: z.string().max(120),
  type: PgTypeSchema,
  gender: GenderSchema,
  address: z.string().min(1).max(300),
  /** Catalogue area id (`areas/{id}`), and its name copied for display without a second read. */
  areaId: z.string().min(1),
  areaName: z.string().min(1),
  location: GeoPointSchema,
  /** geofire-common geohash of `location`, precision 10; the nearby search range-queries it. */
  geohash: z.string().min(1).max(12),
  rooms: z.array(RoomOptionSchema).min(1).max(20),
  food: FoodSchema,
  amenities: z.array(AmenitySchema).max(AMENITIES.length),
  rules: HouseRulesSchema,
  photos: z.array(PhotoSchema).max(30),
  description: z.string().max(3000),
  verification: VerificationSchema,
  visible: z.boolean(),
  status: PgStatusSchema,
  ratingAvg: z.number().min(0).max(5),
  ratingCount: z.number().int().min(0),
  /** Per-category averages of the visible reviews (null or missing: none yet); kept with ratingAvg/ratingCount by the review Function. */
  ratingBreakdown: RatingBreakdownSchema.nullable().optional(),
  // ----- Derived on every server write (never by clients) so queries and cards need no room scan -----
  minRentInr: RentInrSchema,
  maxRentInr: RentInrSchema,
  sharingTypes: z.array(SharingSchema).min(1),
  /** True when at least one room option has AC. */
  hasAc: z.boolean(),
  /** Sum of bedsAvailable over room options (current occupancy shown honestly). */
  bedsAvailable: z.number().int().min(0),
  // ----- Honest total cost -----
  /** What is billed on top of rent, e.g. 'Electricity by sub-meter at ₹9/unit; laundry included.' */
  totalMonthlyCostNote: z.string().max(300),
  /** Kota Cares cap: at most ₹2,000 a year. */
  maintenanceInrPerYear: z.number().int().min(0).max(MAX_MAINTENANCE_INR_PER_YEAR),
  /**
   * The recurring extras and one-time charges the owner states (docs/decisions/160-true-monthly-cost.md); absent on
   * listings published before charges were asked for ("extras not stated": the total is the rent only).
   */
  charges: MonthlyChargesSchema.optional(),
  nearbyBranches: z.array(NearbyBranchSchema).max(10).optional(),
  /** Seeded demonstration data, not a real listing: the web shows a banner. */
  demo: z.boolean().optional(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type PgDoc = z.infer<typeof PgDocSchema>;
/** The model name used across the app. */
export const PgSchema = PgDocSchema;
export type Pg = PgDoc;

/** `pg_private/{id}`: what only the listing's owner and admins may read. Never sent by the public API. */
export const PgPrivateDocSchema = z.strictObject({
  id: PgIdSchema,
  /** uid of the PG owner. */
  ownerId: z.string().min(1),
  /** uid of the staff member who verified the listing; null until verified. */
  verifiedBy: z.string().nullable(),
  updatedAt: IsoDateTimeSchema,
  // ----- Written by the listing-verification Function (seeded demo listings have none) -----
  /** The day staff visited the PG (Kota time), 'YYYY-MM-DD'. */
  visitDate: z.iso.date().optional(),
  /**
   * The facts verification covered (address, pin, Kota Cares declaration, photo ids…), as the owner's draft had
   * them when approved: a later edit that changes one goes back to verification (docs/decisions/070-…).
   */
  verifiedFacts: z.record(z.string(), z.unknown()).optional(),
});
export type PgPrivateDoc = z.infer<typeof PgPrivateDocSchema>;

/** A whole listing as its writer (a Function, the seed) knows it, before it is split into its two documents. */
export type PgRecord = PgDoc & { ownerId: string; verification: Verification & { verifiedBy: string | null } };

/** The two documents of a listing. The public one is built field by field from the schema, so nothing private leaks. */
export function splitPgRecord(record: PgRecord): { pg: PgDoc; private: PgPrivateDoc } {
  const { ownerId, verification, ...rest } = record;
  const { verifiedBy, ...publicVerification } = verification;
  return {
    pg: PgDocSchema.parse({ ...rest, verification: publicVerification }),
    private: { id: record.id, ownerId, verifiedBy, updatedAt: record.updatedAt },
  };
}

/** The public filter, the same one the Firestore rules apply. */
export function isPublicPg(pg: Pick<PgDoc, 'visible' | 'status'> & { verification: Pick<Verification, 'status'> }): boolean {
  return pg.visible && pg.status === 'published' && pg.verification.status === 'verified';
}

/** The derived fields of a PG, from its room options. Every server write recomputes them. */
export function derivePgFields(
  rooms: readonly RoomOption[],
): Pick<PgDoc, 'minRentInr' | 'maxRentInr' | 'sharingTypes' | 'hasAc' | 'bedsAvailable'> {
  if (rooms.length === 0) throw new Error('A PG needs at least one room option.');
  const rents = rooms.map((r) => r.rentInr);
  return {
    minRentInr: Math.min(...rents),
    maxRentInr: Math.max(...rents),
    sharingTypes: SHARING_TYPES.filter((s) => rooms.some((r) => r.sharing === s)),
    hasAc: rooms.some((r) => r.ac),
    bedsAvailable: rooms.reduce((sum, r) => sum + r.bedsAvailable, 0),
  };
}

// ---------- What the API sends ----------
/** Card fields for lists (search results, saved PGs). */
export const PgSummarySchema = z.object({
  id: PgIdSchema,
  name: z.string(),
  slug: z.string(),
  type: PgTypeSchema,
  gender: GenderSchema,
  areaId: z.string(),
  areaName: z.string(),
  location: GeoPointSchema,
  minRentInr: z.number().int(),
  maxRentInr: z.number().int(),
  sharingTypes: z.array(SharingSchema),
  hasAc: z.boolean(),
  bedsAvailable: z.number().int(),
  food: FoodSchema,
  /** Up to the first 6 amenities, for chips on the card. */
  amenities: z.array(AmenitySchema),
  /** The first photo, or null when the listing has none. */
  coverPhoto: PhotoSchema.nullable(),
  photoCount: z.number().int().min(0),
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  ratingAvg: z.number(),
  ratingCount: z.number().int(),
  demo: z.boolean(),
  /**
   * What the stated recurring extras add to any room's rent a month (`monthlyExtrasInr`); null when the listing
   * states none. A card's total is its rent plus this.
   */
  monthlyExtrasInr: z.number().int().min(0).nullable(),
});
export type PgSummary = z.infer<typeof PgSummarySchema>;

/** Everything the /pg/{id} page shows: the public document (owner and verifier uids live in pg_private). */
export const PgDetailSchema = PgDocSchema.omit({ demo: true }).extend({
  demo: z.boolean(),
  /** True when the caller is this listing's owner (or an admin) and so may see it while it is not public. */
  viewerCanManage: z.boolean(),
  /** Whether the listing is public (verified, visible and published); false only for owners/admins. */
  isPublic: z.boolean(),
});
export type PgDetail = z.infer<typeof PgDetailSchema>;

const SUMMARY_AMENITY_COUNT = 6;

/** The stored fields a card needs — what the search reads with a field projection. */
export const PG_SUMMARY_SOURCE_FIELDS = [
  'id',
  'name',
  'slug',
  'type',
  'gender',
  'areaId',
  'areaName',
  'location',
  'minRentInr',
  'maxRentInr',
  'sharingTypes',
  'hasAc',
  'bedsAvailable',
  'food',
  'amenities',
  'photos',
  'rooms',
  'verification.status',
  'verification.verifiedAt',
  'ratingAvg',
  'ratingCount',
  'demo',
  'createdAt',
  'charges',
] as const;
/** The fields that name and place a listing, in every masked read of one (a pick of PgDocSchema). */
export const PG_CARD_IDENTITY = {
  id: true,
  name: true,
  slug: true,
  type: true,
  gender: true,
  areaId: true,
  areaName: true,
  location: true,
} as const;
/** What a field-masked read of PG_SUMMARY_SOURCE_FIELDS returns: the card's source (the stores read through it). */
export const PgSummarySourceSchema = PgDocSchema.pick({
  ...PG_CARD_IDENTITY,
  minRentInr: true,
  maxRentInr: true,
  sharingTypes: true,
  hasAc: true,
  bedsAvailable: true,
  food: true,
  amenities: true,
  photos: true,
  rooms: true,
  ratingAvg: true,
  ratingCount: true,
  demo: true,
  createdAt: true,
  charges: true,
}).extend({ verification: VerificationSchema.pick({ status: true, verifiedAt: true }) });
export type PgSummarySource = z.infer<typeof PgSummarySourceSchema>;

export function toPgSummary(pg: PgSummarySource): PgSummary {
  return {
    id: pg.id,
    name: pg.name,
    slug: pg.slug,
    type: pg.type,
    gender: pg.gender,
    areaId: pg.areaId,
    areaName: pg.areaName,
    location: pg.location,
    minRentInr: pg.minRentInr,
    maxRentInr: pg.maxRentInr,
    sharingTypes: pg.sharingTypes,
    hasAc: pg.hasAc,
    bedsAvailable: pg.bedsAvailable,
    food: pg.food,
    amenities: pg.amenities.slice(0, SUMMARY_AMENITY_COUNT),
    coverPhoto: pg.photos[0] ?? null,
    photoCount: pg.photos.length,
    verified: pg.verification.status === 'verified',
    verifiedAt: pg.verification.verifiedAt,
    ratingAvg: pg.ratingAvg,
    ratingCount: pg.ratingCount,
    demo: pg.demo === true,
    monthlyExtrasInr: monthlyExtrasInr(pg.charges),
  };
}

export function toPgDetail(pg: PgDoc, viewerCanManage: boolean): PgDetail {
  const { demo, ...rest } = pg;
  return { ...rest, demo: demo === true, viewerCanManage, isPublic: isPublicPg(pg) };
}

// ---------- Saved PGs ----------
/**
 * Firestore `saved_pgs/{uid}_{pgId}`: one document per (student, PG), so "is it saved?" is one get,
 * saving twice is the same write, and rules can check ownership from the document alone.
 */
export const SavedPgDocSchema = z.object({
  uid: z.string().min(1),
  pgId: PgIdSchema,
  /** A Firestore Timestamp (server time / request.time, whether written by the API or the web). */
  createdAt: z.unknown(),
});
export type SavedPgDoc = z.infer<typeof SavedPgDocSchema>;
export const savedPgDocId = (uid: string, pgId: string) => `${uid}_${pgId}`;
// The most saved PGs one user keeps: in constants.ts (zod-free) for the web's card; re-exported for the API.
export { SAVED_PGS_MAX } from '../constants';

/** GET /api/saved-pgs item. `pg` is null when the listing is no longer public (hidden or unverified since). */
export const SavedPgSchema = z.object({
  pgId: PgIdSchema,
  savedAt: z.string(),
  pg: PgSummarySchema.nullable(),
});
export type SavedPg = z.infer<typeof SavedPgSchema>;

export const SavedPgListResponseSchema = z.object({ results: z.array(SavedPgSchema) });
export type SavedPgListResponse = z.infer<typeof SavedPgListResponseSchema>;

/** PUT/DELETE /api/saved-pgs/{pgId} answer (200; both idempotent). */
export const SavedPgStateSchema = z.object({ pgId: PgIdSchema, saved: z.boolean(), savedAt: z.string().nullable() });
export type SavedPgState = z.infer<typeof SavedPgStateSchema>;
