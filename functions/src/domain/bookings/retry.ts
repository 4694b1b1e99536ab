// Transactions on one hot document (the last bed of a room: every confirmation reads and writes its PG) abort under
// contention. A crowd of confirmations ends as one success and the rest's real answers (409 no_free_bed) instead of a
// 500 (the shared retry in lib/retry.ts). Still failing after that, it is a 503 the client may retry.
import { logger } from '../../lib/log';
import { retryWhileContended, type RetryOptions } from '../../lib/retry';
import { KindedError } from '../errors';

export { isContention, type RetryOptions } from '../../lib/retry';

export const runWithContentionRetry = <T>(run: () => Promise<T>, opts: RetryOptions = {}): Promise<T> =>
  retryWhileContended(run, {
    ...opts,
    onExhausted: (err, attempts) => {
      logger.warn('Transaction still contended after retries', { attempts, err: String(err) });
      return new KindedError('unavailable', 'busy', 'Too many changes to this booking or listing at once. Try again in a moment.');
    },
  });
