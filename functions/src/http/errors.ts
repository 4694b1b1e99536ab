import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError } from '../domain/errors';
import { payloadTooLargeBody } from './body-limit';
import { HttpError, fromDomainError, sendError } from './http-error';

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'not_found', message: 'No such endpoint.' });
};

/** body-parser's error types (express.json): https://github.com/expressjs/body-parser#errors */
const bodyErrorType = (err: unknown): string | null =>
  typeof err === 'object' && err !== null && 'type' in err && typeof err.type === 'string' ? err.type : null;

/**
 * The one place errors become responses. Every answer is `{ error, message, fields? }` JSON; an unexpected error
 * is logged with its stack and answered with a generic message, so no stack, path or query ever reaches a client.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  if (res.headersSent) {
    // Too late for a JSON error: end the response so the client sees it cut short rather than hang.
    console.error('API error after the response started', err);
    res.end();
    return;
  }
  if (err instanceof HttpError) {
    sendError(res, err);
    return;
  }
  if (err instanceof DomainError) {
    sendError(res, fromDomainError(err));
    return;
  }
  const type = bodyErrorType(err);
  if (type === 'entity.parse.failed') {
    res.status(400).json({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json(payloadTooLargeBody);
    return;
  }
  console.error('Unhandled API error', err);
  res.status(500).json({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
};
