import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../shared/i18n/keys.ts';
import { PATHS } from '../../shared/paths.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { InfoIcon } from '../../shared/ui/icons.tsx';
import { NavigationBar } from '../../shared/ui/NavigationBar.tsx';
import { useGoBack } from '../../shared/ui/useGoBack.ts';

/** Any address outside the route table (SPEC §2 "page-not-found handler"). */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <>
      <NavigationBar title={t(K.titles.notFound)} backLabel={t(K.app.back)} onBack={goBack} />
      <EmptyState
        icon={<InfoIcon size={40} />}
        title={t(K.notFound.title)}
        body={t(K.notFound.body)}
        actionLabel={t(K.app.goHome)}
        onAction={() => navigate(PATHS.home, { replace: true })}
      />
    </>
  );
}
