import type { Response } from 'express';
import { Conflict, Forbidden, InvalidInput, KindedError, NotFound, Unavailable, type DomainError, type ErrorKind } from '../domain/errors';

const KIND_STATUS: Record<ErrorKind, number> = { invalid: 400, not_found: 404, forbidden: 403, conflict: 409, too_large: 413, unavailable: 503, rate_limited: 429, gone: 410 };

/**
 * An error with an HTTP status and a JSON body the client can show: `{ error, message, fields? }`.
 * `error` is a stable machine code; `message` is short, specific and actionable.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, 'unauthenticated', 'Sign in to continue.');
export const forbidden = () => new HttpError(403, 'forbidden', 'Your account is not allowed to do this.');
export const notFoundError = (what: string) => new HttpError(404, 'not_found', `${what} was not found.`);

/** The one mapping of domain errors to HTTP statuses (used by the error handler). */
export function fromDomainError(err: DomainError): HttpError {
  let status = 500;
  if (err instanceof NotFound) status = 404;
  else if (err instanceof Forbidden) status = 403;
  else if (err instanceof Conflict) status = 409;
  else if (err instanceof InvalidInput) status = 400;
  // A missing Google key is "this does not exist here"; a failing Google is a bad gateway.
  else if (err instanceof Unavailable) status = err.notConfigured ? 404 : 502;
  else if (err instanceof KindedError) status = KIND_STATUS[err.kind];
  return new HttpError(status, err.code, err.message, err.fields);
}

export function sendError(res: Response, err: HttpError): void {
  res.status(err.status).json({ error: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) });
}
