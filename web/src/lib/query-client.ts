import { QueryClient } from '@tanstack/react-query';

// docs/requirements/api-conventions.md#client-read-defaults read defaults: data never goes stale, no refetch on focus, no polling, no retries;
// mutations are not retried.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** The browser's one client (the server renderer makes one per request). */
export const queryClient = createQueryClient();
