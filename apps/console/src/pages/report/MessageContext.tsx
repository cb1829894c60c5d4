import { Image, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConsoleResponse } from '../../shared/api/api.ts';
import { formatTime } from '../../shared/ui/format.ts';

type ContextMessage = ConsoleResponse<'consoleGetReport'>['context'][number];

/** The conversation around a reported message, in the order sent: the reported one highlighted, revoked ones marked. */
export function MessageContext({
  messages,
  memberId,
  reportedText,
}: {
  messages: ContextMessage[];
  memberId: number;
  /** The kept text of the reported message (the target's), shown should its line in the context be empty. */
  reportedText: string;
}) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      dataSource={messages}
      renderItem={(message) => (
        <List.Item
          key={message.message_id}
          className={message.reported ? 'kk-reported' : undefined}
          data-testid={message.reported ? 'reported-message' : 'context-message'}
        >
          <Space orientation="vertical" size={2} style={{ width: '100%' }}>
            <Space wrap>
              <Tag color={message.from_user_id === memberId ? 'red' : 'default'}>
                {message.from_user_id === memberId ? t('report.fromMember') : t('report.fromOther')}
              </Tag>
              {message.reported ? <Tag color="magenta">{t('report.reportedMessage')}</Tag> : null}
              {message.revoked ? <Tag color="orange">{t('report.revoked')}</Tag> : null}
              <Typography.Text type="secondary">{formatTime(message.create_time)}</Typography.Text>
            </Space>
            {message.content || (message.reported && reportedText) ? (
              <Typography.Text>{message.content || reportedText}</Typography.Text>
            ) : null}
            {message.images.length > 0 ? (
              <Space wrap>
                {message.images.map((src) => (
                  <Image
                    key={src}
                    src={src}
                    width={80}
                    height={80}
                    style={{ objectFit: 'cover' }}
                    alt={t('report.image')}
                  />
                ))}
              </Space>
            ) : null}
          </Space>
        </List.Item>
      )}
    />
  );
}
