import type { Kysely, Selectable } from 'kysely';
import type { Database, PushSubscriptionTable } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export type PushSubscriptionRow = Selectable<PushSubscriptionTable>;

export class PushRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /** One row per endpoint (a browser): subscribing again, as anyone, moves it to the new owner and session. */
  async upsert(row: Omit<PushSubscriptionRow, 'id'>): Promise<void> {
    await this.#db
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          user_id: row.user_id,
          token_hash: row.token_hash,
          subscription: row.subscription,
          preview: row.preview,
          language: row.language,
          create_time: row.create_time,
        }),
      )
      .execute();
  }

  async remove(userId: number, endpoint: string): Promise<void> {
    await this.#db
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('endpoint', '=', endpoint)
      .execute();
  }

  async removeById(id: number): Promise<void> {
    await this.#db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
  }

  /**
   * A user's subscriptions whose login session still stands (sessions are looked up by the token's hash: a
   * logout, a password reset or an expiry ends the session row, and with it the notifications to that device).
   */
  async live(userId: number, now: number): Promise<PushSubscriptionRow[]> {
    return this.#db
      .selectFrom('push_subscriptions as p')
      .selectAll('p')
      .where('p.user_id', '=', userId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('sessions as s')
            .select('s.id')
            .whereRef('s.token_hash', '=', 'p.token_hash')
            .where('s.expire_time', '>', now),
        ),
      )
      .execute();
  }

  async deleteByUser(userId: number): Promise<void> {
    await this.#db.deleteFrom('push_subscriptions').where('user_id', '=', userId).execute();
  }
}
