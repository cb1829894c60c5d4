import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { EditIcon } from '../../ui/icons.tsx';

/** Compose an update for the square; the editor comes with the square issue. */
export function MyWritePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const action = () => navigate(PATHS.square);
  return (
    <EmptyState
      icon={<EditIcon size={40} />}
      title={t(K.myWrite.emptyTitle)}
      body={t(K.myWrite.emptyBody)}
      actionLabel={t(K.myWrite.emptyAction)}
      onAction={action}
    />
  );
}
