import { useQuery } from '@tanstack/react-query';
import type { PgDetail } from '@kotastay/shared/schemas/pg';
import { ApiError, apiGet } from '../../../lib/api-client';
import { pgApiPath } from './api-paths';
import { listingKeys } from './query-keys';

/** GET /api/pgs/{id}; null when the listing does not exist or is not public (404). */
export async function getPg(id: string, signal?: AbortSignal): Promise<PgDetail | null> {
  try {
    return await apiGet<PgDetail>(pgApiPath(id), { signal });
  } catch (err) {
    // 400: an id the API refuses to look up (hostile or malformed) is not there either.
    if (err instanceof ApiError && (err.status === 404 || err.status === 400)) return null;
    throw err;
  }
}

export const usePg = (id: string) =>
  useQuery({ queryKey: listingKeys.pg(id), queryFn: ({ signal }) => getPg(id, signal) });
