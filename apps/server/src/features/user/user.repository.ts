import type { Kysely } from 'kysely';
import type { Database, NewUser, UserRow, UserUpdate } from '../../platform/db/schema.ts';

export class UserRepository {
  readonly #db: Kysely<Database>;
  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  byId(id: number): Promise<UserRow | undefined> {
    return this.#db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byPhone(phone: string): Promise<UserRow | undefined> {
    return this.#db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
  }

  byUsername(username: string): Promise<UserRow | undefined> {
    return this.#db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  async useridTaken(userid: string): Promise<boolean> {
    const row = await this.#db.selectFrom('users').select('id').where('userid', '=', userid).executeTakeFirst();
    return row != null;
  }

  async insert(user: NewUser): Promise<UserRow> {
    return this.#db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  async setPassword(id: number, passwordHash: string, now: number): Promise<void> {
    await this.#db
      .updateTable('users')
      .set({ password_hash: passwordHash, update_time: now })
      .where('id', '=', id)
      .execute();
  }

  /** Sets a first password only while none is set, so two racing calls cannot both succeed. */
  async setFirstPassword(id: number, passwordHash: string, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('users')
      .set({ password_hash: passwordHash, update_time: now })
      .where('id', '=', id)
      .where('password_hash', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async update(id: number, fields: UserUpdate): Promise<void> {
    await this.#db.updateTable('users').set(fields).where('id', '=', id).execute();
  }

  async usernameTaken(username: string, exceptId: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .where('id', '!=', exceptId)
      .executeTakeFirst();
    return row != null;
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('users').where('id', '=', id).execute();
  }
}
