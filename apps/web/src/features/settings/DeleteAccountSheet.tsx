import { checkCode, MESSAGE_VARS, maskPhone } from '@kk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Popup from 'antd-mobile/es/components/popup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { K } from '../../i18n/keys.ts';
import { messageText } from '../../i18n/message.ts';
import { CodeField } from '../../ui/CodeField.tsx';
import { showToast } from '../../ui/toast.ts';
import { useCodeSender } from '../login/use-send-code.ts';
import { deleteAccountMutation, sendDeletionCodeMutation } from './account.ts';
import styles from './DeleteAccountSheet.module.css';

interface DeleteAccountSheetProps {
  open: boolean;
  phone: string;
  onClose: () => void;
}

/**
 * Account deletion by SMS code (SPEC §1, DESIGN §3): send a delete-purpose code (60 s cooldown like login),
 * type it, delete. Then the app forgets the session and shows login with account.deleted.
 */
export function DeleteAccountSheet({ open, phone, onClose }: DeleteAccountSheetProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { secondsLeft, sending, send } = useCodeSender(sendDeletionCodeMutation());
  const [code, setCode] = useState('');
  // Wrong or expired code: the query client tells it (api/report-failure.ts); the code stays for correcting.
  const deletion = useMutation(deleteAccountMutation(queryClient, t));
  // Still deleting once it succeeded: the app is on its way to login.
  const deleting = deletion.isPending || deletion.isSuccess;

  const submit = () => {
    if (deleting) return;
    const problem = checkCode(code);
    if (problem) return showToast(messageText(t, problem, MESSAGE_VARS[problem]));
    deletion.mutate(code);
  };

  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName={styles.body}>
      <section className={styles.sheet} aria-label={t(K.deleteAccount.title)}>
        <h2 className={styles.title}>{t(K.deleteAccount.title)}</h2>
        <p className={styles.warning}>{t(K.deleteAccount.confirmBody)}</p>
        <p className={styles.sendTo}>{t(K.deleteAccount.sendTo, { phone: maskPhone(phone) })}</p>
        <CodeField
          className={styles.codeRow}
          value={code}
          onChange={setCode}
          secondsLeft={secondsLeft}
          sending={sending}
          onSend={() => send()}
        />
        <button type="button" className={styles.submit} disabled={deleting} onClick={() => void submit()}>
          {t(K.deleteAccount.submit)}
        </button>
        <button type="button" className={styles.cancel} onClick={onClose}>
          {t(K.app.cancel)}
        </button>
        <p className={styles.note}>{t(K.deleteAccount.warning)}</p>
      </section>
    </Popup>
  );
}
