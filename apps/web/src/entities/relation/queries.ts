// Query keys and queries of relations: the five lists and another user's profile with the viewer's
// flags. The mutations beside this file keep them right; screens read them through these factories only.
import { DEFAULT_PAGE_SIZE } from '@kk/contract';
import { api } from '../../shared/api/api.ts';
import { nextPage } from '../../shared/api/paging.ts';

/** Each relation list and the endpoint that pages it. */
export const RELATION_LISTS = {
  follow: 'getFollowList',
  fans: 'getFansList',
  zanMe: 'getZanMeList',
  block: 'getBlockList',
  noSee: 'getNoSeeList',
} as const;
export type RelationListKind = keyof typeof RELATION_LISTS;

export const relationKeys = {
  all: ['relations'] as const,
  lists: () => [...relationKeys.all, 'list'] as const,
  /** Per account: another account signed in on this tab never sees the previous one's list. */
  list: (kind: RelationListKind, viewerId: number) => [...relationKeys.lists(), kind, viewerId] as const,
};

export const userDetailKeys = {
  all: ['userDetail'] as const,
  of: (userId: number) => [...userDetailKeys.all, userId] as const,
};

/** One relation list, newest first; failures are shown by the list itself (load failed, retry). */
export function relationListQuery(kind: RelationListKind, viewerId: number) {
  return {
    queryKey: relationKeys.list(kind, viewerId),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.call(RELATION_LISTS[kind], { page: pageParam, pageSize: DEFAULT_PAGE_SIZE }, { silent: true }),
    getNextPageParam: nextPage,
    enabled: viewerId > 0,
  };
}

/** A user's profile with the viewer's flags and the counts (getUserDetail): -2001 is shown by the screen. */
export function userDetailQuery(userId: number) {
  return {
    queryKey: userDetailKeys.of(userId),
    queryFn: () => api.call('getUserDetail', { userId }, { silent: true }),
    enabled: userId > 0,
  };
}
