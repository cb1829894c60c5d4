import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from './queries.ts';

/**
 * SPEC §4: a lock that began or ended reloads the user info. Every screen that shows the lock reads the user
 * info query (home, Me, a profile, the chat), so refetching it updates them all at once.
 */
export function reloadUserInfo(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: userKeys.info(), refetchType: 'all' });
}
