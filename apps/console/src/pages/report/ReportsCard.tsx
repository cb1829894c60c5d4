import { Card, Empty, Image, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MemberCell } from '../../entities/member/MemberCell.tsx';
import { reasonLabel } from '../../entities/report/labels.ts';
import type { ConsoleResponse } from '../../shared/api/api.ts';
import { formatTime } from '../../shared/ui/format.ts';

type Reports = ConsoleResponse<'consoleGetReport'>['reports'];

/** Every report on the target: who, why, what they wrote, their screenshots. */
export function ReportsCard({ reports }: { reports: Reports }) {
  const { t } = useTranslation();
  return (
    <Card title={t('report.reports', { count: reports.length })} data-testid="reports">
      {reports.length === 0 ? (
        <Empty description={t('report.noReports')} />
      ) : (
        <List
          itemLayout="vertical"
          dataSource={reports}
          renderItem={(entry) => (
            <List.Item key={entry.id}>
              <Space orientation="vertical" size={4} style={{ width: '100%' }}>
                <Space wrap>
                  {entry.automatic === 1 ? (
                    <Tag color="orange" data-testid="automatic-report">
                      {t('report.automatic')}
                    </Tag>
                  ) : entry.reporter ? (
                    <MemberCell member={entry.reporter} />
                  ) : (
                    <Tag>{t('report.reporterGone')}</Tag>
                  )}
                  <Tag color="red">{reasonLabel(entry.reason)}</Tag>
                  <Typography.Text type="secondary">{formatTime(entry.create_time)}</Typography.Text>
                </Space>
                {/* An automatic report lists the messages that set it off, one a line. */}
                {entry.content ? (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-line' }}>{entry.content}</Typography.Paragraph>
                ) : null}
                {entry.images.length > 0 ? (
                  <Image.PreviewGroup>
                    <Space wrap>
                      {entry.images.map((src) => (
                        <Image
                          key={src}
                          src={src}
                          width={96}
                          height={96}
                          style={{ objectFit: 'cover' }}
                          alt={t('report.screenshot')}
                        />
                      ))}
                    </Space>
                  </Image.PreviewGroup>
                ) : null}
              </Space>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
