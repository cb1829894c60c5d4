import { CODE } from '@kk/contract';
import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { ApiError, api } from '../api/api.ts';
import { showToast } from '../ui/toast.ts';
import { createSessionStore, type SessionState } from './session-store.ts';
import { tokenStorage } from './storage.ts';

export const session = createSessionStore({
  getToken: tokenStorage.get,
  setToken: tokenStorage.set,
  clearToken: tokenStorage.clear,
  // Silent: a failure here has its own message (获取用户信息失败); a 401 still opens login.
  fetchUser: () => api.call('getUserInfo', {}, { silent: true }),
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

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.getState);
}
