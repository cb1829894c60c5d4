// The development Alipay sandbox: a gateway on this server that speaks Alipay's protocol with key
// pairs of its own, so recharge and Alipay login run offline through the very code production uses. It checks
// the app's RSA2 signatures, shows the cashier and the authorisation page, sends signed notifications to the
// order's notify_url over HTTP, answers trade queries and code exchanges, and sends the browser back.
import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '../../platform/clock.ts';
import { signedResponse, signNotification, verifyRequest } from '../../platform/pay/alipay-signing.ts';
import { SANDBOX_APP_ID, SANDBOX_SELLER_ID, type SandboxKeys } from '../../platform/pay/sandbox-keys.ts';
import { authorizePage, cashierPage, messagePage } from './sandbox.page.ts';
import type { SandboxRepository, SandboxTrade } from './sandbox.repository.ts';

export type SandboxAnswer =
  | { kind: 'html'; status: number; body: string }
  | { kind: 'json'; body: string }
  | { kind: 'redirect'; location: string };

const PAGE_METHODS = new Set(['alipay.trade.wap.pay', 'alipay.trade.app.pay']);
const CODE_TTL_MS = 5 * 60_000;
const NOTIFY_TRIES = 3;

export interface SandboxServiceDeps {
  repository: SandboxRepository;
  keys: SandboxKeys;
  clock: Clock;
  /** Absolute base for relative URLs (a relative notify_url): the server's own address. */
  ownBase: () => string;
  log: { warn(details: object, text: string): void };
}

export class SandboxService {
  readonly #deps: SandboxServiceDeps;
  constructor(deps: SandboxServiceDeps) {
    this.#deps = deps;
  }

  /** gateway.do: a page method shows the cashier; API methods answer signed JSON. */
  async gateway(params: Record<string, string>): Promise<SandboxAnswer> {
    const method = params.method ?? '';
    const refused = this.#checkRequest(params);
    if (PAGE_METHODS.has(method)) {
      if (refused) return errorPage(refused);
      return this.#cashier(params);
    }
    if (refused)
      return this.#api(method || 'alipay.unknown', { code: '40002', msg: 'Invalid Arguments', sub_code: refused });
    const biz = parseBiz(params.biz_content);
    switch (method) {
      case 'alipay.trade.query':
        return this.#query(String(biz?.out_trade_no ?? ''));
      case 'alipay.system.oauth.token':
        return this.#token(params.code ?? '');
      default:
        return this.#api(method || 'alipay.unknown', {
          code: '40004',
          msg: 'Business Failed',
          sub_code: 'isv.invalid-method',
        });
    }
  }

  /** The cashier's buttons: pay or cancel (once), then notify and send the browser back to the merchant. */
  async decide(tradeNo: string, decision: string): Promise<SandboxAnswer> {
    const { repository, clock } = this.#deps;
    const trade = await repository.trade('trade_no', tradeNo);
    if (!trade) return errorPage('ACQ.TRADE_NOT_EXIST');
    if (decision === 'pay' || decision === 'cancel') {
      const status = decision === 'pay' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED';
      if (await repository.decide(tradeNo, status, '2088102177846880', clock.now())) {
        await this.#notify((await repository.trade('trade_no', tradeNo)) as SandboxTrade);
      }
    }
    const current = (await repository.trade('trade_no', tradeNo)) as SandboxTrade;
    if (!current.return_url)
      return { kind: 'html', status: 200, body: messagePage('支付宝沙箱', '已完成，请返回商家') };
    const back = signNotification(
      {
        app_id: current.app_id,
        charset: 'utf-8',
        method: 'alipay.trade.wap.pay.return',
        out_trade_no: current.out_trade_no,
        seller_id: SANDBOX_SELLER_ID,
        timestamp: alipayTime(clock.now()),
        total_amount: current.total_amount,
        trade_no: current.trade_no,
        version: '1.0',
      },
      this.#deps.keys.gatewayPrivateKey,
    );
    const separator = current.return_url.includes('?') ? '&' : '?';
    return { kind: 'redirect', location: `${current.return_url}${separator}${new URLSearchParams(back)}` };
  }

  async authorizeForm(params: Record<string, string>): Promise<SandboxAnswer> {
    const request = authorizeRequest(params);
    if (!request) return errorPage('invalid-app-or-redirect');
    return { kind: 'html', status: 200, body: authorizePage(request, await this.#deps.repository.recentUsers(5)) };
  }

  /** The user's choice on the authorisation page: a code for a new or known sandbox user, or a refusal. */
  async authorize(params: Record<string, string>): Promise<SandboxAnswer> {
    const { repository, clock } = this.#deps;
    const request = authorizeRequest(params);
    if (!request) return errorPage('invalid-app-or-redirect');
    const back = new URLSearchParams({ state: request.state, app_id: request.app_id, scope: request.scope });
    const redirect = (query: URLSearchParams) => ({
      kind: 'redirect' as const,
      location: `${request.redirect_uri}${request.redirect_uri.includes('?') ? '&' : '?'}${query}`,
    });
    if (params.choice === 'deny') {
      back.set('error', 'access_denied');
      return redirect(back);
    }
    let userId = params.user_id ?? '';
    if (params.choice === 'new') {
      userId = `2088${String(randomInt(0, 1e12)).padStart(12, '0')}`;
      await repository.addUser(userId, clock.now());
    } else if (!(params.choice === 'existing' && (await repository.userExists(userId)))) {
      return errorPage('invalid-user');
    }
    const code = randomBytes(16).toString('hex');
    await repository.addCode(code, userId, clock.now());
    back.set('auth_code', code);
    return redirect(back);
  }

  #checkRequest(params: Record<string, string>): string | null {
    if (params.app_id !== SANDBOX_APP_ID) return 'isv.invalid-app-id';
    if (params.sign_type !== 'RSA2') return 'isv.invalid-signature-type';
    if (!verifyRequest(params, this.#deps.keys.appPublicKey)) return 'isv.invalid-signature';
    return null;
  }

  async #cashier(params: Record<string, string>): Promise<SandboxAnswer> {
    const biz = parseBiz(params.biz_content);
    const outTradeNo = String(biz?.out_trade_no ?? '');
    const amount = String(biz?.total_amount ?? '');
    if (!/^[A-Za-z0-9_]{1,64}$/.test(outTradeNo)) return errorPage('ACQ.INVALID_PARAMETER out_trade_no');
    if (!/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0)
      return errorPage('ACQ.INVALID_PARAMETER total_amount');
    if (biz?.seller_id !== undefined && biz.seller_id !== SANDBOX_SELLER_ID) return errorPage('ACQ.SELLER_NOT_MATCH');
    const trade = await this.#deps.repository.openTrade({
      out_trade_no: outTradeNo,
      trade_no: `${alipayTime(this.#deps.clock.now()).replace(/\D/g, '')}${randomBytes(8).toString('hex')}`,
      app_id: params.app_id as string,
      total_amount: Number(amount).toFixed(2),
      subject: String(biz?.subject ?? '').slice(0, 256),
      notify_url: (params.notify_url ?? '').slice(0, 512),
      return_url: (params.return_url ?? '').slice(0, 512),
      create_time: this.#deps.clock.now(),
    });
    if (trade.total_amount !== Number(amount).toFixed(2)) return errorPage('ACQ.CONTEXT_INCONSISTENT');
    return { kind: 'html', status: 200, body: cashierPage(trade) };
  }

  async #query(outTradeNo: string): Promise<SandboxAnswer> {
    const trade = await this.#deps.repository.trade('out_trade_no', outTradeNo);
    if (!trade) {
      return this.#api('alipay.trade.query', {
        code: '40004',
        msg: 'Business Failed',
        sub_code: 'ACQ.TRADE_NOT_EXIST',
        sub_msg: '交易不存在',
      });
    }
    return this.#api('alipay.trade.query', {
      code: '10000',
      msg: 'Success',
      out_trade_no: trade.out_trade_no,
      trade_no: trade.trade_no,
      trade_status: trade.status,
      total_amount: trade.total_amount,
      buyer_user_id: trade.buyer_id,
    });
  }

  async #token(code: string): Promise<SandboxAnswer> {
    const userId = await this.#deps.repository.redeemCode(code, this.#deps.clock.now() - CODE_TTL_MS);
    if (!userId) {
      return this.#api('alipay.system.oauth.token', {
        code: '40002',
        msg: 'Invalid Arguments',
        sub_code: 'isv.code-invalid',
        sub_msg: '授权码code无效',
      });
    }
    return this.#api('alipay.system.oauth.token', {
      user_id: userId,
      access_token: randomBytes(16).toString('hex'),
      expires_in: 1_296_000,
      refresh_token: randomBytes(16).toString('hex'),
      re_expires_in: 2_592_000,
    });
  }

  #api(method: string, body: object): SandboxAnswer {
    return { kind: 'json', body: signedResponse(method, body, this.#deps.keys.gatewayPrivateKey) };
  }

  /** Alipay's asynchronous notification, signed with the gateway's key, retried a little as Alipay does. */
  async #notify(trade: SandboxTrade): Promise<void> {
    const { clock, keys, log, ownBase } = this.#deps;
    if (!trade.notify_url) return;
    const now = alipayTime(clock.now());
    const fields = signNotification(
      {
        notify_time: now,
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        app_id: trade.app_id,
        charset: 'utf-8',
        version: '1.0',
        trade_no: trade.trade_no,
        out_trade_no: trade.out_trade_no,
        buyer_id: trade.buyer_id,
        seller_id: SANDBOX_SELLER_ID,
        trade_status: trade.status,
        total_amount: trade.total_amount,
        receipt_amount: trade.status === 'TRADE_SUCCESS' ? trade.total_amount : '0.00',
        subject: trade.subject,
        gmt_create: alipayTime(trade.create_time),
        ...(trade.status === 'TRADE_SUCCESS' ? { gmt_payment: now } : { gmt_close: now }),
      },
      keys.gatewayPrivateKey,
    );
    const url = new URL(trade.notify_url, ownBase()).toString();
    for (let attempt = 1; attempt <= NOTIFY_TRIES; attempt++) {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
          body: new URLSearchParams(fields).toString(),
          signal: AbortSignal.timeout(10_000),
        });
        if ((await response.text()).trim() === 'success') return;
      } catch (error) {
        log.warn({ err: error, attempt }, 'sandbox notification not delivered');
      }
    }
    log.warn({ out_trade_no: trade.out_trade_no }, 'sandbox notification not acknowledged');
  }
}

/** The authorisation request, if it is for the sandbox app and comes back to the login callback. */
function authorizeRequest(params: Record<string, string>) {
  const { app_id, redirect_uri, state, scope } = params;
  if (app_id !== SANDBOX_APP_ID || !state || !redirect_uri) return null;
  // No open redirect: only back to an Alipay login callback of an app (relative, or http(s)).
  let path: string;
  try {
    const url = new URL(redirect_uri, 'http://sandbox.invalid');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    path = url.pathname;
  } catch {
    return null;
  }
  if (!path.endsWith('/api/login/alipayCallback')) return null;
  return { app_id, redirect_uri, state: state.slice(0, 128), scope: scope || 'auth_user' };
}

function parseBiz(text: string | undefined): Record<string, unknown> | null {
  try {
    const value = JSON.parse(text ?? '');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function errorPage(reason: string): SandboxAnswer {
  return { kind: 'html', status: 400, body: messagePage('支付宝沙箱', `请求无效：${reason}`) };
}

/** "yyyy-MM-dd HH:mm:ss" in China time, as Alipay writes its times. */
function alipayTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
