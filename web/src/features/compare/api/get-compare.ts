// GET /api/pgs/compare: the listed PGs of a comparison and the campus from its link, in one request.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompareResponse } from '@kotastay/shared/schemas/compare';
import { apiGet } from '../../../lib/api-client';

export function compareApiPath(ids: readonly string[], branchId: string | null): string {
  const q = new URLSearchParams({ ids: ids.join(',') });
  if (branchId) q.set('branch', branchId);
  return `/api/pgs/compare?${q.toString()}`;
}

export const compareKeys = {
  compare: (ids: readonly string[], branchId: string | null) => ['compare', [...ids], branchId] as const,
};

/**
 * Only well-formed ids are asked about (the page shows the others as not listed); none → no request at all.
 * Changing the campus keeps the previous table on screen until the new answer is in.
 */
export const useCompare = (ids: readonly string[], branchId: string | null) =>
  useQuery({
    queryKey: compareKeys.compare(ids, branchId),
    queryFn: ({ signal }) => apiGet<CompareResponse>(compareApiPath(ids, branchId), { signal }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
  });
