// Catalogue entities of docs/requirements/search-and-listings.md#catalogue-of-coachings-branches-and-areas (Coaching: id, name; Branch: name, lat, lng, coaching_id; Area: id, name, lat, lng),
// extended with what the product needs to show and rank them. The API validates admin input with the
// *Create/*Update schemas; the web app and the seeds type their data with the read schemas.
import { z } from 'zod';
import { INDIA_BOUNDS } from '../vocabulary';
import { DocIdSchema } from './ids';

export const EXAMS = ['JEE', 'NEET', 'Foundation'] as const;
export const ExamSchema = z.enum(EXAMS);
export type Exam = z.infer<typeof ExamSchema>;

/** India's bounding box: anything outside it is a typo (swapped lat/lng, missing minus, wrong units). */
export { INDIA_BOUNDS };

export const NameSchema = z.string().trim().min(2, 'Use at least 2 characters.').max(80, 'Use at most 80 characters.');
export const LatSchema = z
  .number()
  .min(INDIA_BOUNDS.minLat, 'Latitude must be inside India (6 to 37).')
  .max(INDIA_BOUNDS.maxLat, 'Latitude must be inside India (6 to 37).');
export const LngSchema = z
  .number()
  .min(INDIA_BOUNDS.minLng, 'Longitude must be inside India (68 to 98).')
  .max(INDIA_BOUNDS.maxLng, 'Longitude must be inside India (68 to 98).');
/** Document ids are slugs generated from the name: lowercase letters, digits and single hyphens. */
export const CatalogueIdSchema = DocIdSchema.max(100).regex(
  /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  'Use a catalogue id (lowercase letters, digits and hyphens).',
);
export const PopularRankSchema = z.number().int().min(1).max(999);
const OptionalText = (maxChars: number) => z.string().trim().min(1).max(maxChars);
const WebsiteSchema = z.url({ protocol: /^https?$/, message: 'Use a full http(s) address.' }).max(200);
/** Server timestamps, sent to clients as ISO 8601 strings. */
const TimestampsSchema = { createdAt: z.string().optional(), updatedAt: z.string().optional() };

// ---------- Coaching ----------
export const CoachingSchema = z.object({
  id: CatalogueIdSchema,
  name: NameSchema,
  shortName: OptionalText(30).optional(),
  exams: z.array(ExamSchema).min(1),
  popular: z.boolean(),
  /** 1 = shown first among popular coachings. */
  popularRank: PopularRankSchema.optional(),
  website: WebsiteSchema.optional(),
  ...TimestampsSchema,
});
export type Coaching = z.infer<typeof CoachingSchema>;

const CoachingFields = {
  name: NameSchema,
  shortName: OptionalText(30),
  exams: z
    .array(ExamSchema)
    .min(1, 'Pick at least one exam.')
    .transform((exams) => [...new Set(exams)]),
  popular: z.boolean(),
  popularRank: PopularRankSchema,
  website: WebsiteSchema,
};

export const CoachingCreateSchema = z.strictObject({
  name: CoachingFields.name,
  shortName: CoachingFields.shortName.optional(),
  exams: CoachingFields.exams,
  popular: CoachingFields.popular.default(false),
  popularRank: CoachingFields.popularRank.optional(),
  website: CoachingFields.website.optional(),
});
export type CoachingCreateInput = z.input<typeof CoachingCreateSchema>;
export type CoachingCreate = z.output<typeof CoachingCreateSchema>;

/** Optional fields may be sent as null to remove them. */
export const CoachingUpdateSchema = z
  .strictObject({
    name: CoachingFields.name.optional(),
    shortName: CoachingFields.shortName.nullable().optional(),
    exams: CoachingFields.exams.optional(),
    popular: CoachingFields.popular.optional(),
    popularRank: CoachingFields.popularRank.nullable().optional(),
    website: CoachingFields.website.nullable().optional(),
  })
  .refine(hasAnyField, { message: 'Send at least one field to change.' });
export type CoachingUpdateInput = z.input<typeof CoachingUpdateSchema>;
export type CoachingUpdate = z.output<typeof CoachingUpdateSchema>;

// ---------- Branch ----------
export const BranchSchema = z.object({
  id: CatalogueIdSchema,
  name: NameSchema,
  coaching_id: CatalogueIdSchema,
  lat: LatSchema,
  lng: LngSchema,
  address: OptionalText(200),
  /** Locality the branch is in, e.g. 'Indra Vihar' (display text, not an Area id). */
  area: OptionalText(80).optional(),
  ...TimestampsSchema,
});
export type Branch = z.infer<typeof BranchSchema>;

export const BranchCreateSchema = z.strictObject({
  name: NameSchema,
  coaching_id: CatalogueIdSchema,
  lat: LatSchema,
  lng: LngSchema,
  address: OptionalText(200),
  area: OptionalText(80).optional(),
});
export type BranchCreateInput = z.input<typeof BranchCreateSchema>;
export type BranchCreate = z.output<typeof BranchCreateSchema>;

export const BranchUpdateSchema = z
  .strictObject({
    name: NameSchema.optional(),
    coaching_id: CatalogueIdSchema.optional(),
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    address: OptionalText(200).optional(),
    area: OptionalText(80).nullable().optional(),
  })
  .refine(hasAnyField, { message: 'Send at least one field to change.' });
export type BranchUpdateInput = z.input<typeof BranchUpdateSchema>;
export type BranchUpdate = z.output<typeof BranchUpdateSchema>;

// ---------- Area ----------
export const AreaSchema = z.object({
  id: CatalogueIdSchema,
  name: NameSchema,
  lat: LatSchema,
  lng: LngSchema,
  popular: z.boolean(),
  popularRank: PopularRankSchema.optional(),
  description: OptionalText(300).optional(),
  /** Other names people search for, e.g. 'Kunhadi' for Landmark City. */
  aliases: z.array(OptionalText(80)).max(10).optional(),
  ...TimestampsSchema,
});
export type Area = z.infer<typeof AreaSchema>;

const AliasesSchema = z.array(OptionalText(80)).max(10, 'Use at most 10 other names.');

export const AreaCreateSchema = z.strictObject({
  name: NameSchema,
  lat: LatSchema,
  lng: LngSchema,
  popular: z.boolean().default(false),
  popularRank: PopularRankSchema.optional(),
  description: OptionalText(300).optional(),
  aliases: AliasesSchema.optional(),
});
export type AreaCreateInput = z.input<typeof AreaCreateSchema>;
export type AreaCreate = z.output<typeof AreaCreateSchema>;

export const AreaUpdateSchema = z
  .strictObject({
    name: NameSchema.optional(),
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    popular: z.boolean().optional(),
    popularRank: PopularRankSchema.nullable().optional(),
    description: OptionalText(300).nullable().optional(),
    aliases: AliasesSchema.nullable().optional(),
  })
  .refine(hasAnyField, { message: 'Send at least one field to change.' });
export type AreaUpdateInput = z.input<typeof AreaUpdateSchema>;
export type AreaUpdate = z.output<typeof AreaUpdateSchema>;

function hasAnyField(value: Record<string, unknown>): boolean {
  return Object.values(value).some((v) => v !== undefined);
}

/**
 * A slug for a new document id: 'Allen Career Institute' → 'allen-career-institute'.
 * Non-Latin names (e.g. Devanagari) fall back to `fallback` so the id is never empty.
 */
export function slugify(name: string, fallback = 'item'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || fallback;
}
