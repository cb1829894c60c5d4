import { REPORT_TARGET } from '@kk/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Descriptions, Row, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditTable } from '../../entities/audit/AuditTable.tsx';
import { MemberCell } from '../../entities/member/MemberCell.tsx';
import { StateTags } from '../../entities/member/StateTags.tsx';
import { targetLabel } from '../../entities/report/labels.ts';
import { ReportCaseTable } from '../../entities/report/ReportCaseTable.tsx';
import { ActionBar } from '../../features/moderate/ActionBar.tsx';
import type { Act } from '../../features/moderate/acts.ts';
import { api } from '../../shared/api/api.ts';
import { go, PATHS } from '../../shared/router/hash-route.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { StateView } from '../../shared/ui/StateView.tsx';
import { AppealCard } from './AppealCard.tsx';
import { ReportsCard } from './ReportsCard.tsx';
import { TargetCard } from './TargetCard.tsx';

const REPORT_ACTS: readonly Act[] = ['dismiss', 'warn', 'mute', 'suspend', 'ban', 'shadowban', 'lift'];
const APPEAL_ACTS: readonly Act[] = ['dismiss', 'lift'];
/** What removeContent can take away of a reported target: an update, a comment or a message (not a person). */
const REMOVABLE = new Set<number>([REPORT_TARGET.updates, REPORT_TARGET.comment, REPORT_TARGET.message]);

/** One queue item: the reports beside what they report, the member's state and history, and the acts. */
export function ReportPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: ['report', id], queryFn: () => api.call('consoleGetReport', { id }) });

  return (
    <StateView query={query}>
      {(data) => {
        const { report } = data;
        const removable = report.kind === 'report' && REMOVABLE.has(report.target_type);
        const acts =
          report.kind === 'appeal' ? APPEAL_ACTS : removable ? [...REPORT_ACTS, 'remove' as const] : REPORT_ACTS;
        return (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Card
              title={
                <Space>
                  <Button onClick={() => go(PATHS.queue)}>{t('common.back')}</Button>
                  {report.kind === 'appeal' ? t('report.appealTitle', { id }) : t('report.title', { id })}
                  {report.status === 'closed' ? (
                    <Tag>{t('queue.closed')}</Tag>
                  ) : (
                    <Tag color="blue">{t('queue.open')}</Tag>
                  )}
                </Space>
              }
            >
              <Descriptions column={3} size="small">
                <Descriptions.Item label={t('queue.column.member')}>
                  <MemberCell member={report.member} />
                </Descriptions.Item>
                <Descriptions.Item label={t('queue.column.target')}>
                  {targetLabel(report.target_type)}
                </Descriptions.Item>
                <Descriptions.Item label={t('report.state')}>
                  <StateTags state={data.member_state} />
                </Descriptions.Item>
                <Descriptions.Item label={t('queue.column.count')}>{report.count}</Descriptions.Item>
                <Descriptions.Item label={t('queue.column.first')}>{formatTime(report.first_time)}</Descriptions.Item>
                <Descriptions.Item label={t('queue.column.last')}>{formatTime(report.last_time)}</Descriptions.Item>
              </Descriptions>
              <div style={{ marginTop: 16 }}>
                <ActionBar
                  subject={{
                    userId: report.member.id,
                    reportId: report.id,
                    content: removable ? { target_type: report.target_type, target_id: report.target_id } : undefined,
                  }}
                  acts={acts}
                  shortcuts
                  onDone={() => go(PATHS.queue)}
                />
              </div>
            </Card>
            <Row gutter={16}>
              <Col span={12}>
                {data.appeal ? <AppealCard appeal={data.appeal} /> : <ReportsCard reports={data.reports} />}
              </Col>
              <Col span={12}>
                <TargetCard target={data.target} context={data.context} memberId={report.member.id} />
              </Col>
            </Row>
            <Card title={t('report.historyReports')}>
              <ReportCaseTable
                rows={data.history.reports}
                emptyText={t('report.noHistory')}
                onOpen={(row) => go(PATHS.report(row.id))}
              />
            </Card>
            <Card title={t('report.historyActions')}>
              <AuditTable rows={data.history.actions} />
            </Card>
          </Space>
        );
      }}
    </StateView>
  );
}
