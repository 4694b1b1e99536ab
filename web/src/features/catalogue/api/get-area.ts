import { queryOptions, useQuery } from '@tanstack/react-query';
import { AREAS_STALE_MS } from '@kotastay/shared/constants';
import type { Area } from '@kotastay/shared/schemas/catalogue';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys, seg } from './query-keys';

export const getArea = (id: string, signal?: AbortSignal) => apiGet<Area>(`/api/areas/${seg(id)}`, { signal });

export const areaQueryOptions = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.area(id),
    queryFn: ({ signal }) => getArea(id, signal),
    staleTime: AREAS_STALE_MS,
  });

/** One area; idle (no request) until an id is given. */
export const useArea = (id: string | null | undefined) =>
  useQuery({ ...areaQueryOptions(id ?? ''), enabled: Boolean(id) });
