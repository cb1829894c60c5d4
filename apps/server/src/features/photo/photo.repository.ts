import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export interface PhotoWithFile {
  id: number;
  user_id: number;
  file_id: string;
  create_time: number;
  storage_key: string;
  thumb_key: string;
}

export class PhotoRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  /** The caller's transaction when one is open (platform/db/transaction.ts), else the pool. */
  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  #withFile() {
    return this.#db
      .selectFrom('user_photos')
      .innerJoin('files', 'files.id', 'user_photos.file_id')
      .select([
        'user_photos.id',
        'user_photos.user_id',
        'user_photos.file_id',
        'user_photos.create_time',
        'files.storage_key',
        'files.thumb_key',
      ]);
  }

  async count(userId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('user_photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** How many of these files are in the album already (adding them again changes nothing). */
  async countIn(userId: number, fileIds: readonly string[]): Promise<number> {
    const row = await this.#db
      .selectFrom('user_photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('file_id', 'in', fileIds)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Adds the files not yet in the album, in order; answers the album rows of all of them. */
  async add(userId: number, fileIds: readonly string[], now: number): Promise<PhotoWithFile[]> {
    await this.#db
      .insertInto('user_photos')
      .values(fileIds.map((fileId) => ({ user_id: userId, file_id: fileId, create_time: now })))
      .onConflict((oc) => oc.column('file_id').doNothing())
      .execute();
    const rows = await this.#withFile().where('user_photos.file_id', 'in', fileIds).execute();
    return fileIds.map((id) => rows.find((row) => row.file_id === id)).filter((row) => row !== undefined);
  }

  list(userId: number): Promise<PhotoWithFile[]> {
    return this.#withFile().where('user_photos.user_id', '=', userId).orderBy('user_photos.id', 'desc').execute();
  }

  byId(id: number): Promise<PhotoWithFile | undefined> {
    return this.#withFile().where('user_photos.id', '=', id).executeTakeFirst();
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('user_photos').where('id', '=', id).execute();
  }

  async deleteByUser(userId: number): Promise<void> {
    await this.#db.deleteFrom('user_photos').where('user_id', '=', userId).execute();
  }
}
