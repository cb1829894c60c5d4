// The account behind a provider identity (an Alipay user id, an Apple `sub`): found, or made on first login
// with no password (hasPassword 0, DESIGN §3) and no phone number.
import { randomBytes } from 'node:crypto';
import type { LoginResult } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { SessionService } from '../session/session.service.ts';
import type { OwnUserInfo, UserService } from '../user/user.service.ts';
import type { Provider, ProviderLoginRepository } from './provider-login.repository.ts';

export class ProviderAccounts {
  readonly #deps: ProviderAccountsDeps;

  constructor(deps: ProviderAccountsDeps) {
    this.#deps = deps;
  }

  /**
   * The linked account, or a new one linked in the same transaction. Two first logins racing: the second
   * link fails on the identity's key and rolls its account back; the retry finds the first one's account.
   */
  async userFor(provider: Provider, subject: string): Promise<number> {
    const { repository, users, transactions, clock } = this.#deps;
    for (let attempt = 0; ; attempt++) {
      try {
        return await transactions.run(async () => {
          const linked = await repository.identityUser(provider, subject);
          if (linked !== undefined) return linked;
          const user = await users.register(placeholderPhone(), null);
          await repository.link(provider, subject, Number(user.id), clock.now());
          return Number(user.id);
        });
      } catch (error) {
        if (attempt >= 2) throw error;
      }
    }
  }

  async session(userId: number): Promise<LoginResult> {
    const token = await this.#deps.sessions.create(userId);
    return { token, user: await this.#deps.userInfo.info(userId) };
  }
}

export interface ProviderAccountsDeps {
  repository: ProviderLoginRepository;
  users: UserService;
  /** What a login answers of the user: their user info, kk lock fields included. */
  userInfo: OwnUserInfo;
  sessions: SessionService;
  transactions: Transactions;
  clock: Clock;
}

/**
 * The phone column is required and unique; a provider account has none. It holds `x` and 19 random hex digits:
 * never a valid phone (user.view.ts shows it as ''), never sent an SMS, never matched by a typed number.
 */
function placeholderPhone(): string {
  return `x${randomBytes(10).toString('hex').slice(0, 19)}`;
}
