// The Alipay adapter (DESIGN §1 "adapters"): order strings, notification signatures, trade queries and the
// OAuth code exchange, all on Alipay's official Node SDK with RSA2. Production and the development sandbox
// use this same code: only the keys, the app id and the gateway differ (docs/decisions/0061-one-alipay-adapter.md).
import { AlipaySdk } from 'alipay-sdk';

export type AlipayPayMethod = 'alipay.trade.wap.pay' | 'alipay.trade.app.pay';

export interface OrderRequest {
  method: AlipayPayMethod;
  outTradeNo: string;
  /** Yuan with two decimals, as Alipay writes it ("6.00"). */
  totalAmount: string;
  subject: string;
  /** Alipay's timeout_express, e.g. "30m". */
  timeoutExpress: string;
  notifyUrl: string;
  returnUrl: string;
}

export interface TradeQueryResult {
  /** WAIT_BUYER_PAY, TRADE_SUCCESS, TRADE_FINISHED, TRADE_CLOSED; null: the gateway knows no such trade. */
  tradeStatus: string | null;
  totalAmount: string;
  tradeNo: string;
}

export interface AlipayGateway {
  readonly appId: string;
  readonly sellerId: string;
  /** Where the app posts the order string as a form (relative for the sandbox on this origin). */
  readonly formAction: string;
  /** The signed request (RSA2) as a URL query string: SPEC's `result.orderStr`. */
  orderString(order: OrderRequest): string;
  /** True when `sign` is Alipay's RSA2 signature of the other fields. The caller checks sign_type first. */
  verifyNotification(fields: Record<string, string>): boolean;
  queryTrade(outTradeNo: string): Promise<TradeQueryResult>;
  /** alipay.system.oauth.token: the Alipay user id behind an authorisation code. */
  exchangeAuthCode(code: string): Promise<string>;
  /** The page where a user authorises this app (scope auth_user), coming back to `redirectUri` with `state`. */
  authorizeUrl(state: string, redirectUri: string): string;
}

export interface AlipaySdkGatewayOptions {
  appId: string;
  sellerId: string;
  privateKey: string;
  alipayPublicKey: string;
  /** The gateway's absolute URL for server-to-server calls; a function, as the sandbox's is known after listen. */
  gateway: () => string;
  formAction: string;
  authorizeUrl: string;
}

export class AlipaySdkGateway implements AlipayGateway {
  readonly appId: string;
  readonly sellerId: string;
  readonly formAction: string;
  readonly #options: AlipaySdkGatewayOptions;
  #sdk: { url: string; sdk: AlipaySdk } | undefined;

  constructor(options: AlipaySdkGatewayOptions) {
    this.#options = options;
    this.appId = options.appId;
    this.sellerId = options.sellerId;
    this.formAction = options.formAction;
  }

  get #client(): AlipaySdk {
    const url = this.#options.gateway();
    if (this.#sdk?.url !== url) {
      const { appId, privateKey, alipayPublicKey } = this.#options;
      const sdk = new AlipaySdk({
        appId,
        privateKey,
        alipayPublicKey,
        gateway: url,
        signType: 'RSA2',
        keyType: 'PKCS8',
        camelcase: false,
        timeout: 10_000,
      });
      this.#sdk = { url, sdk };
    }
    return this.#sdk.sdk;
  }

  orderString(order: OrderRequest): string {
    return this.#client.sdkExecute(
      order.method,
      {
        notifyUrl: order.notifyUrl,
        returnUrl: order.returnUrl,
        bizContent: {
          out_trade_no: order.outTradeNo,
          total_amount: order.totalAmount,
          subject: order.subject,
          product_code: order.method === 'alipay.trade.wap.pay' ? 'QUICK_WAP_WAY' : 'QUICK_MSECURITY_PAY',
          timeout_express: order.timeoutExpress,
          seller_id: this.sellerId,
        },
      },
      { bizContentAutoSnakeCase: false },
    );
  }

  verifyNotification(fields: Record<string, string>): boolean {
    try {
      // V2: the values as posted (already form-decoded), not decoded once more.
      return this.#client.checkNotifySignV2(fields);
    } catch {
      return false;
    }
  }

  async queryTrade(outTradeNo: string): Promise<TradeQueryResult> {
    const answer = await this.#client.exec(
      'alipay.trade.query',
      { bizContent: { out_trade_no: outTradeNo } },
      { validateSign: true },
    );
    if (answer.code !== '10000') {
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { tradeStatus: null, totalAmount: '', tradeNo: '' };
      throw new Error(`alipay.trade.query: ${answer.code} ${answer.sub_code ?? ''}`);
    }
    return {
      tradeStatus: String(answer.trade_status ?? ''),
      totalAmount: String(answer.total_amount ?? ''),
      tradeNo: String(answer.trade_no ?? ''),
    };
  }

  async exchangeAuthCode(code: string): Promise<string> {
    const answer = await this.#client.exec(
      'alipay.system.oauth.token',
      { grantType: 'authorization_code', code },
      { validateSign: true },
    );
    // Newer apps get open_id instead of user_id; either names the Alipay account for this app.
    const id = answer.user_id ?? answer.open_id;
    if (answer.code && answer.code !== '10000') throw new Error(`alipay.system.oauth.token: ${answer.sub_code ?? ''}`);
    if (typeof id !== 'string' || id === '') throw new Error('alipay.system.oauth.token: no user id');
    return id;
  }

  authorizeUrl(state: string, redirectUri: string): string {
    const query = new URLSearchParams({
      app_id: this.appId,
      scope: 'auth_user',
      redirect_uri: redirectUri,
      state,
    });
    return `${this.#options.authorizeUrl}?${query}`;
  }
}
