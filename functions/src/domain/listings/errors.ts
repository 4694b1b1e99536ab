// Domain errors of the listings feature. They carry no HTTP status: the routes file maps each kind to one
// (functions/src/http/routes/listings.ts), so this module never depends on the http layer.
export type ListingErrorKind = 'invalid' | 'not_found' | 'conflict' | 'too_large';

export class ListingError extends Error {
  constructor(
    readonly kind: ListingErrorKind,
    /** A stable machine code, e.g. 'not_submitted'. */
    readonly code: string,
    message: string,
    /** For 'invalid': field path → what to fix. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** One answer for "missing" and "not yours": saying 403 would reveal that someone else's draft exists. */
export const draftNotFound = () => new ListingError('not_found', 'not_found', 'This listing was not found.');

export const invalid = (fields: Record<string, string>, what = 'listing') =>
  new ListingError('invalid', 'invalid_input', `Check the ${what}: ${Object.keys(fields).join(', ')}.`, fields);
