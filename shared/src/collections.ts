/** Firestore collection names, shared by rules tests, functions and the web app. */
export const COLLECTIONS = {
  users: 'users',
  coachings: 'coachings',
  branches: 'branches',
  areas: 'areas',
  pgs: 'pgs',
  savedPgs: 'saved_pgs',
  /** The owner's working copy of a listing (docs/decisions/070-listing-drafts-and-verification.md). */
  pgDrafts: 'pg_drafts',
  /** A listing's owner and verifier: owner and staff only. */
  pgPrivate: 'pg_private',
  /** Staff decisions on listings (who, when, what). */
  listingReviews: 'listing_reviews',
} as const;
