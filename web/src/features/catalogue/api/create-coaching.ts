import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { Coaching, CoachingCreateInput } from '@kotastay/shared/schemas/catalogue';
import { apiSend } from '../../../lib/api-client';
import { catalogueKeys } from './query-keys';

/** Admin only. Answers the created coaching (its id is a slug of the name). */
export const createCoaching = (input: CoachingCreateInput) => apiSend<Coaching>('POST', '/api/coachings', input);

export const createCoachingMutationOptions = () =>
  mutationOptions({
    mutationFn: createCoaching,
    onSuccess: (_created, _input, _onMutate, { client }) =>
      client.invalidateQueries({ queryKey: catalogueKeys.coachings() }),
  });

export const useCreateCoaching = () => useMutation(createCoachingMutationOptions());
