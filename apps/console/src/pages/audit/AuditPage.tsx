import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuditTable } from '../../entities/audit/AuditTable.tsx';
import { api } from '../../shared/api/api.ts';
import { go, PATHS } from '../../shared/router/hash-route.ts';
import { StateView } from '../../shared/ui/StateView.tsx';

const PAGE_SIZE = 20;

interface Filters {
  operatorId?: number;
  userId?: number;
}

/** The audit log, newest first, filtered by operator and by member (both in the address, so a filter can be shared). */
export function AuditPage({ filters }: { filters: Filters }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [form] = Form.useForm<Filters>();
  const query = useQuery({
    queryKey: ['audit', filters, page],
    queryFn: () => api.call('consoleGetAuditLog', { page, pageSize: PAGE_SIZE, ...filters }),
    placeholderData: keepPreviousData,
  });

  const apply = (values: Filters) => {
    const search = new URLSearchParams();
    if (values.operatorId) search.set('operatorId', String(values.operatorId));
    if (values.userId) search.set('userId', String(values.userId));
    setPage(1);
    go(`${PATHS.audit}${search.size ? `?${search}` : ''}`);
  };

  return (
    <Card title={t('audit.title')}>
      <Form<Filters> form={form} layout="inline" initialValues={filters} onFinish={apply} style={{ marginBottom: 16 }}>
        <Form.Item name="operatorId" label={t('audit.operatorId')}>
          <InputNumber min={1} precision={0} aria-label={t('audit.operatorId')} />
        </Form.Item>
        <Form.Item name="userId" label={t('audit.userId')}>
          <InputNumber min={1} precision={0} aria-label={t('audit.userId')} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('audit.filter')}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ operatorId: undefined, userId: undefined });
              apply({});
            }}
          >
            {t('audit.clear')}
          </Button>
        </Space>
      </Form>
      <StateView query={query}>
        {(data) => (
          <AuditTable
            rows={data.list}
            loading={query.isFetching}
            pagination={{ current: page, pageSize: PAGE_SIZE, total: data.total, onChange: setPage }}
          />
        )}
      </StateView>
    </Card>
  );
}
