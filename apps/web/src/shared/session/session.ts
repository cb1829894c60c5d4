import { CODE, type UserInfo } from '@kk/contract';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { ApiError, api } from '../api/api.ts';
import { showToast } from '../ui/toast.ts';
import { createSessionStore, type SessionState } from './session-store.ts';
import { tokenStorage } from './storage.ts';

let prefetchedUser: Promise<UserInfo> | null = null;

/**
 * Start-up asks for the user info at once, while the catalogues still load: the first screen waits for it.
 * The session takes the answer when it boots (after the catalogues, so that its messages are translated).
 */
export function prefetchUser(): void {
  prefetchedUser = api.call('getUserInfo', {}, { silent: true });
  // Whatever it answers is the session's to handle; until then a failure is not an unhandled rejection.
  prefetchedUser.catch(() => undefined);
}

function fetchUser(): Promise<UserInfo> {
  const prefetched = prefetchedUser;
  prefetchedUser = null;
  return prefetched ?? api.call('getUserInfo', {}, { silent: true });
}

export const session = createSessionStore({
  getToken: tokenStorage.get,
  setToken: tokenStorage.set,
  clearToken: tokenStorage.clear,
  // Silent: a failure here has its own message (获取用户信息失败); a 401 still opens login.
  fetchUser,
  revokeToken: () => api.call('logout', {}, { silent: true, loading: true }),
  userAgent: () => navigator.userAgent,
  toast: showToast,
  isExpired: (error) => error instanceof ApiError && error.code === CODE.notLoggedIn,
  texts: {
    userInfoFailed: () => i18next.t('app.userInfoFailed'),
    sessionExpired: () => i18next.t('app.sessionExpired'),
    wechatLogout: () => i18next.t('me.wechatLogout'),
  },
});

/**
 * Start-up's session: the prefetched user info when there is one (even if a 401 on it has already cleared the
 * token, so that the user still hears that the login expired), else the store's own bootstrap.
 */
export function bootstrapSession(skip: boolean): Promise<void> {
  return prefetchedUser ? session.reloadUser() : session.bootstrap(skip);
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState);
}
