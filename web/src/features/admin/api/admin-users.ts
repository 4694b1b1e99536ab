import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleChange, UserResponse } from '@kotastay/shared/schemas/user';
import type { Role } from '@kotastay/shared/roles';
import { apiGet, apiSend } from '../../../lib/api-client';
import { userKeys } from '../../auth';

/** GET /api/users?phone= (admins): phone-prefix search, or the newest users when empty. */
export const searchUsers = (phone: string, signal?: AbortSignal) =>
  apiGet<UserResponse[]>(`/api/users${phone ? `?phone=${encodeURIComponent(phone)}` : ''}`, { signal });

export const useUserSearch = (phone: string, enabled: boolean) =>
  useQuery({ queryKey: userKeys.search(phone), queryFn: ({ signal }) => searchUsers(phone, signal), enabled });

export type RoleChangeResult = { uid: string; role: Role | null; changed: boolean };

export const changeRole = (uid: string, role: RoleChange['role']) =>
  apiSend<RoleChangeResult>('PUT', `/api/users/${encodeURIComponent(uid)}/role`, { role } satisfies RoleChange);

export function useChangeRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, role }: { uid: string; role: RoleChange['role'] }) => changeRole(uid, role),
    onSuccess: (_r, { uid }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['users', 'search'] }),
        client.invalidateQueries({ queryKey: userKeys.detail(uid) }),
      ]),
  });
}
