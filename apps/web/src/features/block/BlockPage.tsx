import { useTranslation } from 'react-i18next';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { BlockIcon } from '../../ui/icons.tsx';
import { useGoBack } from '../../ui/useGoBack.ts';

/** The block list (SPEC §1); its list and unblock action come with the social-actions issue. */
export function BlockPage() {
  const { t } = useTranslation();
  const action = useGoBack(PATHS.me);
  return (
    <EmptyState
      icon={<BlockIcon size={40} />}
      title={t(K.block.emptyTitle)}
      body={t(K.block.emptyBody)}
      actionLabel={t(K.block.emptyAction)}
      onAction={action}
    />
  );
}
