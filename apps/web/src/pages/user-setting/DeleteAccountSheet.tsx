import {
  checkCode,
  checkNewPassword,
  checkPassword,
  MESSAGE_VARS,
  type MessageKey,
  maskPhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../features/auth/PasswordField.tsx';
import { useCodeSender } from '../../features/auth/useSendCode.ts';
import { K } from '../../shared/i18n/keys.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { CodeField } from '../../shared/ui/CodeField.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { deleteAccountMutation, initPasswordMutation, sendDeletionCodeMutation } from './account.ts';
import styles from './DeleteAccountSheet.module.css';

interface DeleteAccountSheetProps {
  open: boolean;
  /** '' for an account made by Alipay or Apple login: it confirms with its password instead of a code. */
  phone: string;
  hasPassword: number;
  /** What else goes with the account (coins, VIP days), '' when nothing. */
  loss: string;
  onClose: () => void;
}

/**
 * Account deletion by SMS code (SPEC §1, DESIGN §3): send a delete-purpose code (60 s cooldown like login),
 * type it, delete. An account without a phone types its password instead, and one without a password yet sets
 * one here first (initPassword), so no account is left unable to leave. Then the app forgets the session and
 * shows login with account.deleted.
 */
export function DeleteAccountSheet({ open, phone, hasPassword, loss, onClose }: DeleteAccountSheetProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { secondsLeft, sending, send } = useCodeSender(sendDeletionCodeMutation());
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // Wrong code or password: the query client tells it (shared/api/report-failure.ts); the input stays for correcting.
  const deletion = useMutation(deleteAccountMutation(queryClient, t));
  const passwordSetting = useMutation(initPasswordMutation(queryClient, t));
  // Still deleting once it succeeded: the app is on its way to login.
  const deleting = deletion.isPending || deletion.isSuccess;
  const byPassword = phone === '';
  const needsPassword = byPassword && !hasPassword;
  const refuse = (problem: MessageKey) => showToast(messageText(t, problem, MESSAGE_VARS[problem]));

  const submit = () => {
    if (deleting) return;
    if (byPassword) {
      const problem = checkPassword(password);
      if (problem) return refuse(problem);
      return deletion.mutate({ password });
    }
    const problem = checkCode(code);
    if (problem) return refuse(problem);
    deletion.mutate({ code });
  };

  // The new password is typed again to confirm the deletion: setting it is not consent to delete.
  const setFirstPassword = () => {
    if (passwordSetting.isPending) return;
    const problem = checkNewPassword(password);
    if (problem) return refuse(problem);
    passwordSetting.mutate(password, { onSuccess: () => setPassword('') });
  };

  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName={styles.body}>
      <section className={styles.sheet} aria-label={t(K.deleteAccount.title)}>
        <h2 className={styles.title}>{t(K.deleteAccount.title)}</h2>
        <p className={styles.warning}>{t(K.deleteAccount.confirmBody)}</p>
        {loss ? <p className={styles.warning}>{loss}</p> : null}
        {needsPassword ? (
          <>
            <p className={styles.sendTo}>{t(K.deleteAccount.noPasswordHint)}</p>
            <div className={styles.codeRow}>
              <PasswordField
                value={password}
                onChange={setPassword}
                label={t(K.deleteAccount.passwordLabel)}
                placeholder={t(K.deleteAccount.newPasswordPlaceholder, {
                  min: PASSWORD_MIN_LENGTH,
                  max: PASSWORD_MAX_LENGTH,
                })}
                choosing
              />
            </div>
            <button
              type="button"
              className={styles.setPassword}
              disabled={passwordSetting.isPending}
              onClick={setFirstPassword}
            >
              {t(K.deleteAccount.setPassword)}
            </button>
          </>
        ) : byPassword ? (
          <>
            <p className={styles.sendTo}>{t(K.deleteAccount.passwordHint)}</p>
            <div className={styles.codeRow}>
              <PasswordField
                value={password}
                onChange={setPassword}
                label={t(K.deleteAccount.passwordLabel)}
                placeholder={t(K.deleteAccount.passwordPlaceholder)}
              />
            </div>
          </>
        ) : (
          <>
            <p className={styles.sendTo}>{t(K.deleteAccount.sendTo, { phone: maskPhone(phone) })}</p>
            <CodeField
              className={styles.codeRow}
              value={code}
              onChange={setCode}
              secondsLeft={secondsLeft}
              sending={sending}
              onSend={() => send()}
            />
          </>
        )}
        {needsPassword ? null : (
          <button type="button" className={styles.submit} disabled={deleting} onClick={() => void submit()}>
            {t(K.deleteAccount.submit)}
          </button>
        )}
        <button type="button" className={styles.cancel} onClick={onClose}>
          {t(K.app.cancel)}
        </button>
        <p className={styles.note}>{t(K.deleteAccount.warning)}</p>
      </section>
    </Popup>
  );
}
