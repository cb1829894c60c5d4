// The kk lock actions as TanStack Query mutations. Each answers the request as it now stands, which goes
// straight into its cache entry (the socket's frame brings the same a moment later, to both sides); a refusal
// (already locked, the other is locked, already answered) is told by the request wrapper with the catalogue's
// message, and -520 passes silently (SPEC §8).
import type { KkLockStatus } from '@kk/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { reloadUserInfo } from '../../entities/user/refresh-user.ts';
import { api } from '../../shared/api/api.ts';
import { kkLockKeys } from './queries.ts';

function remember(queryClient: QueryClient, status: KkLockStatus): void {
  queryClient.setQueryData(kkLockKeys.status(status.message_id), status);
}

/** applyKkLock {to_user_id}: a new request (or the one already pending to that person). */
export function applyKkLockMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'applyKkLock' },
    mutationFn: (toUserId: number) => api.call('applyKkLock', { to_user_id: toUserId }, { loading: true }),
    onSuccess: (status) => remember(queryClient, status),
  });
}

export const ANSWERS = { accept: 'acceptKkLock', reject: 'rejectKkLock', withdraw: 'cancelKkLock' } as const;
export type KkLockAnswer = keyof typeof ANSWERS;

/** acceptKkLock, rejectKkLock or cancelKkLock (the applicant withdraws), each by the request's message_id. */
export function answerKkLockMutation(queryClient: QueryClient, answer: KkLockAnswer) {
  return mutationOptions({
    meta: { endpoint: ANSWERS[answer] },
    mutationFn: (messageId: string) => api.call(ANSWERS[answer], { message_id: messageId }, { loading: true }),
    onSuccess: (status) => {
      remember(queryClient, status);
      if (status.state === 'accepted') void reloadUserInfo(queryClient);
    },
    // Already answered elsewhere (another device, the other side): show what it is now.
    onError: (_error, messageId) => void queryClient.invalidateQueries({ queryKey: kkLockKeys.status(messageId) }),
  });
}

/** cancelKkLockUser: ends the user's lock (disconnect). -520: there was none any more; either way, reload. */
export function disconnectKkLockMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'cancelKkLockUser' },
    mutationFn: () => api.call('cancelKkLockUser', {}, { loading: true }),
    onSuccess: (status) => remember(queryClient, status),
    onSettled: () => reloadUserInfo(queryClient),
  });
}
