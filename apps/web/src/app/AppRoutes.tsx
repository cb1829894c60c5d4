// Hash routing with base / (SPEC §2): the route table inside the page frame, anything else not found.
// Declarative routes (no data router): the screens load their own data with TanStack Query, and the
// data router would add about 15 KB gzip to the first screen for features this app does not use.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { K } from '../shared/i18n/keys.ts';
import { registerNavigator } from '../shared/navigator.ts';
import { ANY_PATH } from '../shared/paths.ts';
import { GlobalLoadingOverlay } from '../shared/ui/GlobalLoadingOverlay.tsx';
import { FRAME_CLASS } from '../shared/ui/page-frame.ts';
import { ChatSocketSlot } from './ChatSocketSlot.tsx';
import { RouteScreen } from './RouteScreen.tsx';
import { routes } from './routes.tsx';

// The scroll memory (useScrollMemory.ts) in its own chunk: it kept the first screen over its size budget.
// So are the routes the first screen does not carry, and not-found (later-routes.tsx): any other address.
const ScrollMemory = lazy(() => import('./ScrollMemory.tsx').then((m) => ({ default: m.ScrollMemory })));
const LaterRoutes = lazy(() => import('./later-routes.tsx').then((m) => ({ default: m.LaterRoutes })));

export function AppRoutes() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef(location.pathname);
  here.current = location.pathname + location.search;

  useEffect(() => registerNavigator(navigate, () => here.current), [navigate]);

  return (
    <div className={FRAME_CLASS}>
      <Routes>
        {routes.map((route) => (
          <Route key={route.path} path={route.path} element={<RouteScreen route={route} />} />
        ))}
        <Route
          path={ANY_PATH}
          element={
            <Suspense fallback={null}>
              <LaterRoutes />
            </Suspense>
          }
        />
      </Routes>
      <GlobalLoadingOverlay label={t(K.app.loading)} />
      <ChatSocketSlot />
      <Suspense fallback={null}>
        <ScrollMemory />
      </Suspense>
    </div>
  );
}
