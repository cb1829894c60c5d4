import { useTranslation } from 'react-i18next';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { HiddenIcon } from '../../ui/icons.tsx';
import { useGoBack } from '../../ui/useGoBack.ts';

/** The no-see list (SPEC §1); its list comes with the social-actions issue. */
export function NoSeePage() {
  const { t } = useTranslation();
  const action = useGoBack(PATHS.me);
  return (
    <EmptyState
      icon={<HiddenIcon size={40} />}
      title={t(K.nosee.emptyTitle)}
      body={t(K.nosee.emptyBody)}
      actionLabel={t(K.nosee.emptyAction)}
      onAction={action}
    />
  );
}
