// The admin console's API calls (docs/decisions/100-admin-console-and-audit-log.md): the overview counts and the
// roles given to numbers before their first sign-in.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOverview } from '@kotastay/shared/schemas/admin-overview';
import type { PrivacyRequest, PrivacyRequestsResponse } from '@kotastay/shared/schemas/privacy';
import type { RoleGrantBody, RoleGrantList, RoleGrantResult } from '@kotastay/shared/schemas/role-grant';
import { apiGet, apiSend } from '../../../lib/api-client';

const keys = {
  overview: ['admin', 'overview'] as const,
  grants: ['admin', 'role-grants'] as const,
};

/** GET /api/admin/overview, refreshed every minute while the dashboard is open. */
export const useAdminOverview = (enabled: boolean) =>
  useQuery({ queryKey: keys.overview, queryFn: ({ signal }) => apiGet<AdminOverview>('/api/admin/overview', { signal }), enabled, refetchInterval: 60_000 });

export const useRoleGrants = (enabled: boolean) =>
  useQuery({ queryKey: keys.grants, queryFn: ({ signal }) => apiGet<RoleGrantList>('/api/admin/role-grants', { signal }), enabled });

export function useGrantRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleGrantBody) => apiSend<RoleGrantResult>('POST', '/api/admin/role-grants', body),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: keys.grants }), client.invalidateQueries({ queryKey: ['users', 'search'] })]),
  });
}

export function useRevokeGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (phone: string) => apiSend<void>('DELETE', `/api/admin/role-grants/${encodeURIComponent(phone)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.grants }),
  });
}

// ---------- Privacy requests (docs/decisions/204-data-rights-in-the-app.md) ----------

const privacyKey = ['admin', 'privacy-requests'] as const;

export const usePrivacyRequests = (enabled: boolean) =>
  useQuery({ queryKey: privacyKey, queryFn: ({ signal }) => apiGet<PrivacyRequestsResponse>('/api/admin/privacy-requests', { signal }), enabled });

export function useClosePrivacyRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<PrivacyRequest>('POST', `/api/admin/privacy-requests/${encodeURIComponent(id)}/close`, {}),
    onSuccess: () => client.invalidateQueries({ queryKey: privacyKey }),
  });
}
