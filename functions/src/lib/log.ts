// Structured logs (docs/decisions/199-logs-and-payment-reconciliation.md): every entry is one JSON line written
// through firebase-functions' `write` (Cloud Logging reads `severity`, `message` and the rest as jsonPayload), and
// carries the request id of the API request, page request, trigger event or job run it belongs to, taken from an
// AsyncLocalStorage context set at the edge (http/request-id.ts, `withLogContext`). An Error anywhere in the fields
// is written as its message and stack. The same four methods as firebase-functions' `logger`.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { write, type LogSeverity } from 'firebase-functions/logger';

export type LogContext = { requestId: string; job?: string };
const context = new AsyncLocalStorage<LogContext>();

/** Runs `fn` with every log entry inside it (awaited work included) carrying `ctx`. */
export const withLogContext = <T>(ctx: LogContext, fn: () => T): T => context.run(ctx, fn);
export const currentLogContext = (): LogContext | undefined => context.getStore();

/** A fresh request id: 32 hex digits, the shape of a Cloud Trace id. */
export const newRequestId = (): string => randomBytes(16).toString('hex');

/** An error as a log can hold it: its name, message and stack (and a code or status when it has one). */
export function errorFields(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { message: String(err) };
  const extra = err as Error & { code?: unknown; status?: unknown };
  return {
    name: err.name,
    message: err.message,
    stack: err.stack,
    ...(extra.code !== undefined ? { code: String(extra.code) } : {}),
    ...(typeof extra.status === 'number' ? { status: extra.status } : {}),
  };
}

const jsonable = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v instanceof Error ? errorFields(v) : v]));

function entry(severity: LogSeverity, message: string, fields: Record<string, unknown> = {}): void {
  const ctx = context.getStore();
  write({ severity, message, ...jsonable(fields), ...(ctx ? { requestId: ctx.requestId, ...(ctx.job ? { job: ctx.job } : {}) } : {}) });
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => entry('DEBUG', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => entry('INFO', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => entry('WARNING', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => entry('ERROR', message, fields),
};

/**
 * Runs a scheduled job or a trigger's handler with its own request id (the event's id when there is one), and
 * logs a failure with its stack before passing it on (a retried trigger is then retried).
 */
export async function runLogged<T>(job: string, requestId: string | undefined, fn: () => Promise<T>): Promise<T> {
  return withLogContext({ requestId: requestId ?? newRequestId(), job }, async () => {
    try {
      return await fn();
    } catch (err) {
      // `alert: 'trigger_failed'`: the log-based metric of that name (scripts/lib/deploy-monitoring.mjs) counts these.
      logger.error(`${job} failed`, { alert: 'trigger_failed', error: errorFields(err) });
      throw err;
    }
  });
}
