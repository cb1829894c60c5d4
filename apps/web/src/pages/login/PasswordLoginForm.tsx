import { PHONE_PATTERN } from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { validatePasswordLogin } from '../../features/auth/forms.ts';
import { useMessageToast } from '../../features/auth/messages.ts';
import { passwordLoginMutation } from '../../features/auth/mutations.ts';
import { PasswordField } from '../../features/auth/PasswordField.tsx';
import { useLoginSuccess } from '../../features/auth/useLogin.ts';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import fieldStyles from '../../shared/ui/Field.module.css';
import styles from './Login.module.css';

/** Account and password login: the account is the phone number or the username (DESIGN §3). */
export function PasswordLoginForm({ initialPhone, agreed }: { initialPhone: string; agreed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toastMessage = useMessageToast();
  const loginSuccess = useLoginSuccess();
  const [username, setUsername] = useState(initialPhone);
  const [password, setPassword] = useState('');
  // A failure (账号或密码错误 and the like) is told by the query client (shared/api/report-failure.ts).
  const login = useMutation(passwordLoginMutation(useQueryClient()));
  const busy = login.isPending;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = validatePasswordLogin({ username, password, agreed });
    if (problem) return toastMessage(problem);
    const account = username.trim();
    login.mutate(
      { username: account, password },
      { onSuccess: (result) => loginSuccess(result, PHONE_PATTERN.test(account) ? account : undefined) },
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={fieldStyles.field}>
        <Input
          className={fieldStyles.input}
          autoComplete="username"
          clearable
          value={username}
          onChange={setUsername}
          placeholder={t(K.login.usernamePlaceholder)}
          aria-label={t(K.login.usernameLabel)}
        />
      </div>
      <PasswordField
        value={password}
        onChange={setPassword}
        label={t(K.login.passwordLabel)}
        placeholder={t(K.login.passwordPlaceholder)}
      />
      <div className={styles.row}>
        <span />
        <button type="button" className={styles.link} onClick={() => navigate(PATHS.findPassWord)}>
          {t(K.login.forgotPassword)}
        </button>
      </div>
      <Button className={styles.submit} type="submit" color="primary" block loading={busy}>
        {t(K.login.submit)}
      </Button>
    </form>
  );
}
