import type { KkLockStatus } from '@kk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { userInfoQuery } from '../../entities/user/queries.ts';
import { useSession } from '../../shared/session/session.ts';
import { hasPendingWith, type LockView, lockOf } from './lock-view.ts';
import { kkLockKeys } from './queries.ts';

/**
 * The user's kk lock, from the user info (SPEC §3): null when not locked. Reading the user info query (not only
 * the session's copy) is what makes every screen update when a frame reloads it (refresh-user.ts).
 */
export function useKkLock(): LockView | null {
  const { user } = useSession();
  const info = useQuery(userInfoQuery(user));
  return lockOf(info.data ?? user);
}

/** Whether a request between the user and `peer` waits for its answer, among those the cache knows (the chat's cards). */
export function usePendingWith(me: number, peer: number): boolean {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () =>
      hasPendingWith(
        queryClient.getQueriesData<KkLockStatus>({ queryKey: kkLockKeys.all }).map(([, data]) => data),
        me,
        peer,
      ),
  );
}

/** The time now, moving on every minute: enough for "locked for 5 minutes". */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
