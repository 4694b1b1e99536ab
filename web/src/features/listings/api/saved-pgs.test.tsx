// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PgSummary, SavedPgListResponse } from '@kotastay/shared/schemas/pg';
import i18n from '../../../i18n';
import { setAppCheckTokenProvider } from '../../../lib/api-client';
import { SessionContext } from '../../auth';
import { signedIn } from '../lib/render-screen';
import { listingKeys } from './query-keys';
import { useToggleSavedPg } from './saved-pgs';

const notify = vi.fn();
vi.mock('../../../components/notifications', () => ({ useNotify: () => notify }));

const session = signedIn;

const pgB = { id: 'pg-b', name: 'Tulsi Bhawan' } as PgSummary;
const key = listingKeys.saved('u1');

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData<SavedPgListResponse>(key, {
    results: [{ pgId: 'pg-a', savedAt: '2026-11-01T00:00:00.000Z', pg: null }],
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </QueryClientProvider>
  );
  const { result } = renderHook(() => useToggleSavedPg(), { wrapper });
  const ids = () => client.getQueryData<SavedPgListResponse>(key)?.results.map((r) => r.pgId);
  return { result, client, ids };
}

/** A fetch that answers once `release()` is called, so the optimistic state can be observed in between. */
function deferredFetch(status: number, body: unknown) {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const fetchMock = vi.fn(async () => {
    await gate;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

// Feature strings load lazily in the app; load them before rendering.
beforeAll(async () => {
  // Writes carry App Check; the real provider loads Firebase, which a unit test has no use for.
  setAppCheckTokenProvider(async () => 'app-check-test-token');
  await i18n.loadNamespaces('listings');
});
beforeEach(() => notify.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe('useToggleSavedPg', () => {
  it('shows the save at once and keeps the server’s savedAt on success', async () => {
    const { release, fetchMock } = deferredFetch(200, {
      pgId: 'pg-b',
      saved: true,
      savedAt: '2026-11-23T10:00:00.000Z',
    });
    const { result, client, ids } = setup();
    act(() => result.current.mutate({ pgId: 'pg-b', save: true, pg: pgB, pgName: pgB.name }));
    await waitFor(() => expect(ids()).toEqual(['pg-b', 'pg-a']));
    release();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(fetchMock).toHaveBeenCalledWith('/api/saved-pgs/pg-b', expect.objectContaining({ method: 'PUT' }));
    expect(client.getQueryData<SavedPgListResponse>(key)?.results[0]).toMatchObject({
      pgId: 'pg-b',
      savedAt: '2026-11-23T10:00:00.000Z',
      pg: pgB,
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('rolls the save back and says so when the server refuses', async () => {
    const { release } = deferredFetch(500, { error: 'internal', message: 'boom' });
    const { result, ids } = setup();
    act(() => result.current.mutate({ pgId: 'pg-b', save: true, pg: pgB, pgName: pgB.name }));
    await waitFor(() => expect(ids()).toEqual(['pg-b', 'pg-a']));
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(ids()).toEqual(['pg-a']);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Could not save', variant: 'destructive' }));
    expect(notify.mock.calls[0]?.[0].text).toContain('Tulsi Bhawan');
  });

  it('at the saved limit (409 saved_limit) rolls back and says the list is full, not "check your connection"', async () => {
    const { release } = deferredFetch(409, { error: 'saved_limit', message: 'You have saved 200 PGs.' });
    const { result, ids } = setup();
    act(() => result.current.mutate({ pgId: 'pg-b', save: true, pg: pgB, pgName: pgB.name }));
    await waitFor(() => expect(ids()).toEqual(['pg-b', 'pg-a']));
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(ids()).toEqual(['pg-a']);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      title: 'Saved list is full',
      text: 'You can keep up to 200 saved PGs. Remove one you no longer need, then save Tulsi Bhawan.',
      variant: 'destructive',
    });
  });

  it('rolls an unsave back on failure', async () => {
    const { release, fetchMock } = deferredFetch(503, {});
    const { result, ids } = setup();
    act(() => result.current.mutate({ pgId: 'pg-a', save: false, pg: null, pgName: 'Orchid Hostel' }));
    await waitFor(() => expect(ids()).toEqual([]));
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetchMock).toHaveBeenCalledWith('/api/saved-pgs/pg-a', expect.objectContaining({ method: 'DELETE' }));
    expect(ids()).toEqual(['pg-a']);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Could not remove', variant: 'destructive' }));
  });
});
