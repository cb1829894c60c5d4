import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../i18n/keys.ts';
import { loginPhoneStorage } from '../../session/storage.ts';
import { cx } from '../../ui/attrs.ts';
import { GlobeIcon, HeartIcon } from '../../ui/icons.tsx';
import { useChooseLanguage } from '../../ui/useChooseLanguage.ts';
import { AgreementCheck } from './AgreementCheck.tsx';
import styles from './Login.module.css';
import { OtherMethods } from './OtherMethods.tsx';
import { PasswordLoginForm } from './PasswordLoginForm.tsx';
import { SmsLoginForm } from './SmsLoginForm.tsx';

/** The sign-in screen (SPEC §2): SMS code (with registration), password, and the other methods. */
export function LoginPage() {
  const { t } = useTranslation();
  const [byPassword, setByPassword] = useState(false);
  const [agreed, setAgreed] = useState(true);
  const [registering, setRegistering] = useState(false);
  const [initialPhone] = useState(loginPhoneStorage.get);
  const { language, choose: chooseLanguage } = useChooseLanguage();

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
    <div className={styles.page}>
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
      {registering ? null : <OtherMethods />}
    </div>
  );
}
