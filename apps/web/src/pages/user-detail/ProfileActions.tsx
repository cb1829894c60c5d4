import type { UserDetail } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RelationActions } from '../../features/relation/useRelationActions.ts';
import { K } from '../../shared/i18n/keys.ts';
import { chatPath } from '../../shared/paths.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { ChatIcon, HeartIcon, PlusIcon } from '../../shared/ui/icons.tsx';
import { type MenuItem, MenuSheet } from '../../shared/ui/MenuSheet.tsx';
import styles from './UserDetailPage.module.css';

/** Follow, like and 发消息 (open the conversation) at the bottom of another user's profile. */
export function ProfileActions({ user, actions }: { user: UserDetail; actions: RelationActions }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const following = user.is_follow === 1;
  const zanned = user.is_zan === 1;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={cx(styles.follow, following && styles.followOn)}
        aria-pressed={following}
        disabled={actions.pending.follow}
        onClick={() => void actions.toggleFollow(user)}
      >
        {following ? null : <PlusIcon size={18} />}
        {following ? t(K.relation.following) : t(K.relation.follow)}
      </button>
      <button
        type="button"
        className={cx(styles.zan, zanned && styles.zanOn)}
        aria-pressed={zanned}
        disabled={actions.pending.zan}
        onClick={() => void actions.toggleZan(user)}
      >
        <HeartIcon size={20} fill={zanned ? 'currentColor' : 'none'} />
        {zanned ? t(K.relation.zanned) : t(K.relation.zan)}
      </button>
      <button type="button" className={styles.message} onClick={() => navigate(chatPath(user.id))}>
        <ChatIcon size={20} />
        {t(K.greeting.message)}
      </button>
    </div>
  );
}

/** The profile's "more" menu: pin, no-see, report, block (red, and confirmed before it happens). */
export function ProfileMenu({ open, user, actions, onClose, onReport, onBlocked }: ProfileMenuProps) {
  const { t } = useTranslation();
  const items: MenuItem[] = [
    { key: 'top', text: user.is_top ? t(K.relation.untop) : t(K.relation.top) },
    { key: 'nosee', text: user.is_nosee ? t(K.relation.showAgain) : t(K.relation.noSee) },
    { key: 'report', text: t(K.relation.report) },
    user.is_block
      ? { key: 'unblock', text: t(K.relation.unblock) }
      : { key: 'block', text: t(K.relation.block), danger: true },
  ];
  const pick = (key: string) => {
    if (key === 'top') void actions.toggleTop(user);
    else if (key === 'nosee') void actions.toggleNoSee(user, user.is_nosee === 1);
    else if (key === 'report') onReport();
    else if (key === 'unblock') void actions.unblock(user);
    else if (key === 'block') void actions.block(user).then((done) => done && onBlocked());
  };
  return (
    <MenuSheet
      open={open}
      label={t(K.relation.more)}
      items={items}
      cancelText={t(K.app.cancel)}
      onPick={pick}
      onClose={onClose}
    />
  );
}

interface ProfileMenuProps {
  open: boolean;
  user: UserDetail;
  actions: RelationActions;
  onClose: () => void;
  onReport: () => void;
  /** Blocking takes the person away: the page returns to where the user came from. */
  onBlocked: () => void;
}

/** 关注 12 · 粉丝 3 · 获赞 40: the person's counts. */
export function ProfileCounts({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const counts = [
    [K.relation.followCount, user.follow_count],
    [K.relation.fansCount, user.fans_count],
    [K.relation.zanCount, user.zan_count],
  ] as const;
  return (
    <dl className={styles.counts}>
      {counts.map(([label, count]) => (
        <div key={label} className={styles.count}>
          <dt>{t(label)}</dt>
          <dd>{count}</dd>
        </div>
      ))}
    </dl>
  );
}
