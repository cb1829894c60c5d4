// The five relation toggles (follow, zan, top, block, no-see) as TanStack Query mutations. Each answers the new
// state; on success it sets the person's cached profile (flags and counts), the same flags on every cached card
// list that shows them (search, the Home feed: person-cache.ts), and refreshes the lists it changes. Failures
// are told by the query client (shared/api/report-failure.ts); screens add only their own feedback on success.
//
//   const follow = useMutation(followMutation(queryClient));
//   follow.mutate(user.id, { onSuccess: ({ is_follow }) => showToast(...) });
import type { UserDetail } from '@kk/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { session } from '../../shared/session/session.ts';
import { dropPerson, patchPerson } from '../person/person-cache.ts';
import { userDetailKeys } from '../person/queries.ts';
import { type RelationListKind, relationKeys } from './queries.ts';

/** Sets the cached profile of the person, if it is cached. */
function setDetail(queryClient: QueryClient, userId: number, change: (detail: UserDetail) => UserDetail): void {
  queryClient.setQueryData<UserDetail>(userDetailKeys.of(userId), (detail) => (detail ? change(detail) : detail));
}

/** Applies `change` to every cached answer except profiles, writing only those it really changed. */
function updateLists(queryClient: QueryClient, change: (data: unknown) => unknown, skip?: readonly unknown[]): void {
  for (const query of queryClient.getQueryCache().findAll()) {
    const key = query.queryKey;
    if (key[0] === userDetailKeys.all[0]) continue;
    if (skip?.every((part, index) => key[index] === part)) continue;
    const data = query.state.data;
    const next = change(data);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

function myList(kind: RelationListKind): readonly unknown[] {
  return relationKeys.list(kind, session.getState().user?.id ?? 0);
}

/** Your own profile's counts (Me) change with what you follow; refetched when next shown. */
function invalidateMyCounts(queryClient: QueryClient): void {
  const me = session.getState().user?.id;
  if (me) void queryClient.invalidateQueries({ queryKey: userDetailKeys.of(me) });
}

/** followUser {userId}: their follower count moves by one, and your following list and count change. */
export function followMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'followUser' },
    mutationFn: (userId: number) => api.call('followUser', { userId }),
    onSuccess: ({ is_follow }, userId) => {
      setDetail(queryClient, userId, (detail) => ({
        ...detail,
        is_follow,
        fans_count: Math.max(0, detail.fans_count + is_follow - detail.is_follow),
      }));
      updateLists(queryClient, (data) => patchPerson(data, userId, { is_follow }));
      void queryClient.invalidateQueries({ queryKey: myList('follow') });
      invalidateMyCounts(queryClient);
    },
  });
}

/** zan {userId}: a like, once per person; the answer carries their new count. */
export function zanMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'zan' },
    mutationFn: (userId: number) => api.call('zan', { userId }),
    onSuccess: ({ is_zan, zan_count }, userId) => {
      setDetail(queryClient, userId, (detail) => ({ ...detail, is_zan, zan_count }));
      updateLists(queryClient, (data) => patchPerson(data, userId, { is_zan, zan_count }));
      // Taking back a like ends a match: your matches are asked again when next shown (a new one comes as a frame).
      if (is_zan === 0) {
        void queryClient.invalidateQueries({
          queryKey: relationKeys.list('match', session.getState().user?.id ?? 0),
        });
      }
    },
  });
}

/** top {userId}: pin or unpin (their chat comes first). */
export function topMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'topUser' },
    mutationFn: (userId: number) => api.call('topUser', { userId }),
    onSuccess: ({ is_top }, userId) => {
      setDetail(queryClient, userId, (detail) => ({ ...detail, is_top }));
      updateLists(queryClient, (data) => patchPerson(data, userId, { is_top }));
    },
  });
}

/**
 * blockUser {userId}: a block works both ways and ends follows, so the person leaves every cached list of
 * people at once (feed, search, your follow lists); unblocking takes them off the block list.
 */
export function blockMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'blockUser' },
    mutationFn: (userId: number) => api.call('blockUser', { userId }),
    onSuccess: ({ is_block }, userId) => {
      const blockList = myList('block');
      setDetail(queryClient, userId, (detail) => ({ ...detail, is_block, is_follow: is_block ? 0 : detail.is_follow }));
      if (is_block) updateLists(queryClient, (data) => dropPerson(data, userId), blockList);
      else queryClient.setQueryData(blockList, (data: unknown) => dropPerson(data, userId));
      void queryClient.invalidateQueries({ queryKey: blockList, refetchType: is_block ? 'active' : 'none' });
      if (is_block) {
        void queryClient.invalidateQueries({ queryKey: relationKeys.lists(), refetchType: 'none' });
        invalidateMyCounts(queryClient);
      }
    },
  });
}

/** noSeeUser {userId}: hide or show again their updates in your square. */
export function noSeeMutation(queryClient: QueryClient) {
  return mutationOptions({
    meta: { endpoint: 'noSeeUser' },
    mutationFn: (userId: number) => api.call('noSeeUser', { userId }),
    onSuccess: ({ is_nosee }, userId) => {
      const noSeeList = myList('noSee');
      setDetail(queryClient, userId, (detail) => ({ ...detail, is_nosee }));
      if (!is_nosee) queryClient.setQueryData(noSeeList, (data: unknown) => dropPerson(data, userId));
      void queryClient.invalidateQueries({ queryKey: noSeeList, refetchType: is_nosee ? 'active' : 'none' });
    },
  });
}
