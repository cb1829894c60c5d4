import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { SANCTION_CODES } from '../../features/auth/mutations.ts';
import { landingPath } from '../../features/auth/useLogin.ts';
import { ApiError } from '../../shared/api/api.ts';
import { K } from '../../shared/i18n/keys.ts';
import { REDIRECT_PARAM } from '../../shared/paths.ts';
import { sessionEndedNotice } from '../../shared/session/ended-notice.ts';
import { useSession } from '../../shared/session/session.ts';
import { SESSION } from '../../shared/session/session-store.ts';
import { loginPhoneStorage } from '../../shared/session/storage.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { GlobeIcon, HeartIcon } from '../../shared/ui/icons.tsx';
import { Splash } from '../../shared/ui/Splash.tsx';
import { useChooseLanguage } from '../../shared/ui/useChooseLanguage.ts';
import { AgreementCheck } from './AgreementCheck.tsx';
import styles from './Login.module.css';
import { OtherMethods } from './OtherMethods.tsx';
import { PasswordLoginForm } from './PasswordLoginForm.tsx';
import { SmsLoginForm } from './SmsLoginForm.tsx';

/**
 * The sign-in screen (SPEC §2): SMS code (with registration), password, and the other methods. Someone already
 * logged in has nothing to do here and goes where a login would have taken them (home, or the redirect).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const [params] = useSearchParams();
  const [byPassword, setByPassword] = useState(false);
  const [agreed, setAgreed] = useState(true);
  const [registering, setRegistering] = useState(false);
  const [initialPhone] = useState(loginPhoneStorage.get);
  const { language, choose: chooseLanguage } = useChooseLanguage();
  const page = useRef<HTMLDivElement>(null);
  // A suspension or a ban: told by the chat socket as it ended the session, or by a refused login here. Shown on
  // this visit of the page, in the server's words (until when).
  const [ended, setEnded] = useState(sessionEndedNotice.get);
  useEffect(() => sessionEndedNotice.clear(), []);
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error = event.action.error;
        if (error instanceof ApiError && SANCTION_CODES.includes(error.code)) setEnded(error.message);
      }),
    [queryClient],
  );

  // A stored token is still being checked: wait rather than show a form that may vanish a moment later.
  if (status === SESSION.checking) return <Splash label={t(K.app.loading)} />;
  if (status === SESSION.loggedIn) return <Navigate replace to={landingPath(user, params.get(REDIRECT_PARAM))} />;

  // From the one-tap note: the SMS form, with the cursor in its phone field (the form is the first on screen).
  const switchToSms = () => {
    setByPassword(false);
    requestAnimationFrame(() => page.current?.querySelector<HTMLInputElement>('input[type="tel"]')?.focus());
  };

  const tab = (password: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={byPassword === password}
      className={cx(styles.tab, byPassword === password && styles.tabActive)}
      onClick={() => setByPassword(password)}
    >
      {label}
    </button>
  );

  return (
    <div className={styles.page} ref={page}>
      <button type="button" className={styles.language} onClick={chooseLanguage}>
        <GlobeIcon size={16} />
        {t(K.languages[language])}
      </button>
      <header className={styles.brand}>
        <div className={styles.logo}>
          <HeartIcon size={30} />
        </div>
        <h1 className={styles.welcome}>{t(K.login.welcome)}</h1>
        <p className={styles.slogan}>{t(K.login.slogan)}</p>
      </header>
      {ended ? (
        <p className={styles.ended} role="alert">
          {ended}
        </p>
      ) : null}
      {registering ? null : (
        <div className={styles.tabs}>
          {tab(false, t(K.login.smsTab))}
          {tab(true, t(K.login.passwordTab))}
        </div>
      )}
      {byPassword ? (
        <PasswordLoginForm initialPhone={initialPhone} agreed={agreed} />
      ) : (
        <SmsLoginForm initialPhone={initialPhone} agreed={agreed} onRegistering={setRegistering} />
      )}
      <AgreementCheck checked={agreed} onChange={setAgreed} />
      {registering ? null : <OtherMethods agreed={agreed} onUseSms={switchToSms} />}
    </div>
  );
}
