import type { SMS_TYPE } from '@kk/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { messageText } from '../../i18n/message.ts';
import { showToast } from '../../ui/toast.ts';
import { validateSendCode } from './forms.ts';
import { useMessageToast } from './messages.ts';
import { useCooldown } from './useCooldown.ts';

/**
 * Sends an SMS code through `request`: one at a time, not during the cooldown; the cooldown starts on success
 * and resets on failure. Login, password reset and account deletion all send this way.
 */
export function useCodeSender<A extends unknown[]>(request: (...args: A) => Promise<unknown>) {
  const { t } = useTranslation();
  const { secondsLeft, cooldown } = useCooldown();
  const [sending, setSending] = useState(false);

  async function send(...args: A): Promise<void> {
    if (sending || cooldown.secondsLeft() > 0) return;
    setSending(true);
    try {
      await request(...args);
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

/** Sends a login or reset code to the phone typed, once it is well formed. */
export function useSendCode(type: typeof SMS_TYPE.login | typeof SMS_TYPE.reset) {
  const toastMessage = useMessageToast();
  const sender = useCodeSender((phone: string) => api.call('sendSms', { phone, type }, { loading: true }));

  async function send(phone: string): Promise<void> {
    const problem = validateSendCode(phone);
    if (problem) return toastMessage(problem);
    await sender.send(phone);
  }

  return { ...sender, send };
}
