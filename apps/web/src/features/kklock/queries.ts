// Kk lock requests in the query cache: one entry per request (getKkLockStatus), patched by the answers of the
// mutations and by the socket's `kk_lock` frames (useKkLockLive.ts). The user's own lock lives in the user info
// (entities/user/queries.ts userInfoQuery), which is reloaded when it changes.
import { CODE } from '@kk/contract';
import { ApiError, api } from '../../shared/api/api.ts';

export const kkLockKeys = {
  all: ['kklock'] as const,
  status: (messageId: string) => [...kkLockKeys.all, 'status', messageId] as const,
};

/** A request as it stands; -520 (not one of yours, or gone) passes silently and shows as unavailable. */
export function kkLockStatusQuery(messageId: string) {
  return {
    queryKey: kkLockKeys.status(messageId),
    queryFn: () => api.call('getKkLockStatus', { message_id: messageId }, { silent: true }),
    // Frames keep it current while the socket is up; a reconnect refetches every request (useKkLockLive.ts).
    staleTime: 5 * 60_000,
    enabled: messageId.length > 0,
  };
}

export function isNoKkLock(error: unknown): boolean {
  return error instanceof ApiError && error.code === CODE.noKkLock;
}
