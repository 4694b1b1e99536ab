import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coaching } from '@kotastay/shared/schemas/catalogue';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** The coachings shown as 'Popular Coachings' chips, in popularRank order. */
export const getPopularCoachings = (signal?: AbortSignal) => apiGet<Coaching[]>('/api/coachings/popular', { signal });

export const popularCoachingsQueryOptions = () =>
  queryOptions({ queryKey: catalogueKeys.popularCoachings(), queryFn: ({ signal }) => getPopularCoachings(signal) });

export const usePopularCoachings = () => useQuery(popularCoachingsQueryOptions());
