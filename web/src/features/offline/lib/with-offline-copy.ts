// A read of the signed-in user's own data that falls back to its offline copy when there is no connection.
import { isConnectionError } from './connection-error';
import { readOfflineCopy } from './offline-copy';

/** An answer, or its offline copy: `offlineCopyAt` is when the copy was made (absent for a live answer). */
export type MaybeOfflineCopy<T> = T & { offlineCopyAt?: string };

/**
 * Calls `fetcher`; when it fails for want of a connection and an offline copy named `name` exists for `uid`, answers
 * the copy instead (marked with `offlineCopyAt`). Any answer the server gave (an ApiError) is thrown as before.
 */
export async function withOfflineCopy<T extends object>(
  name: string,
  uid: string,
  fetcher: () => Promise<T>,
): Promise<MaybeOfflineCopy<T>> {
  try {
    return await fetcher();
  } catch (err) {
    if (!isConnectionError(err)) throw err;
    const copy = readOfflineCopy<T>(name, uid);
    if (!copy) throw err;
    return { ...copy.data, offlineCopyAt: copy.savedAt };
  }
}
