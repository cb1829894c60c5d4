// The notice settings: which kinds of notice Web Push announces while you are away (push_types), and for VIP
// members 隐藏我的访问记录 (hide_visits); a non-VIP sees that switch disabled with the way to VIP. Each switch saves
// at once (saveNoticeSetting); a refusal is told with the catalogue's message (shared/api/report-failure.ts)
// and the switch stays where the server has it.
import { NOTICE_TYPES, type NoticeSetting, type NoticeType } from '@kk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Switch from 'antd-mobile/es/components/switch';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withPushType } from '../../entities/notice/kinds.ts';
import { saveNoticeSettingMutation } from '../../entities/notice/mutations.ts';
import { noticeSettingQuery } from '../../entities/notice/queries.ts';
import { payInfoQuery } from '../../entities/order/queries.ts';
import { isVipActive } from '../../entities/order/vip.ts';
import { VipBadge } from '../../features/pay/VipInvite.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { RefreshIcon } from '../../shared/ui/icons.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import styles from './NoticeSettingPage.module.css';

const TYPE_LABEL = {
  zan_user: K.noticeSetting.type_zan_user,
  zan_updates: K.noticeSetting.type_zan_updates,
  comment: K.noticeSetting.type_comment,
  reply: K.noticeSetting.type_reply,
  follow: K.noticeSetting.type_follow,
  match: K.noticeSetting.type_match,
  visit: K.noticeSetting.type_visit,
  system: K.noticeSetting.type_system,
} as const satisfies Record<NoticeType, string>;

export function NoticeSettingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewerId = useSession().user?.id ?? 0;
  const setting = useQuery(noticeSettingQuery(viewerId));
  const vip = isVipActive(useQuery(payInfoQuery(viewerId)).data, Date.now());
  const save = useMutation(saveNoticeSettingMutation(queryClient, viewerId));

  if (setting.isPending) {
    return (
      <output className={styles.loading} aria-label={t(K.app.loading)}>
        <Spinner />
      </output>
    );
  }
  if (setting.isError) {
    return (
      <EmptyState
        icon={<RefreshIcon size={40} />}
        title={t(K.noticeSetting.loadFailedTitle)}
        body={t(K.noticeSetting.loadFailedBody)}
        actionLabel={t(K.app.retry)}
        onAction={() => void setting.refetch()}
      />
    );
  }
  const current: NoticeSetting = setting.data;
  const change = (next: Partial<NoticeSetting>) =>
    save.mutate(next, { onSuccess: () => showToast(t(K.noticeSetting.saved)) });

  return (
    <div className={styles.page}>
      <section className={styles.group} aria-label={t(K.noticeSetting.pushTitle)}>
        <h2 className={styles.groupTitle}>{t(K.noticeSetting.pushTitle)}</h2>
        <p className={styles.groupHint}>{t(K.noticeSetting.pushBody)}</p>
        <div className={styles.rows}>
          {NOTICE_TYPES.map((type) => (
            <div key={type} className={styles.row}>
              <span className={styles.text}>{t(TYPE_LABEL[type])}</span>
              <Switch
                checked={current.push_types.includes(type)}
                disabled={save.isPending}
                aria-label={t(TYPE_LABEL[type])}
                onChange={(on) => change({ push_types: withPushType(current.push_types, type, on) })}
              />
            </div>
          ))}
        </div>
      </section>
      <section className={styles.group} aria-label={t(K.noticeSetting.privacyTitle)}>
        <h2 className={styles.groupTitle}>{t(K.noticeSetting.privacyTitle)}</h2>
        <div className={styles.rows}>
          <div className={styles.row}>
            <span className={styles.text}>
              <span>
                {t(K.noticeSetting.hideVisits)}
                <VipBadge />
              </span>
              <span className={styles.hint}>
                {vip ? t(K.noticeSetting.hideVisitsBody) : t(K.noticeSetting.vipOnly)}
              </span>
            </span>
            <Switch
              checked={current.hide_visits === 1}
              disabled={!vip || save.isPending}
              aria-label={t(K.noticeSetting.hideVisits)}
              onChange={(on) => change({ hide_visits: on ? 1 : 0 })}
            />
          </div>
          {vip ? null : (
            <button type="button" className={styles.vipLink} onClick={() => navigate(PATHS.recharge)}>
              {t(K.vip.inviteAction)}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
