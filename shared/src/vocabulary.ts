// Closed vocabularies and bounds of the listing model, as plain values with no zod: the schemas build their
// enums from them, and the web's listing screens import them without pulling zod (~23 KB gzipped) into their chunks.
export const INDIA_BOUNDS = { minLat: 6, maxLat: 37, minLng: 68, maxLng: 98 } as const;

export const PG_TYPES = ['pg', 'hostel', 'room', 'flat'] as const;
export const GENDERS = ['boys', 'girls', 'coed'] as const;
export const SHARING_TYPES = ['single', 'double', 'triple'] as const;

/** Amenity codes; the web maps each to an icon and a translated label. Order = display order. */
export const AMENITIES = [
  'wifi',
  'ac',
  'cooler',
  'laundry',
  'housekeeping',
  'cctv',
  'biometric',
  'power_backup',
  'ro_water',
  'study_table',
  'warden',
  'female_warden',
  'geyser',
  'lift',
  'parking',
  'anti_suicide_fan',
  'gym',
  'library',
  'mess',
  'fridge',
  'recreation_room',
  'first_aid',
  'fire_safety',
] as const;

export const PHOTO_VARIANTS = {
  thumb: { width: 160, height: 120 },
  card: { width: 480, height: 360 },
  full: { width: 1200, height: 900 },
} as const;

export const FOOD_FILTERS = ['included', 'veg', 'none'] as const;
/** `total_asc`: the true monthly cost, lowest first (docs/decisions/160-true-monthly-cost.md). */
export const NEARBY_SORTS = ['distance', 'price_asc', 'price_desc', 'rating', 'total_asc'] as const;
export const DEFAULT_PAGE_SIZE = 20;
/** Upper bound of the rent filters the API accepts. */
export const MAX_RENT_FILTER_INR = 100_000;
