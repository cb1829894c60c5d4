// Sign-in (DESIGN §3): SMS code with a registration step, password by phone or username, reset by SMS.
import { CODE, type LoginResult, SMS_TYPE } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import { AppError, retryLater } from '../../platform/http/app-error.ts';
import { keyDigest, type Limiter } from '../../platform/limiter/limiter.ts';
import type { SessionService } from '../session/session.service.ts';
import type { SmsService } from '../sms/sms.service.ts';
import type { OwnUserInfo, UserService } from '../user/user.service.ts';

const HOUR = 3_600_000;

export interface LoginServiceDeps {
  sms: SmsService;
  users: UserService;
  /** What a login answers of the user: their user info, kk lock fields included. */
  userInfo: OwnUserInfo;
  sessions: SessionService;
  limiter: Limiter;
  clock: Clock;
  attemptsPerHour: number;
}

export class LoginService {
  readonly #deps: LoginServiceDeps;
  constructor(deps: LoginServiceDeps) {
    this.#deps = deps;
  }

  /**
   * A right code for an unregistered phone answers -2001 and keeps the code, so the app can ask for a
   * password and call again with it; that second call creates the account.
   */
  async byPhone(phone: string, code: string, password: string | undefined): Promise<LoginResult> {
    const { sms, users } = this.#deps;
    const codeId = await sms.check(phone, SMS_TYPE.login, code);
    const existing = await users.byPhone(phone);
    if (!existing && password === undefined) {
      await sms.keep(codeId);
      throw new AppError(CODE.noSuchUser);
    }
    await sms.consume(codeId);
    const user = existing ?? (await users.register(phone, password ?? null));
    return this.#session(Number(user.id));
  }

  async byPassword(account: string, password: string, ip: string): Promise<LoginResult> {
    const user = await this.#deps.users.byLoginName(account);
    await this.#throttle(passwordThrottleKey(user, account), ip);
    const row = await this.#deps.users.checkPassword(user, password);
    return this.#session(Number(row.id));
  }

  /**
   * A signed-in user's password, checked as login checks it (-2004, one scrypt) and counted in the same
   * per-account allowance, so confirming an action (account deletion without a phone) is no way around it.
   */
  async confirmPassword(userId: number, password: string, ip: string): Promise<void> {
    await this.#throttle(passwordThrottleKey({ id: userId }, ''), ip);
    await this.#deps.users.checkOwnPassword(userId, password);
  }

  async #throttle(accountKey: string, ip: string): Promise<void> {
    const { limiter, clock, attemptsPerHour } = this.#deps;
    const allowed = await limiter.take(
      [
        { name: 'account', key: accountKey, limit: attemptsPerHour, windowMs: HOUR },
        { name: 'ip', key: `login:ip:${ip}`, limit: attemptsPerHour * 5, windowMs: HOUR },
      ],
      clock.now(),
    );
    if (!allowed.ok) throw tooManyPasswordTries(allowed.retryAfterMs);
  }

  /** -2008 for an unregistered phone once the code is right; a reset ends every session of the account. */
  async reset(phone: string, code: string, password: string): Promise<void> {
    const { sms, users, sessions } = this.#deps;
    const codeId = await sms.check(phone, SMS_TYPE.reset, code);
    const user = await users.byPhone(phone);
    if (!user) {
      await sms.keep(codeId);
      throw new AppError(CODE.unregistered);
    }
    await sms.consume(codeId);
    await users.setPassword(Number(user.id), password);
    await sessions.revokeAll(Number(user.id));
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.#deps.sessions.revoke(token);
  }

  async #session(userId: number): Promise<LoginResult> {
    const token = await this.#deps.sessions.create(userId);
    return { token, user: await this.#deps.userInfo.info(userId) };
  }
}

/**
 * Password guesses are counted per account, whichever name was typed (phone or username), so both names share
 * one allowance. A name that designates no account is counted under a digest of its normalised form: the same
 * cost and the same answers as an account, so the throttle does not say whether one exists, and no key holds
 * what was typed (docs/decisions/0025-the-password-throttle-counts-per-account.md).
 */
function passwordThrottleKey(user: { id: number } | undefined, account: string): string {
  if (user) return `login:user:${user.id}`;
  return `login:name:${keyDigest(account.normalize('NFKC').trim().toLowerCase())}`;
}

/** -1029 with Retry-After; the message says when, and that an SMS code still signs in (it is not throttled so). */
function tooManyPasswordTries(retryAfterMs: number): AppError {
  return retryLater(CODE.tooManyRequests, 'login.tooManyPasswordTries', retryAfterMs);
}
