// A paged list of updates with its states: first load (card outlines), load failed with retry, an empty state
// that leads somewhere, the cards, the next page as the end scrolls into view (a button too, for keyboards),
// and the end of the list. Used by the square's tabs, profiles, Me and search.
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UpdateCard } from '../../entities/updates/UpdateCard.tsx';
import { flattenUpdates, type UpdatesChunk } from '../../entities/updates/update-pages.ts';
import { useUpdatesSync } from '../../entities/updates/useUpdatesSync.ts';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { EmptyState, type EmptyStateProps } from '../../shared/ui/EmptyState.tsx';
import { RefreshIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useLoadMore } from '../../shared/ui/useLoadMore.ts';
import { useMasonryRows } from '../../shared/ui/useMasonryRows.ts';
import { useWideScreen } from '../../shared/ui/wide-screen.ts';
import styles from './UpdatesList.module.css';
import { type UpdatesReports, useUpdateActions } from './useUpdateActions.tsx';

interface UpdatesListProps {
  query: UseInfiniteQueryResult<InfiniteData<UpdatesChunk, unknown>>;
  label: string;
  empty: EmptyStateProps;
  /** Shown above the cards once there are some (a count, say). */
  header?: (total: number) => ReactNode;
  /** Only the first few cards, then a button to where the whole list is (Me shows two of your updates). */
  preview?: { count: number; label: string; onMore: () => void };
  /** Reporting an update (features/report's useUpdatesReport, given by the page). */
  reports: UpdatesReports;
  /** On a wide screen, the cards in columns (the square; docs/decisions/0082-web-wide-screens.md). */
  columns?: boolean;
}

export function UpdatesList({ query, label, empty, header, preview, reports, columns }: UpdatesListProps) {
  const { t } = useTranslation();
  useUpdatesSync();
  const { card, overlays } = useUpdateActions({ reports });
  const loaded = flattenUpdates(query.data);
  const items = preview ? loaded.slice(0, preview.count) : loaded;
  const total = query.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const now = Date.now();

  // The next page starts well before the end comes into view; after a failed page the user retries by hand.
  const sentinel = useLoadMore(query, { rootMargin: '600px 0px', enabled: !preview });
  const grid = useMasonryRows<HTMLUListElement>(useWideScreen() && columns === true, items.length);

  if (query.isPending) {
    return (
      <output
        className={cx(styles.skeletons, columns && styles.columns)}
        aria-busy={true}
        aria-label={t(K.app.loading)}
      >
        <div className={styles.skeleton} />
        <div className={styles.skeleton} />
      </output>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <EmptyState
        icon={<RefreshIcon size={40} />}
        title={t(K.square.loadFailedTitle)}
        body={t(K.square.loadFailedBody)}
        actionLabel={t(K.app.retry)}
        onAction={() => void query.refetch()}
      />
    );
  }
  if (items.length === 0) return <EmptyState {...empty} />;

  let footer: ReactNode;
  if (preview) {
    footer =
      loaded.length > preview.count || hasNextPage ? (
        <button type="button" className={styles.more} onClick={preview.onMore}>
          {preview.label}
        </button>
      ) : null;
  } else if (isFetchNextPageError) {
    footer = (
      <button type="button" className={styles.more} onClick={() => void fetchNextPage()}>
        {t(K.square.loadMoreFailed)}
      </button>
    );
  } else if (isFetchingNextPage) {
    footer = (
      <p className={styles.loading}>
        <Spinner />
        <span>{t(K.square.loadingMore)}</span>
      </p>
    );
  } else if (hasNextPage) {
    footer = (
      <button type="button" className={styles.more} onClick={() => void fetchNextPage()}>
        {t(K.updates.loadMore)}
      </button>
    );
  } else {
    footer = <p className={styles.end}>{t(K.square.end)}</p>;
  }

  return (
    <section aria-label={label}>
      {header?.(total)}
      <ul ref={grid} className={cx(styles.list, columns && styles.columns)}>
        {items.map((item) => (
          <li key={item.id}>
            <UpdateCard item={item} now={now} {...card} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className={styles.footer}>
        {footer}
      </div>
      {overlays}
    </section>
  );
}
