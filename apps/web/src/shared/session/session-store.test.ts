import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoginResult, UserInfo } from '@kk/contract';
import { createSessionStore, isWeChat } from './session-store.ts';

const user = { id: 1, username: 'kk1', phone: '138****5678' } as UserInfo;

function setup(options: { token?: string | null; fetchUser?: () => Promise<UserInfo>; userAgent?: string } = {}) {
  let token = options.token ?? null;
  const toasts: string[] = [];
  let revoked = 0;
  const store = createSessionStore({
    getToken: () => token,
    setToken: (next) => {
      token = next;
    },
    clearToken: () => {
      token = null;
    },
    fetchUser: options.fetchUser ?? (async () => user),
    revokeToken: async () => {
      revoked += 1;
    },
    userAgent: () => options.userAgent ?? 'Mozilla/5.0 Chrome',
    toast: (text) => toasts.push(text),
    isExpired: (error) => (error as { code?: number }).code === 401,
    texts: {
      userInfoFailed: () => '获取用户信息失败',
      sessionExpired: () => '登录已过期，请重新登录',
      wechatLogout: () => 'wechat',
    },
  });
  return { store, toasts, token: () => token, revoked: () => revoked };
}

describe('login state (SPEC §4)', () => {
  it('no stored token is logged out, without asking the server', async () => {
    let asked = 0;
    const { store } = setup({
      fetchUser: async () => {
        asked += 1;
        return user;
      },
    });
    await store.bootstrap(false);
    assert.equal(store.getState().status, 'loggedOut');
    assert.equal(asked, 0);
  });

  it('a stored token with a user info that loads is logged in', async () => {
    const { store } = setup({ token: 'tk' });
    assert.equal(store.getState().status, 'checking');
    await store.bootstrap(false);
    assert.deepEqual(store.getState(), { status: 'loggedIn', user });
  });

  it('a failed user-info fetch says 获取用户信息失败 and logs out', async () => {
    const { store, toasts, token } = setup({ token: 'tk', fetchUser: async () => Promise.reject(new Error('x')) });
    await store.bootstrap(false);
    assert.equal(store.getState().status, 'loggedOut');
    assert.deepEqual(toasts, ['获取用户信息失败']);
    assert.equal(token(), null);
  });

  it('a refused token (revoked or expired) says the login expired, not that the fetch failed', async () => {
    const refused = Object.assign(new Error('未登录'), { code: 401 });
    const { store, toasts, token } = setup({ token: 'tk', fetchUser: async () => Promise.reject(refused) });
    await store.bootstrap(false);
    assert.equal(store.getState().status, 'loggedOut');
    assert.deepEqual(toasts, ['登录已过期，请重新登录']);
    assert.equal(token(), null);
  });

  it('an address with /pages/redirect skips the initial user load', async () => {
    let asked = 0;
    const { store } = setup({
      token: 'tk',
      fetchUser: async () => {
        asked += 1;
        return user;
      },
    });
    await store.bootstrap(true);
    assert.equal(asked, 0);
  });

  it('login keeps the token; logout revokes it and forgets it', async () => {
    const { store, token, revoked } = setup();
    store.loggedIn({ token: 'new', user } as LoginResult);
    assert.equal(token(), 'new');
    assert.equal(store.getState().status, 'loggedIn');
    assert.equal(await store.logout(), true);
    assert.equal(revoked(), 1);
    assert.equal(token(), null);
    assert.equal(store.getState().status, 'loggedOut');
  });

  it('logout is refused inside the WeChat browser', async () => {
    const ua = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40 NetType/WIFI';
    const { store, toasts, token } = setup({ token: 'tk', userAgent: ua });
    await store.bootstrap(false);
    assert.equal(await store.logout(), false);
    assert.deepEqual(toasts, ['wechat']);
    assert.equal(token(), 'tk');
    assert.equal(isWeChat(ua), true);
    assert.equal(isWeChat('Mozilla/5.0 Chrome'), false);
  });
});
