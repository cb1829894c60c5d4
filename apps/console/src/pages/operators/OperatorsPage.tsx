import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddOperator } from '../../features/operators/AddOperator.tsx';
import { type OperatorSecret, SecretView } from '../../features/operators/SecretView.tsx';
import { api, type ConsoleResponse } from '../../shared/api/api.ts';
import { useSession } from '../../shared/session/session.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { StateView } from '../../shared/ui/StateView.tsx';

type Row = ConsoleResponse<'consoleGetOperatorList'>['list'][number];

const STATUS_COLORS = { new: 'blue', active: 'green', disabled: 'default' } as const;

/** Operators (admins only): the list, adding one, disabling one, and a reset that shows a new secret once. */
export function OperatorsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useSession()?.operator.id;
  const queryClient = useQueryClient();
  const [secret, setSecret] = useState<OperatorSecret | null>(null);
  const query = useQuery({ queryKey: ['operators'], queryFn: () => api.call('consoleGetOperatorList', {}) });
  const onError = (error: Error) => message.error(error.message);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['operators'] });
  const disable = useMutation({
    mutationFn: (id: number) => api.call('consoleDisableOperator', { id }),
    onSuccess: () => {
      message.success(t('operators.disabled'));
      return refresh();
    },
    onError,
  });
  const reset = useMutation({
    mutationFn: (id: number) => api.call('consoleResetOperator', { id }),
    onSuccess: (answer) => {
      setSecret(answer);
      return refresh();
    },
    onError,
  });

  const columns: ColumnsType<Row> = [
    { title: t('operators.id'), dataIndex: 'id', key: 'id', width: 80 },
    { title: t('operators.name'), dataIndex: 'name', key: 'name' },
    { title: t('operators.role'), key: 'role', render: (_, row) => t(`role.${row.role}`) },
    {
      title: t('operators.status'),
      key: 'status',
      render: (_, row) => <Tag color={STATUS_COLORS[row.status]}>{t(`operatorStatus.${row.status}`)}</Tag>,
    },
    { title: t('operators.created'), key: 'created', render: (_, row) => formatTime(row.create_time) },
    { title: t('operators.lastLogin'), key: 'last', render: (_, row) => formatTime(row.last_login_time) },
    {
      title: t('operators.actions'),
      key: 'actions',
      render: (_, row) =>
        row.id === me ? (
          <Tag>{t('operators.you')}</Tag>
        ) : (
          <Space>
            <Popconfirm
              title={t('operators.resetConfirm', { name: row.name })}
              okText={t('operators.reset')}
              cancelText={t('common.cancel')}
              onConfirm={() => reset.mutateAsync(row.id)}
            >
              <Button size="small">{t('operators.reset')}</Button>
            </Popconfirm>
            {row.status !== 'disabled' ? (
              <Popconfirm
                title={t('operators.disableConfirm', { name: row.name })}
                okText={t('operators.disable')}
                okButtonProps={{ danger: true }}
                cancelText={t('common.cancel')}
                onConfirm={() => disable.mutateAsync(row.id)}
              >
                <Button size="small" danger>
                  {t('operators.disable')}
                </Button>
              </Popconfirm>
            ) : null}
          </Space>
        ),
    },
  ];

  return (
    <Card title={t('operators.title')} extra={<AddOperator />}>
      <StateView query={query}>
        {(data) => <Table<Row> rowKey="id" columns={columns} dataSource={data.list} pagination={false} />}
      </StateView>
      <Modal
        open={secret !== null}
        title={t('operators.resetDone')}
        onCancel={() => setSecret(null)}
        onOk={() => setSecret(null)}
        okText={t('common.done')}
        cancelButtonProps={{ style: { display: 'none' } }}
        maskClosable={false}
      >
        {secret ? <SecretView secret={secret} /> : null}
      </Modal>
    </Card>
  );
}
