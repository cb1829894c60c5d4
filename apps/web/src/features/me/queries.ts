import type { UserInfo } from '@kk/contract';
import { api } from '../../api/api.ts';

export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
};

/** The current user; starts from what the session already holds and refreshes in the background. */
export function userInfoQuery(initial: UserInfo | null) {
  return {
    queryKey: userKeys.info(),
    queryFn: () => api.call('getUserInfo', {}, { silent: true }),
    initialData: initial ?? undefined,
    initialDataUpdatedAt: 0,
  };
}
