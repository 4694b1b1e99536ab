import { QueryClient } from '@tanstack/react-query';

// docs/requirements/api-conventions.md#client-read-defaults read defaults: data never goes stale, no refetch on focus, no polling, no retries;
// mutations are not retried.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
    mutations: { retry: false },
  },
});
