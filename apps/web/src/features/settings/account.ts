// Account deletion calls and their texts (DESIGN §3): a delete-purpose SMS code, then the deletion itself.
import type { TFunction } from 'i18next';
import { api } from '../../api/api.ts';
import { messageText } from '../../i18n/message.ts';
import { PATHS } from '../../paths.ts';
import { session } from '../../session/session.ts';
import { currentPath, navigateTo } from '../../shell/navigator.ts';

export function sendDeletionCode(): Promise<unknown> {
  return api.call('sendDeleteAccountSms', {}, { loading: true });
}

export function deleteAccount(code: string): Promise<unknown> {
  return api.call('deleteAccount', { code: code.trim() }, { loading: true });
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
