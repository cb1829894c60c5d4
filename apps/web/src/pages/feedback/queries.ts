import { DEFAULT_PAGE_SIZE } from '@kk/contract';
import { api } from '../../shared/api/api.ts';
import { nextPage } from '../../shared/api/paging.ts';

export const feedbackKeys = {
  all: ['feedback'] as const,
  /** Per account: another account signed in on this tab never sees the previous one's list, not even cached. */
  mine: (userId: number) => [...feedbackKeys.all, 'mine', userId] as const,
};

/** The feedback you sent, newest first, DEFAULT_PAGE_SIZE a page; failures are shown by the list itself. */
export function myFeedbackQuery(userId: number) {
  return {
    queryKey: feedbackKeys.mine(userId),
    initialPageParam: 1,
    queryFn: ({ pageParam }: { pageParam: number }) =>
      api.call('getMyFeedbackList', { page: pageParam, pageSize: DEFAULT_PAGE_SIZE }, { silent: true }),
    getNextPageParam: nextPage,
  };
}
