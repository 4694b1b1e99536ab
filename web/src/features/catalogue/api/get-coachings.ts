import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coaching } from '@kotastay/shared/schemas/catalogue';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** Every coaching, sorted by name. */
export const getCoachings = (signal?: AbortSignal) => apiGet<Coaching[]>('/api/coachings', { signal });

export const coachingsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.coachingList(), queryFn: ({ signal }) => getCoachings(signal) });

export const useCoachings = () => useQuery(coachingsQueryOptions());
