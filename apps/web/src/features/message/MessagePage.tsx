import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ChatIcon } from '../../ui/icons.tsx';
import { TabHeader } from '../../ui/TabHeader.tsx';

/** The messages tab: the session list arrives with the chat issue. */
export function MessagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <TabHeader title={t(K.tabs.message)} />
      <EmptyState
        icon={<ChatIcon size={40} />}
        title={t(K.message.emptyTitle)}
        body={t(K.message.emptyBody)}
        actionLabel={t(K.message.emptyAction)}
        onAction={() => navigate(PATHS.home)}
      />
    </>
  );
}
