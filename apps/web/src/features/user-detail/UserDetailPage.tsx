import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { UserIcon } from '../../ui/icons.tsx';
import { NavigationBar } from '../../ui/NavigationBar.tsx';
import { useGoBack } from '../../ui/useGoBack.ts';

/** Another user's public profile (DESIGN §2 getUserDetail), built by the matchmaking issue. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(PATHS.home);
  return (
    <>
      <NavigationBar title={t(K.titles.userDetail)} backLabel={t(K.app.back)} onBack={goBack} />
      <EmptyState
        icon={<UserIcon size={40} />}
        title={t(K.userDetail.emptyTitle)}
        body={t(K.userDetail.emptyBody)}
        actionLabel={t(K.userDetail.emptyAction)}
        onAction={() => navigate(PATHS.home)}
      />
    </>
  );
}
