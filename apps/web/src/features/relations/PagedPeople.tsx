import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../i18n/keys.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { RefreshIcon } from '../../ui/icons.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { tagText } from '../user-detail/format.ts';
import styles from './PeopleList.module.css';

interface Empty {
  icon: ReactNode;
  title: string;
  body: string;
  actionLabel?: string;
  onAction?: () => void;
}

interface PagedPeopleProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[]; total: number }>>;
  label: string;
  empty: Empty;
  renderRow: (item: T) => ReactNode;
  /** Shown above the rows, e.g. the count. */
  header?: (total: number) => ReactNode;
  /** Items left out on screen (a local filter); the paging still follows the server's pages. */
  filter?: (item: T) => boolean;
  /** What to show when the filter leaves nothing of what was loaded. */
  filteredEmpty?: Empty;
}

/**
 * A paged list of people: loading, load failed with retry, empty state that leads somewhere, the rows, and
 * the next page loaded as the end of the list scrolls into view (with a button for keyboards and old browsers).
 */
export function PagedPeople<T extends { id: number }>(props: PagedPeopleProps<T>) {
  const { query, label, empty, renderRow, header, filter, filteredEmpty } = props;
  const { t } = useTranslation();
  const loaded = query.data?.pages.flatMap((page) => page.list) ?? [];
  const items = filter ? loaded.filter(filter) : loaded;
  const total = query.data?.pages[0]?.total ?? 0;
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  if (query.isPending) {
    return (
      <output className={styles.status} aria-label={t(K.relationList.loading)}>
        <Spinner />
      </output>
    );
  }
  if (query.isError && loaded.length === 0) {
    return (
      <EmptyState
        icon={<RefreshIcon size={40} />}
        title={t(K.relationList.loadFailedTitle)}
        body={t(K.relationList.loadFailedBody)}
        actionLabel={t(K.app.retry)}
        onAction={() => void query.refetch()}
      />
    );
  }
  if (loaded.length === 0) return <EmptyState {...empty} />;

  return (
    <section aria-label={label}>
      {header?.(total)}
      {items.length === 0 && filteredEmpty ? <EmptyState {...filteredEmpty} /> : null}
      <ul className={styles.list}>{items.map((item) => renderRow(item))}</ul>
      <div ref={sentinel} className={styles.footer}>
        {isFetchNextPageError ? (
          <button type="button" className={styles.more} onClick={() => void fetchNextPage()}>
            {tagText([t(K.relationList.loadFailedTitle), t(K.app.retry)])}
          </button>
        ) : hasNextPage ? (
          <button
            type="button"
            className={styles.more}
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t(K.relationList.loading) : t(K.relationList.loadMore)}
          </button>
        ) : (
          <p className={styles.end}>{t(K.relationList.end)}</p>
        )}
      </div>
    </section>
  );
}
