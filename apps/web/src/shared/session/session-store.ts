// Login state (SPEC §4) as a small external store: logged in means a stored token plus a user info that
// loaded. Plain TypeScript with its effects injected (session-store.test.ts); session.ts wires them.
import type { LoginResult, UserInfo } from '@kk/contract';

export const SESSION = { checking: 'checking', loggedIn: 'loggedIn', loggedOut: 'loggedOut' } as const;
export type SessionStatus = keyof typeof SESSION;

export interface SessionState {
  status: SessionStatus;
  user: UserInfo | null;
}

export interface SessionDeps {
  getToken(): string | null;
  setToken(token: string): void;
  clearToken(): void;
  fetchUser(): Promise<UserInfo>;
  revokeToken(): Promise<unknown>;
  userAgent(): string;
  toast(message: string): void;
  /** The token was refused (revoked or expired): a 401, which has already opened login. */
  isExpired(error: unknown): boolean;
  texts: { userInfoFailed(): string; sessionExpired(): string; wechatLogout(): string };
}

/** Inside WeChat (its browser or a mini program) logging out is refused (SPEC §4). */
export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}

export function createSessionStore(deps: SessionDeps) {
  let state: SessionState = { status: 'checking', user: null };
  const listeners = new Set<() => void>();
  const set = (next: SessionState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const loggedOut: SessionState = { status: 'loggedOut', user: null };

  async function reloadUser(): Promise<void> {
    try {
      set({ status: 'loggedIn', user: await deps.fetchUser() });
    } catch (error) {
      // SPEC §4 keeps 获取用户信息失败 for a failed fetch; a refused token is not a failure to fetch, it is a
      // login that ended (logged out elsewhere, password reset, 30 days): say so instead.
      deps.toast(deps.isExpired(error) ? deps.texts.sessionExpired() : deps.texts.userInfoFailed());
      deps.clearToken();
      set(loggedOut);
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Start-up: a stored token becomes a session once its user info loads. */
    async bootstrap(skip: boolean): Promise<void> {
      if (skip || !deps.getToken()) return set(loggedOut);
      await reloadUser();
    },

    reloadUser,

    loggedIn(result: LoginResult): void {
      deps.setToken(result.token);
      set({ status: 'loggedIn', user: result.user });
    },

    /** A 401 anywhere: the token is no longer good. */
    expired(): void {
      deps.clearToken();
      set(loggedOut);
    },

    /** Returns false when logging out is refused (inside WeChat). */
    async logout(): Promise<boolean> {
      if (isWeChat(deps.userAgent())) {
        deps.toast(deps.texts.wechatLogout());
        return false;
      }
      // Revoke on the server, but leave locally whatever it answers: the user asked to go.
      await deps.revokeToken().catch(() => undefined);
      deps.clearToken();
      set(loggedOut);
      return true;
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
