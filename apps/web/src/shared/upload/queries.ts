import { UPLOAD_MAX_BYTES_DEFAULT } from '@kk/contract';
import { api } from '../api/api.ts';

export const uploadKeys = {
  all: ['upload'] as const,
  config: () => [...uploadKeys.all, 'config'] as const,
};

/** The server's limits (maxBytes...), read once per visit; the contract's default if the call fails. */
export function uploadConfigQuery() {
  return {
    queryKey: uploadKeys.config(),
    queryFn: () =>
      api.call('getUploadConfig', {}, { silent: true }).catch(() => ({
        maxBytes: UPLOAD_MAX_BYTES_DEFAULT,
        maxPixels: 0,
        types: [] as string[],
        photoLimit: 0,
      })),
    staleTime: 10 * 60_000,
  };
}
