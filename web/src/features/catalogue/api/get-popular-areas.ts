import { queryOptions, useQuery } from '@tanstack/react-query';
import { AREAS_STALE_MS } from '@kotastay/shared/constants';
import type { Area } from '@kotastay/shared/schemas/catalogue';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** The areas shown as 'Popular Areas' chips, in popularRank order. */
export const getPopularAreas = (signal?: AbortSignal) => apiGet<Area[]>('/api/areas/popular', { signal });

export const popularAreasQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.popularAreas(),
    queryFn: ({ signal }) => getPopularAreas(signal),
    staleTime: AREAS_STALE_MS,
  });

export const usePopularAreas = () => useQuery(popularAreasQueryOptions());
