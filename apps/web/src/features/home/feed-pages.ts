// Paging of the matchmaking feed, apart from the query (feed-pages.test.ts).
import type { ApiResponse } from '../../api/types.ts';

export type FeedPage = ApiResponse<'getRecommendList'>;
export type FeedPageParam = { page: number; snapshot?: string };

/** The next page and page 1's snapshot, until `total` is reached (or a page comes back empty). */
export function nextFeedPage(last: FeedPage, pages: FeedPage[]): FeedPageParam | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  if (loaded >= last.total || last.list.length === 0) return undefined;
  return { page: pages.length + 1, snapshot: pages[0]?.snapshot };
}
