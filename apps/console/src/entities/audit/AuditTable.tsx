import type { AuditEntry } from '@kk/contract';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { go, PATHS } from '../../shared/router/hash-route.ts';
import { formatTime } from '../../shared/ui/format.ts';

/** Audit entries: when, who, what, to whom, why and from which queue item. */
export function AuditTable({
  rows,
  loading,
  pagination,
}: {
  rows: AuditEntry[];
  loading?: boolean;
  pagination?: false | { current: number; pageSize: number; total: number; onChange(page: number): void };
}) {
  const { t } = useTranslation();
  const columns: ColumnsType<AuditEntry> = [
    { title: t('audit.column.time'), key: 'time', width: 180, render: (_, row) => formatTime(row.create_time) },
    {
      title: t('audit.column.operator'),
      key: 'operator',
      width: 140,
      // Operator 0 is the `operator` command run in a shell, which has no account.
      render: (_, row) => (row.operator.id === 0 ? t('audit.commandLine') : row.operator.name),
    },
    {
      title: t('audit.column.action'),
      key: 'action',
      width: 140,
      render: (_, row) => <Tag>{t(`auditAction.${row.action}`)}</Tag>,
    },
    {
      title: t('audit.column.member'),
      key: 'member',
      width: 110,
      render: (_, row) =>
        row.user_id ? (
          <Typography.Link onClick={() => go(PATHS.member(row.user_id))}>{row.user_id}</Typography.Link>
        ) : (
          '—'
        ),
    },
    {
      title: t('audit.column.report'),
      key: 'report',
      width: 100,
      render: (_, row) =>
        row.report_id ? (
          <Typography.Link onClick={() => go(PATHS.report(row.report_id))}>{row.report_id}</Typography.Link>
        ) : (
          '—'
        ),
    },
    { title: t('audit.column.reason'), dataIndex: 'reason', key: 'reason', width: 240 },
    { title: t('audit.column.detail'), dataIndex: 'detail', key: 'detail' },
  ];
  return (
    <Table<AuditEntry>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination ? { ...pagination, showSizeChanger: false } : false}
      locale={{ emptyText: t('audit.empty') }}
    />
  );
}
