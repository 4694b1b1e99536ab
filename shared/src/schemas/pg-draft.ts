// The owner's working copy of a listing: Firestore `pg_drafts/{pgId}`, the same id the public `pgs/{pgId}` gets
// once staff verify it (docs/decisions/070-listing-drafts-and-verification.md).
//
// The owner writes the OWNER fields directly from the browser, under rules that mirror `PgDraftInputSchema`
// field by field (firestore.rules, block pg_drafts). The other fields — photos, review, live — are written only by
// Functions. While typing, a draft may be incomplete (`PgDraftInputSchema` bounds types and sizes only);
// `PgDraftCompleteSchema` is what POST /api/listings/{id}/submit requires.
import { z } from 'zod';
import { AMENITIES, GENDERS, PG_TYPES, SHARING_TYPES } from '../vocabulary';
import { GeoPointSchema, MAX_MAINTENANCE_INR_PER_YEAR, PhotoSchema, type ChecklistItem, CHECKLIST_ITEMS } from './pg';
import { DocIdSchema } from './ids';
import { ChargesCompleteSchema, DraftChargesSchema, emptyDraftCharges, messMismatch } from './charges';

/** Kota Cares items the owner declares; the reviewer checks them plus the two only staff can (photos, KYC). */
export const DECLARATION_ITEMS = CHECKLIST_ITEMS.filter(
  (i): i is Exclude<ChecklistItem, 'photos_match' | 'owner_kyc'> => i !== 'photos_match' && i !== 'owner_kyc',
);
export type DeclarationItem = (typeof DECLARATION_ITEMS)[number];

/** The items that apply to a listing: a female warden is required where girls live. */
export function checklistItemsFor(gender: (typeof GENDERS)[number] | null): ChecklistItem[] {
  return CHECKLIST_ITEMS.filter((i) => i !== 'female_warden' || gender !== 'boys');
}
export const declarationItemsFor = (gender: (typeof GENDERS)[number] | null): DeclarationItem[] =>
  DECLARATION_ITEMS.filter((i) => i !== 'female_warden' || gender !== 'boys');

/** Room options per draft. Rules check list elements one index at a time, so the bound is small and explicit. */
export const DRAFT_MAX_ROOMS = 10;
export const MIN_LISTING_PHOTOS = 3;
export const MAX_LISTING_PHOTOS = 20;
/** The largest photo the upload route accepts (constants.ts). */
export { LISTING_PHOTO_MAX_BYTES } from '../constants';
export const MAX_RENT_INR = 100_000;
export const MAX_DEPOSIT_INR = 200_000;
export const MAX_BEDS = 500;

export const REVIEW_STATES = ['draft', 'submitted', 'changes_requested', 'approved'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

const int = (min: number, max: number) => z.number().int().min(min).max(max);

export const DraftRoomSchema = z.strictObject({
  id: DocIdSchema,
  sharing: z.enum(SHARING_TYPES),
  ac: z.boolean(),
  attachedBathroom: z.boolean(),
  /** 0 while the owner has not typed it yet. */
  rentInr: int(0, MAX_RENT_INR),
  depositInr: int(0, MAX_DEPOSIT_INR),
  bedsTotal: int(0, MAX_BEDS),
  bedsAvailable: int(0, MAX_BEDS),
});
export type DraftRoom = z.infer<typeof DraftRoomSchema>;

const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 22:00.');

/** Every field the owner writes. Kept in the same order as the rules' checks. */
export const PgDraftInputSchema = z.strictObject({
  name: z.string().max(100),
  type: z.enum(PG_TYPES).nullable(),
  gender: z.enum(GENDERS).nullable(),
  address: z.string().max(300),
  areaId: DocIdSchema.nullable(),
  areaName: z.string().max(100),
  location: GeoPointSchema.nullable(),
  rooms: z.array(DraftRoomSchema).max(DRAFT_MAX_ROOMS),
  food: z.strictObject({ included: z.boolean(), vegOnly: z.boolean(), mealsPerDay: int(0, 4) }),
  amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length),
  rules: z.strictObject({
    entryTime: TimeOfDay.nullable(),
    visitorsAllowed: z.boolean(),
    parentsStayAvailable: z.boolean(),
    notes: z.string().max(500),
  }),
  description: z.string().max(3000),
  totalMonthlyCostNote: z.string().max(300),
  maintenanceInrPerYear: int(0, 100_000),
  /** The owner's Kota Cares self-declaration: item → true ("we have it"). Absent = not answered. */
  declaration: z.partialRecord(z.enum(DECLARATION_ITEMS), z.boolean()),
  /**
   * The recurring extras and one-time charges (docs/decisions/160-true-monthly-cost.md). Optional: drafts made
   * before charges were asked for have none until the owner fills the step; submit requires them.
   */
  charges: DraftChargesSchema.optional(),
});
export type PgDraftInput = z.infer<typeof PgDraftInputSchema>;
export const DRAFT_OWNER_FIELDS = Object.keys(PgDraftInputSchema.shape) as (keyof PgDraftInput)[];

/** Facts a visit verifies: changing one on a live listing sends it back to review (the live version stays up). */
export const VERIFIED_FACT_FIELDS = [
  'address',
  'areaId',
  'location',
  'gender',
  'declaration',
  'maintenanceInrPerYear',
] as const satisfies readonly (keyof PgDraftInput)[];

/**
 * Amenities that are safety claims (docs/decisions/206-trust-that-stays-fresh.md): CCTV, spring-loaded fans, a female
 * warden, fire safety. An edit of a live listing that adds one goes back to verification instead of going live under
 * the Verified badge; removing one goes live at once (a claim withdrawn is never one the badge has not covered).
 */
export const SAFETY_AMENITIES = ['cctv', 'anti_suicide_fan', 'female_warden', 'fire_safety'] as const satisfies readonly (typeof AMENITIES)[number][];

/** The safety claims `draft` makes that `live` does not (sorted); empty when the edit adds none. */
export function addedSafetyClaims(draft: readonly string[] | undefined, live: readonly string[] | undefined): string[] {
  const had = new Set(live ?? []);
  return SAFETY_AMENITIES.filter((a) => (draft ?? []).includes(a) && !had.has(a));
}

export function emptyDraftInput(): PgDraftInput {
  return {
    name: '',
    type: null,
    gender: null,
    address: '',
    areaId: null,
    areaName: '',
    location: null,
    rooms: [],
    food: { included: true, vegOnly: true, mealsPerDay: 3 },
    amenities: [],
    rules: { entryTime: '22:00', visitorsAllowed: false, parentsStayAvailable: false, notes: '' },
    description: '',
    totalMonthlyCostNote: '',
    maintenanceInrPerYear: 0,
    declaration: {},
    charges: emptyDraftCharges(),
  };
}

/** A listing photo as stored: the shared Photo plus its placeholder colour and Storage paths' id. */
export const DraftPhotoSchema = PhotoSchema;
export type DraftPhoto = z.infer<typeof DraftPhotoSchema>;

export const ReviewSchema = z.object({
  status: z.enum(REVIEW_STATES),
  /** The reviewer's reason when changes are requested; null otherwise. */
  reason: z.string().max(1000).nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** The live listing's state as the owner sees it, mirrored by the Functions that change it. */
export const LiveStateSchema = z.object({ visible: z.boolean(), verifiedAt: z.string() }).nullable();
export type LiveState = z.infer<typeof LiveStateSchema>;

/** The stored draft (timestamps are Firestore Timestamps set to request.time by the client, or by Functions). */
export type PgDraftDoc = PgDraftInput & {
  ownerId: string;
  photos?: DraftPhoto[];
  review?: Review;
  live?: LiveState;
  createdAt: unknown;
  updatedAt: unknown;
};

/**
 * The stored draft as Functions read it (issue #23): the owner fields as the rules let them be written (they mirror
 * `PgDraftInputSchema`), the fields Functions write, and the timestamps as they are. A field nobody writes any more is
 * dropped from what is read, not refused.
 */
export const PgDraftDocSchema = PgDraftInputSchema.extend({
  ownerId: z.string(),
  photos: z.array(DraftPhotoSchema).optional(),
  review: ReviewSchema.optional(),
  live: LiveStateSchema.optional(),
  createdAt: z.unknown(),
  updatedAt: z.unknown(),
}).strip();
// What the schema parses is a PgDraftDoc.
const _parsedIsDraft = (d: z.output<typeof PgDraftDocSchema>): PgDraftDoc => d;

export type ManageStatus = 'draft' | 'submitted' | 'live' | 'changes_requested' | 'hidden';
/** The one status /manage-pg shows for a draft (a live listing with edits under review is still live). */
export function manageStatusOf(d: Pick<PgDraftDoc, 'review' | 'live'>): ManageStatus {
  if (d.live) return d.live.visible ? 'live' : 'hidden';
  const s = d.review?.status ?? 'draft';
  return s === 'approved' ? 'live' : s;
}

const msgDeposit = "Kota's guidelines forbid security and caution deposits: set the deposit to 0.";

/** What submit requires: a whole, Kota Cares-compliant listing. Issues name the field the owner must fix. */
export const PgDraftCompleteSchema = PgDraftInputSchema.extend({
  name: z.string().trim().min(2, 'Give the PG a name (at least 2 characters).').max(100),
  type: z.enum(PG_TYPES, 'Choose the type.'),
  gender: z.enum(GENDERS, 'Choose who it is for.'),
  address: z.string().trim().min(5, 'Enter the full address.').max(300),
  areaId: DocIdSchema,
  areaName: z.string().min(1, 'Choose the area.').max(100),
  location: GeoPointSchema,
  rooms: z
    .array(
      DraftRoomSchema.extend({
        rentInr: int(500, MAX_RENT_INR),
        depositInr: z.literal(0, msgDeposit),
        bedsTotal: int(1, MAX_BEDS),
      }).refine((r) => r.bedsAvailable <= r.bedsTotal, {
        message: 'Free beds cannot exceed total beds.',
        path: ['bedsAvailable'],
      }),
    )
    .min(1, 'Add at least one room option.')
    .max(DRAFT_MAX_ROOMS),
  maintenanceInrPerYear: int(0, MAX_MAINTENANCE_INR_PER_YEAR),
  charges: ChargesCompleteSchema,
}).superRefine((d, ctx) => {
  const mismatch = messMismatch(d.food.included, d.charges.mess);
  if (mismatch) ctx.addIssue({ code: 'custom', path: ['charges', 'mess'], message: mismatch });
});

/**
 * Kota Cares items not yet confirmed, as field path → message. Separate from the schema because zod skips
 * refinements while other fields fail, and the owner should see every missing item at once.
 */
export function missingDeclarations(d: Pick<PgDraftInput, 'gender' | 'declaration'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of declarationItemsFor(d.gender))
    if (d.declaration[item] !== true) out[`declaration.${item}`] = 'Kota Cares requires this: confirm it.';
  return out;
}

export const MIN_PHOTOS_MESSAGE = `Add at least ${MIN_LISTING_PHOTOS} photos.`;

// ---------- API bodies ----------
export const VerifyListingBodySchema = z.strictObject({
  /** The draft version the reviewer looked at (its updatedAt, ms): a later owner edit makes the approval 409. */
  draftVersion: z.number().int().min(0),
  /** The visit date, YYYY-MM-DD. */
  visitDate: z.iso.date(),
  checklist: z.array(z.strictObject({ item: z.enum(CHECKLIST_ITEMS), ok: z.boolean() })).max(CHECKLIST_ITEMS.length),
});
export type VerifyListingBody = z.infer<typeof VerifyListingBodySchema>;

export const RequestChangesBodySchema = z.strictObject({
  reason: z.string().trim().min(5, 'Tell the owner what to change (at least 5 characters).').max(1000),
});
type Beds = { id: string; bedsTotal: number; bedsAvailable: number };

/**
 * Free beds change only through a move-in confirmation and the owner's beds route, which write the live listing and
 * the draft together (docs/decisions/080-bookings-and-payments.md#slots-and-beds). A whole `rooms` array written
 * from an older copy (the editor, submit, verify) must not bring a taken bed back: a room `current` already has
 * keeps its current count, capped at its (possibly new) total; a room `current` lacks keeps the given count.
 */
export function keepCurrentBeds<R extends Beds>(rooms: R[], current: readonly Beds[] | undefined): R[] {
  const byId = new Map((current ?? []).map((r) => [r.id, r] as const));
  return rooms.map((r) => {
    const now = byId.get(r.id);
    return now ? { ...r, bedsAvailable: Math.max(0, Math.min(now.bedsAvailable, r.bedsTotal)) } : { ...r };
  });
}

/**
 * `expected`: the free beds the owner's screen showed when the change was asked for; when it no longer matches
 * (a move-in was confirmed, another device changed it) the API answers 409 `stale` and changes nothing. Optional
 * for older clients, which set the number outright.
 */
export const BedsBodySchema = z.strictObject({
  roomId: DocIdSchema,
  bedsAvailable: int(0, MAX_BEDS),
  expected: int(0, MAX_BEDS).optional(),
});
export const VisibilityBodySchema = z.strictObject({ visible: z.boolean() });
export const PhotoAltSchema = z.string().trim().min(1).max(160);

/** A decision on a listing, kept in `listing_reviews/{id}` (staff-only). */
export type ListingDecision = {
  pgId: string;
  ownerId: string;
  /** `rechecked`: a verified listing checked again on a visit (docs/decisions/206-trust-that-stays-fresh.md). */
  decision: 'approved' | 'changes_requested' | 'rechecked';
  reviewerUid: string;
  at: string;
  visitDate: string | null;
  checklist: { item: ChecklistItem; ok: boolean }[] | null;
  reason: string | null;
};
