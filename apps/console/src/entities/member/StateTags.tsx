import type { MemberState } from '@kk/contract';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';

/** The sanctions in force on a member, as tags (their ends in local time); "normal" when there are none. */
export function StateTags({ state, now = Date.now() }: { state: MemberState; now?: number }) {
  const { t } = useTranslation();
  const tags = [];
  if (state.banned)
    tags.push(
      <Tag key="banned" color="red">
        {t('state.banned')}
      </Tag>,
    );
  if (state.suspended_until > now) {
    tags.push(
      <Tag key="suspended" color="volcano">
        {t('state.suspendedUntil', { time: formatTime(state.suspended_until) })}
      </Tag>,
    );
  }
  if (state.muted_until > now) {
    tags.push(
      <Tag key="muted" color="orange">
        {t('state.mutedUntil', { time: formatTime(state.muted_until) })}
      </Tag>,
    );
  }
  if (state.shadowbanned)
    tags.push(
      <Tag key="shadow" color="purple">
        {t('state.shadowbanned')}
      </Tag>,
    );
  if (state.held)
    tags.push(
      <Tag key="held" color="gold">
        {t('state.held')}
      </Tag>,
    );
  if (state.deleted) tags.push(<Tag key="deleted">{t('state.deleted')}</Tag>);
  if (tags.length === 0)
    tags.push(
      <Tag key="normal" color="green">
        {t('state.normal')}
      </Tag>,
    );
  return (
    <Space size={[0, 4]} wrap>
      {tags}
    </Space>
  );
}
