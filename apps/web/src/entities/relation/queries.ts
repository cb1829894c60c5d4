// Query keys and queries of relations: the five lists. The mutations beside this file keep them (and another
// user's profile, entities/person/queries.ts) right; screens read them through these factories only.
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
