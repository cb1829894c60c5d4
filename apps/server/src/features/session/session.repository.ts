import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export class SessionRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async insert(session: { user_id: number; token_hash: string; create_time: number; expire_time: number }) {
    await this.#db.insertInto('sessions').values(session).execute();
  }

  async userIdOf(tokenHash: string, now: number): Promise<number | null> {
    const row = await this.#db
      .selectFrom('sessions')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('expire_time', '>', now)
      .executeTakeFirst();
    return row ? Number(row.user_id) : null;
  }

  async deleteByHash(tokenHash: string) {
    await this.#db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteByUser(userId: number) {
    await this.#db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  }
}
