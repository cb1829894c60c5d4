// Query keys and queries of relations: the five lists, matches and visitors. The mutations beside this file keep them (and another
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
/** Lists of people that are no relation one sets: matches (getMatchList) and visitors (getVisitorList). */
type PeopleListKind = RelationListKind | 'match' | 'visitor';

export const relationKeys = {
  all: ['relations'] as const,
  lists: () => [...relationKeys.all, 'list'] as const,
  /** Per account: another account signed in on this tab never sees the previous one's list. */
  list: (kind: PeopleListKind, viewerId: number) => [...relationKeys.lists(), kind, viewerId] as const,
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

/** Your matches (people you liked who liked you), newest first; items carry `match_time`. */
export function matchListQuery(viewerId: number) {
  return {
    queryKey: relationKeys.list('match', viewerId),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.call('getMatchList', { page: pageParam, pageSize: DEFAULT_PAGE_SIZE }, { silent: true }),
    getNextPageParam: nextPage,
    enabled: viewerId > 0,
  };
}

/** Who opened your profile, latest visit first; items carry `visit_time`. VIP only (-2805 with the total). */
export function visitorListQuery(viewerId: number) {
  return {
    queryKey: relationKeys.list('visitor', viewerId),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.call('getVisitorList', { page: pageParam, pageSize: DEFAULT_PAGE_SIZE }, { silent: true }),
    getNextPageParam: nextPage,
    enabled: viewerId > 0,
  };
}
