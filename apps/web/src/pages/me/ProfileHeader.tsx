import type { UserInfo } from '@kk/contract';
import { maskPhone } from '@kk/contract';
import { useQuery } from '@tanstack/react-query';
import ActionSheet from 'antd-mobile/es/components/action-sheet';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { VerifiedMark } from '../../entities/person/VerifiedMark.tsx';
import { backgroundQuery } from '../../entities/user/queries.ts';
import { MEDIA_SHEET, type MediaSheet } from '../../features/profile-media/useProfileMedia.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS, userDetailPath } from '../../shared/paths.ts';
import { cx, VISUALLY_HIDDEN } from '../../shared/ui/attrs.ts';
import { CachedImage } from '../../shared/ui/CachedImage.tsx';
import { CameraIcon, EyeIcon, SettingsIcon } from '../../shared/ui/icons.tsx';
import styles from './MePage.module.css';

interface ProfileHeaderProps {
  user: UserInfo | null;
  onOpen: (sheet: MediaSheet) => void;
}

/** The top of the me tab: background, avatar, name, account number, masked phone, signature. */
export function ProfileHeader({ user, onOpen }: ProfileHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const background = useQuery(backgroundQuery()).data?.url ?? '';
  const name = user?.username ?? t(K.app.name);

  const chooseAvatar = () => {
    const sheet = ActionSheet.show({
      extra: t(K.avatar.change),
      cancelText: t(K.app.cancel),
      actions: [
        { key: MEDIA_SHEET.system, text: t(K.avatar.system), onClick: () => pick(MEDIA_SHEET.system) },
        { key: MEDIA_SHEET.avatar, text: t(K.avatar.upload), onClick: () => pick(MEDIA_SHEET.avatar) },
      ],
    });
    const pick = (next: MediaSheet) => {
      sheet.close();
      onOpen(next);
    };
  };

  return (
    <header className={cx(styles.profile, background && styles.withBackground)}>
      {background ? <CachedImage src={background} alt={''} className={styles.background} /> : null}
      <div className={styles.topRow}>
        <button
          type="button"
          className={styles.roundButton}
          aria-label={t(K.background.change)}
          onClick={() => onOpen(MEDIA_SHEET.background)}
        >
          <CameraIcon size={20} />
        </button>
        <button
          type="button"
          className={styles.roundButton}
          aria-label={t(K.me.settings)}
          onClick={() => navigate(PATHS.userSetting)}
        >
          <SettingsIcon size={20} />
        </button>
      </div>
      <div className={styles.identity}>
        <button type="button" className={styles.avatarButton} aria-label={t(K.avatar.change)} onClick={chooseAvatar}>
          <Avatar url={user?.avatar} name={name} label={t(K.me.avatar, { name })} />
          <span className={styles.avatarBadge} aria-hidden={true}>
            <CameraIcon size={12} />
          </span>
        </button>
        <div className={styles.who}>
          <h1 className={styles.name}>
            {name}
            <VerifiedMark verified={user?.verified} size={18} />
          </h1>
          <p className={styles.phone}>
            {user?.userid ? t(K.me.userid, { userid: user.userid }) : null}
            {user?.phone ? <span className={styles.dot}>{maskPhone(user.phone)}</span> : t(K.me.noPhone)}
          </p>
        </div>
      </div>
      <p className={styles.signature}>{user?.signature || t(K.me.signatureEmpty)}</p>
      {user ? (
        <button type="button" className={styles.previewChip} onClick={() => navigate(userDetailPath(user.id))}>
          <EyeIcon size={16} />
          {t(K.me.previewProfile)}
        </button>
      ) : null}
    </header>
  );
}

/** The user's avatar, or a placeholder with the first letter of the name until one is chosen. */
export function Avatar({ url, name, label }: { url?: string; name: string; label: string }) {
  return (
    <div className={styles.avatar}>
      {url ? (
        <img src={url} alt={label} />
      ) : (
        <>
          <span aria-hidden={true}>{Array.from(name.trim())[0]}</span>
          <span className={VISUALLY_HIDDEN}>{label}</span>
        </>
      )}
    </div>
  );
}
