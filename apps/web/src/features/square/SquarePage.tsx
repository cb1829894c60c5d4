import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { EditIcon, SquareIcon } from '../../ui/icons.tsx';
import { BarIconButton } from '../../ui/NavigationBar.tsx';
import { TabHeader } from '../../ui/TabHeader.tsx';

/** The square tab: updates of everyone (a later issue); an invitation to post meanwhile. */
export function SquarePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <TabHeader
        title={t(K.tabs.square)}
        actions={
          <BarIconButton label={t(K.square.compose)} onClick={() => navigate(PATHS.myWrite)}>
            <EditIcon />
          </BarIconButton>
        }
      />
      <EmptyState
        icon={<SquareIcon size={40} />}
        title={t(K.square.emptyTitle)}
        body={t(K.square.emptyBody)}
        actionLabel={t(K.square.emptyAction)}
        onAction={() => navigate(PATHS.myWrite)}
      />
    </>
  );
}
