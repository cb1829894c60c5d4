// Onboarding saves each step through updateUserInfo. The server's refusals that concern what was typed (a
// reserved or taken name, a field the rules refuse) are shown in place on the step, not as a toast.
import { CODE } from '@kk/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { userKeys } from '../../entities/user/queries.ts';
import { api } from '../../shared/api/api.ts';
import type { ApiRequest } from '../../shared/api/types.ts';

/** The codes a step shows beside its fields. */
export const IN_PLACE_CODES = [CODE.paramsError, CODE.usernameTaken] as const;

export function onboardingSaveMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'updateUserInfo', handles: IN_PLACE_CODES },
    mutationFn: (changes: ApiRequest<'updateUserInfo'>) =>
      api.call('updateUserInfo', changes, { handle: IN_PLACE_CODES, loading: true }),
    onSuccess: (updated) => queryClient.setQueryData(userKeys.info(), updated),
  });
}
