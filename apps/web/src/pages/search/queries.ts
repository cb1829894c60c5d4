import { DEFAULT_PAGE_SIZE } from '@kk/contract';
import { api } from '../../shared/api/api.ts';
import { nextPage } from '../../shared/api/paging.ts';

export const searchKeys = {
  all: ['search'] as const,
  /** Per account, like every list of people: another account on this tab never sees these results. */
  users: (keyword: string, viewerId: number, verifiedOnly = false) =>
    [...searchKeys.all, 'users', viewerId, keyword, verifiedOnly] as const,
};

/**
 * People by name or account number (searchUser), DEFAULT_PAGE_SIZE a page, only verified ones with 只看已认证;
 * failures shown by the screen.
 */
export function searchUsersQuery(keyword: string, viewerId: number, verifiedOnly = false) {
  return {
    queryKey: searchKeys.users(keyword, viewerId, verifiedOnly),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.call(
        'searchUser',
        { keyword, page: pageParam, pageSize: DEFAULT_PAGE_SIZE, ...(verifiedOnly ? { verifiedOnly } : {}) },
        { silent: true },
      ),
    getNextPageParam: nextPage,
    enabled: keyword !== '' && viewerId > 0,
    staleTime: 30_000,
  };
}
