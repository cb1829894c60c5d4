import { useTranslation } from 'react-i18next';
import { K } from '../../i18n/keys.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { DocumentIcon } from '../../ui/icons.tsx';
import { useGoBack } from '../../ui/useGoBack.ts';

/** The app log (a debugging page of the original app): nothing is recorded on the web yet. */
export function LogPage() {
  const { t } = useTranslation();
  const action = useGoBack();
  return (
    <EmptyState
      icon={<DocumentIcon size={40} />}
      title={t(K.log.emptyTitle)}
      body={t(K.log.emptyBody)}
      actionLabel={t(K.log.emptyAction)}
      onAction={action}
    />
  );
}
