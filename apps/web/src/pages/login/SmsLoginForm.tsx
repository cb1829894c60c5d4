import { maskPhone, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_TYPE } from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateRegistration, validateSmsLogin } from '../../features/auth/forms.ts';
import { useMessageToast } from '../../features/auth/messages.ts';
import { isUnregistered, smsLoginMutation } from '../../features/auth/mutations.ts';
import { PasswordField } from '../../features/auth/PasswordField.tsx';
import { PhoneField } from '../../features/auth/PhoneField.tsx';
import { useLoginSuccess } from '../../features/auth/useLogin.ts';
import { useSendCode } from '../../features/auth/useSendCode.ts';
import { K } from '../../shared/i18n/keys.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { CodeField } from '../../shared/ui/CodeField.tsx';
import styles from './Login.module.css';

interface SmsLoginFormProps {
  initialPhone: string;
  agreed: boolean;
  /** Tells the page that the registration step is showing (it hides the tabs meanwhile). */
  onRegistering: (registering: boolean) => void;
}

/**
 * SMS-code login. An unregistered phone answers -2001 without a toast; the form then asks for a password
 * and sends the same code with it, which creates the account (DESIGN §3).
 */
export function SmsLoginForm({ initialPhone, agreed, onRegistering }: SmsLoginFormProps) {
  const { t } = useTranslation();
  const toastMessage = useMessageToast();
  const loginSuccess = useLoginSuccess();
  const sms = useSendCode(SMS_TYPE.login);
  const [phone, setPhone] = useState(initialPhone);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [registering, setRegistering] = useState(false);
  // Failures are told by the query client (shared/api/report-failure.ts), except -2001, which this form handles.
  const login = useMutation(smsLoginMutation(useQueryClient()));
  const busy = login.isPending;

  const showRegistration = (on: boolean) => {
    setRegistering(on);
    onRegistering(on);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = registering
      ? validateRegistration({ password, agreed })
      : validateSmsLogin({ phone, code, agreed });
    if (problem) return toastMessage(problem);
    login.mutate(
      { phone, code, password: registering ? password : undefined },
      {
        onSuccess: (result) => {
          sms.resetCooldown();
          loginSuccess(result, phone);
        },
        onError: (error) => {
          if (isUnregistered(error) && !registering) showRegistration(true);
        },
      },
    );
  }

  if (registering) {
    return (
      <form className={styles.form} onSubmit={submit} noValidate>
        <h2 className={styles.stepTitle}>{t(K.register.title)}</h2>
        <p className={styles.stepHint}>{t(K.register.hint, { phone: maskPhone(phone) })}</p>
        <PasswordField
          value={password}
          onChange={setPassword}
          label={t(K.register.passwordLabel)}
          placeholder={t(K.register.passwordPlaceholder, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          choosing
        />
        <Button className={styles.submit} type="submit" color="primary" block loading={busy}>
          {t(K.register.submit)}
        </Button>
        <button type="button" className={cx(styles.link, styles.back)} onClick={() => showRegistration(false)}>
          {t(K.register.back)}
        </button>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhoneField value={phone} onChange={setPhone} />
      <CodeField
        value={code}
        onChange={setCode}
        secondsLeft={sms.secondsLeft}
        sending={sms.sending}
        onSend={() => void sms.send(phone)}
      />
      <div className={styles.row}>
        <span>{t(K.login.smsHint)}</span>
      </div>
      <Button className={styles.submit} type="submit" color="primary" block loading={busy}>
        {t(K.login.submit)}
      </Button>
    </form>
  );
}
