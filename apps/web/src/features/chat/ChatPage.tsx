import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ChatIcon } from '../../ui/icons.tsx';
import { NavigationBar } from '../../ui/NavigationBar.tsx';
import { useGoBack } from '../../ui/useGoBack.ts';

/** One-to-one chat (SPEC §1), built by the chat issue; it reads the other user from the page query. */
export function ChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.message);
  return (
    <>
      <NavigationBar title={t(K.titles.chat)} backLabel={t(K.app.back)} onBack={goBack} />
      <EmptyState
        icon={<ChatIcon size={40} />}
        title={t(K.chat.emptyTitle)}
        body={t(K.chat.emptyBody)}
        actionLabel={t(K.chat.emptyAction)}
        onAction={() => navigate(PATHS.message)}
      />
    </>
  );
}
