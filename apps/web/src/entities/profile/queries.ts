import { api } from '../../shared/api/api.ts';

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

export const locationKeys = { here: () => ['location'] as const };

/** Where the caller's address seems to be (getLocation): only ever a suggestion for the region picker. */
export function locationQuery(enabled: boolean) {
  return {
    queryKey: locationKeys.here(),
    queryFn: () => api.call('getLocation', {}, { silent: true }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  };
}
