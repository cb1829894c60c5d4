import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export class FeedbackRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  /** The caller's transaction when one is open (platform/db/transaction.ts), else the pool. */
  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async insert(row: { user_id: number; category: number; content: string; create_time: number }): Promise<number> {
    const inserted = await this.#db.insertInto('feedback').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  async page(userId: number, page: number, pageSize: number) {
    const [list, count] = await Promise.all([
      this.#db
        .selectFrom('feedback')
        .select(['id', 'category', 'content', 'create_time'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      this.#db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirst(),
    ]);
    return { list, total: Number(count?.n ?? 0) };
  }

  async deleteByUser(userId: number): Promise<void> {
    await this.#db.deleteFrom('feedback').where('user_id', '=', userId).execute();
  }
}
