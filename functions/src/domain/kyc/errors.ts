// KYC's domain errors. The domain says WHAT went wrong; the API's error handler maps each kind to an HTTP status
// (functions/src/http/http-error.ts), so nothing under domain/ depends on Express or HTTP.
import { KindedError } from '../errors';

export class KycError extends KindedError {}

export const kycNotFound = () => new KycError('not_found', 'not_found', 'No verification request was found for this user.');
export const kycForbidden = () => new KycError('forbidden', 'forbidden', 'Your account is not allowed to do this.');
