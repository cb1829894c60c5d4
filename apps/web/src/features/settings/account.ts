// Account deletion (DESIGN §3) as TanStack Query mutations: a delete-purpose SMS code, then the deletion itself.
// Their failures are told by the query client (api/report-failure.ts).
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { api } from '../../api/api.ts';
import { messageText } from '../../i18n/message.ts';
import { PATHS } from '../../paths.ts';
import { session } from '../../session/session.ts';
import { currentPath, navigateTo } from '../../shell/navigator.ts';
import { showToast } from '../../ui/toast.ts';

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
    mutationFn: (code: string) => api.call('deleteAccount', { code: code.trim() }, { loading: true }),
    onSuccess: async () => {
      await leaveAfterDeletion();
      queryClient.removeQueries();
      showToast(accountDeletedText(t));
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
