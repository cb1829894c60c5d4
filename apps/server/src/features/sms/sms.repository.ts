import type { Kysely } from 'kysely';
import type { Database, SmsCodeRow } from '../../platform/db/schema.ts';

export class SmsRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
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

  /** Counts a wrong try; the try that reaches `max` kills the code. Answers the attempts now recorded. */
  async recordWrongTry(id: number, max: number, now: number): Promise<number> {
    const row = await this.#db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('consume_time', 'is', null)
      .returning('attempts')
      .executeTakeFirst();
    const attempts = row?.attempts ?? max;
    if (attempts >= max) {
      await this.#db.updateTable('sms_codes').set({ consume_time: now }).where('id', '=', id).execute();
    }
    return attempts;
  }

  /** Single use: true only for the one caller that consumed a still-live code. */
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
