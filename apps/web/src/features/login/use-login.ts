import type { LoginResult } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { messageText } from '../../i18n/message.ts';
import { afterLoginPath, REDIRECT_PARAM } from '../../paths.ts';
import { session } from '../../session/session.ts';
import { loginPhoneStorage } from '../../session/storage.ts';
import { showToast } from '../../ui/toast.ts';

/** After any login: keep the session, remember the phone, say so, and go where the user was going (SPEC §2). */
export function useLoginSuccess(): (result: LoginResult, phone?: string) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result, phone) => {
    session.loggedIn(result);
    if (phone) loginPhoneStorage.set(phone);
    showToast(messageText(t, 'login.success'));
    navigate(afterLoginPath(params.get(REDIRECT_PARAM)), { replace: true });
  };
}
