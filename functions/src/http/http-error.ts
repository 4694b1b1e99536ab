import type { Response } from 'express';

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

export function sendError(res: Response, err: HttpError): void {
  res.status(err.status).json({ error: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) });
}
