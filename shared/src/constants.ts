// Business constants from docs/requirements/constants.md, the one place both web and functions read them from.
export const PHONE_LENGTH = 10;
export const COUNTRY_CODE = '+91';
export const OTP_LENGTH = 6;

export const DEFAULT_RADIUS_M = 5000;
/** Declared by the spec without a stated use; we use it as the smallest radius a search may ask for. */
export const MIN_RADIUS_M = 1000;
export const MAX_RADIUS_M = 20000;
export const DEFAULT_CENTER = { lat: 25.1425, lng: 75.8526 } as const;
export const SEARCH_MIN_QUERY_LENGTH = 3; // "longer than 2 characters"

export const GPS = {
  highAccuracyTimeoutMs: 10_000,
  highAccuracyMaxAgeMs: 0,
  lowAccuracyTimeoutMs: 20_000,
  lowAccuracyMaxAgeMs: 300_000,
  navigateDelayMs: 1_500,
} as const;

export const AREAS_STALE_MS = 60 * 60 * 1000;
export const MOBILE_BREAKPOINT_PX = 768;
export const HERO_HEIGHT = { desktop: 0.7, mobile: 0.6 } as const;

export const COLORS = { primary: '#4169E1', cta: '#F9A826' } as const;
export const NOTIFICATION_DURATION_MS = 5000;
export const LOCALE = 'en-IN';
/** Kota's offset from UTC (India has no daylight saving); every visit date and slot is Kota time. */
export const KOTA_UTC_OFFSET = '+05:30';
export const KOTA_UTC_OFFSET_MS = 330 * 60 * 1000;

/** The KYC ID card file: at most 5 MB (schemas/kyc re-exports it; here so zod-free code can read it). */
export const KYC_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The largest listing photo the upload route accepts (a phone camera JPEG is 2–6 MB); schemas/pg-draft re-exports it. */
export const LISTING_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/**
 * A complaint's photos (docs/decisions/214-complaint-photos.md): at most this many with the complaint, each under the
 * listing photos' limit (the same pipeline decodes, strips and re-encodes them).
 */
export const COMPLAINT_PHOTOS_MAX = 3;
export const COMPLAINT_PHOTO_MAX_BYTES = LISTING_PHOTO_MAX_BYTES;

/** KotaStay's help line (demo values; the spec omits the real ones). */
export const CONTACT = {
  phone: '+91 98290 00000',
  phoneHref: 'tel:+919829000000',
  whatsappHref: 'https://wa.me/919829000000',
  email: 'help@kotastay.in',
} as const;

/** Visit token (docs/decisions/011-visit-token-refunds-and-data-retention.md): credited to the first month's rent, refunded in full on the listed grounds. */
export const TOKEN_AMOUNT_INR = 499;
/** The most saved PGs one user keeps; the API refuses the next save with 409 `saved_limit` (docs/decisions/013-saved-pgs-limit.md). */
export const SAVED_PGS_MAX = 200;
/** Kota Cares (Feb 2025): maintenance charge cap per year; security deposits are not allowed at all. */
export const KOTA_CARES_MAX_MAINTENANCE_INR_PER_YEAR = 2000;

/**
 * Paid Google Places lookups (autocomplete or details, docs/decisions/192-paid-lookups-and-id-card-metadata.md):
 * at most this many per client (signed-in user, else IP address) per minute; the next is 429 and the search bar
 * keeps the catalogue's own places. Typing a place name asks once per pause (debounced), so a person stays far below.
 */
export const PLACES_GOOGLE_PER_CLIENT_PER_MINUTE = 30;
/**
 * At most this many Google Places lookups for the whole site per Kota day, counted before each call (the Functions
 * environment's PLACES_GOOGLE_DAILY_CAP overrides it); set the Maps API quota in the Cloud console no higher.
 */
export const PLACES_GOOGLE_DAILY_CAP = 2000;

/** The "Under ₹10,000" quick searches' budget: the middle of Kota's usual single-room range (docs/requirements/kota-domain.md#rents). */
export const QUICK_BUDGET_INR = 10_000;

/**
 * A verified listing is checked again by KotaStay's team at least this often (docs/decisions/206-trust-that-stays-fresh.md):
 * more days than this since its last check, and its Verified badge becomes "Re-check due".
 */
export const RECHECK_AFTER_DAYS = 180;
/** The admin's re-check queue also lists what falls due within this many days (this week). */
export const RECHECK_SOON_DAYS = 7;
