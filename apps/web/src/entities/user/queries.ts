import { AVATAR_LIST_PAGE, AVATAR_LIST_PAGE_SIZE, type UserInfo } from '@kk/contract';
import { api } from '../../shared/api/api.ts';
import { nextPage } from '../../shared/api/paging.ts';

export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
  background: () => [...userKeys.all, 'background'] as const,
  avatars: () => [...userKeys.all, 'systemAvatars'] as const,
};

/** The current user; starts from what the session already holds and refreshes in the background. */
export function userInfoQuery(initial: UserInfo | null) {
  return {
    queryKey: userKeys.info(),
    queryFn: () => api.call('getUserInfo', {}, { silent: true }),
    initialData: initial ?? undefined,
    initialDataUpdatedAt: 0,
  };
}

/** Your background image (getUserBgImg without userId); empty when none is set. */
export function backgroundQuery() {
  return {
    queryKey: userKeys.background(),
    queryFn: () => api.call('getUserBgImg', {}, { silent: true }),
  };
}

/** The system avatars, AVATAR_LIST_PAGE_SIZE at a time from page AVATAR_LIST_PAGE (SPEC §9). */
export function systemAvatarsQuery() {
  return {
    queryKey: userKeys.avatars(),
    initialPageParam: AVATAR_LIST_PAGE,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.call('getAvatarList', { page: pageParam, pageSize: AVATAR_LIST_PAGE_SIZE }, { silent: true }),
    getNextPageParam: nextPage,
    staleTime: 60 * 60_000,
  };
}
