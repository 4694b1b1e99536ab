/** Firestore collection names, shared by rules tests, functions and the web app. */
export const COLLECTIONS = {
  users: 'users',
  coachings: 'coachings',
  branches: 'branches',
  areas: 'areas',
  pgs: 'pgs',
  /** The private half of a listing (owner and verifier uids), same id as in `pgs`; owner and admins only. */
  pgPrivate: 'pg_private',
  savedPgs: 'saved_pgs',
  /** The owner's working copy of a listing (docs/decisions/070-listing-drafts-and-verification.md). */
  pgDrafts: 'pg_drafts',
  /** Staff decisions on listings (who, when, what). */
  listingReviews: 'listing_reviews',
  /** Server-only bookkeeping, e.g. `meta/catalogue` (the catalogue's version, bumped on every catalogue write). */
  meta: 'meta',
} as const;

/** `meta/catalogue`: its `version` changes with every catalogue write, so the API's cached catalogue knows it is stale. */
export const CATALOGUE_VERSION_DOC = 'catalogue';
