// Sessions (DESIGN §3): opaque random tokens, only their SHA-256 stored; revocation deletes the row, so a
// revoked token is refused on the very next request on every instance. Whoever holds something open for a session
// (the chat's sockets) hears when one ends, once the deletion is committed.
import type { Clock } from '../../platform/clock.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { DomainEvents, Events } from '../../platform/events.ts';
import type { UserService } from '../user/user.service.ts';
import type { SessionRepository } from './session.repository.ts';

export interface SessionServiceDeps {
  repository: SessionRepository;
  /** Every signed-in request stamps the user's `active_time` (at most hourly: UserService.touchActive). */
  users: Pick<UserService, 'touchActive'>;
  /** Every login path makes its session here: a banned or suspended member is refused (-2903, -2902). */
  standing: Pick<UserService, 'assertMaySignIn'>;
  transactions: Transactions;
  events: Events;
  clock: Clock;
  ttlMs: number;
}

export class SessionService {
  readonly #repository: SessionRepository;
  readonly #deps: SessionServiceDeps;

  constructor(deps: SessionServiceDeps) {
    this.#repository = deps.repository;
    this.#deps = deps;
  }

  async create(userId: number): Promise<string> {
    await this.#deps.standing.assertMaySignIn(userId);
    const token = newToken();
    const now = this.#deps.clock.now();
    await this.#repository.insert({
      user_id: userId,
      token_hash: hashToken(token),
      create_time: now,
      expire_time: now + this.#deps.ttlMs,
    });
    return token;
  }

  resolve = async (token: string): Promise<number | null> => {
    const userId = await this.#repository.userIdOf(hashToken(token), this.#deps.clock.now());
    if (userId != null) await this.#deps.users.touchActive(userId);
    return userId;
  };

  /**
   * `resolve` for many tokens in one query (the chat socket's heartbeat re-checks every open socket): the tokens
   * that still hold a session. Their users count as active, as on any signed-in request.
   */
  stillSignedIn = async (tokens: readonly string[]): Promise<Set<string>> => {
    const hashes = new Map(tokens.map((token) => [hashToken(token), token]));
    const found = await this.#repository.userIdsOf([...hashes.keys()], this.#deps.clock.now());
    const live = new Set<string>();
    for (const [hash, userId] of found) {
      live.add(hashes.get(hash) as string);
      await this.#deps.users.touchActive(userId);
    }
    return live;
  };

  async revoke(token: string): Promise<void> {
    const session = hashToken(token);
    const userId = await this.#repository.deleteByHash(session);
    if (userId !== null) this.#ended({ userId, session });
  }

  /** Ends every session of the user; `code` (CODE.suspended, CODE.banned) is what their open sockets are told. */
  async revokeAll(userId: number, code?: number): Promise<void> {
    await this.#repository.deleteByUser(userId);
    this.#ended(code === undefined ? { userId } : { userId, code });
  }

  /**
   * `session.ended`, only once committed: a rolled-back deletion keeps its sessions, and a reconnect must not find
   * one still there. Whoever holds something open for a session (the chat's sockets) hears it.
   */
  #ended(ended: DomainEvents['session.ended']): void {
    const { transactions, events } = this.#deps;
    transactions.afterCommit(() => void events.emit('session.ended', ended));
  }
}
