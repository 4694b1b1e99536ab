import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Coaching, CoachingUpdateInput } from '@kotastay/shared/schemas/catalogue';
import { apiSend } from '../../../lib/api-client';
import { catalogueKeys, seg } from './query-keys';

export type UpdateCoachingVars = { id: string; patch: CoachingUpdateInput };

/** Admin only. Optional fields sent as null are removed. Answers the updated coaching. */
export const updateCoaching = ({ id, patch }: UpdateCoachingVars) =>
  apiSend<Coaching>('PATCH', `/api/coachings/${seg(id)}`, patch);

export const updateCoachingMutationOptions = () =>
  mutationOptions({
    mutationFn: updateCoaching,
    // Name or popularity changes move the coaching in both lists, so refresh every coaching query.
    onSuccess: (_updated, _vars, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: catalogueKeys.coachings() }),
  });

export const useUpdateCoaching = () => useMutation(updateCoachingMutationOptions());
