import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { K } from '../../i18n/keys.ts';
import { PATHS } from '../../paths.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { HeartIcon, SearchIcon, SettingsIcon } from '../../ui/icons.tsx';
import { BarIconButton } from '../../ui/NavigationBar.tsx';
import { TabHeader } from '../../ui/TabHeader.tsx';

/** The matchmaking tab. The feed of people arrives with the matchmaking issue; until then it says so. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <TabHeader
        title={t(K.tabs.home)}
        actions={
          <>
            <BarIconButton label={t(K.home.search)} onClick={() => navigate(PATHS.search)}>
              <SearchIcon />
            </BarIconButton>
            <BarIconButton label={t(K.home.settings)} onClick={() => navigate(PATHS.userSetting)}>
              <SettingsIcon />
            </BarIconButton>
          </>
        }
      />
      <EmptyState
        icon={<HeartIcon size={40} />}
        title={t(K.home.emptyTitle)}
        body={t(K.home.emptyBody)}
        actionLabel={t(K.home.emptyAction)}
        onAction={() => navigate(PATHS.square)}
      />
    </>
  );
}
