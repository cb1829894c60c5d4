// Logging in to the console (docs/decisions/0086-operator-console.md): a name, a password and a TOTP code, all
// three right, or one answer (-2922) that says nothing of which was wrong. Each try is counted before its password
// is checked, in one statement (OperatorRepository.takeAttempt), so five failures lock the name for 15 minutes
// (-2923) even when tries arrive at once on several instances. A code is accepted once. A session is a random
// token in an httpOnly cookie (only its SHA-256 stored) and a CSRF token the console sends back in a header.
import { randomBytes } from 'node:crypto';
import { CODE, CONSOLE, type Operator } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from '../../platform/crypto.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import { AppError, retryLater } from '../../platform/http/app-error.ts';
import type { ConsoleSession } from '../../platform/http/console-auth.ts';
import type { Limiter } from '../../platform/limiter/limiter.ts';
import { matchTotp } from '../../platform/totp.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ConsoleSessionRepository } from './console-session.repository.ts';
import type { OperatorRepository, OperatorRow } from './operator.repository.ts';

export interface Credentials {
  name: string;
  password: string;
  otp: string;
}

export interface ConsoleLoginDeps {
  repository: OperatorRepository;
  sessions: ConsoleSessionRepository;
  audit: AuditService;
  /** Counts failures for names that are no operator's, so they answer as a real name would (lock included). */
  limiter: Limiter;
  transactions: Transactions;
  clock: Clock;
}

export class ConsoleLoginService {
  readonly #deps: ConsoleLoginDeps;

  constructor(deps: ConsoleLoginDeps) {
    this.#deps = deps;
  }

  /** A new session: its cookie token and CSRF token. -2921 while the one-time password is unchanged. */
  async login(credentials: Credentials): Promise<ConsoleSession> {
    const { sessions, audit, transactions, clock } = this.#deps;
    const operator = await this.#check(credentials, true);
    if (operator.status === 'new') throw new AppError(CODE.operatorPasswordChange);
    const token = newToken();
    const csrf = randomBytes(24).toString('base64url');
    const now = clock.now();
    const expiresAt = now + CONSOLE.sessionMs;
    await transactions.run(async () => {
      await sessions.deleteExpired(now);
      await sessions.insert({
        token_hash: hashToken(token),
        operator_id: operator.id,
        csrf,
        create_time: now,
        expire_time: expiresAt,
      });
      await audit.record({ operatorId: operator.id, action: 'login' });
    });
    return { operator: operatorOf(operator), csrf, expiresAt, token };
  }

  /** Replaces the password (the one-time one, or the current one) after the same checks as a login. */
  async changePassword(credentials: Credentials & { newPassword: string }): Promise<void> {
    const { repository, audit, transactions } = this.#deps;
    const operator = await this.#check(credentials, false);
    const passwordHash = await hashPassword(credentials.newPassword);
    await transactions.run(async () => {
      await repository.setPassword(operator.id, passwordHash);
      await audit.record({ operatorId: operator.id, action: 'operatorPassword' });
    });
  }

  async logout(token: string): Promise<void> {
    await this.#deps.sessions.deleteByHash(hashToken(token));
  }

  /** The console session of a cookie (RouteOptions.resolveConsoleSession), or null. */
  resolve = async (token: string): Promise<ConsoleSession | null> => {
    const live = await this.#deps.sessions.live(hashToken(token), this.#deps.clock.now());
    if (!live) return null;
    return {
      operator: { id: live.operatorId, name: live.name, role: live.role },
      csrf: live.csrf,
      expiresAt: live.expireTime,
      token,
    };
  };

  /**
   * Name, password and TOTP, the try counted first. Any failure is -2922 (a disabled operator's too); a locked
   * name is -2923 whatever was sent. A right try clears the count and uses up its code's step.
   */
  async #check(credentials: Credentials, isLogin: boolean): Promise<OperatorRow> {
    const { repository, limiter, clock } = this.#deps;
    const now = clock.now();
    const taken = await repository.takeAttempt(credentials.name, now);
    if (!taken) {
      const known = await repository.byName(credentials.name);
      if (known) throw locked(known.locked_until - now);
      // No such operator: as slow as a real check, and locked after as many tries.
      const rule = {
        name: 'consoleLogin',
        key: `console-login:${credentials.name}`,
        limit: CONSOLE.loginFailuresMax,
        windowMs: CONSOLE.lockMs,
      };
      const allowed = await limiter.take([rule], now);
      if (!allowed.ok) throw locked(allowed.retryAfterMs);
      await verifyPassword(credentials.password, null);
      throw new AppError(CODE.operatorLoginFailed);
    }
    const passwordRight = await verifyPassword(credentials.password, taken.password_hash);
    const step = matchTotp(taken.totp_secret, credentials.otp, now);
    if (!passwordRight || step === null || taken.status === 'disabled') {
      throw new AppError(CODE.operatorLoginFailed);
    }
    // The step is used up only by a try that was right in every other way; a replayed code is a failure.
    const settled = await repository.settle(taken.id, step, isLogin && taken.status === 'active' ? now : null);
    if (!settled) throw new AppError(CODE.operatorLoginFailed);
    return settled;
  }
}

function locked(retryAfterMs: number): AppError {
  return retryLater(CODE.operatorLocked, 'code.operatorLocked', Math.max(retryAfterMs, 1000));
}

export function operatorOf(row: Pick<OperatorRow, 'id' | 'name' | 'role'>): Operator {
  return { id: row.id, name: row.name, role: row.role };
}
