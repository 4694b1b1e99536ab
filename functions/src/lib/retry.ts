// Running a Firestore transaction again when it lost a race. The Admin SDK retries contention a few times on its own;
// when it gives up — or when a write made on the condition that a document is unchanged finds it changed (the
// listing's beds, read outside the transaction) — this runs the whole thing again after a jittered, growing pause.
// Bookings (the last bed under a crowd of confirmations) and stays (exit, room change) share it.

/** gRPC ABORTED, and the texts Firestore and its emulator give contention failures. */
export function isContention(err: unknown): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (e.code === 10 || e.code === 'aborted' || e.code === 'ABORTED') return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /\bABORTED\b|contention|lock timeout|transaction (?:has )?expired|Transaction .* (?:is )?(?:invalid|not valid)/i.test(message);
}

/** Contention, or a conditional write's precondition failed (gRPC FAILED_PRECONDITION): the document changed since it was read. */
export const isStaleOrContended = (err: unknown): boolean =>
  isContention(err) || (err as { code?: unknown } | null)?.code === 9;

export type RetryOptions = {
  attempts?: number;
  baseMs?: number;
  maxMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Which failures mean "run it again" (default: contention). */
  retryOn?: (err: unknown) => boolean;
  /** What to throw once the attempts are used up (default: the last failure). */
  onExhausted?: (err: unknown, attempts: number) => unknown;
};

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Runs `run` until it succeeds, fails with something `retryOn` does not take, or has run `attempts` times. */
export async function retryWhileContended<T>(run: () => Promise<T>, opts: RetryOptions = {}): Promise<T> {
  const attempts = opts.attempts ?? 8;
  const baseMs = opts.baseMs ?? 50;
  const maxMs = opts.maxMs ?? 2_000;
  const sleep = opts.sleep ?? defaultSleep;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if (!(opts.retryOn ?? isContention)(err)) throw err;
      if (attempt >= attempts) throw opts.onExhausted ? opts.onExhausted(err, attempts) : err;
      const cap = Math.min(maxMs, baseMs * 2 ** (attempt - 1));
      await sleep(cap / 2 + Math.random() * (cap / 2));
    }
  }
}
