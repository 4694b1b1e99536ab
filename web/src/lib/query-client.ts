import { QueryClient } from '@tanstack/react-query';

// docs/requirements/api-conventions.md#client-read-defaults read defaults: data never goes stale, no refetch on focus, no polling, no retries;
// mutations are not retried, and run even offline (react-query would otherwise pause them and send them when the
// connection returns — a write queued silently): offline they fail at once and the screen says so.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The browser's one client (the server renderer makes one per request). */
export const queryClient = createQueryClient();
