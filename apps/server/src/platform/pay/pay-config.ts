// The payment and provider-login part of the configuration (README "Configuration"). Outside production the
// built-in Alipay sandbox is the default, so the whole purchase and the Alipay login run offline; production
// refuses it and needs Alipay's real keys (docs/operations.md "Alipay and Apple").
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { ConfigError, type ParsedEnv } from '../config.ts';

export interface AlipayKeys {
  appId: string;
  /** PEM (PKCS#8 or PKCS#1) of the app's private key: signs order strings and API calls (RSA2). */
  privateKey: string;
  /** PEM of Alipay's public key: checks notifications and API answers. */
  alipayPublicKey: string;
  /** The merchant's partner id (2088...): a notification for another seller is refused. */
  sellerId: string;
  gateway: string;
  authorizeUrl: string;
}

export interface PayConfig {
  /** `sandbox`: the gateway this server hosts under /sandbox/alipay (keys made into DATA_DIR); `none`: no payment. */
  provider: 'sandbox' | 'alipay' | 'none';
  /** Set for `alipay` only; the sandbox's keys are made at start (platform/pay/sandbox-keys.ts). */
  alipay: AlipayKeys | undefined;
  /** Where Alipay reaches this server (notify_url, return_url, the login callback); unset: its own address. */
  publicBaseUrl: string | undefined;
  /** Alipay login on the same app (scope auth_user); off when ALIPAY_LOGIN=false or no provider. */
  alipayLogin: boolean;
  notifyOverdueMs: number;
  orderTtlMs: number;
  /** Sign in with Apple: set when APPLE_CLIENT_ID is. */
  apple: { clientId: string; redirectUri: string; jwksUrl: string } | undefined;
}

export function payConfig(e: ParsedEnv): PayConfig {
  const production = e.NODE_ENV === 'production';
  const provider = e.ALIPAY_PROVIDER ?? (production ? (e.ALIPAY_APP_ID ? 'alipay' : 'none') : 'sandbox');
  if (production && provider === 'sandbox') {
    throw new ConfigError('Invalid configuration:\n  ALIPAY_PROVIDER: sandbox is refused when NODE_ENV=production');
  }
  let alipay: AlipayKeys | undefined;
  if (provider === 'alipay') {
    const missing = (['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY', 'ALIPAY_SELLER_ID'] as const).filter(
      (name) => !e[name],
    );
    // Alipay must reach the notification endpoint from outside: a loopback default would never be called.
    if (!e.PUBLIC_BASE_URL) missing.push('PUBLIC_BASE_URL' as never);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((n) => `  ${n}: required when ALIPAY_PROVIDER=alipay`).join('\n')}`,
      );
    }
    alipay = {
      appId: e.ALIPAY_APP_ID as string,
      privateKey: pem(e.ALIPAY_PRIVATE_KEY as string, 'PRIVATE KEY'),
      alipayPublicKey: pem(e.ALIPAY_PUBLIC_KEY as string, 'PUBLIC KEY'),
      sellerId: e.ALIPAY_SELLER_ID as string,
      gateway: e.ALIPAY_GATEWAY,
      authorizeUrl: e.ALIPAY_AUTHORIZE_URL,
    };
  }
  const apple = e.APPLE_CLIENT_ID
    ? {
        clientId: e.APPLE_CLIENT_ID,
        redirectUri: e.APPLE_REDIRECT_URI ?? (e.PUBLIC_BASE_URL ? `${e.PUBLIC_BASE_URL.replace(/\/$/, '')}/` : ''),
        jwksUrl: e.APPLE_JWKS_URL,
      }
    : undefined;
  return {
    provider,
    alipay,
    publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/$/, ''),
    alipayLogin: provider !== 'none' && e.ALIPAY_LOGIN,
    notifyOverdueMs: e.PAY_NOTIFY_OVERDUE_SECONDS * 1000,
    orderTtlMs: e.PAY_ORDER_TTL_MINUTES * 60_000,
    apple,
  };
}

/**
 * Alipay's key tool hands out bare base64 (PKCS#8 or PKCS#1) and PEM is pasted with literal \n: both become
 * PKCS#8 / SPKI PEM, what the SDK is given (keyType PKCS8). A key that does not parse stops the start.
 */
function pem(value: string, kind: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const text = value.replace(/\\n/g, '\n');
  try {
    if (kind === 'PUBLIC KEY') {
      const key = text.includes('-----BEGIN')
        ? createPublicKey(text)
        : createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
      return key.export({ type: 'spki', format: 'pem' }).toString();
    }
    const key = text.includes('-----BEGIN') ? createPrivateKey(text) : privateKeyFromDer(Buffer.from(text, 'base64'));
    return key.export({ type: 'pkcs8', format: 'pem' }).toString();
  } catch {
    const name = kind === 'PUBLIC KEY' ? 'ALIPAY_PUBLIC_KEY' : 'ALIPAY_PRIVATE_KEY';
    throw new ConfigError(`Invalid configuration:\n  ${name}: not an RSA key (PEM or base64)`);
  }
}

function privateKeyFromDer(der: Buffer) {
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}
