import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { catalogueKeys, seg } from './query-keys';

/** Admin only. The server deletes the coaching's branches with it. */
export const deleteCoaching = (id: string) => apiSend<void>('DELETE', `/api/coachings/${seg(id)}`);

export const deleteCoachingMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteCoaching,
    onSuccess: async (_none, id, _onMutate, { client }) => {
      // The deleted documents must not be shown from cache, so drop them rather than refetch them.
      client.removeQueries({ queryKey: catalogueKeys.coaching(id) });
      client.removeQueries({ queryKey: catalogueKeys.branchesOfCoaching(id) });
      await client.invalidateQueries({ queryKey: catalogueKeys.coachings() });
    },
  });

export const useDeleteCoaching = () => useMutation(deleteCoachingMutationOptions());
