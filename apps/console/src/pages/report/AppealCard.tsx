import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleResponse } from '../../shared/api/api.ts';
import { formatTime } from '../../shared/ui/format.ts';

type Appeal = NonNullable<ConsoleResponse<'consoleGetReport'>['appeal']>;

/** A member's appeal: what was done to them and why, and what they answer. Lift accepts it, dismiss refuses it. */
export function AppealCard({ appeal }: { appeal: Appeal }) {
  const { t } = useTranslation();
  return (
    <Card title={t('report.appeal')}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('report.appealed')}>{t(`auditAction.${appeal.action}`)}</Descriptions.Item>
        <Descriptions.Item label={t('audit.column.reason')}>{appeal.reason}</Descriptions.Item>
        {appeal.until ? (
          <Descriptions.Item label={t('report.until')}>{formatTime(appeal.until)}</Descriptions.Item>
        ) : null}
        <Descriptions.Item label={t('report.appealTime')}>{formatTime(appeal.create_time)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ marginTop: 16, whiteSpace: 'pre-wrap' }}>{appeal.content}</Typography.Paragraph>
    </Card>
  );
}
