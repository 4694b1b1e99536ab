import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError } from '../domain/errors';
import { errorFields, logger } from '../lib/log';
import { payloadTooLargeBody } from './body-limit';
import { pathOf } from './request-id';
import { HttpError, fromDomainError, sendError } from './http-error';

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'not_found', message: 'No such endpoint.' });
};

/** body-parser's error types (express.json): https://github.com/expressjs/body-parser#errors */
const bodyErrorType = (err: unknown): string | null =>
  typeof err === 'object' && err !== null && 'type' in err && typeof err.type === 'string' ? err.type : null;

/**
 * The one place errors become responses. Every answer is `{ error, message, fields? }` JSON; an unexpected error
 * is logged once, structured, with its stack and the request id, and answered with a generic message and that id
 * (docs/decisions/199-logs-and-payment-reconciliation.md), so no stack, path or query ever reaches a client.
 */
export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (res.headersSent) {
    // Too late for a JSON error: end the response so the client sees it cut short rather than hang.
    logger.error('API error after the response started', { method: req.method, path: pathOf(req), error: errorFields(err) });
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
  logger.error('Unhandled API error', { method: req.method, path: pathOf(req), error: errorFields(err) });
  const requestId: unknown = res.locals?.requestId;
  res.status(500).json({
    error: 'internal',
    message: 'Something went wrong on our side. Please try again.',
    ...(typeof requestId === 'string' ? { requestId } : {}),
  });
};
