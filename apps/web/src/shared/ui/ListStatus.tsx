import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
import { RefreshIcon } from './icons.tsx';
import styles from './ListStatus.module.css';
import { Spinner } from './Spinner.tsx';

interface ListStatusProps {
  query: { isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  /** How many items are loaded: a failed later page keeps them on screen (its footer offers the retry). */
  count: number;
  /** The spinner's box when the screen spaces it otherwise (the default suits a list under a header). */
  loadingClassName?: string | undefined;
  loadingLabel: string;
  failed: { title: string; body: string; retryLabel: string };
  empty: EmptyStateProps;
  /** The list itself, shown once there is something in it. */
  children: ReactNode;
}

/**
 * The states every paged list has before its rows, written once so they look and read alike: the first load
 * (a spinner), a failed first load with a retry, and an empty state that leads somewhere.
 */
export function ListStatus({ query, count, loadingClassName, loadingLabel, failed, empty, children }: ListStatusProps) {
  if (query.isPending) {
    return (
      <output className={loadingClassName ?? styles.loading} aria-label={loadingLabel}>
        <Spinner />
      </output>
    );
  }
  if (query.isError && count === 0) {
    return (
      <EmptyState
        icon={<RefreshIcon size={40} />}
        title={failed.title}
        body={failed.body}
        actionLabel={failed.retryLabel}
        onAction={() => void query.refetch()}
      />
    );
  }
  if (count === 0) return <EmptyState {...empty} />;
  return children;
}
