import type { Kysely } from 'kysely';
import type { Database, FileRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export class FileRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  /** The caller's transaction when one is open (platform/db/transaction.ts), else the pool. */
  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async insert(file: FileRow): Promise<void> {
    await this.#db.insertInto('files').values(file).execute();
  }

  byId(id: string): Promise<FileRow | undefined> {
    return this.#db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byStorageKey(key: string): Promise<FileRow | undefined> {
    return this.#db.selectFrom('files').selectAll().where('storage_key', '=', key).executeTakeFirst();
  }

  byIds(ids: readonly string[]): Promise<FileRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.#db.selectFrom('files').selectAll().where('id', 'in', ids).execute();
  }

  /** Bytes a user stores, originals and thumbnails' originals alike (the quota counts what they uploaded). */
  async bytesOf(userId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('files')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('size'), eb.lit(0)).as('total'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  byUser(userId: number): Promise<FileRow[]> {
    return this.#db.selectFrom('files').selectAll().where('user_id', '=', userId).execute();
  }

  async delete(id: string): Promise<void> {
    await this.#db.deleteFrom('files').where('id', '=', id).execute();
  }

  async deleteByUser(userId: number): Promise<void> {
    await this.#db.deleteFrom('files').where('user_id', '=', userId).execute();
  }
}
