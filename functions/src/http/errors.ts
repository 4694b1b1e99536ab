import type { ErrorRequestHandler, RequestHandler } from 'express';

export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: 'not_found', message: 'No such endpoint.' });
};

export const errorHandler: ErrorRequestHandler = (err: unknown, _req, res, _next) => {
  console.error('Unhandled API error', err);
  res.status(500).json({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
};
