// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { MutationObserver, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { AREAS_STALE_MS } from '@kotastay/shared/constants';
import { catalogueKeys } from './query-keys';
import { useBranchesOfCoaching } from './get-branches-of-coaching';
import { useCoaching } from './get-coaching';
import { areasQueryOptions, useAreas } from './get-areas';
import { popularAreasQueryOptions } from './get-popular-areas';
import { areaQueryOptions } from './get-area';
import { usePopularCoachings } from './get-popular-coachings';
import { createCoachingMutationOptions } from './create-coaching';
import { deleteCoachingMutationOptions } from './delete-coaching';
import { createBranchMutationOptions } from './create-branch';
import { updateBranchMutationOptions } from './update-branch';
import { updateAreaMutationOptions } from './update-area';

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
  // The app's defaults (SPEC §7): nothing goes stale unless a query says so, no retries.
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

  test('area queries go stale after 1 hour (SPEC §9)', async () => {
    expect(AREAS_STALE_MS).toBe(3_600_000);
    expect(areasQueryOptions().staleTime).toBe(AREAS_STALE_MS);
    expect(popularAreasQueryOptions().staleTime).toBe(AREAS_STALE_MS);
    expect(areaQueryOptions('talwandi').staleTime).toBe(AREAS_STALE_MS);
    const { result } = renderHook(() => useAreas(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toEqual([{ url: '/api/areas', method: 'GET' }]);
  });
});

describe('mutations invalidate what they change', () => {
  function seedCache() {
    client.setQueryData(catalogueKeys.coachingList(), []);
    client.setQueryData(catalogueKeys.popularCoachings(), []);
    client.setQueryData(catalogueKeys.coaching('allen'), { id: 'allen' });
    client.setQueryData(catalogueKeys.branchesOfCoaching('allen'), []);
    client.setQueryData(catalogueKeys.branchesOfCoaching('motion'), []);
    client.setQueryData(catalogueKeys.areaList(), []);
    client.setQueryData(catalogueKeys.popularAreas(), []);
  }
  const invalidated = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey.join('/'))
      .sort();

  test('creating a coaching invalidates coaching lists and details only', async () => {
    seedCache();
    await new MutationObserver(client, createCoachingMutationOptions()).mutate({ name: 'Allen', exams: ['JEE'] });
    expect(requests).toEqual([{ url: '/api/coachings', method: 'POST' }]);
    expect(invalidated()).toEqual([
      'catalogue/coachings/detail/allen',
      'catalogue/coachings/list',
      'catalogue/coachings/popular',
    ]);
  });

  test('deleting a coaching drops its detail and branches from the cache and refreshes the lists', async () => {
    seedCache();
    await new MutationObserver(client, deleteCoachingMutationOptions()).mutate('allen');
    expect(requests).toEqual([{ url: '/api/coachings/allen', method: 'DELETE' }]);
    expect(client.getQueryData(catalogueKeys.coaching('allen'))).toBeUndefined();
    expect(client.getQueryData(catalogueKeys.branchesOfCoaching('allen'))).toBeUndefined();
    expect(client.getQueryData(catalogueKeys.branchesOfCoaching('motion'))).toEqual([]);
    expect(invalidated()).toEqual(['catalogue/coachings/list', 'catalogue/coachings/popular']);
  });

  test("creating a branch invalidates only its coaching's branch list", async () => {
    seedCache();
    await new MutationObserver(client, createBranchMutationOptions()).mutate({
      name: 'Sakar',
      coaching_id: 'allen',
      lat: 25.14,
      lng: 75.84,
      address: 'Sakar campus, Kota',
    });
    expect(invalidated()).toEqual(['catalogue/branches/coaching/allen']);
  });

  test('updating a branch invalidates every branch list (it may have moved coaching)', async () => {
    seedCache();
    await new MutationObserver(client, updateBranchMutationOptions()).mutate({
      id: 'allen-sakar',
      patch: { name: 'Sakar 2' },
    });
    expect(requests).toEqual([{ url: '/api/branches/allen-sakar', method: 'PATCH' }]);
    expect(invalidated()).toEqual(['catalogue/branches/coaching/allen', 'catalogue/branches/coaching/motion']);
  });

  test('updating an area invalidates area queries despite their 1-hour staleTime', async () => {
    seedCache();
    await new MutationObserver(client, updateAreaMutationOptions()).mutate({
      id: 'talwandi',
      patch: { popular: true },
    });
    expect(requests).toEqual([{ url: '/api/areas/talwandi', method: 'PATCH' }]);
    expect(invalidated()).toEqual(['catalogue/areas/list', 'catalogue/areas/popular']);
  });
});
