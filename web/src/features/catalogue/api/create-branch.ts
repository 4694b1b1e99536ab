import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Branch, BranchCreateInput } from '@kotastay/shared/schemas/catalogue';
import { apiSend } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** Admin only. `coaching_id` must name an existing coaching (else 400 naming coaching_id). */
export const createBranch = (input: BranchCreateInput) => apiSend<Branch>('POST', '/api/branches', input);

export const createBranchMutationOptions = () =>
  mutationOptions({
    mutationFn: createBranch,
    onSuccess: (created, _input, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: catalogueKeys.branchesOfCoaching(created.coaching_id) }),
  });

export const useCreateBranch = () => useMutation(createBranchMutationOptions());
