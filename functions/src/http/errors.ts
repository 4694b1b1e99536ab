import type { ErrorRequestHandler, RequestHandler } from 'express';
import { DomainError } from '../domain/errors';
import { HttpError, fromDomainError, sendError } from './http-error';

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'not_found', message: 'No such endpoint.' });
};

export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  if (err instanceof HttpError) {
    sendError(res, err);
    return;
  }
  if (err instanceof DomainError) {
    sendError(res, fromDomainError(err));
    return;
  }
  // express.json() rejects malformed bodies with a 400 SyntaxError (type entity.parse.failed).
  if (typeof err === 'object' && err !== null && 'type' in err && (err as { type: string }).type === 'entity.parse.failed') {
    res.status(400).json({ error: 'invalid_json', message: 'The request body is not valid JSON.' });
    return;
  }
  console.error('Unhandled API error', err);
  res.status(500).json({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
};
