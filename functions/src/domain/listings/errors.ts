// Domain errors of the listings feature. They carry no HTTP status: the API's error handler maps each kind to one
// (functions/src/http/http-error.ts), so this module never depends on the http layer.
import { KindedError } from '../errors';

export class ListingError extends KindedError {}

/** One answer for "missing" and "not yours": saying 403 would reveal that someone else's draft exists. */
export const draftNotFound = () => new ListingError('not_found', 'not_found', 'This listing was not found.');

export const invalid = (fields: Record<string, string>, what = 'listing') =>
  new ListingError('invalid', 'invalid_input', `Check the ${what}: ${Object.keys(fields).join(', ')}.`, fields);
