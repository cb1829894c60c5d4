// The comments of one update (getCommentList), oldest first, DEFAULT_PAGE_SIZE a page.
import { DEFAULT_PAGE_SIZE } from '@kk/contract';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/api.ts';
import { nextCommentsPage, toCommentsChunk } from './comment-pages.ts';

export const commentKeys = {
  all: ['comments'] as const,
  /** Per account: what one person may see is not what the next one signed in on this tab may. */
  of: (viewerId: number) => [...commentKeys.all, viewerId] as const,
  list: (viewerId: number, updatesId: number) => [...commentKeys.of(viewerId), updatesId] as const,
};

export function commentsQuery(viewerId: number, updatesId: number) {
  return infiniteQueryOptions({
    queryKey: commentKeys.list(viewerId, updatesId),
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api
        .call(
          'getCommentList',
          { updates_id: updatesId, page: pageParam, pageSize: DEFAULT_PAGE_SIZE },
          { silent: true },
        )
        .then(toCommentsChunk),
    getNextPageParam: nextCommentsPage,
    enabled: viewerId > 0 && updatesId > 0,
  });
}

/** `?id=` of the page, or 0 when absent or not a positive whole number. */
export function updatesIdParam(search: URLSearchParams): number {
  const value = Number(search.get('id'));
  return Number.isInteger(value) && value > 0 ? value : 0;
}
