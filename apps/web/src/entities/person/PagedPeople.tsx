import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../shared/i18n/keys.ts';
import { EmptyState, type EmptyStateProps } from '../../shared/ui/EmptyState.tsx';
import { ListStatus } from '../../shared/ui/ListStatus.tsx';
import { useLoadMore } from '../../shared/ui/useLoadMore.ts';
import { tagText } from './format.ts';
import styles from './PeopleList.module.css';

interface PagedPeopleProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[]; total: number }>>;
  label: string;
  empty: EmptyStateProps;
  renderRow: (item: T) => ReactNode;
  /** Shown above the rows, e.g. the count. */
  header?: (total: number) => ReactNode;
  /** Items left out on screen (a local filter); the paging still follows the server's pages. */
  filter?: (item: T) => boolean;
  /** What to show when the filter leaves nothing of what was loaded. */
  filteredEmpty?: EmptyStateProps;
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
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  const sentinel = useLoadMore(query);

  return (
    <ListStatus
      query={query}
      count={loaded.length}
      loadingLabel={t(K.relationList.loading)}
      failed={{
        title: t(K.relationList.loadFailedTitle),
        body: t(K.relationList.loadFailedBody),
        retryLabel: t(K.app.retry),
      }}
      empty={empty}
    >
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
    </ListStatus>
  );
}
