import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userInfoQuery } from '../../entities/user/queries.ts';
import { K } from '../../shared/i18n/keys.ts';
import { useSession } from '../../shared/session/session.ts';
import { Splash } from '../../shared/ui/Splash.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import styles from './UserSettingPage.module.css';

/**
 * Editing the profile (me → 编辑资料), apart from the app's settings (me → 设置, /pages/userSetting/userSetting),
 * so that each entry of the me tab opens what it says (docs/decisions/0069-web-me-settings-and-profile-form.md).
 */
export function ProfileEditPage() {
  const { t } = useTranslation();
  const { user: sessionUser } = useSession();
  const user = useQuery(userInfoQuery(sessionUser)).data ?? sessionUser;
  if (!user) return <Splash label={t(K.app.loading)} />;
  return (
    <div className={styles.page}>
      <ProfileForm user={user} />
    </div>
  );
}
