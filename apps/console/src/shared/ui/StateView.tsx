// The loading, error and empty states every screen shows the same way.
import { Alert, Button, Empty, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface QueryLike<T> {
  data: T | undefined;
  error: Error | null;
  isPending: boolean;
  refetch(): unknown;
}

/**
 * Renders `children(data)` once the query has data; a spinner before, the error's message (the server's `msg`)
 * with a retry button on failure, and `Empty` when `isEmpty(data)` says there is nothing to show.
 */
export function StateView<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: QueryLike<T>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="kk-state" role="status">
        <Spin description={t('common.loading')} />
      </div>
    );
  }
  if (query.error || query.data === undefined) {
    return (
      <Alert
        type="error"
        showIcon
        title={query.error?.message ?? t('common.serverError')}
        action={
          <Button size="small" onClick={() => query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (isEmpty?.(query.data)) return <Empty description={emptyText ?? t('common.empty')} />;
  return children(query.data);
}
