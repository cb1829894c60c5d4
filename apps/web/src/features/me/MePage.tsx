import { maskPhone } from '@kk/contract';
import { useQuery } from '@tanstack/react-query';
import List from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { useSession } from '../../session/session.ts';
import { useLogout } from '../../session/useLogout.ts';
import { BUTTON } from '../../ui/attrs.ts';
import { BlockIcon, EditIcon, HiddenIcon, SettingsIcon, WalletIcon } from '../../ui/icons.tsx';
import { Avatar } from './Avatar.tsx';
import styles from './MePage.module.css';
import { userInfoQuery } from './queries.ts';

/** The me tab: who is logged in (getUserInfo), the personal pages, settings and logout. */
export function MePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { user: sessionUser } = useSession();
  const user = useQuery(userInfoQuery(sessionUser)).data ?? sessionUser;
  const name = user?.username ?? t(K.app.name);

  const entry = (icon: ReactNode, label: string, path: string) => (
    <List.Item prefix={<span className={styles.itemIcon}>{icon}</span>} onClick={() => navigate(path)}>
      {label}
    </List.Item>
  );

  return (
    <div className={styles.page}>
      <header className={styles.profile}>
        <div className={styles.topRow}>
          <button
            {...BUTTON}
            className={styles.settings}
            aria-label={t(K.me.settings)}
            onClick={() => navigate(PATHS.userSetting)}
          >
            <SettingsIcon />
          </button>
        </div>
        <div className={styles.identity}>
          <Avatar url={user?.avatar} name={name} label={t(K.me.avatar, { name })} />
          <div>
            <h1 className={styles.name}>{name}</h1>
            <p className={styles.phone}>{user?.phone ? maskPhone(user.phone) : t(K.me.noPhone)}</p>
          </div>
        </div>
      </header>
      <div className={styles.card}>
        <List>
          {entry(<EditIcon size={20} />, t(K.me.myUpdates), PATHS.myWrite)}
          {entry(<BlockIcon size={20} />, t(K.me.blockList), PATHS.block)}
          {entry(<HiddenIcon size={20} />, t(K.me.noSeeList), PATHS.nosee)}
          {entry(<WalletIcon size={20} />, t(K.me.rechargeRecords), PATHS.rechargeRecords)}
          {entry(<SettingsIcon size={20} />, t(K.me.settings), PATHS.userSetting)}
        </List>
      </div>
      <button {...BUTTON} className={styles.logout} onClick={() => void logout()}>
        {t(K.me.logout)}
      </button>
    </div>
  );
}
