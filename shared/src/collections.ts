/** Firestore collection names, shared by rules tests, functions and the web app. */
export const COLLECTIONS = {
  users: 'users',
  coachings: 'coachings',
  branches: 'branches',
  areas: 'areas',
  pgs: 'pgs',
  savedPgs: 'saved_pgs',
  /** Server-only bookkeeping, e.g. `meta/catalogue` (the catalogue's version, bumped on every catalogue write). */
  meta: 'meta',
} as const;

/** `meta/catalogue`: its `version` changes with every catalogue write, so the API's cached catalogue knows it is stale. */
export const CATALOGUE_VERSION_DOC = 'catalogue';
