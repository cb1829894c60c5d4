// Sessions (DESIGN §3): opaque random tokens, only their SHA-256 stored; revocation deletes the row, so a
// revoked token is refused on the very next request on every instance. Whoever holds something open for a session
// (the chat's sockets) hears when one ends, once the deletion is committed.
import type { Clock } from '../../platform/clock.ts';
import { hashToken, newToken } from '../../platform/crypto.ts';
import type { SessionRepository } from './session.repository.ts';

/** A session ended: `session` names it by its token's hash; without it, every session of the user ended. */
export interface SessionEnded {
  userId: number;
  session?: string;
}

export class SessionService {
  readonly #repository: SessionRepository;
  readonly #clock: Clock;
  readonly #ttlMs: number;
  readonly #onActive: (userId: number) => Promise<void>;
  readonly #endedListeners: Array<(ended: SessionEnded) => void> = [];

  /** `onActive` hears of every signed-in request (the user service stamps `active_time`, at most hourly). */
  constructor(
    repository: SessionRepository,
    clock: Clock,
    ttlMs: number,
    onActive: (userId: number) => Promise<void> = async () => {},
  ) {
    this.#repository = repository;
    this.#clock = clock;
    this.#ttlMs = ttlMs;
    this.#onActive = onActive;
  }

  async create(userId: number): Promise<string> {
    const token = newToken();
    const now = this.#clock.now();
    await this.#repository.insert({
      user_id: userId,
      token_hash: hashToken(token),
      create_time: now,
      expire_time: now + this.#ttlMs,
    });
    return token;
  }

  resolve = async (token: string): Promise<number | null> => {
    const userId = await this.#repository.userIdOf(hashToken(token), this.#clock.now());
    if (userId != null) await this.#onActive(userId);
    return userId;
  };

  /**
   * `resolve` for many tokens in one query (the chat socket's heartbeat re-checks every open socket): the tokens
   * that still hold a session. Their users count as active, as on any signed-in request.
   */
  stillSignedIn = async (tokens: readonly string[]): Promise<Set<string>> => {
    const hashes = new Map(tokens.map((token) => [hashToken(token), token]));
    const found = await this.#repository.userIdsOf([...hashes.keys()], this.#clock.now());
    const live = new Set<string>();
    for (const [hash, userId] of found) {
      live.add(hashes.get(hash) as string);
      await this.#onActive(userId);
    }
    return live;
  };

  /** Hears of every session that ends by revocation (logout, password reset, account deletion). */
  onEnded(listener: (ended: SessionEnded) => void): void {
    this.#endedListeners.push(listener);
  }

  async revoke(token: string): Promise<void> {
    const session = hashToken(token);
    const userId = await this.#repository.deleteByHash(session);
    if (userId !== null) this.#ended({ userId, session });
  }

  async revokeAll(userId: number): Promise<void> {
    await this.#repository.deleteByUser(userId);
    this.#ended({ userId });
  }

  /** Only once committed: a rolled-back deletion keeps its sessions, and a reconnect must not find one still there. */
  #ended(ended: SessionEnded): void {
    this.#repository.afterCommit(() => {
      for (const listener of this.#endedListeners) listener(ended);
    });
  }
}
