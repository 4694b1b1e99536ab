// KYC's domain errors. The domain says WHAT went wrong; functions/src/http/routes/kyc.ts maps each kind to
// an HTTP status, so nothing under domain/ depends on Express or HTTP.
export type KycErrorKind = 'invalid' | 'too_large' | 'forbidden' | 'not_found' | 'conflict';

export class KycError extends Error {
  constructor(
    readonly kind: KycErrorKind,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const kycNotFound = () => new KycError('not_found', 'not_found', 'No verification request was found for this user.');
export const kycForbidden = () => new KycError('forbidden', 'forbidden', 'Your account is not allowed to do this.');
