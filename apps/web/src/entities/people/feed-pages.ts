// Paging of the matchmaking feed, apart from the query (feed-pages.test.ts).

import { nextPage } from '../../shared/api/paging.ts';
import type { ApiResponse } from '../../shared/api/types.ts';

export type FeedPage = ApiResponse<'getRecommendList'>;
export type FeedPageParam = { page: number; snapshot?: string };

/** The next page and page 1's snapshot, until `total` is reached (or a page comes back empty). */
export function nextFeedPage(last: FeedPage, pages: FeedPage[]): FeedPageParam | undefined {
  const page = nextPage(last, pages);
  return page === undefined ? undefined : { page, snapshot: pages[0]?.snapshot };
}
