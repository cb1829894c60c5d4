import type { SMS_TYPE } from '@kk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { messageText } from '../../i18n/message.ts';
import { showToast } from '../../ui/toast.ts';
import { validateSendCode } from './forms.ts';
import { useMessageToast } from './messages.ts';
import { useCooldown } from './useCooldown.ts';

/** Sends a login or reset code: checks the phone, starts the cooldown on success, resets it on failure. */
export function useSendCode(type: typeof SMS_TYPE.login | typeof SMS_TYPE.reset) {
  const { t } = useTranslation();
  const toastMessage = useMessageToast();
  const { secondsLeft, cooldown } = useCooldown();
  const [sending, setSending] = useState(false);

  async function send(phone: string): Promise<void> {
    if (sending || cooldown.secondsLeft() > 0) return;
    const problem = validateSendCode(phone);
    if (problem) return toastMessage(problem);
    setSending(true);
    try {
      await api.call('sendSms', { phone, type }, { loading: true });
      cooldown.start();
      showToast(messageText(t, 'sms.sent'));
    } catch {
      // The wrapper already showed why (for example the server's own cooldown message).
      cooldown.reset();
    } finally {
      setSending(false);
    }
  }

  return { secondsLeft, sending, send, resetCooldown: cooldown.reset };
}
