import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Card, Col, Descriptions, Image, Row, Space, Statistic, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuditTable } from '../../entities/audit/AuditTable.tsx';
import { StateTags } from '../../entities/member/StateTags.tsx';
import { ReportCaseTable } from '../../entities/report/ReportCaseTable.tsx';
import { ActionBar } from '../../features/moderate/ActionBar.tsx';
import { api } from '../../shared/api/api.ts';
import { go, PATHS } from '../../shared/router/hash-route.ts';
import { isAdmin, useSession } from '../../shared/session/session.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { StateView } from '../../shared/ui/StateView.tsx';
import { MemberRecords } from './MemberRecords.tsx';

const COUNT_KEYS = [
  'follows',
  'fans',
  'updates',
  'comments',
  'messages_sent',
  'reports_made',
  'reports_against',
] as const;

/** A member's page: profile, photos, counts, state, reports by and against them, actions, orders and devices. */
export function MemberPage({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const admin = isAdmin(useSession());
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['member', userId], queryFn: () => api.call('consoleGetMember', { userId }) });

  // Revealing the phone is its own audited call; its answer replaces the masked one in the cache.
  const reveal = async () => {
    const answer = await api.call('consoleGetMember', { userId, revealPhone: true });
    queryClient.setQueryData(['member', userId], answer);
  };

  return (
    <StateView query={query}>
      {(data) => (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card
            title={
              <Space>
                <Button onClick={() => go(PATHS.members)}>{t('common.back')}</Button>
                <Avatar src={data.profile.avatar || undefined}>{data.profile.username.slice(0, 1)}</Avatar>
                {data.profile.username}
                <Typography.Text type="secondary">{data.profile.userid}</Typography.Text>
              </Space>
            }
            extra={<StateTags state={data.state} />}
          >
            <Descriptions column={3} size="small">
              <Descriptions.Item label={t('member.id')}>{data.profile.id}</Descriptions.Item>
              <Descriptions.Item label={t('member.phone')}>
                <Space>
                  <span data-testid="member-phone">{data.phone || '—'}</span>
                  {admin && data.phone.includes('*') ? (
                    <Button size="small" onClick={reveal}>
                      {t('member.reveal')}
                    </Button>
                  ) : null}
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('member.joined')}>{formatTime(data.profile.create_time)}</Descriptions.Item>
              <Descriptions.Item label={t('member.gender')}>
                {t(`gender.${data.profile.gender === 1 ? 'male' : data.profile.gender === 2 ? 'female' : 'unknown'}`)}
              </Descriptions.Item>
              <Descriptions.Item label={t('member.age')}>{data.profile.age || '—'}</Descriptions.Item>
              <Descriptions.Item label={t('member.place')}>
                {[data.profile.province, data.profile.city].filter(Boolean).join(' ') || '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('member.signature')} span={3}>
                {data.profile.signature || '—'}
              </Descriptions.Item>
            </Descriptions>
            <div style={{ marginTop: 16 }}>
              <ActionBar subject={{ userId }} acts={['warn', 'mute', 'suspend', 'ban', 'shadowban', 'lift']} />
            </div>
          </Card>
          <Row gutter={16}>
            {COUNT_KEYS.map((key) => (
              <Col key={key} flex="1">
                <Card size="small">
                  <Statistic title={t(`member.count.${key}`)} value={data.counts[key]} />
                </Card>
              </Col>
            ))}
          </Row>
          <Card title={t('member.photos')}>
            {data.photos.length === 0 ? (
              <Typography.Text type="secondary">{t('member.noPhotos')}</Typography.Text>
            ) : (
              <Image.PreviewGroup>
                <Space wrap>
                  {data.photos.map((photo) => (
                    <Image
                      key={photo.id}
                      src={photo.url}
                      width={120}
                      height={120}
                      style={{ objectFit: 'cover' }}
                      alt={t('member.photo')}
                    />
                  ))}
                </Space>
              </Image.PreviewGroup>
            )}
          </Card>
          <Card>
            <Tabs
              items={[
                {
                  key: 'against',
                  label: t('member.reportsAgainst'),
                  children: (
                    <ReportCaseTable
                      rows={data.reports_against}
                      emptyText={t('member.noReports')}
                      onOpen={(row) => go(PATHS.report(row.id))}
                    />
                  ),
                },
                {
                  key: 'by',
                  label: t('member.reportsBy'),
                  children: (
                    <ReportCaseTable
                      rows={data.reports_by}
                      emptyText={t('member.noReports')}
                      onOpen={(row) => go(PATHS.report(row.id))}
                    />
                  ),
                },
                { key: 'actions', label: t('member.actions'), children: <AuditTable rows={data.actions} /> },
                { key: 'orders', label: t('member.orders'), children: <MemberRecords kind="orders" data={data} /> },
                { key: 'devices', label: t('member.devices'), children: <MemberRecords kind="devices" data={data} /> },
              ]}
            />
          </Card>
        </Space>
      )}
    </StateView>
  );
}
