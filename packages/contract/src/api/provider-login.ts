// Sign-in through a provider: Alipay (open a URL, poll for the result), Apple (an identity token),
// and one-tap phone login, which is refused without a carrier provider. SPEC §2, §3, §4, §7; DESIGN §3.
import { z } from 'zod';
import { CODE } from '../errors.ts';
import { defineEndpoint, emptyRequest } from './endpoint.ts';
import { loginResult } from './user.ts';

/** SPEC §9: the app polls getAlipayLoginResult this often until data arrives or an error comes back. */
export const ALIPAY_LOGIN_POLL_MS = 3000;
/** How long an opened Alipay login waits for the user's authorisation (then -2812). */
export const ALIPAY_LOGIN_TTL_MS = 10 * 60_000;
/** Where Alipay sends the browser back with `auth_code` and `state` after the user authorises. */
export const ALIPAY_LOGIN_CALLBACK_PATH = '/api/login/alipayCallback';

const token = (max: number) =>
  z
    .string({ error: 'validation.field' })
    .min(1, { error: 'validation.field' })
    .max(max, { error: 'validation.field' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.field' });

export const getAlipayOpenUrl = defineEndpoint({
  path: '/api/login/getAlipayOpenUrl',
  method: 'POST',
  auth: 'none',
  payload: 'result',
  summary:
    'Start an Alipay login: `url` is the authorisation page to open (on a desktop, show it as a QR code to scan); poll getAlipayLoginResult with `templateId` every 3 s. The URL does not carry templateId, so whoever sees the QR code cannot collect the session.',
  request: emptyRequest,
  response: z.object({ url: z.string(), templateId: z.string(), expire_time: z.number().int() }),
  errors: [CODE.alipayLoginUnavailable],
});

export const getAlipayLoginResult = defineEndpoint({
  path: '/api/login/getAlipayLoginResult',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary:
    'Poll an Alipay login: `data` null while waiting for the user; the login result (user, token) once authorised, exactly once; -2812 expired or already used, -2813 refused or failed.',
  request: z.object({ templateId: token(64) }),
  response: loginResult.nullable(),
  errors: [CODE.alipayLoginExpired, CODE.alipayLoginDenied, CODE.suspended, CODE.banned],
});

export const getAppleNonce = defineEndpoint({
  path: '/api/login/getAppleNonce',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary:
    'A single-use nonce (valid 10 minutes) to pass to Sign in with Apple JS (`AppleID.auth.init({nonce})`), with the client id and redirect URI the server expects.',
  request: emptyRequest,
  response: z.object({ nonce: z.string(), clientId: z.string(), redirectURI: z.string() }),
  errors: [CODE.appleLoginUnavailable],
});

export const loginByApple = defineEndpoint({
  path: '/api/login/loginByApple',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary:
    'Log in with Sign in with Apple: the identity token (id_token) is checked against Apple’s keys, issuer, audience, expiry and the nonce from getAppleNonce (used once). A first login creates the account (hasPassword 0).',
  request: z.object({
    identityToken: z
      .string({ error: 'validation.field' })
      .min(1, { error: 'validation.field' })
      .max(4096, { error: 'validation.field' }),
    nonce: token(64),
  }),
  response: loginResult,
  errors: [CODE.appleLoginUnavailable, CODE.appleTokenInvalid, CODE.suspended, CODE.banned],
});

/** SPEC §7: onePhoneLogin's phone travels XOR-ed with a fixed key and hex-encoded. Obfuscation, not secrecy. */
const ONE_TAP_XOR_KEY = 'kk-one-tap';

export function obfuscatePhone(phone: string): string {
  return [...new TextEncoder().encode(phone)]
    .map((byte, i) => (byte ^ ONE_TAP_XOR_KEY.charCodeAt(i % ONE_TAP_XOR_KEY.length)).toString(16).padStart(2, '0'))
    .join('');
}

export function revealPhone(hex: string): string {
  const bytes = (hex.match(/../g) ?? []).map(
    (pair, i) => Number.parseInt(pair, 16) ^ ONE_TAP_XOR_KEY.charCodeAt(i % ONE_TAP_XOR_KEY.length),
  );
  return new TextDecoder().decode(new Uint8Array(bytes));
}

export const onePhoneLogin = defineEndpoint({
  path: '/api/login/onePhoneLogin',
  method: 'POST',
  auth: 'none',
  payload: 'data',
  summary:
    'One-tap phone login. Refused (-2816, 当前环境不支持手机一键登陆登录) unless a carrier verification provider is configured; none is: a phone number the client merely sends is never trusted.',
  request: z.object({
    phone: z
      .string({ error: 'validation.phoneRequired' })
      .max(64, { error: 'validation.phoneInvalid' })
      .regex(/^(?:[0-9a-f]{2})+$/, { error: 'validation.phoneInvalid' }),
  }),
  response: loginResult,
  errors: [CODE.oneTapUnsupported],
});
