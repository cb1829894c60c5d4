// Paged lists answer {list, total} (DESIGN §2): the page after the loaded ones, for useInfiniteQuery.

export type Page = { list: unknown[]; total: number };

/** Pages of DEFAULT_PAGE_SIZE until `total` is reached (or a page comes back empty). */
export function nextPage(last: Page, pages: readonly Page[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return loaded < last.total && last.list.length > 0 ? pages.length + 1 : undefined;
}
