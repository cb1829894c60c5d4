// The only SQL of provider login: accounts linked to Alipay or Apple, Alipay login waits, Apple nonces. Each
// single-use thing (a finished login, a nonce) is taken by one conditional statement.
import type { AlipayLoginTable } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export type Provider = 'alipay' | 'apple';

export class ProviderLoginRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  async identityUser(provider: Provider, subject: string): Promise<number | undefined> {
    const row = await this.#transactions.db
      .selectFrom('user_identities')
      .select('user_id')
      .where('provider', '=', provider)
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row ? Number(row.user_id) : undefined;
  }

  /** Fails on a concurrent link of the same identity (the primary key): the caller retries and finds it. */
  async link(provider: Provider, subject: string, userId: number, at: number): Promise<void> {
    await this.#transactions.db
      .insertInto('user_identities')
      .values({ provider, subject, user_id: userId, create_time: at })
      .execute();
  }

  async openAlipayLogin(row: { template_id: string; state: string; create_time: number; expire_time: number }) {
    const db = this.#transactions.db;
    // Old waits are of no use to anyone: cleared as new ones open.
    await db
      .deleteFrom('alipay_logins')
      .where('expire_time', '<', row.create_time - 86_400_000)
      .execute();
    await db
      .insertInto('alipay_logins')
      .values({ ...row, status: 'waiting', user_id: null })
      .execute();
  }

  async alipayLogin(by: 'template_id' | 'state', value: string) {
    const row = await this.#transactions.db
      .selectFrom('alipay_logins')
      .selectAll()
      .where(by, '=', value)
      .executeTakeFirst();
    return (
      row && {
        ...row,
        expire_time: Number(row.expire_time),
        user_id: row.user_id === null ? null : Number(row.user_id),
      }
    );
  }

  /** A waiting, unexpired login gets its outcome once. */
  async settleAlipayLogin(
    state: string,
    status: Extract<AlipayLoginTable['status'], 'authorised' | 'denied'>,
    userId: number | null,
    now: number,
  ): Promise<boolean> {
    const result = await this.#transactions.db
      .updateTable('alipay_logins')
      .set({ status, user_id: userId })
      .where('state', '=', state)
      .where('status', '=', 'waiting')
      .where('expire_time', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** An authorised login hands out its session once, to one poll. */
  async takeAlipayLogin(templateId: string): Promise<boolean> {
    const result = await this.#transactions.db
      .updateTable('alipay_logins')
      .set({ status: 'done' })
      .where('template_id', '=', templateId)
      .where('status', '=', 'authorised')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async addAppleNonce(nonce: string, expireTime: number, now: number): Promise<void> {
    const db = this.#transactions.db;
    await db.deleteFrom('apple_nonces').where('expire_time', '<', now).execute();
    await db.insertInto('apple_nonces').values({ nonce, expire_time: expireTime }).execute();
  }

  async takeAppleNonce(nonce: string, now: number): Promise<boolean> {
    const result = await this.#transactions.db
      .deleteFrom('apple_nonces')
      .where('nonce', '=', nonce)
      .where('expire_time', '>', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async eraseUser(userId: number): Promise<void> {
    const db = this.#transactions.db;
    await db.deleteFrom('user_identities').where('user_id', '=', userId).execute();
    await db.deleteFrom('alipay_logins').where('user_id', '=', userId).execute();
  }
}
