/** Firestore collection names, shared by rules tests, functions and the web app. */
export const COLLECTIONS = {
  users: 'users',
  coachings: 'coachings',
  branches: 'branches',
  areas: 'areas',
  pgs: 'pgs',
  savedPgs: 'saved_pgs',
} as const;
