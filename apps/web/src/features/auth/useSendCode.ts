import type { SMS_TYPE } from '@kk/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../shared/i18n/message.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { type Cooldown, createCooldown } from './cooldown.ts';
import { validateSendCode } from './forms.ts';
import { useMessageToast } from './messages.ts';
import { sendCodeMutation } from './mutations.ts';

/**
 * Sends an SMS code through a mutation: one at a time, not during the cooldown; the cooldown starts on success
 * and resets on failure (which the query client tells: shared/api/report-failure.ts). Login, password reset and
 * account deletion all send this way.
 */
export function useCodeSender<D, V = void>(options: UseMutationOptions<D, Error, V>) {
  const { t } = useTranslation();
  const { secondsLeft, cooldown } = useCooldown();
  const mutation = useMutation(options);

  function send(variables: V): void {
    if (mutation.isPending || cooldown.secondsLeft() > 0) return;
    mutation.mutate(variables, {
      onSuccess: () => {
        cooldown.start();
        showToast(messageText(t, 'sms.sent'));
      },
      onError: () => cooldown.reset(),
    });
  }

  return { secondsLeft, sending: mutation.isPending, send, resetCooldown: cooldown.reset };
}

/** Sends a login or reset code to the phone typed, once it is well formed. */
export function useSendCode(type: typeof SMS_TYPE.login | typeof SMS_TYPE.reset) {
  const toastMessage = useMessageToast();
  const sender = useCodeSender(sendCodeMutation(type));

  function send(phone: string): void {
    const problem = validateSendCode(phone);
    if (problem) toastMessage(problem);
    else sender.send(phone);
  }

  return { ...sender, send };
}

/** The cooldown as React state: seconds left, plus start and reset. */
export function useCooldown(): { secondsLeft: number; cooldown: Cooldown } {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [cooldown] = useState(() => createCooldown(setSecondsLeft));
  useEffect(() => cooldown.dispose, [cooldown]);
  return { secondsLeft, cooldown };
}
