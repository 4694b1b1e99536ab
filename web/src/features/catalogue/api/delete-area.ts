import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { catalogueKeys, seg } from './query-keys';

/** Admin only. */
export const deleteArea = (id: string) => apiSend<void>('DELETE', `/api/areas/${seg(id)}`);

export const deleteAreaMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteArea,
    onSuccess: async (_none, id, _onMutate, { client }) => {
      client.removeQueries({ queryKey: catalogueKeys.area(id) });
      await client.invalidateQueries({ queryKey: catalogueKeys.areas() });
    },
  });

export const useDeleteArea = () => useMutation(deleteAreaMutationOptions());
