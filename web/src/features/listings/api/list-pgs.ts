import { useQuery } from '@tanstack/react-query';
import type { PgListResponse } from '@kotastay/shared/schemas/search';
import { apiGet } from '../../../lib/api-client';
import { listingKeys } from './query-keys';

/** GET /api/pgs (no location): newest public listings first. */
export const listPgs = (limit: number, signal?: AbortSignal) =>
  apiGet<PgListResponse>(`/api/pgs?limit=${limit}`, { signal });

export const useLatestPgs = (limit: number) =>
  useQuery({ queryKey: [...listingKeys.all, 'latest', limit], queryFn: ({ signal }) => listPgs(limit, signal) });
