import { api } from '../../shared/api/api.ts';

export const loginKeys = {
  all: ['login'] as const,
  config: () => [...loginKeys.all, 'config'] as const,
};

/** Which optional providers the server has configured: only those get a button. */
export function loginConfigQuery() {
  return {
    queryKey: loginKeys.config(),
    queryFn: () => api.call('getLoginConfig', {}, { silent: true }),
    staleTime: 5 * 60_000,
  };
}
