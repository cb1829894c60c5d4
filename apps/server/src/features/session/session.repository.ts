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

  // On every signed-in request: compiled once (platform/db/compiled-once.ts); parameters: token hash, now.
  readonly #userIdOf = new CompiledOnce((db) =>
    db.selectFrom('sessions').select('user_id').where('token_hash', '=', '').where('expire_time', '>', 0),
  );

  async userIdOf(tokenHash: string, now: number): Promise<number | null> {
    const [row] = await this.#userIdOf.rows(this.#db, [tokenHash, now]);
    return row ? Number(row.user_id) : null;
  }

  /** userIdOf for many sessions at once (the chat socket's heartbeat): token hash -> user, of those still valid. */
  async userIdsOf(tokenHashes: readonly string[], now: number): Promise<Map<string, number>> {
    if (tokenHashes.length === 0) return new Map();
    const rows = await this.#db
      .selectFrom('sessions')
      .select(['token_hash', 'user_id'])
      .where('token_hash', 'in', tokenHashes)
      .where('expire_time', '>', now)
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
