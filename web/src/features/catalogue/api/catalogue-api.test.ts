// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { useBranchesOfCoaching } from './get-branches-of-coaching';
import { useCoaching } from './get-coaching';
import { areasQueryOptions, useAreas } from './get-areas';
import { popularAreasQueryOptions } from './get-popular-areas';
import { areaQueryOptions } from './get-area';
import { usePopularCoachings } from './get-popular-coachings';

let requests: { url: string; method: string }[];
let client: QueryClient;

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method ?? 'GET' });
    if (init.method === 'DELETE') return new Response(null, { status: 204 });
    if (url === '/api/branches' && init.method === 'POST') {
      return new Response(JSON.stringify({ id: 'allen-sakar', coaching_id: 'allen' }), { status: 201 });
    }
    return new Response('[]', { status: 200 });
  });
  // The app's defaults (docs/requirements/api-conventions.md#client-read-defaults): nothing goes stale unless a query says so, no retries.
  client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
});

afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);

describe('queries', () => {
  test('popular coachings are read from GET /api/coachings/popular', async () => {
    const { result } = renderHook(() => usePopularCoachings(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toEqual([{ url: '/api/coachings/popular', method: 'GET' }]);
  });

  test('branches are not requested until a coaching is selected, then by its id', async () => {
    const { result, rerender } = renderHook(({ id }: { id: string | null }) => useBranchesOfCoaching(id), {
      wrapper,
      initialProps: { id: null as string | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(requests).toHaveLength(0);
    rerender({ id: 'allen' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toEqual([{ url: '/api/branches/coaching/allen', method: 'GET' }]);
  });

  test('a coaching is not requested without an id, and ids are URL-encoded', async () => {
    const { result, rerender } = renderHook(({ id }: { id: string | null }) => useCoaching(id), {
      wrapper,
      initialProps: { id: null as string | null },
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ id: 'a/b' });
    await waitFor(() => expect(result.current.isFetched).toBe(true));
    expect(requests.map((r) => r.url)).toEqual(['/api/coachings/a%2Fb']);
  });

  test.each<[string, () => Promise<void>, string]>([
    ['the area list', () => client.prefetchQuery(areasQueryOptions()), '/api/areas'],
    ['popular areas', () => client.prefetchQuery(popularAreasQueryOptions()), '/api/areas/popular'],
    ['one area', () => client.prefetchQuery(areaQueryOptions('talwandi')), '/api/areas/talwandi'],
  ])('%s is fetched again only once it is an hour old (docs/requirements/constants.md#caching)', async (_name, prefetch, url) => {
    const t0 = Date.now();
    const now = vi.spyOn(Date, 'now').mockReturnValue(t0);
    try {
      await prefetch();
      now.mockReturnValue(t0 + 59 * 60_000);
      await prefetch(); // still fresh: no request
      expect(requests).toEqual([{ url, method: 'GET' }]);
      now.mockReturnValue(t0 + 61 * 60_000);
      await prefetch();
      expect(requests).toEqual([
        { url, method: 'GET' },
        { url, method: 'GET' },
      ]);
    } finally {
      now.mockRestore();
    }
  });

  test('useAreas reads GET /api/areas', async () => {
    const { result } = renderHook(() => useAreas(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toEqual([{ url: '/api/areas', method: 'GET' }]);
  });
});
