import { MESSAGE_VARS } from '@kk/contract';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../shared/i18n/message.ts';
import { showToast } from '../../shared/ui/toast.ts';

/** Shows a contract message key (a validation answer) as a toast, with the values that go with it. */
export function useMessageToast(): (key: string) => void {
  const { t } = useTranslation();
  return (key) => showToast(messageText(t, key, MESSAGE_VARS[key]));
}
