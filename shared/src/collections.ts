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
} as const;
