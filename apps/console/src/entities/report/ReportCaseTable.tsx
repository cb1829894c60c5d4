import type { ReportCase } from '@kk/contract';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';
import { MemberCell } from '../member/MemberCell.tsx';
import { reasonLabel, targetLabel } from './labels.ts';

/**
 * Queue items as a table: what is targeted, whose, the reasons, how many reports, first and last time. `selected`
 * marks the row the keyboard is on (the queue's j/k); a click or Enter opens an item.
 */
export function ReportCaseTable({
  rows,
  onOpen,
  selected,
  loading,
  pagination,
  emptyText,
}: {
  rows: ReportCase[];
  /** What an empty table says; the queue's own text by default. */
  emptyText?: string;
  onOpen(row: ReportCase): void;
  selected?: number;
  loading?: boolean;
  pagination?: false | { current: number; pageSize: number; total: number; onChange(page: number): void };
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<ReportCase> = [
    {
      title: t('queue.column.target'),
      key: 'target',
      render: (_, row) => (
        <>
          {row.held ? <Tag color="gold">{t('state.held')}</Tag> : null}
          {row.kind === 'appeal' ? <Tag color="blue">{t('queue.appeal')}</Tag> : null}
          {targetLabel(row.target_type)}
        </>
      ),
    },
    { title: t('queue.column.member'), key: 'member', render: (_, row) => <MemberCell member={row.member} /> },
    {
      title: t('queue.column.reasons'),
      key: 'reasons',
      render: (_, row) => row.reasons.map((reason) => <Tag key={reason}>{reasonLabel(reason)}</Tag>),
    },
    { title: t('queue.column.count'), dataIndex: 'count', key: 'count', width: 90 },
    { title: t('queue.column.first'), key: 'first', render: (_, row) => formatTime(row.first_time) },
    { title: t('queue.column.last'), key: 'last', render: (_, row) => formatTime(row.last_time) },
    {
      title: t('queue.column.status'),
      key: 'status',
      width: 100,
      render: (_, row) => (row.status === 'open' ? t('queue.open') : t('queue.closed')),
    },
  ];
  return (
    <Table<ReportCase>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination ? { ...pagination, showSizeChanger: false } : false}
      locale={{ emptyText: emptyText ?? t('queue.empty') }}
      rowClassName={(_, index) => (index === selected ? 'kk-row-selected' : 'kk-row')}
      onRow={(row) => ({ onClick: () => onOpen(row), 'data-testid': `case-${row.id}` }) as never}
    />
  );
}
