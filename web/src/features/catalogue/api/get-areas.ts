import { queryOptions, useQuery } from '@tanstack/react-query';
import { AREAS_STALE_MS } from '@kotastay/shared/constants';
import type { Area } from '@kotastay/shared/schemas/catalogue';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** Every student area, sorted by name. */
export const getAreas = (signal?: AbortSignal) => apiGet<Area[]>('/api/areas', { signal });

/** docs/requirements/constants.md#caching: area lists go stale after 1 hour (the API also sends Cache-Control max-age=3600). */
export const areasQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.areaList(),
    queryFn: ({ signal }) => getAreas(signal),
    staleTime: AREAS_STALE_MS,
  });

export const useAreas = () => useQuery(areasQueryOptions());
