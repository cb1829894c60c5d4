import { useTranslation } from 'react-i18next';
import { K } from '../../i18n/keys.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { FolderIcon } from '../../ui/icons.tsx';
import { useGoBack } from '../../ui/useGoBack.ts';

/** Files cached on this device (the image cache of SPEC §9 arrives with uploads). */
export function LocalFilePage() {
  const { t } = useTranslation();
  const action = useGoBack();
  return (
    <EmptyState
      icon={<FolderIcon size={40} />}
      title={t(K.localFile.emptyTitle)}
      body={t(K.localFile.emptyBody)}
      actionLabel={t(K.localFile.emptyAction)}
      onAction={action}
    />
  );
}
