import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Branch, BranchUpdateInput } from '@kotastay/shared/schemas/catalogue';
import { apiSend } from '../../../lib/api-client';
import { catalogueKeys, seg } from './query-keys';

export type UpdateBranchVars = { id: string; patch: BranchUpdateInput };

/** Admin only. Answers the updated branch. */
export const updateBranch = ({ id, patch }: UpdateBranchVars) =>
  apiSend<Branch>('PATCH', `/api/branches/${seg(id)}`, patch);

export const updateBranchMutationOptions = () =>
  mutationOptions({
    mutationFn: updateBranch,
    // A branch may move to another coaching, and the old coaching is not known here: refresh all branch lists.
    onSuccess: (_updated, _vars, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: catalogueKeys.branches() }),
  });

export const useUpdateBranch = () => useMutation(updateBranchMutationOptions());
