// Composition of payment and provider login: which Alipay (the real one or this server's sandbox) and which
// Apple verifier the configuration asks for, and the services and routes over them. Coins and VIP are built
// apart and earlier (buildVip): relations and the feed gate features on VIP.
import type { FastifyInstance } from 'fastify';
import { SandboxRepository } from '../features/alipay-sandbox/sandbox.repository.ts';
import { sandboxRoutes } from '../features/alipay-sandbox/sandbox.routes.ts';
import { SandboxService } from '../features/alipay-sandbox/sandbox.service.ts';
import { payNotifyRoutes } from '../features/pay/pay.notify.routes.ts';
import { PayRepository } from '../features/pay/pay.repository.ts';
import { payRoutes } from '../features/pay/pay.routes.ts';
import { PayService } from '../features/pay/pay.service.ts';
import { VipService } from '../features/pay/vip.service.ts';
import { AlipayLoginService } from '../features/provider-login/alipay-login.service.ts';
import { AppleLoginService } from '../features/provider-login/apple-login.service.ts';
import { ProviderAccounts } from '../features/provider-login/provider-accounts.ts';
import { ProviderLoginRepository } from '../features/provider-login/provider-login.repository.ts';
import { providerLoginRoutes } from '../features/provider-login/provider-login.routes.ts';
import type { SessionService } from '../features/session/session.service.ts';
import type { OwnUserInfo, UserService } from '../features/user/user.service.ts';
import type { RouteOptions } from '../platform/http/route.ts';
import { type AlipayGateway, AlipaySdkGateway } from '../platform/pay/alipay.ts';
import { type AppleIdentityVerifier, JoseAppleVerifier } from '../platform/pay/apple-identity.ts';
import {
  loadSandboxKeys,
  SANDBOX_APP_ID,
  SANDBOX_AUTHORIZE_PATH,
  SANDBOX_GATEWAY_PATH,
  SANDBOX_SELLER_ID,
} from '../platform/pay/sandbox-keys.ts';
import type { Platform } from './platform.ts';

/** Coins and VIP: the gate of "who liked me" and the height filters, which relations and the feed ask. */
export function buildVip({ transactions, clock }: Platform): VipService {
  return new VipService(new PayRepository(transactions), transactions, clock);
}

export interface PaymentDeps extends Platform {
  /** Coins and VIP (buildVip), which paid orders credit. */
  vip: VipService;
  users: UserService;
  /** What a provider login answers of the user (kk lock fields included). */
  userInfo: OwnUserInfo;
  sessions: SessionService;
  /** Replaces the Apple verifier (tests). */
  appleVerifier?: AppleIdentityVerifier;
}

export function buildPayment(deps: PaymentDeps) {
  const { server, config, transactions, events, clock, vip, users, userInfo, sessions } = deps;
  const { pay: settings } = config;
  const ownBase = () => ownAddress(server);
  const publicBase = settings.publicBaseUrl ?? '';
  let gateway: AlipayGateway | null = null;
  let sandbox: SandboxService | null = null;
  if (settings.provider === 'sandbox') {
    const keys = loadSandboxKeys(config.dataDir);
    gateway = new AlipaySdkGateway({
      appId: SANDBOX_APP_ID,
      sellerId: SANDBOX_SELLER_ID,
      privateKey: keys.appPrivateKey,
      alipayPublicKey: keys.gatewayPublicKey,
      // Server-to-server calls (trade query, code exchange) go to this very server.
      gateway: () => `${ownBase()}${SANDBOX_GATEWAY_PATH}`,
      formAction: `${publicBase}${SANDBOX_GATEWAY_PATH}`,
      authorizeUrl: `${publicBase}${SANDBOX_AUTHORIZE_PATH}`,
    });
    sandbox = new SandboxService({
      repository: new SandboxRepository(transactions),
      keys,
      clock,
      ownBase,
      log: server.log,
    });
  } else if (settings.provider === 'alipay' && settings.alipay) {
    const alipay = settings.alipay;
    gateway = new AlipaySdkGateway({
      ...alipay,
      gateway: () => alipay.gateway,
      formAction: `${alipay.gateway}?charset=utf-8`,
    });
  }
  const pay = new PayService({
    repository: new PayRepository(transactions),
    events,
    vip,
    transactions,
    clock,
    gateway,
    provider: settings.provider,
    notifyBase: () => settings.publicBaseUrl ?? ownBase(),
    returnBase: publicBase,
    notifyOverdueMs: settings.notifyOverdueMs,
    orderTtlMs: settings.orderTtlMs,
    log: server.log,
  });
  const loginRepository = new ProviderLoginRepository(transactions);
  const accounts = new ProviderAccounts({
    repository: loginRepository,
    users,
    userInfo,
    sessions,
    transactions,
    clock,
  });
  // Account deletion: the user's linked identities and login waits (PayService erases the coins and VIP itself).
  events.on('account.deleting', ({ userId }) => loginRepository.eraseUser(userId));
  const alipayLogin = new AlipayLoginService({
    repository: loginRepository,
    accounts,
    gateway: settings.alipayLogin ? gateway : null,
    clock,
    publicBase,
    log: server.log,
  });
  const apple = settings.apple;
  const appleLogin = new AppleLoginService({
    repository: loginRepository,
    accounts,
    verifier: deps.appleVerifier ?? (apple ? new JoseAppleVerifier(apple) : null),
    clientId: apple?.clientId ?? '',
    redirectUri: apple?.redirectUri ?? '',
    clock,
  });

  return {
    pay,
    /** What getLoginConfig answers: the app shows only these buttons. One-tap has no carrier provider. */
    loginProviders: { alipay: alipayLogin.enabled, apple: appleLogin.enabled, oneTap: false },
    registerRoutes(options: RouteOptions) {
      payRoutes(server, options, pay, vip);
      payNotifyRoutes(server, pay);
      providerLoginRoutes(server, options, alipayLogin, appleLogin);
      if (sandbox) sandboxRoutes(server, sandbox);
    },
  };
}

/** This server's own address, for the sandbox's server-to-server calls (known once it listens). */
function ownAddress(server: FastifyInstance): string {
  const address = server.server.address();
  if (!address || typeof address === 'string') return 'http://127.0.0.1';
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
