import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleResponse } from '../../shared/api/api.ts';
import { formatTime } from '../../shared/ui/format.ts';

type Member = ConsoleResponse<'consoleGetMember'>;

/** A member's orders or devices as plain tables. */
export function MemberRecords({ kind, data }: { kind: 'orders' | 'devices'; data: Member }) {
  const { t } = useTranslation();
  if (kind === 'orders') {
    return (
      <Table
        rowKey="order_no"
        size="small"
        pagination={false}
        dataSource={data.orders}
        locale={{ emptyText: t('member.noOrders') }}
        columns={[
          { title: t('member.order.no'), dataIndex: 'order_no', key: 'no' },
          {
            title: t('member.order.kind'),
            key: 'kind',
            render: (_, row) => (row.kind === 'vip' ? t('member.order.vip') : t('member.order.recharge')),
          },
          { title: t('member.order.amount'), dataIndex: 'amount', key: 'amount' },
          { title: t('member.order.status'), dataIndex: 'status', key: 'status' },
          { title: t('member.order.time'), key: 'time', render: (_, row) => formatTime(row.create_time) },
        ]}
      />
    );
  }
  return (
    <Table
      rowKey={(row) => `${row.platform}-${row.create_time}`}
      size="small"
      pagination={false}
      dataSource={data.devices}
      locale={{ emptyText: t('member.noDevices') }}
      columns={[
        { title: t('member.device.platform'), dataIndex: 'platform', key: 'platform' },
        { title: t('member.device.first'), key: 'first', render: (_, row) => formatTime(row.create_time) },
        { title: t('member.device.last'), key: 'last', render: (_, row) => formatTime(row.last_active_time) },
      ]}
    />
  );
}
