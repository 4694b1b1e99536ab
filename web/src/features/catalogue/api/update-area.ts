import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Area, AreaUpdateInput } from '@kotastay/shared/schemas/catalogue';
import { apiSend } from '../../../lib/api-client';
import { catalogueKeys, seg } from './query-keys';

export type UpdateAreaVars = { id: string; patch: AreaUpdateInput };

/** Admin only. Optional fields sent as null are removed. Answers the updated area. */
export const updateArea = ({ id, patch }: UpdateAreaVars) => apiSend<Area>('PATCH', `/api/areas/${seg(id)}`, patch);

export const updateAreaMutationOptions = () =>
  mutationOptions({
    mutationFn: updateArea,
    onSuccess: (_updated, _vars, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: catalogueKeys.areas() }),
  });

export const useUpdateArea = () => useMutation(updateAreaMutationOptions());
