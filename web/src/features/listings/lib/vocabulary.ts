// Value copies of the shared listing vocabularies. Importing the values from `@kotastay/shared/schemas/*` would
// pull zod (~23 KB gzipped) into the listing screens, which only need these lists. Each copy `satisfies` the
// shared constant's exact type, so `tsc` fails the moment they differ (a value added, removed or reordered).
import type { AMENITIES, GENDERS, PHOTO_VARIANTS, SHARING_TYPES } from '@kotastay/shared/schemas/pg';
import type { INDIA_BOUNDS } from '@kotastay/shared/schemas/catalogue';
import type { DEFAULT_PAGE_SIZE, FOOD_FILTERS, NEARBY_SORTS } from '@kotastay/shared/schemas/search';

export const GENDER_VALUES = ['boys', 'girls', 'coed'] as const satisfies typeof GENDERS;
export const SHARING_VALUES = ['single', 'double', 'triple'] as const satisfies typeof SHARING_TYPES;
export const FOOD_FILTER_VALUES = ['included', 'veg', 'none'] as const satisfies typeof FOOD_FILTERS;
export const SORT_VALUES = ['distance', 'price_asc', 'price_desc', 'rating'] as const satisfies typeof NEARBY_SORTS;
export const AMENITY_VALUES = [
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
] as const satisfies typeof AMENITIES;
export const PHOTO_SIZES = {
  thumb: { width: 160, height: 120 },
  card: { width: 480, height: 360 },
  full: { width: 1200, height: 900 },
} as const satisfies typeof PHOTO_VARIANTS;
export const BOUNDS = { minLat: 6, maxLat: 37, minLng: 68, maxLng: 98 } as const satisfies typeof INDIA_BOUNDS;
export const PAGE_SIZE = 20 satisfies typeof DEFAULT_PAGE_SIZE;
/** The API's bounds for rent filters (search.ts filterShape). */
export const MAX_RENT_FILTER_INR = 100_000;
