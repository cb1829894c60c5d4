import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userInfoQuery } from '../../entities/user/queries.ts';
import { KkLockPanel } from '../../features/kklock/KkLockPanel.tsx';
import { SystemAvatarPicker } from '../../features/profile-media/SystemAvatarPicker.tsx';
import { MEDIA_SHEET, useProfileMedia } from '../../features/profile-media/useProfileMedia.ts';
import { useUpdatesReport } from '../../features/report/useContentReport.tsx';
import { MyUpdates } from '../../features/updates/MyUpdates.tsx';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { useSession } from '../../shared/session/session.ts';
import { useLogout } from '../../shared/session/useLogout.ts';
import { badgeText, cx } from '../../shared/ui/attrs.ts';
import {
  BlockIcon,
  ChevronRightIcon,
  EditIcon,
  EyeIcon,
  HeartIcon,
  HiddenIcon,
  InfoIcon,
  SettingsIcon,
  WalletIcon,
} from '../../shared/ui/icons.tsx';
import { useTabBadges } from '../../shared/ui/tab-badges.ts';
import { UploadSheet } from '../../shared/upload/UploadSheet.tsx';
import { BellIcon } from './BellIcon.tsx';
import styles from './MePage.module.css';
import { MeWallet } from './MeWallet.tsx';
import { MyAlbum } from './MyAlbum.tsx';
import { MyCounts } from './MyCounts.tsx';
import { ProfileHeader } from './ProfileHeader.tsx';
import { VerifyEntry } from './VerifyEntry.tsx';

/**
 * The me tab: background, avatar, the notification centre (with its unread count), matches and visitors,
 * album, the personal pages, settings and logout. 编辑资料 opens the profile
 * editor; 设置 and the gear open the app's settings (two ways to one place, as users look for both). Following, followers and
 * likes counts (MyCounts) open their lists.
 */
export function MePage() {
  const { t } = useTranslation();
  const updatesReports = useUpdatesReport();
  const navigate = useNavigate();
  const logout = useLogout();
  const { user: sessionUser } = useSession();
  const user = useQuery(userInfoQuery(sessionUser)).data ?? sessionUser;
  const media = useProfileMedia();
  const unreadNotices = useTabBadges().me ?? 0;

  // Real buttons (antd-mobile's List.Item is an anchor without href: no keyboard focus, no button role).
  const entry = (icon: ReactNode, label: string, path: string, count = 0) => (
    <li>
      <button type="button" className={styles.entry} onClick={() => navigate(path)}>
        <span className={styles.itemIcon}>{icon}</span>
        <span className={styles.entryLabel}>{label}</span>
        {count > 0 ? (
          <output className={styles.entryCount} aria-label={t(K.notice.meUnread, { count })}>
            {badgeText(count)}
          </output>
        ) : null}
        <ChevronRightIcon size={16} className={styles.entryChevron} />
      </button>
    </li>
  );

  return (
    <div className={styles.page}>
      <ProfileHeader user={user} onOpen={media.open} />
      {user ? <MyCounts userId={user.id} /> : null}
      {user ? <MyAlbum userId={user.id} /> : null}
      <ul className={cx(styles.card, styles.entries)}>
        {entry(<BellIcon size={20} />, t(K.notice.meEntry), PATHS.notice, unreadNotices)}
        {entry(<HeartIcon size={20} />, t(K.notice.meMatches), PATHS.match)}
        {entry(<EyeIcon size={20} />, t(K.notice.meVisitors), PATHS.visitor)}
        {user ? <VerifyEntry /> : null}
      </ul>
      {user ? <KkLockPanel /> : null}
      {user ? <MeWallet /> : null}
      {user ? <MyUpdates userId={user.id} reports={updatesReports} /> : null}
      <ul className={cx(styles.card, styles.entries)}>
        {entry(<EditIcon size={20} />, t(K.me.editProfile), PATHS.editProfile)}
        {entry(<BlockIcon size={20} />, t(K.me.blockList), PATHS.block)}
        {entry(<HiddenIcon size={20} />, t(K.me.noSeeList), PATHS.nosee)}
        {entry(<WalletIcon size={20} />, t(K.me.rechargeRecords), PATHS.rechargeRecords)}
        {entry(<InfoIcon size={20} />, t(K.safety.title), PATHS.safety)}
        {entry(<SettingsIcon size={20} />, t(K.me.settings), PATHS.userSetting)}
      </ul>
      <button type="button" className={styles.logout} onClick={() => void logout()}>
        {t(K.me.logout)}
      </button>
      <SystemAvatarPicker
        open={media.sheet === MEDIA_SHEET.system}
        current={user?.avatar ?? ''}
        onChoose={(url) => void media.chooseSystemAvatar(url)}
        onClose={media.close}
      />
      <UploadSheet
        open={media.sheet === MEDIA_SHEET.avatar}
        title={t(K.upload.avatarTitle)}
        uploader={media.avatarUploader}
        saving={media.saving}
        onClose={media.close}
      />
      <UploadSheet
        open={media.sheet === MEDIA_SHEET.background}
        title={t(K.upload.backgroundTitle)}
        uploader={media.backgroundUploader}
        saving={media.saving}
        onClose={media.close}
      />
    </div>
  );
}
