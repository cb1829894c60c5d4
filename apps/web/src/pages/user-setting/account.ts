// Account deletion (DESIGN §3) as TanStack Query mutations: a delete-purpose SMS code, then the deletion itself;
// an account without a phone (Alipay, Apple) confirms with its password, set first if it has none.
// Their failures are told by the query client (shared/api/report-failure.ts).
import type { UserInfo } from '@kk/contract';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { userKeys } from '../../entities/user/queries.ts';
import { api } from '../../shared/api/api.ts';
import { messageText } from '../../shared/i18n/message.ts';
import { currentPath, navigateTo } from '../../shared/navigator.ts';
import { PATHS } from '../../shared/paths.ts';
import { session } from '../../shared/session/session.ts';
import { showToast } from '../../shared/ui/toast.ts';

export function sendDeletionCodeMutation() {
  return mutationOptions({
    meta: { endpoint: 'sendDeleteAccountSms' },
    mutationFn: () => api.call('sendDeleteAccountSms', {}, { loading: true }),
  });
}

/**
 * The deletion, then leaving and forgetting every cached answer. Its success runs here, not in the sheet: the
 * sheet is gone by the time the app has reached login, and account.deleted must still be said.
 */
export function deleteAccountMutation(queryClient: QueryClient, t: TFunction) {
  return mutationOptions({
    meta: { endpoint: 'deleteAccount' },
    mutationFn: (proof: DeletionProof) =>
      api.call('deleteAccount', 'code' in proof ? { code: proof.code.trim() } : proof, { loading: true }),
    onSuccess: async () => {
      await leaveAfterDeletion();
      queryClient.removeQueries();
      showToast(accountDeletedText(t));
    },
  });
}

/** A deletion code for an account with a phone; the password for one without (the server refuses the other). */
export type DeletionProof = { code: string } | { password: string };

/** A first password (hasPassword 0), so an account without a phone can confirm its deletion with it. */
export function initPasswordMutation(queryClient: QueryClient, t: TFunction) {
  return mutationOptions({
    meta: { endpoint: 'initPassword' },
    mutationFn: (password: string) => api.call('initPassword', { password }, { loading: true }),
    onSuccess: () => {
      queryClient.setQueryData<UserInfo>(userKeys.info(), (user) => (user ? { ...user, hasPassword: 1 } : user));
      showToast(messageText(t, 'login.passwordSet'));
    },
  });
}

export const accountDeletedText = (t: TFunction) => messageText(t, 'account.deleted');

/**
 * After deletion: forget the session, then land on login without a way back. The settings page's login guard
 * reacts first and opens login with a redirect back to settings (a page that no longer means anything), so
 * once login is reached the address is replaced by plain login, whatever the order the two navigations end in.
 */
export async function leaveAfterDeletion(): Promise<void> {
  session.expired();
  for (let waited = 0; waited < 10_000 && !currentPath().startsWith(PATHS.login); waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  navigateTo(PATHS.login, { replace: true });
}
