// Transactions on one hot document (the last bed of a room: every confirmation reads and writes its PG) abort under
// contention. The Admin SDK retries a few times on its own; when it gives up, this runs the whole transaction again
// after a jittered, growing pause, so a crowd of confirmations ends as one success and the rest's real answers
// (409 no_free_bed) instead of a 500. Still failing after that, it is a 503 the client may retry.
import { logger } from '../../lib/log';
import { KindedError } from '../errors';

/** gRPC ABORTED, and the texts Firestore and its emulator give contention failures. */
export function isContention(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (e.code === 10 || e.code === 'aborted' || e.code === 'ABORTED') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /\bABORTED\b|contention|lock timeout|transaction (?:has )?expired|Transaction .* (?:is )?(?:invalid|not valid)/i.test(message);
}

export type RetryOptions = {
  attempts?: number;
  baseMs?: number;
  maxMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Which failures mean "run it again" (default: contention). */
  retryOn?: (err: unknown) => boolean;
};

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export async function runWithContentionRetry<T>(run: () => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const attempts = opts.attempts ?? 8;
  const baseMs = opts.baseMs ?? 50;
  const maxMs = opts.maxMs ?? 2_000;
  const sleep = opts.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!(opts.retryOn ?? isContention)(err)) throw err;
      if (attempt >= attempts) {
        logger.warn('Transaction still contended after retries', { attempts, err: String(err) });
        throw new KindedError('unavailable', 'busy', 'Too many changes to this booking or listing at once. Try again in a moment.');
      }
      const cap = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
      await sleep(cap / 2 + Math.random() * (cap / 2));
    }
  }
}
