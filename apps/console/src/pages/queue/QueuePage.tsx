import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Popover, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportCaseTable } from '../../entities/report/ReportCaseTable.tsx';
import { api } from '../../shared/api/api.ts';
import { go, PATHS } from '../../shared/router/hash-route.ts';
import { StateView } from '../../shared/ui/StateView.tsx';
import { nextIndex } from './queue-keys.ts';
import { ShortcutHelp } from './ShortcutHelp.tsx';

const PAGE_SIZE = 20;

/** The queue: open items (held first, then most reported, then oldest) or closed ones; j/k or arrows, Enter opens. */
export function QueuePage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState(0);
  const query = useQuery({
    queryKey: ['queue', status, page],
    queryFn: () => api.call('consoleGetReportList', { status, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.list ?? [];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Keys typed into a field, or Enter on a button or link (a tab, the pager), are not the queue's.
      const target = event.target as HTMLElement | null;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (target && ['INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'A'].includes(target.tagName)) return;
      if (target?.getAttribute('role') === 'tab') return;
      if (event.key === 'Enter') {
        const row = rows[selected];
        if (row) go(PATHS.report(row.id));
        return;
      }
      const next = nextIndex(event.key, selected, rows.length);
      if (next !== null) {
        event.preventDefault();
        setSelected(next);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [rows, selected]);

  return (
    <Card
      title={t('queue.title')}
      extra={
        <Popover content={<ShortcutHelp />} title={t('shortcuts.title')} trigger="click" placement="bottomRight">
          <Button>{t('shortcuts.button')}</Button>
        </Popover>
      }
    >
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key as 'open' | 'closed');
          setPage(1);
          setSelected(0);
        }}
        items={[
          { key: 'open', label: t('queue.open') },
          { key: 'closed', label: t('queue.closed') },
        ]}
      />
      <StateView query={query}>
        {(data) => (
          <ReportCaseTable
            rows={data.list}
            selected={selected}
            loading={query.isFetching}
            onOpen={(row) => go(PATHS.report(row.id))}
            pagination={{
              current: page,
              pageSize: PAGE_SIZE,
              total: data.total,
              onChange: (next) => {
                setPage(next);
                setSelected(0);
              },
            }}
          />
        )}
      </StateView>
    </Card>
  );
}
