// Query keys and queries of the square: the feed's two tabs, one person's updates, search and one update.
// Every list keeps the server's `before` cursor (update-pages.ts).
import { DEFAULT_PAGE_SIZE, type UpdatesListType } from '@kk/contract';
import { infiniteQueryOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { nextUpdatesPage, toChunk, type UpdatesData, type UpdatesParam } from './update-pages.ts';

export const FEED_TABS = ['latest', 'following'] as const satisfies readonly UpdatesListType[];
export type FeedTab = (typeof FEED_TABS)[number];

export const updatesKeys = {
  all: ['square'] as const,
  /** Per account, like every list: another account signed in on this tab never sees the previous one's. */
  of: (viewerId: number) => [...updatesKeys.all, viewerId] as const,
  lists: (viewerId: number) => [...updatesKeys.of(viewerId), 'list'] as const,
  feed: (viewerId: number, tab: FeedTab) => [...updatesKeys.lists(viewerId), tab] as const,
  user: (viewerId: number, userId: number) => [...updatesKeys.lists(viewerId), 'user', userId] as const,
  search: (viewerId: number, keyword: string) => [...updatesKeys.lists(viewerId), 'search', keyword] as const,
  detail: (viewerId: number, id: number) => [...updatesKeys.of(viewerId), 'detail', id] as const,
};

const firstPage: UpdatesParam = { page: 1 };
const withCursor = (param: UpdatesParam) => (param.before ? { before: param.before } : {});

/** A tab of the square (latest or following); failures are shown by the list, not as a toast. */
export function feedQuery(viewerId: number, tab: FeedTab) {
  return infiniteQueryOptions({
    queryKey: updatesKeys.feed(viewerId, tab),
    initialPageParam: firstPage,
    queryFn: ({ pageParam }) =>
      api
        .call(
          'getUpdatesList',
          { type: tab, page: pageParam.page, pageSize: DEFAULT_PAGE_SIZE, ...withCursor(pageParam) },
          { silent: true },
        )
        .then(toChunk),
    getNextPageParam: nextUpdatesPage,
    enabled: viewerId > 0,
  });
}

/** One person's updates (their profile, or yours on Me). */
export function userUpdatesQuery(viewerId: number, userId: number) {
  return infiniteQueryOptions({
    queryKey: updatesKeys.user(viewerId, userId),
    initialPageParam: firstPage,
    queryFn: ({ pageParam }) =>
      api
        .call(
          'getUpdatesList',
          { type: 'user', userId, page: pageParam.page, pageSize: DEFAULT_PAGE_SIZE, ...withCursor(pageParam) },
          { silent: true },
        )
        .then(toChunk),
    getNextPageParam: nextUpdatesPage,
    enabled: viewerId > 0 && userId > 0,
  });
}

/** Updates whose text holds the keyword (searchUpdates). */
export function searchUpdatesQuery(viewerId: number, keyword: string) {
  return infiniteQueryOptions({
    queryKey: updatesKeys.search(viewerId, keyword),
    initialPageParam: firstPage,
    queryFn: ({ pageParam }) =>
      api
        .call(
          'searchUpdates',
          { keyword, page: pageParam.page, pageSize: DEFAULT_PAGE_SIZE, ...withCursor(pageParam) },
          { silent: true },
        )
        .then(toChunk),
    getNextPageParam: nextUpdatesPage,
    enabled: viewerId > 0 && keyword !== '',
  });
}

/** One update, for the top of its comments page. */
export function updatesDetailQuery(viewerId: number, id: number) {
  return queryOptions({
    queryKey: updatesKeys.detail(viewerId, id),
    queryFn: () => api.call('getUpdatesDetail', { id }, { silent: true }),
    enabled: viewerId > 0 && id > 0,
  });
}

/** Pull to refresh: keep page 1 on screen while it is asked again without a cursor (so a new one comes). */
export async function refreshUpdates(queryClient: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  queryClient.setQueryData<UpdatesData>(queryKey, (data) =>
    data ? { pages: data.pages.slice(0, 1), pageParams: [firstPage] } : data,
  );
  await queryClient.refetchQueries({ queryKey, exact: true }, { throwOnError: true });
}
