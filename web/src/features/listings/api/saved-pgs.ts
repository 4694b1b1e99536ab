// Saved PGs: GET /api/saved-pgs, PUT/DELETE /api/saved-pgs/{pgId}. The heart toggles optimistically; on failure
// the change is rolled back and a destructive notification says so, so what the student sees is never a lie.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_PGS_MAX } from '@kotastay/shared/constants';
import type { PgSummary, SavedPg, SavedPgListResponse, SavedPgState } from '@kotastay/shared/schemas/pg';
import { useNotify } from '../../../components/notifications';
import { ApiError, apiGet, apiSend } from '../../../lib/api-client';
import { useSession } from '../../auth';
import { withOfflineCopy, writeOfflineCopy, type MaybeOfflineCopy } from '../../offline';
import { listingKeys, seg } from './query-keys';

/** The API's 409 for a save past the per-user limit (SAVED_PGS_MAX). */
const isSavedLimit = (err: unknown) =>
  err instanceof ApiError &&
  err.status === 409 &&
  typeof err.body === 'object' &&
  err.body !== null &&
  (err.body as { error?: unknown }).error === 'saved_limit';

export const getSavedPgs = (signal?: AbortSignal) => apiGet<SavedPgListResponse>('/api/saved-pgs', { signal });
export const savePg = (pgId: string) => apiSend<SavedPgState>('PUT', `/api/saved-pgs/${seg(pgId)}`);
export const unsavePg = (pgId: string) => apiSend<SavedPgState>('DELETE', `/api/saved-pgs/${seg(pgId)}`);

/** The device's copy of the list, read when there is no connection (docs/decisions/180-installable-and-offline.md). */
const OFFLINE_COPY = 'saved-pgs';

/**
 * The signed-in user's saved PGs (newest first); disabled while signed out. Without a connection the list is the
 * copy kept on this device the last time it was seen (`offlineCopyAt` says so), refetched once back online.
 */
export function useSavedPgs() {
  const session = useSession();
  const uid = session.status === 'signed_in' ? (session.user?.uid ?? null) : null;
  const query = useQuery<MaybeOfflineCopy<SavedPgListResponse>>({
    queryKey: listingKeys.saved(uid ?? ''),
    queryFn: ({ signal }) => withOfflineCopy(OFFLINE_COPY, uid ?? '', () => getSavedPgs(signal)),
    enabled: uid !== null,
    // Run even while the browser says it is offline (react-query would pause it): the copy answers then.
    networkMode: 'always',
    refetchOnReconnect: (q) => (q.state.data?.offlineCopyAt ? 'always' : false),
  });
  // Every list this user sees — fetched, or changed by a heart — is the copy for next time.
  const { data } = query;
  useEffect(() => {
    if (uid && data && !data.offlineCopyAt)
      writeOfflineCopy<SavedPgListResponse>(OFFLINE_COPY, uid, { results: data.results });
  }, [uid, data]);
  return query;
}

/** Ids of saved PGs, for the hearts on cards. */
export function useSavedPgIds(): Set<string> {
  const { data } = useSavedPgs();
  return useMemo(() => new Set(data?.results.map((r) => r.pgId) ?? []), [data]);
}

type ToggleVars = { pgId: string; save: boolean; pg: PgSummary | null; pgName: string };

export function useToggleSavedPg() {
  const { t } = useTranslation('listings');
  const notify = useNotify();
  const queryClient = useQueryClient();
  const session = useSession();
  const key = listingKeys.saved(session.status === 'signed_in' ? (session.user?.uid ?? '') : '');

  return useMutation({
    mutationFn: ({ pgId, save }: ToggleVars) => (save ? savePg(pgId) : unsavePg(pgId)),
    onMutate: async ({ pgId, save, pg }) => {
      // A refetch landing after the optimistic write would overwrite it with the old list.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SavedPgListResponse>(key);
      const others = (previous?.results ?? []).filter((r) => r.pgId !== pgId);
      const optimistic: SavedPg[] = save ? [{ pgId, savedAt: new Date().toISOString(), pg }, ...others] : others;
      queryClient.setQueryData<SavedPgListResponse>(key, { results: optimistic });
      return { previous };
    },
    onError: (err, { save, pgName }, context) => {
      queryClient.setQueryData(key, context?.previous);
      if (save && isSavedLimit(err)) {
        // Not a connection problem: say what to do instead of "try again".
        notify({
          title: t('saved.limitTitle'),
          text: t('saved.limitText', { count: SAVED_PGS_MAX, name: pgName }),
          variant: 'destructive',
        });
        return;
      }
      notify({
        title: save ? t('saved.saveFailedTitle') : t('saved.removeFailedTitle'),
        text: t('saved.failedText', { name: pgName }),
        variant: 'destructive',
      });
    },
    onSettled: (_state, _err, { pg }) => {
      // Saved from the detail page the optimistic entry has no card data yet: fetch the list with it.
      if (!pg) void queryClient.invalidateQueries({ queryKey: key });
    },
    onSuccess: (state, { pgId }) => {
      // Keep the server's savedAt (the first save's time) so the list order matches a reload.
      queryClient.setQueryData<SavedPgListResponse>(key, (old) =>
        old
          ? {
              results: old.results.map((r) =>
                r.pgId === pgId && state.savedAt ? { ...r, savedAt: state.savedAt } : r,
              ),
            }
          : old,
      );
    },
  });
}
