import { api } from '../../shared/api/api.ts';

export const verifyKeys = {
  all: ['verify'] as const,
  status: () => [...verifyKeys.all, 'status'] as const,
};

/** Your verification (getStatus): Me's row and the verify screen share it; failures shown by each. */
export function verifyStatusQuery(enabled = true) {
  return {
    queryKey: verifyKeys.status(),
    queryFn: () => api.call('getVerifyStatus', {}, { silent: true }),
    enabled,
    staleTime: 30_000,
  };
}
