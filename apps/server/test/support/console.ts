// An operator signed in to the console, for API tests of console endpoints: made as `npm run operator -- add`
// makes one (OperatorService.add), its one-time password changed, logged in with computed TOTP codes. The client
// sends the session cookie and the CSRF header as the console does.
import { randomBytes } from 'node:crypto';
import { CONSOLE, type OperatorRole } from '@kk/contract';
import { COMMAND_LINE } from '../../src/features/operator/operator.service.ts';
import { totp } from '../../src/platform/totp.ts';
import type { Envelope, TestServer } from './harness.ts';

export const OPERATOR_PASSWORD = 'operator-pass-1';

export interface ConsoleCallOptions {
  /** Send this CSRF token instead of the session's; false sends none. */
  csrf?: string | false;
  /** Send this cookie header instead of the session's; false sends none. */
  cookie?: string | false;
  /** A member's token, sent as the member app sends it. */
  token?: string;
  /** Sent as X-Forwarded-For (the test server trusts the proxy). */
  ip?: string;
  /** Sent as X-Forwarded-Proto. */
  proto?: 'http' | 'https';
  language?: string;
}

export type ConsoleResponse = Envelope & { status: number; setCookie: string | null };

export interface ConsoleClient {
  operator: { id: number; name: string; role: OperatorRole };
  /** The TOTP secret (base32), to compute further codes. */
  secret: string;
  password: string;
  /** `kk_console=<token>`, as the browser sends it. */
  cookie: string;
  csrf: string;
  /** POSTs to a path on `server` (or another instance of the same store) with the session's cookie and CSRF. */
  call(path: string, body?: unknown, options?: ConsoleCallOptions, on?: TestServer): Promise<ConsoleResponse>;
}

let counter = 0;
/** A name no other test of this process uses, as CONSOLE.namePattern wants it. */
export function newOperatorName(): string {
  counter++;
  return `op${counter}-${randomBytes(4).toString('hex')}`;
}

/** POSTs to a console endpoint like the console does (JSON, cookie, CSRF header). */
export async function consoleCall(
  server: TestServer,
  path: string,
  body: unknown = {},
  options: ConsoleCallOptions & { session?: { cookie: string; csrf: string } } = {},
): Promise<ConsoleResponse> {
  const headers: Record<string, string> = { 'content-type': 'application/json', platForm: 'h5' };
  const cookie = options.cookie ?? options.session?.cookie;
  const csrf = options.csrf ?? options.session?.csrf;
  if (cookie) headers.cookie = cookie;
  if (csrf) headers[CONSOLE.csrfHeader] = csrf;
  if (options.token) headers.token = options.token;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  if (options.proto) headers['x-forwarded-proto'] = options.proto;
  if (options.language) headers['accept-language'] = options.language;
  const response = await fetch(server.url + path, { method: 'POST', headers, body: JSON.stringify(body) });
  return {
    status: response.status,
    setCookie: response.headers.get('set-cookie'),
    ...((await response.json()) as Envelope),
  };
}

/** The cookie pair a Set-Cookie header sets (`kk_console=...`). */
export function cookiePair(setCookie: string | null): string {
  const pair = setCookie?.split(';')[0];
  if (!pair?.startsWith(`${CONSOLE.cookie}=`)) throw new Error(`no console cookie in ${setCookie}`);
  return pair;
}

/** The base32 secret of an otpauth:// URI. */
export function secretOf(otpauth: string): string {
  const secret = new URL(otpauth).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${otpauth}`);
  return secret;
}

/**
 * Adds an operator (the `operator add` path), changes its one-time password with the TOTP code of now, and logs in
 * with the code of the next 30-second step (one step of drift is accepted; a code is never accepted twice, so a test
 * that logs the same operator in again moves the clock on first).
 */
export async function loginOperator(
  server: TestServer,
  options: { role?: OperatorRole; name?: string } = {},
): Promise<ConsoleClient> {
  const name = options.name ?? newOperatorName();
  const added = await server.app.console.operators.add(COMMAND_LINE, name, options.role ?? 'moderator');
  const secret = secretOf(added.otpauth);
  const now = server.clock.now();
  const changed = await consoleCall(server, '/api/console/changePassword', {
    name,
    password: added.password,
    new_password: OPERATOR_PASSWORD,
    otp: totp(secret, now),
  });
  if (changed.code !== 0) throw new Error(`changePassword failed: ${changed.code} ${changed.msg}`);
  const login = await consoleCall(server, '/api/console/login', {
    name,
    password: OPERATOR_PASSWORD,
    otp: totp(secret, now + CONSOLE.totpPeriodSeconds * 1000),
  });
  if (login.code !== 0) throw new Error(`console login failed: ${login.code} ${login.msg}`);
  const session = { cookie: cookiePair(login.setCookie), csrf: login.data.csrf as string };
  return {
    operator: login.data.operator,
    secret,
    password: OPERATOR_PASSWORD,
    ...session,
    call: (path, body, callOptions = {}, on = server) => consoleCall(on, path, body, { session, ...callOptions }),
  };
}
