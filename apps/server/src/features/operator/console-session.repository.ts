import type { OperatorRole } from '@kk/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export interface LiveConsoleSession {
  operatorId: number;
  name: string;
  role: OperatorRole;
  csrf: string;
  expireTime: number;
}

/** Rows of `console_sessions`: only the token's SHA-256 is stored. */
export class ConsoleSessionRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async insert(session: {
    token_hash: string;
    operator_id: number;
    csrf: string;
    create_time: number;
    expire_time: number;
  }): Promise<void> {
    await this.#db.insertInto('console_sessions').values(session).execute();
  }

  /**
   * The session with its operator, while it lasts and the operator is active: a disabled operator's session is
   * refused on its next request whatever is left of its rows.
   */
  async live(tokenHash: string, now: number): Promise<LiveConsoleSession | undefined> {
    const row = await this.#db
      .selectFrom('console_sessions as s')
      .innerJoin('operators as o', 'o.id', 's.operator_id')
      .select(['s.operator_id', 's.csrf', 's.expire_time', 'o.name', 'o.role'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.expire_time', '>', now)
      .where('o.status', '=', 'active')
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      operatorId: Number(row.operator_id),
      name: row.name,
      role: row.role,
      csrf: row.csrf,
      expireTime: Number(row.expire_time),
    };
  }

  async deleteByHash(tokenHash: string): Promise<void> {
    await this.#db.deleteFrom('console_sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteByOperator(operatorId: number): Promise<void> {
    await this.#db.deleteFrom('console_sessions').where('operator_id', '=', operatorId).execute();
  }

  /** Sessions that ended long ago are of no use to anyone: removed as new ones are made. */
  async deleteExpired(now: number): Promise<void> {
    await this.#db.deleteFrom('console_sessions').where('expire_time', '<=', now).execute();
  }
}
