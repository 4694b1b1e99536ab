import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Coaching } from '@kotastay/shared/schemas/catalogue';
import { apiGet } from '../../../lib/api-client';
import { catalogueKeys, seg } from './query-keys';

export const getCoaching = (id: string, signal?: AbortSignal) =>
  apiGet<Coaching>(`/api/coachings/${seg(id)}`, { signal });

export const coachingQueryOptions = (id: string) =>
  queryOptions({ queryKey: catalogueKeys.coaching(id), queryFn: ({ signal }) => getCoaching(id, signal) });

/** One coaching; idle (no request) until an id is given. */
export const useCoaching = (id: string | null | undefined) =>
  useQuery({ ...coachingQueryOptions(id ?? ''), enabled: Boolean(id) });
