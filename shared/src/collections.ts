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
  /** Owner verification, one per applicant (docs/decisions/060-owner-kyc.md); `kyc/{uid}/views` logs admin views. */
  kyc: 'kyc',
  /** The full bank account number for payouts: Functions only, never sent to a client. */
  kycPrivate: 'kyc_private',
  /** Messages waiting for delivery (SMS/WhatsApp arrive in a later issue): Functions only. */
  outbox: 'outbox',
} as const;

/** `meta/catalogue`: its `version` changes with every catalogue write, so the API's cached catalogue knows it is stale. */
export const CATALOGUE_VERSION_DOC = 'catalogue';
