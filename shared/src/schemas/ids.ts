// One pattern for every Firestore document id the API accepts from outside: path parameters, body fields
// and the ids inside pagination cursors. Firestore refuses ids that contain '/', are '.' or '..', or match
// __.*__ (reserved); handing it one turns a bad request into a 500. Checking this shape first answers 400.
import { z } from 'zod';

export const DOC_ID_MAX_CHARS = 128;

/** Letters, digits, '-' and '_' only: no '/', no dots (so never '.' or '..'), nothing to URL-encode. */
const SAFE_ALPHABET = /^[A-Za-z0-9_-]+$/;
/** Firestore reserves ids that start and end with two underscores (`__name__`, `__x__`). */
const RESERVED = /^__.*__$/;

export const DocIdSchema = z
  .string()
  .min(1, 'This id is empty.')
  .max(DOC_ID_MAX_CHARS, `Use an id of at most ${DOC_ID_MAX_CHARS} characters.`)
  .regex(SAFE_ALPHABET, 'Use an id of letters, digits, hyphens or underscores.')
  .refine((id) => !RESERVED.test(id), 'This id is reserved.');

/** The same check without zod, for code that only needs a yes/no (e.g. a decoded cursor). */
export const isDocId = (value: unknown): value is string => DocIdSchema.safeParse(value).success;
