import type { Kysely } from 'kysely';
import type { Database, SmsCodeRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export class SmsRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  /** The caller's transaction when one is open (platform/db/transaction.ts), else the pool. */
  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /** A new code supersedes every live one of the same phone and purpose: only the newest works. */
  async replaceCode(code: {
    phone: string;
    purpose: number;
    code_hash: string;
    create_time: number;
    expire_time: number;
  }) {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sms_codes')
        .set({ consume_time: code.create_time })
        .where('phone', '=', code.phone)
        .where('purpose', '=', code.purpose)
        .where('consume_time', 'is', null)
        .execute();
      await trx
        .insertInto('sms_codes')
        .values({ ...code, attempts: 0, consume_time: null })
        .execute();
    });
  }

  latest(phone: string, purpose: number): Promise<SmsCodeRow | undefined> {
    return this.#db
      .selectFrom('sms_codes')
      .selectAll()
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Takes one of a live code's tries in one statement (the row is locked while it runs), so however many guesses
   * race on however many instances, at most `max` ever get one. Answers the tries now taken, or null when the
   * code is used, superseded, killed or out of tries. A guess is compared only after this succeeded.
   */
  async takeTry(id: number, max: number): Promise<number | null> {
    const row = await this.#db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('consume_time', 'is', null)
      .where('attempts', '<', max)
      .returning('attempts')
      .executeTakeFirst();
    return row ? row.attempts : null;
  }

  /** Gives back the try a right guess took, for a code kept for a second step. */
  async giveBackTry(id: number): Promise<void> {
    await this.#db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
      .where('id', '=', id)
      .where('consume_time', 'is', null)
      .where('attempts', '>', 0)
      .execute();
  }

  async triesTaken(id: number): Promise<number> {
    const row = await this.#db.selectFrom('sms_codes').select('attempts').where('id', '=', id).executeTakeFirst();
    return row?.attempts ?? 0;
  }

  /** Single use (and the kill of a code whose last try was wrong): true only for the one caller that did it. */
  async consume(id: number, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('sms_codes')
      .set({ consume_time: now })
      .where('id', '=', id)
      .where('consume_time', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async deleteByPhone(phone: string): Promise<void> {
    await this.#db.deleteFrom('sms_codes').where('phone', '=', phone).execute();
  }
}
