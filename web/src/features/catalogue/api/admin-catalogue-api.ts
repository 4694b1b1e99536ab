// The admin catalogue screens' calls (docs/decisions/110-catalogue-admin.md): lists read fresh (the public lists
// are cached for an hour by browsers and CDNs), writes through /api/coachings, /api/branches and /api/areas.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Area,
  AreaCreateInput,
  AreaUpdateInput,
  Branch,
  BranchCreateInput,
  BranchUpdateInput,
  Coaching,
  CoachingCreateInput,
  CoachingUpdateInput,
} from '@kotastay/shared/schemas/catalogue';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client';
import { catalogueKeys, seg } from './query-keys';

export type CatalogueKind = 'coachings' | 'branches' | 'areas';

const fresh = { cache: 'no-cache' } as const;
const adminKeys = {
  coachings: () => [...catalogueKeys.all, 'admin', 'coachings'] as const,
  areas: () => [...catalogueKeys.all, 'admin', 'areas'] as const,
  branches: (coachingId: string) => [...catalogueKeys.all, 'admin', 'branches', coachingId] as const,
};

export const useAdminCoachings = () =>
  useQuery(queryOptions({ queryKey: adminKeys.coachings(), queryFn: ({ signal }) => apiGet<Coaching[]>('/api/coachings', { signal, ...fresh }) }));
export const useAdminAreas = () =>
  useQuery(queryOptions({ queryKey: adminKeys.areas(), queryFn: ({ signal }) => apiGet<Area[]>('/api/areas', { signal, ...fresh }) }));
export const useAdminBranches = (coachingId: string | null) =>
  useQuery({
    queryKey: adminKeys.branches(coachingId ?? ''),
    queryFn: ({ signal }) => apiGet<Branch[]>(`/api/branches/coaching/${seg(coachingId ?? '')}`, { signal, ...fresh }),
    enabled: Boolean(coachingId),
  });

type Bodies = {
  coachings: { create: CoachingCreateInput; update: CoachingUpdateInput };
  branches: { create: BranchCreateInput; update: BranchUpdateInput };
  areas: { create: AreaCreateInput; update: AreaUpdateInput };
};

export const createEntry = <K extends CatalogueKind>(kind: K, body: Bodies[K]['create']) =>
  apiSend<{ id: string }>('POST', `/api/${kind}`, body);
export const updateEntry = <K extends CatalogueKind>(kind: K, id: string, body: Bodies[K]['update']) =>
  apiSend<{ id: string }>('PATCH', `/api/${kind}/${seg(id)}`, body);
export const deleteEntry = (kind: CatalogueKind, id: string) => apiSend<void>('DELETE', `/api/${kind}/${seg(id)}`);

/** After a write: every catalogue list and detail (admin and public) is read again. */
export function useRefreshCatalogue(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: catalogueKeys.all });
}

/** The API's own message (short and specific), or a generic one when the call did not reach it. */
export function messageOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError && typeof err.body === 'object' && err.body && 'message' in err.body) {
    return String((err.body as { message: unknown }).message);
  }
  return fallback;
}

export const fieldErrorsOf = (err: unknown): Record<string, string> => (err instanceof ApiError ? err.fields : {});
