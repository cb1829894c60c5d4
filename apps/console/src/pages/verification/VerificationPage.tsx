import { VERIFY, type VerificationItem } from '@kk/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Image, Input, Modal, Pagination, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberCell } from '../../entities/member/MemberCell.tsx';
import { api } from '../../shared/api/api.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { StateView } from '../../shared/ui/StateView.tsx';

const PAGE_SIZE = 10;
const PHOTO = 160;

/**
 * Verified photos' queue (docs/decisions/0091-verified-photos.md): each selfie in its pose beside the member's
 * avatar and album photos, approved at once or rejected with a reason (confirmed first: the member is told and
 * waits a day). Opening the list is audited (viewVerification); the selfie is deleted after the review.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['verifications', page],
    queryFn: () => api.call('consoleGetVerificationList', { page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <Card
      title={t('verification.title')}
      extra={<Typography.Text type="secondary">{t('verification.hint')}</Typography.Text>}
    >
      <StateView query={query} isEmpty={(data) => data.list.length === 0} emptyText={t('verification.empty')}>
        {(data) => (
          <Space orientation="vertical" size="large" style={{ width: '100%' }}>
            {data.list.map((item) => (
              <VerificationCard key={item.id} item={item} />
            ))}
            {data.total > PAGE_SIZE ? (
              <Pagination current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
            ) : null}
          </Space>
        )}
      </StateView>
    </Card>
  );
}

function VerificationCard({ item }: { item: VerificationItem }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const review = useMutation({
    mutationFn: (input: { approve: boolean; reason?: string }) =>
      api.call('consoleReviewVerification', { id: item.id, ...input }),
    onSuccess: (_answer, input) => {
      message.success(input.approve ? t('verification.approved') : t('verification.rejected'));
      setRejecting(false);
      setReason('');
      return queryClient.invalidateQueries({ queryKey: ['verifications'] });
    },
    onError: (error: Error) => message.error(error.message),
  });
  const pose = t(`verification.pose.${item.pose}`);
  const reject = () => {
    const text = reason.trim();
    if (!text) return;
    modal.confirm({
      title: t('verification.rejectConfirmTitle'),
      content: t('verification.rejectConfirm', { reason: text }),
      okButtonProps: { danger: true },
      okText: t('verification.reject'),
      cancelText: t('common.cancel'),
      onOk: () => review.mutateAsync({ approve: false, reason: text }),
    });
  };
  return (
    <Card
      type="inner"
      data-testid="verification"
      title={<MemberCell member={item.member} />}
      extra={<Typography.Text type="secondary">{formatTime(item.create_time)}</Typography.Text>}
      actions={[
        <Button
          key="approve"
          type="primary"
          loading={review.isPending && review.variables?.approve === true}
          onClick={() => review.mutate({ approve: true })}
        >
          {t('verification.approve')}
        </Button>,
        <Button key="reject" danger onClick={() => setRejecting(true)}>
          {t('verification.reject')}
        </Button>,
      ]}
    >
      <Space align="start" size="large" wrap>
        <Space orientation="vertical" size={4}>
          <Typography.Text strong>{t('verification.selfie')}</Typography.Text>
          <Image
            src={item.selfie}
            width={PHOTO * 1.5}
            height={PHOTO * 1.5}
            style={{ objectFit: 'cover' }}
            alt={t('verification.selfieAlt', { pose })}
          />
          <Tag color="blue" data-testid="pose">
            {t('verification.poseLabel', { pose })}
          </Tag>
        </Space>
        <Space orientation="vertical" size={4}>
          <Typography.Text strong>{t('verification.photos')}</Typography.Text>
          <Image.PreviewGroup>
            <Space wrap>
              {item.photos.map((src, index) => (
                <Space key={src} orientation="vertical" size={2}>
                  <Image
                    src={src}
                    width={PHOTO}
                    height={PHOTO}
                    style={{ objectFit: 'cover' }}
                    alt={index === 0 ? t('verification.avatar') : t('verification.photo')}
                  />
                  <Typography.Text type="secondary">
                    {src === item.member.avatar ? t('verification.avatar') : t('verification.photo')}
                  </Typography.Text>
                </Space>
              ))}
            </Space>
          </Image.PreviewGroup>
          <Typography.Text type="secondary">{t('verification.covers')}</Typography.Text>
        </Space>
      </Space>
      <Modal
        open={rejecting}
        title={t('verification.rejectTitle')}
        okText={t('verification.reject')}
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        cancelText={t('common.cancel')}
        onOk={reject}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('verification.reasonHint')}</Typography.Paragraph>
        <Input.TextArea
          aria-label={t('verification.reason')}
          placeholder={t('verification.reasonPlaceholder')}
          value={reason}
          maxLength={VERIFY.reasonMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </Card>
  );
}
