import { CONSOLE } from '@kk/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Segmented, Space, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/api.ts';
import { StateView } from '../../shared/ui/StateView.tsx';
import { DashboardCharts } from './DashboardCharts.tsx';
import { totals } from './series.ts';

const DAY_CHOICES = [7, 30, CONSOLE.statsDaysMax] as const;

/** The service a day at a time: totals over the chosen days, then the charts. */
export function DashboardPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<number>(30);
  const query = useQuery({ queryKey: ['stats', days], queryFn: () => api.call('consoleGetStats', { days }) });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={t('dashboard.title')}
        extra={
          <Segmented
            value={days}
            onChange={(value) => setDays(Number(value))}
            options={DAY_CHOICES.map((value) => ({ value, label: t('dashboard.days', { count: value }) }))}
          />
        }
      >
        <StateView query={query}>
          {(data) => {
            const sum = totals(data.list);
            return (
              <Row gutter={16}>
                {(
                  ['signups', 'messages', 'updates', 'reports_opened', 'reports_closed', 'income', 'vip_sold'] as const
                ).map((key) => (
                  <Col key={key} flex="1">
                    <Statistic title={t(`stats.${key}`)} value={sum[key]} precision={key === 'income' ? 2 : 0} />
                  </Col>
                ))}
              </Row>
            );
          }}
        </StateView>
      </Card>
      {query.data ? <DashboardCharts days={query.data.list} /> : null}
    </Space>
  );
}
