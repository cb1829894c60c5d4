import { isProfileComplete, type LoginResult, type UserInfo } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { messageText } from '../../shared/i18n/message.ts';
import { afterLoginPath, onboardingPath, REDIRECT_PARAM } from '../../shared/paths.ts';
import { session } from '../../shared/session/session.ts';
import { loginPhoneStorage } from '../../shared/session/storage.ts';
import { showToast } from '../../shared/ui/toast.ts';

/**
 * Where a login lands: onboarding while the profile is incomplete (a new account, or one that never finished
 * it; DESIGN §3), else where the user was going.
 */
export function landingPath(user: UserInfo | null, redirect: string | null): string {
  return !user || isProfileComplete(user) ? afterLoginPath(redirect) : onboardingPath(undefined, redirect);
}

/**
 * After any login: keep the session, remember the phone, say so, and go where the user was going (SPEC §2),
 * through onboarding while the profile is incomplete.
 */
export function useLoginSuccess(): (result: LoginResult, phone?: string) => void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (result, phone) => {
    session.loggedIn(result);
    if (phone) loginPhoneStorage.set(phone);
    showToast(messageText(t, 'login.success'));
    navigate(landingPath(result.user, params.get(REDIRECT_PARAM)), { replace: true });
  };
}
