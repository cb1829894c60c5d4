// Start-up: antd-mobile's React 19 render hook, the page width, the promoter code of the first visit, the
// language, the session (unless the address skips it, SPEC §2), the 401 route to login, then the first render.
import 'antd-mobile/es/global';
import './ui/theme.css';
import './shell/boot.css';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createElement, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App } from './App.tsx';
import { setUnauthorizedHandler } from './api/api.ts';
import { initI18n } from './i18n/i18n.ts';
import { captureErrors } from './log/app-log.ts';
import { loginPath, PATHS, skipsLogin } from './paths.ts';
import { session } from './session/session.ts';
import { promoteCodeStorage, tokenStorage } from './session/storage.ts';
import { currentPath, navigateTo } from './shell/navigator.ts';
import { applyPageWidth } from './ui/page-frame.ts';
import { preloadToast } from './ui/toast.ts';

// antd-mobile's imperative parts (Toast, Dialog, ActionSheet) render through this: React 19 has no
// ReactDOM.render.
const roots = new WeakMap<Element | DocumentFragment, Root>();
unstableSetRender((node, container) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

captureErrors(window);
applyPageWidth(document.documentElement, import.meta.env.VITE_MAX_PAGE_WIDTH);
promoteCodeStorage.capture(window.location.href);

setUnauthorizedHandler(() => {
  session.expired();
  const here = currentPath();
  if (here.startsWith(PATHS.login)) return;
  navigateTo(loginPath(here), { replace: true });
});

// The first screen's chunk loads beside the catalogues instead of after them: home with a session, else login
// (the route retries a failed load).
if (tokenStorage.get()) import('./features/home/HomePage.tsx').catch(() => undefined);
else import('./features/login/LoginPage.tsx').catch(() => undefined);
await initI18n();
void session.bootstrap(skipsLogin(window.location.href));

const container = document.getElementById('root');
if (container) createRoot(container).render(createElement(StrictMode, null, createElement(App)));

// Toasts' code is not needed to draw the first screen: fetch it once the browser is idle.
(window.requestIdleCallback ?? setTimeout)(() => void preloadToast());
