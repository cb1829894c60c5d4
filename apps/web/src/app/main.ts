// Start-up: antd-mobile's React 19 render hook, the promoter code of the first visit, the
// language, the session (unless the address skips it, SPEC §2), the 401 route to login, then the first render.
// biome-ignore-all assist/source/organizeImports: the modules run in this order, App.tsx's tree first, as before the
// layers: the first screen's chunk compresses within its budget (DESIGN §4) in this order and not in the sorted one.
import 'antd-mobile/es/global';
import '../shared/ui/theme.css';
import './boot.css';
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createElement, StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { App, queryClient } from './App.tsx';
import { setUnauthorizedHandler } from '../shared/api/api.ts';
import { initI18n, loadFallbackCatalogues } from '../shared/i18n/i18n.ts';
import { captureErrors } from '../shared/log/app-log.ts';
import { loginPath, PATHS, ROOT_PATH, skipsLogin } from '../shared/paths.ts';
import * as S from './screens.ts';
import { bootstrapSession, prefetchUser, session } from '../shared/session/session.ts';
import { SESSION } from '../shared/session/session-store.ts';
import { promoteCodeStorage, tokenStorage } from '../shared/session/storage.ts';
import { currentPath, navigateTo } from '../shared/navigator.ts';
import { preloadToast } from '../shared/ui/toast.ts';

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
promoteCodeStorage.capture(window.location.href);

setUnauthorizedHandler(() => {
  session.expired();
  const here = currentPath();
  if (here.startsWith(PATHS.login)) return;
  navigateTo(loginPath(here), { replace: true });
});

// The first screen's code loads beside the catalogues instead of after them: home with a session (its user info
// and its cards too, which it needs before its first content), else login. When that screen is the one asked
// for, the first render waits for it, so that it draws at once instead of a spinner (a failed load is left to
// the route, which retries).
const asked = window.location.hash.replace(/^#/, '').split('?')[0] || ROOT_PATH;
const askedHome = asked === ROOT_PATH || asked === PATHS.home;

function fetchFirstScreen(skip: boolean): Promise<unknown> {
  if (tokenStorage.get()) {
    if (!skip) prefetchUser();
    const home = Promise.all([S.HomePage.preload(), S.HomeFeed.preload()]);
    return askedHome ? home : Promise.resolve();
  }
  const login = S.LoginPage.preload();
  return asked.startsWith(PATHS.login) ? login : Promise.resolve();
}

/** Home's first page is asked for as soon as the session is known, before the first render and its work. */
async function fetchFirstFeed(): Promise<void> {
  const { status, user } = session.getState();
  if (!askedHome || status !== SESSION.loggedIn || !user) return;
  const { prefetchFirstFeed } = await import('../pages/home/HomePage.tsx');
  await prefetchFirstFeed(queryClient, user);
}

// Not a top-level await: the screens' chunks import this one, which must have finished evaluating first.
async function start(): Promise<void> {
  const skip = skipsLogin(window.location.href);
  await Promise.all([initI18n(), fetchFirstScreen(skip).catch(() => undefined)]);
  // A failed chunk load is the route's to retry; the feed then loads as home renders.
  void bootstrapSession(skip)
    .then(fetchFirstFeed)
    .catch(() => undefined);

  // The first render is a transition, so React renders it in slices of a few milliseconds and the browser stays
  // responsive (a slow phone's first render is otherwise one long task); a new task first, so that it does not
  // run on in the task that set up the catalogues.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const container = document.getElementById('root');
  if (container) {
    const root = createRoot(container);
    startTransition(() => root.render(createElement(StrictMode, null, createElement(App))));
  }

  // Toasts' code and the fallback language are not needed to draw the first screen: fetched once the browser
  // is idle.
  (window.requestIdleCallback ?? setTimeout)(() => {
    void preloadToast();
    loadFallbackCatalogues().catch(() => undefined);
  });
}

void start();
