import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { K } from '../shared/i18n/keys.ts';
import { loginPath, skipsLogin } from '../shared/paths.ts';
import { useSession } from '../shared/session/session.ts';
import { SESSION } from '../shared/session/session-store.ts';
import { NavigationBar } from '../shared/ui/NavigationBar.tsx';
import { Splash } from '../shared/ui/Splash.tsx';
import { useGoBack } from '../shared/ui/useGoBack.ts';
import type { AppRoute } from './routes.tsx';
import { BAR } from './screens.ts';
import { TabBar } from './TabBar.tsx';

/** One route on screen: its login guard, window title, default bar (when SPEC says default) and tab bar. */
export function RouteScreen({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { status } = useSession();
  const goBack = useGoBack();
  const title = route.title ? t(route.title) : t(K.app.name);
  const loading = t(K.app.loading);

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (route.requiresAuth && !skipsLogin(window.location.href)) {
    if (status === SESSION.checking) return <Splash label={loading} />;
    if (status === SESSION.loggedOut) return <Navigate replace to={loginPath(location.pathname + location.search)} />;
  }

  const { Screen } = route;
  return (
    <>
      {route.bar === BAR.default ? <NavigationBar title={title} backLabel={t(K.app.back)} onBack={goBack} /> : null}
      <main>
        <Suspense fallback={<Splash label={loading} />}>
          <Screen />
        </Suspense>
      </main>
      {route.tab ? <TabBar active={route.tab} /> : null}
    </>
  );
}
