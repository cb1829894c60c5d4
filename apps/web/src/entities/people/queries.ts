// The matchmaking feed (getRecommendList) as an infinite query. Page 1 answers a snapshot that later pages send
// back, so scrolling never repeats or skips a person; a refresh asks page 1 again for a new snapshot.
import { DEFAULT_PAGE_SIZE } from '@kk/contract';
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { type FeedFilter, filterRequest } from './feed-filter.ts';
import { type FeedPage, type FeedPageParam, nextFeedPage } from './feed-pages.ts';

export const feedKeys = {
  all: ['feed'] as const,
  /** Per account and filter: another account on this tab never sees the previous one's feed. */
  list: (viewerId: number, filter: FeedFilter) => [...feedKeys.all, viewerId, filter] as const,
};

export function feedQuery(viewerId: number, filter: FeedFilter) {
  return infiniteQueryOptions({
    queryKey: feedKeys.list(viewerId, filter),
    initialPageParam: { page: 1 } as FeedPageParam,
    // Failures are shown by the list (load failed, retry), not as a toast.
    queryFn: ({ pageParam }) =>
      api.call(
        'getRecommendList',
        {
          page: pageParam.page,
          pageSize: DEFAULT_PAGE_SIZE,
          ...(pageParam.snapshot ? { snapshot: pageParam.snapshot } : {}),
          ...filterRequest(filter),
        },
        { silent: true },
      ),
    getNextPageParam: nextFeedPage,
    enabled: viewerId > 0,
    staleTime: 5 * 60_000,
  });
}

/** Pull to refresh: keep page 1 on screen while it is asked again without a snapshot (so a new one comes). */
export async function refreshFeed(queryClient: QueryClient, viewerId: number, filter: FeedFilter): Promise<void> {
  const key = feedKeys.list(viewerId, filter);
  queryClient.setQueryData<InfiniteData<FeedPage, FeedPageParam>>(key, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: [{ page: 1 }] } : data,
  );
  await queryClient.refetchQueries({ queryKey: key, exact: true }, { throwOnError: true });
}
