import { type RefObject, useEffect, useRef } from 'react';

/** The parts of an infinite query (TanStack Query's useInfiniteQuery result) that paging needs. */
export interface LoadMoreQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface LoadMoreOptions {
  /** How far before the sentinel comes into view the next page starts (IntersectionObserver rootMargin). */
  rootMargin?: string;
  /** False to leave paging to the user (a preview showing only the first few items). */
  enabled?: boolean;
}

/**
 * Infinite scroll, one way for every paged list: the next page loads when the returned sentinel (the list's
 * footer) scrolls into view. After a failed page it stops, so the user retries by hand with the footer's button
 * and a broken connection is not hammered; without IntersectionObserver the button is the only way on.
 */
export function useLoadMore<T extends HTMLElement = HTMLDivElement>(
  query: LoadMoreQuery,
  { rootMargin, enabled = true }: LoadMoreOptions = {},
): RefObject<T | null> {
  const sentinel = useRef<T>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !enabled || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      rootMargin ? { rootMargin } : undefined,
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, rootMargin, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return sentinel;
}
