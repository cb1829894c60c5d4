import type { Kysely } from 'kysely';
import { CompiledOnce } from '../../platform/db/compiled-once.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export class SessionRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  /** The caller's transaction when one is open (platform/db/transaction.ts), else the pool. */
  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async insert(session: { user_id: number; token_hash: string; create_time: number; expire_time: number }) {
    await this.#db.insertInto('sessions').values(session).execute();
  }

  // On every signed-in request: compiled once (platform/db/compiled-once.ts); parameters: token hash, now, now.
  // A suspended or banned member's sessions are deleted when the action is taken; the user row's state is read
  // too (its primary key), so a session made in a race with the action still opens nothing.
  readonly #userIdOf = new CompiledOnce((db) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.user_id')
      .where('sessions.token_hash', '=', '')
      .where('sessions.expire_time', '>', 0)
      .where('users.suspended_until', '<=', 0)
      .where('users.banned', '=', 0),
  );

  async userIdOf(tokenHash: string, now: number): Promise<number | null> {
    const [row] = await this.#userIdOf.rows(this.#db, [tokenHash, now, now, 0]);
    return row ? Number(row.user_id) : null;
  }

  /** userIdOf for many sessions at once (the chat socket's heartbeat): token hash -> user, of those still valid. */
  async userIdsOf(tokenHashes: readonly string[], now: number): Promise<Map<string, number>> {
    if (tokenHashes.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.token_hash', 'sessions.user_id'])
      .where('sessions.token_hash', 'in', tokenHashes)
      .where('sessions.expire_time', '>', now)
      .where('users.suspended_until', '<=', now)
      .where('users.banned', '=', 0)
      .execute();
    return new Map(rows.map((row) => [row.token_hash, Number(row.user_id)]));
  }

  /** The user whose session it was, or null when there was none. */
  async deleteByHash(tokenHash: string): Promise<number | null> {
    const row = await this.#db
      .deleteFrom('sessions')
      .where('token_hash', '=', tokenHash)
      .returning('user_id')
      .executeTakeFirst();
    return row ? Number(row.user_id) : null;
  }

  async deleteByUser(userId: number) {
    await this.#db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}
