// The request id of an API or page request (docs/decisions/199-logs-and-payment-reconciliation.md): the trace id
// Google's front end gives it (`traceparent`, W3C, or `X-Cloud-Trace-Context`), so our entries sit beside Cloud
// Run's request log and the trace; otherwise a fresh one. Returned in `X-Request-Id`, carried by every log entry of
// the request (lib/log.ts), and by the 500 answer, so a user's report finds the entry.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { logger, newRequestId, withLogContext } from '../lib/log';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The request's path as it arrived, without the query string (a router's `req.path` is relative to its mount). */
export const pathOf = (req: { originalUrl?: string; url?: string }): string => (req.originalUrl ?? req.url ?? '').split('?')[0] ?? '';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** The trace id from the request's headers (lower-case hex only: nothing a client sends reaches a log as it is). */
export function requestIdFrom(headers: IncomingHttpHeaders): string {
  const traceparent = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/.exec(first(headers.traceparent)?.trim().toLowerCase() ?? '');
  if (traceparent?.[1] && !/^0+$/.test(traceparent[1])) return traceparent[1];
  const cloud = /^([0-9a-f]{32})(?:\/|$)/.exec(first(headers['x-cloud-trace-context'])?.trim().toLowerCase() ?? '');
  if (cloud?.[1] && !/^0+$/.test(cloud[1])) return cloud[1];
  return newRequestId();
}

/**
 * First middleware of the api and pages apps: gives the request its id (header and log context) and logs one
 * entry when it ends: method, path (no query string: it may hold a phone number), status and duration.
 */
export function requestContext(app: 'api' | 'pages'): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdFrom(req.headers);
    res.locals.requestId = requestId;
    res.set(REQUEST_ID_HEADER, requestId);
    const t0 = performance.now();
    withLogContext({ requestId }, () => {
      // Bound: 'finish' is emitted from the socket's context, not necessarily the request's.
      res.on(
        'finish',
        AsyncLocalStorage.bind(() => {
          const fields = { app, method: req.method, path: pathOf(req), status: res.statusCode, ms: Math.round(performance.now() - t0) };
          if (res.statusCode >= 500) logger.warn('Request answered with a server error', fields);
          else logger.info('Request', fields);
        }),
      );
      next();
    });
  };
}
