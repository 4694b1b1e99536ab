import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Branch } from '@kotastay/shared/schemas/catalogue';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys, seg } from './query-keys';

/** Branches of one coaching, sorted by name. */
export const getBranchesOfCoaching = (coachingId: string, signal?: AbortSignal) =>
  apiGet<Branch[]>(`/api/branches/coaching/${seg(coachingId)}`, { signal });

export const branchesOfCoachingQueryOptions = (coachingId: string) =>
  queryOptions({
    queryKey: catalogueKeys.branchesOfCoaching(coachingId),
    queryFn: ({ signal }) => getBranchesOfCoaching(coachingId, signal),
  });

/** docs/requirements/api-conventions.md#endpoints: runs only when a coaching is selected (the landing page starts with none). */
export const useBranchesOfCoaching = (coachingId: string | null) =>
  useQuery({ ...branchesOfCoachingQueryOptions(coachingId ?? ''), enabled: Boolean(coachingId) });
