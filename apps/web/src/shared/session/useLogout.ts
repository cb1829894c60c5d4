import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../paths.ts';
import { confirmDestructive } from '../ui/confirm.ts';
import { session } from './session.ts';

/** Logout behind a confirmation; inside WeChat the session refuses it with SPEC §4's message. */
export function useLogout(): () => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async () => {
    const confirmed = await confirmDestructive({
      title: t('me.logoutConfirmTitle'),
      content: t('me.logoutConfirmBody'),
      confirmText: t('me.logoutConfirm'),
      cancelText: t('app.cancel'),
    });
    if (!confirmed) return;
    if (await session.logout()) navigate(PATHS.login, { replace: true });
  };
}
