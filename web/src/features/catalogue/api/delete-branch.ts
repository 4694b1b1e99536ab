import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { catalogueKeys, seg } from './query-keys';

/** Admin only. */
export const deleteBranch = (id: string) => apiSend<void>('DELETE', `/api/branches/${seg(id)}`);

export const deleteBranchMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteBranch,
    onSuccess: (_none, _id, _onMutate, { client }) => client.invalidateQueries({ queryKey: catalogueKeys.branches() }),
  });

export const useDeleteBranch = () => useMutation(deleteBranchMutationOptions());
