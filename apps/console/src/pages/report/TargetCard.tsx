import { REPORT_TARGET } from '@kk/contract';
import { Alert, Card, Descriptions, Image, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { targetLabel } from '../../entities/report/labels.ts';
import type { ConsoleResponse } from '../../shared/api/api.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { MessageContext } from './MessageContext.tsx';

type Report = ConsoleResponse<'consoleGetReport'>;

/**
 * What was reported, as it was when reported: a message among the ten before and after it; an update or a comment
 * with its images; a profile with its photos. Something revoked, deleted or removed since is marked as a kept copy.
 */
export function TargetCard({
  target,
  context,
  memberId,
}: {
  target: Report['target'];
  context: Report['context'];
  memberId: number;
}) {
  const { t } = useTranslation();
  return (
    <Card title={t('report.target', { type: targetLabel(target.target_type) })} data-testid="evidence">
      {target.gone ? <Alert type="warning" showIcon title={t('report.gone')} style={{ marginBottom: 12 }} /> : null}
      {target.target_type === REPORT_TARGET.message && context.length > 0 ? (
        <MessageContext messages={context} memberId={memberId} reportedText={target.text} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {target.profile ? (
            <Descriptions column={2} size="small" bordered>
              <Descriptions.Item label={t('member.username')}>{target.profile.username}</Descriptions.Item>
              <Descriptions.Item label={t('member.userid')}>{target.profile.userid}</Descriptions.Item>
              <Descriptions.Item label={t('member.age')}>{target.profile.age || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('member.place')}>
                {[target.profile.province, target.profile.city].filter(Boolean).join(' ') || '—'}
              </Descriptions.Item>
            </Descriptions>
          ) : null}
          {target.text ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="target-text">
              {target.text}
            </Typography.Paragraph>
          ) : (
            <Tag>{t('report.noText')}</Tag>
          )}
          {target.images.length > 0 ? (
            <Image.PreviewGroup>
              <Space wrap>
                {target.images.map((src) => (
                  <Image
                    key={src}
                    src={src}
                    width={120}
                    height={120}
                    style={{ objectFit: 'cover' }}
                    alt={t('report.image')}
                  />
                ))}
              </Space>
            </Image.PreviewGroup>
          ) : null}
          <Typography.Text type="secondary">{formatTime(target.create_time)}</Typography.Text>
        </Space>
      )}
    </Card>
  );
}
