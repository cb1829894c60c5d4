import { api } from '../../api/api.ts';

export const appConfigKeys = {
  all: ['appConfig'] as const,
  version: () => [...appConfigKeys.all, 'version'] as const,
};

export function appVersionQuery() {
  return {
    queryKey: appConfigKeys.version(),
    queryFn: () => api.call('getAppVersion', {}, { silent: true }),
    staleTime: 10 * 60_000,
  };
}
