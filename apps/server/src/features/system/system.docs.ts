// What /api/docs lists. The development endpoints (/api/dev/*, the SMS outbox) never exist in production, so the
// production document leaves them out rather than advertise routes that answer 404.
import type { Endpoint } from '@kk/contract';

export const DEV_PATH_PREFIX = '/api/dev/';

export function documentedEndpoints(
  all: Record<string, Endpoint>,
  env: 'development' | 'production' | 'test',
): Record<string, Endpoint> {
  if (env !== 'production') return all;
  return Object.fromEntries(Object.entries(all).filter(([, endpoint]) => !endpoint.path.startsWith(DEV_PATH_PREFIX)));
}
