// The money words and who was sent money talk (migration 0024; docs/decisions/0093-warnings-and-stranger-images.md).
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

/** One person a member sent money talk to while a stranger to them, with the message's text now. */
export interface MoneyTalkRow {
  to_user_id: number;
  username: string | null;
  content: string | null;
}

export class SafetyRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /** The words, in the admin's order. */
  async words(): Promise<string[]> {
    const rows = await this.#db.selectFrom('safety_words').select('word').orderBy('position').execute();
    return rows.map((row) => row.word);
  }

  /** Replaces the words (inside the caller's transaction). */
  async replaceWords(words: readonly string[]): Promise<void> {
    await this.#db.deleteFrom('safety_words').execute();
    if (words.length === 0) return;
    await this.#db
      .insertInto('safety_words')
      .values(words.map((word, position) => ({ position, word })))
      .execute();
  }

  /** Notes the newest money talk from one member to one person (one row per pair). */
  async noteMoneyTalk(fromId: number, toId: number, messageId: string, now: number): Promise<void> {
    await this.#db
      .insertInto('money_talk')
      .values({ from_user_id: fromId, to_user_id: toId, message_id: messageId, last_time: now })
      .onConflict((oc) =>
        oc.columns(['from_user_id', 'to_user_id']).doUpdateSet({ message_id: messageId, last_time: now }),
      )
      .execute();
  }

  /** The people a member sent money talk to after `since`, oldest first, with the latest message to each. */
  async moneyTalkSince(fromId: number, since: number): Promise<MoneyTalkRow[]> {
    const rows = await this.#db
      .selectFrom('money_talk as t')
      .leftJoin('chat_messages as m', 'm.message_id', 't.message_id')
      .leftJoin('users as u', 'u.id', 't.to_user_id')
      .select(['t.to_user_id', 'm.content', 'u.username'])
      .where('t.from_user_id', '=', fromId)
      .where('t.last_time', '>', since)
      .orderBy('t.last_time')
      .execute();
    return rows.map((row) => ({ ...row, to_user_id: Number(row.to_user_id) }));
  }

  /** Account deletion: whom the user sent money talk to, and who sent it to them. */
  async deleteByUser(userId: number): Promise<void> {
    await this.#db
      .deleteFrom('money_talk')
      .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
      .execute();
  }
}
