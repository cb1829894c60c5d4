import { type Kysely, sql } from 'kysely';
import type { ChatFileTable, Database, FileRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import { FILES_PREFIX } from '../../platform/storage/storage.ts';

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

  /** The file a stored key belongs to, as its original or its thumbnail. */
  byKey(key: string): Promise<FileRow | undefined> {
    return this.#db
      .selectFrom('files')
      .selectAll()
      .where((eb) => eb.or([eb('storage_key', '=', key), eb('thumb_key', '=', key)]))
      .executeTakeFirst();
  }

  /** Whether this user sent or received a message, not revoked, that carries the file. */
  async seesInChat(fileId: string, userId: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('chat_files')
      .select('file_id')
      .where('file_id', '=', fileId)
      .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Of these files of one owner, those shown in public: in the album, in an update, as the avatar or background,
   * or kept as an emote (which others see when it is sent).
   */
  async shownInPublic(ownerId: number, rows: readonly FileRow[]): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const ids = rows.map((row) => row.id);
    const db = this.#db;
    const found = await db
      .selectFrom('user_photos')
      .select('file_id')
      .where('file_id', 'in', ids)
      .union(db.selectFrom('update_images').select('file_id').where('file_id', 'in', ids))
      .union(db.selectFrom('my_emotes').select('file_id').where('user_id', '=', ownerId).where('file_id', 'in', ids))
      .union(
        db
          .selectFrom('files')
          .select('files.id as file_id')
          .innerJoin('users', 'users.id', 'files.user_id')
          .where('files.id', 'in', ids)
          .where(
            sql<boolean>`(users.avatar = ${FILES_PREFIX} || files.storage_key or users.bg_img = ${FILES_PREFIX} || files.storage_key)`,
          ),
      )
      .execute();
    return new Set(found.map((row) => row.file_id));
  }

  /** Messages' images become chat images, each seen by the message's two people (ChatService's send). */
  async shareInChat(rows: readonly ChatFileTable[]): Promise<void> {
    if (rows.length === 0) return;
    await this.#db
      .insertInto('chat_files')
      .values([...rows])
      .onConflict((oc) => oc.doNothing())
      .execute();
    const ids = [...new Set(rows.map((row) => row.file_id))];
    await this.#db.updateTable('files').set({ chat_image: 1 }).where('id', 'in', ids).execute();
  }

  /** A revoked message's images are no longer seen through it (the files stay chat images). */
  async unshareMessage(messageId: number): Promise<void> {
    await this.#db.deleteFrom('chat_files').where('message_id', '=', messageId).execute();
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
