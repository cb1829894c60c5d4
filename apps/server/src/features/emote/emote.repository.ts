import type { Kysely, Selectable } from 'kysely';
import type { Database, EmoteHistoryTable, MyEmoteTable } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export type MyEmoteRow = Selectable<MyEmoteTable>;
export type EmoteHistoryRow = Selectable<EmoteHistoryTable>;

export class EmoteRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async mine(userId: number, offset: number, limit: number): Promise<{ rows: MyEmoteRow[]; total: number }> {
    const rows = await this.#db
      .selectFrom('my_emotes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { rows: rows.map((row) => ({ ...row, id: Number(row.id) })), total: await this.count(userId) };
  }

  async count(userId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('my_emotes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async byId(userId: number, id: number): Promise<MyEmoteRow | undefined> {
    return this.#db
      .selectFrom('my_emotes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Adds it unless this user has that file already (a unique pair); answers the row either way. */
  async add(row: Omit<MyEmoteRow, 'id'>): Promise<MyEmoteRow> {
    await this.#db
      .insertInto('my_emotes')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'file_id']).doNothing())
      .execute();
    const stored = await this.#db
      .selectFrom('my_emotes')
      .selectAll()
      .where('user_id', '=', row.user_id)
      .where('file_id', '=', row.file_id)
      .executeTakeFirstOrThrow();
    return { ...stored, id: Number(stored.id) };
  }

  async has(userId: number, fileId: string): Promise<boolean> {
    const row = await this.#db
      .selectFrom('my_emotes')
      .select('id')
      .where('user_id', '=', userId)
      .where('file_id', '=', fileId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async remove(userId: number, id: number): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('my_emotes')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async used(userId: number, emoteId: string, url: string, now: number): Promise<void> {
    await this.#db
      .insertInto('emote_history')
      .values({ user_id: userId, emote_id: emoteId, url, use_time: now })
      .onConflict((oc) => oc.columns(['user_id', 'emote_id']).doUpdateSet({ url, use_time: now }))
      .execute();
  }

  async history(userId: number, limit: number): Promise<EmoteHistoryRow[]> {
    return this.#db
      .selectFrom('emote_history')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('use_time', 'desc')
      .orderBy('emote_id')
      .limit(limit)
      .execute();
  }

  async deleteByUser(userId: number): Promise<void> {
    await this.#db.deleteFrom('my_emotes').where('user_id', '=', userId).execute();
    await this.#db.deleteFrom('emote_history').where('user_id', '=', userId).execute();
  }
}
