import type { StatDay } from '@kk/contract';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../shared/ui/EChart.tsx';
import { column } from './series.ts';

/** The legend above the plot (ECharts 6 puts it below, over the dates). */
const LEGEND = { top: 0 };

/** Members and activity as lines; reports opened and closed, income and VIP sold as bars. */
export function DashboardCharts({ days }: { days: StatDay[] }) {
  const { t } = useTranslation();
  const dates = useMemo(() => days.map((day) => day.date.slice(5)), [days]);
  // `t` changes with the language, so the options (and the series names) are built again then.
  const activity = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: LEGEND,
      grid: { left: 48, right: 24, top: 48, bottom: 32 },
      xAxis: { type: 'category', data: dates },
      yAxis: { type: 'value', minInterval: 1 },
      series: (['signups', 'active', 'messages', 'updates'] as const).map((key) => ({
        name: t(`stats.${key}`),
        type: 'line',
        smooth: true,
        data: column(days, key),
      })),
    }),
    [days, dates, t],
  );
  const reports = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: LEGEND,
      grid: { left: 48, right: 24, top: 48, bottom: 32 },
      xAxis: { type: 'category', data: dates },
      yAxis: { type: 'value', minInterval: 1 },
      series: (['reports_opened', 'reports_closed'] as const).map((key) => ({
        name: t(`stats.${key}`),
        type: 'bar',
        data: column(days, key),
      })),
    }),
    [days, dates, t],
  );
  const money = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: LEGEND,
      grid: { left: 56, right: 56, top: 56, bottom: 32 },
      xAxis: { type: 'category', data: dates },
      yAxis: [
        { type: 'value', name: t('stats.income') },
        { type: 'value', name: t('stats.vip_sold'), minInterval: 1 },
      ],
      series: [
        { name: t('stats.income'), type: 'bar', data: column(days, 'income') },
        { name: t('stats.vip_sold'), type: 'line', yAxisIndex: 1, data: column(days, 'vip_sold') },
      ],
    }),
    [days, dates, t],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card title={t('dashboard.activity')}>
          <EChart option={activity} label={t('dashboard.activity')} />
        </Card>
      </Col>
      <Col span={12}>
        <Card title={t('dashboard.reports')}>
          <EChart option={reports} label={t('dashboard.reports')} />
        </Card>
      </Col>
      <Col span={12}>
        <Card title={t('dashboard.money')}>
          <EChart option={money} label={t('dashboard.money')} />
        </Card>
      </Col>
    </Row>
  );
}
