import { queryOptions } from '@tanstack/react-query';
import type { UserResponse } from '@kotastay/shared/schemas/user';
import { ApiError, apiGet } from '../../../lib/api-client';

export const userKeys = {
  all: ['users'] as const,
  detail: (uid: string) => ['users', 'detail', uid] as const,
  search: (phone: string) => ['users', 'search', phone] as const,
};

/**
 * GET /api/users/firebase/{uid}. 404 = no profile yet. Any other failure is logged and treated as no
 * profile (SPEC §8); a 401 is reported so the session can check whether it was revoked.
 */
export async function getUserOrNull(uid: string, onUnauthorised: () => void, signal?: AbortSignal): Promise<UserResponse | null> {
  try {
    return await apiGet<UserResponse>(`/api/users/firebase/${encodeURIComponent(uid)}`, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    if (err instanceof ApiError && err.status === 401) onUnauthorised();
    console.error('Failed to fetch user data', err);
    return null;
  }
}

export const userQueryOptions = (uid: string, onUnauthorised: () => void) =>
  queryOptions({
    queryKey: userKeys.detail(uid),
    queryFn: ({ signal }) => getUserOrNull(uid, onUnauthorised, signal),
  });
