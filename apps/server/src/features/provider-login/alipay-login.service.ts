// Alipay login (SPEC §3, §4): open a login (templateId for the app, a separate `state` in the URL), the user
// authorises at Alipay, Alipay sends the browser to our callback with an auth code, we exchange it (OAuth
// token, on the official SDK) for the Alipay user id, and the app's next poll collects the session, once.
import { randomBytes } from 'node:crypto';
import { ALIPAY_LOGIN_CALLBACK_PATH, ALIPAY_LOGIN_TTL_MS, CODE, type LoginResult } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AlipayGateway } from '../../platform/pay/alipay.ts';
import type { ProviderAccounts } from './provider-accounts.ts';
import type { ProviderLoginRepository } from './provider-login.repository.ts';

export type CallbackOutcome = 'authorised' | 'denied' | 'expired' | 'failed';

export interface AlipayLoginDeps {
  repository: ProviderLoginRepository;
  accounts: ProviderAccounts;
  /** Null when Alipay login is off (no provider, or ALIPAY_LOGIN=false). */
  gateway: AlipayGateway | null;
  clock: Clock;
  /** PUBLIC_BASE_URL, or '' (same origin: the sandbox). */
  publicBase: string;
  log: { warn(details: object, text: string): void };
}

const token = () => randomBytes(18).toString('base64url');

export class AlipayLoginService {
  readonly #deps: AlipayLoginDeps;
  constructor(deps: AlipayLoginDeps) {
    this.#deps = deps;
  }

  get enabled(): boolean {
    return this.#deps.gateway !== null;
  }

  async open(): Promise<{ url: string; templateId: string; expire_time: number }> {
    const { gateway, repository, clock, publicBase } = this.#deps;
    if (!gateway) throw new AppError(CODE.alipayLoginUnavailable);
    const now = clock.now();
    const templateId = token();
    const state = token();
    const expireTime = now + ALIPAY_LOGIN_TTL_MS;
    await repository.openAlipayLogin({ template_id: templateId, state, create_time: now, expire_time: expireTime });
    const url = gateway.authorizeUrl(state, `${publicBase}${ALIPAY_LOGIN_CALLBACK_PATH}`);
    return { url, templateId, expire_time: expireTime };
  }

  /** Where Alipay sends the browser back: `auth_code` and `state`, or no code when the user refused. */
  async callback(query: Record<string, string>): Promise<CallbackOutcome> {
    const { gateway, repository, accounts, clock, log } = this.#deps;
    const state = query.state ?? '';
    const wait = state ? await repository.alipayLogin('state', state) : undefined;
    if (!gateway || !wait || wait.status !== 'waiting' || wait.expire_time <= clock.now()) return 'expired';
    if (!query.auth_code || (query.app_id !== undefined && query.app_id !== gateway.appId)) {
      await repository.settleAlipayLogin(state, 'denied', null, clock.now());
      return 'denied';
    }
    let alipayUserId: string;
    try {
      alipayUserId = await gateway.exchangeAuthCode(query.auth_code);
    } catch (error) {
      log.warn({ err: error }, 'alipay auth code exchange failed');
      await repository.settleAlipayLogin(state, 'denied', null, clock.now());
      return 'failed';
    }
    const userId = await accounts.userFor('alipay', alipayUserId);
    return (await repository.settleAlipayLogin(state, 'authorised', userId, clock.now())) ? 'authorised' : 'expired';
  }

  /** The poll: null while waiting; the session once authorised (to one poll only); refusals otherwise. */
  async result(templateId: string): Promise<LoginResult | null> {
    const { repository, accounts, clock } = this.#deps;
    const wait = await repository.alipayLogin('template_id', templateId);
    if (!wait) throw new AppError(CODE.alipayLoginExpired);
    if (wait.status === 'denied') throw new AppError(CODE.alipayLoginDenied);
    if (wait.status === 'authorised' && wait.user_id !== null) {
      if (!(await repository.takeAlipayLogin(templateId))) throw new AppError(CODE.alipayLoginExpired);
      return accounts.session(wait.user_id);
    }
    if (wait.status === 'done' || wait.expire_time <= clock.now()) throw new AppError(CODE.alipayLoginExpired);
    return null;
  }
}
