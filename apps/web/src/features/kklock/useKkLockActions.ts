// The kk lock actions as a screen uses them: a confirmation that says what a lock means (apply, accept), a red
// one for what cannot be taken back (reject, withdraw, disconnect), then the mutation and a toast on success.
// Refusals were told already by the wrapper with the catalogue's message (shared/api/report-failure.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { quietly } from '../../shared/api/quietly.ts';
import { K } from '../../shared/i18n/keys.ts';
import { confirmDestructive } from '../../shared/ui/confirm.ts';
import { showToast } from '../../shared/ui/toast.ts';
import { answerKkLockMutation, applyKkLockMutation, disconnectKkLockMutation } from './mutations.ts';

interface Person {
  id: number;
  name: string;
}

export function useKkLockActions() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const apply = useMutation(applyKkLockMutation(queryClient));
  const accept = useMutation(answerKkLockMutation(queryClient, 'accept'));
  const reject = useMutation(answerKkLockMutation(queryClient, 'reject'));
  const withdraw = useMutation(answerKkLockMutation(queryClient, 'withdraw'));
  const disconnect = useMutation(disconnectKkLockMutation(queryClient));

  return {
    pending: apply.isPending || accept.isPending || reject.isPending || withdraw.isPending || disconnect.isPending,

    /** Resolves true once the request is sent (or one was pending already). */
    async apply(person: Person): Promise<boolean> {
      const confirmed = await Dialog.confirm({
        title: t(K.kkLock.applyTitle, { name: person.name }),
        content: t(K.kkLock.applyBody),
        confirmText: t(K.kkLock.applyConfirm),
        cancelText: t(K.app.cancel),
      });
      if (!confirmed) return false;
      const status = await quietly(apply.mutateAsync(person.id));
      if (status) showToast(t(K.kkLock.applied));
      return status !== undefined;
    },

    async accept(messageId: string, name: string): Promise<void> {
      const confirmed = await Dialog.confirm({
        title: t(K.kkLock.acceptTitle, { name }),
        content: t(K.kkLock.acceptBody),
        confirmText: t(K.kkLock.acceptConfirm),
        cancelText: t(K.app.cancel),
      });
      if (confirmed) await quietly(accept.mutateAsync(messageId));
    },

    async reject(messageId: string, name: string): Promise<void> {
      const confirmed = await confirmDestructive({
        title: t(K.kkLock.rejectTitle, { name }),
        content: t(K.kkLock.rejectBody),
        confirmText: t(K.kkLock.rejectConfirm),
        cancelText: t(K.app.cancel),
      });
      if (confirmed) await quietly(reject.mutateAsync(messageId));
    },

    async withdraw(messageId: string): Promise<void> {
      const confirmed = await confirmDestructive({
        title: t(K.kkLock.withdrawTitle),
        content: t(K.kkLock.withdrawBody),
        confirmText: t(K.kkLock.withdrawConfirm),
        cancelText: t(K.app.cancel),
      });
      if (confirmed) await quietly(withdraw.mutateAsync(messageId));
    },

    async disconnect(name: string): Promise<void> {
      const confirmed = await confirmDestructive({
        title: t(K.kkLock.disconnectTitle, { name }),
        content: t(K.kkLock.disconnectBody),
        confirmText: t(K.kkLock.disconnectConfirm),
        cancelText: t(K.app.cancel),
      });
      if (!confirmed) return;
      if (await quietly(disconnect.mutateAsync())) showToast(t(K.kkLock.disconnected));
    },
  };
}

export type KkLockActions = ReturnType<typeof useKkLockActions>;
