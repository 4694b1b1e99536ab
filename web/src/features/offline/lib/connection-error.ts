// Telling "no connection" apart from an answer the server gave: only the former means "try again when online".
import { ApiError } from '../../../lib/api-client';
import { isOnline } from './online';

/**
 * True when `err` is a request that never got an answer: the browser is offline, fetch itself failed (a TypeError:
 * "Failed to fetch"), or Firebase could not reach its servers for a token (auth/network-request-failed). An
 * ApiError is an answer, never a connection problem.
 */
export function isConnectionError(err: unknown): boolean {
  if (err instanceof ApiError) return false;
  if (!isOnline()) return true;
  if (err instanceof TypeError) return true;
  const code = typeof err === 'object' && err !== null && 'code' in err ? (err as { code?: unknown }).code : null;
  return code === 'auth/network-request-failed' || code === 'unavailable';
}
