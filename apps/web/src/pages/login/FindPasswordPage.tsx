import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_TYPE } from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { validateReset } from '../../features/auth/forms.ts';
import { useMessageToast } from '../../features/auth/messages.ts';
import { resetPasswordMutation } from '../../features/auth/mutations.ts';
import { PasswordField } from '../../features/auth/PasswordField.tsx';
import { PhoneField } from '../../features/auth/PhoneField.tsx';
import { useSendCode } from '../../features/auth/useSendCode.ts';
import { CK, K } from '../../shared/i18n/keys.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { PATHS } from '../../shared/paths.ts';
import { loginPhoneStorage } from '../../shared/session/storage.ts';
import { cx } from '../../shared/ui/attrs.ts';
import { CodeField } from '../../shared/ui/CodeField.tsx';
import { NavigationBar } from '../../shared/ui/NavigationBar.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useGoBack } from '../../shared/ui/useGoBack.ts';
import styles from './Login.module.css';

/** Find password: a reset code (sendSms type 2), then resetByPhone, which logs out every device. */
export function FindPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.login);
  const toastMessage = useMessageToast();
  const sms = useSendCode(SMS_TYPE.reset);
  const [phone, setPhone] = useState(loginPhoneStorage.get);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // A failure (wrong or expired code, ...) is told by the query client (shared/api/report-failure.ts).
  const reset = useMutation(resetPasswordMutation(useQueryClient()));
  const busy = reset.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validateReset({ phone, code, password });
    if (problem) return toastMessage(problem);
    reset.mutate(
      { phone, code, password },
      {
        onSuccess: () => {
          sms.resetCooldown();
          loginPhoneStorage.set(phone);
          showToast(messageText(t, CK.login.passwordReset));
          navigate(PATHS.login, { replace: true });
        },
      },
    );
  }

  return (
    <>
      <NavigationBar title={t(K.titles.findPassWord)} backLabel={t(K.app.back)} onBack={goBack} />
      <div className={cx(styles.page, styles.subPage)}>
        <header className={styles.brand}>
          <h2 className={styles.stepTitle}>{t(K.findPassword.heading)}</h2>
          <p className={styles.stepHint}>{t(K.findPassword.hint)}</p>
        </header>
        <form className={styles.form} onSubmit={submit} noValidate>
          <PhoneField value={phone} onChange={setPhone} />
          <CodeField
            value={code}
            onChange={setCode}
            secondsLeft={sms.secondsLeft}
            sending={sms.sending}
            onSend={() => void sms.send(phone)}
          />
          <PasswordField
            value={password}
            onChange={setPassword}
            label={t(K.findPassword.newPasswordLabel)}
            placeholder={t(K.findPassword.newPasswordPlaceholder, {
              min: PASSWORD_MIN_LENGTH,
              max: PASSWORD_MAX_LENGTH,
            })}
            choosing
          />
          <Button className={styles.submit} type="submit" color="primary" block loading={busy}>
            {t(K.findPassword.submit)}
          </Button>
        </form>
      </div>
    </>
  );
}
