import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Area, AreaCreateInput } from '@kotastay/shared/schemas/catalogue';
import { apiSend } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** Admin only. Answers the created area (its id is a slug of the name). */
export const createArea = (input: AreaCreateInput) => apiSend<Area>('POST', '/api/areas', input);

export const createAreaMutationOptions = () =>
  mutationOptions({
    mutationFn: createArea,
    // Areas have a 1-hour staleTime; an admin's own change must show at once.
    onSuccess: (_created, _input, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: catalogueKeys.areas() }),
  });

export const useCreateArea = () => useMutation(createAreaMutationOptions());
