import { type Kysely, sql } from 'kysely';
import { CompiledOnce } from '../../platform/db/compiled-once.ts';
import type { Database, NewUser, UserRow, UserUpdate } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export class UserRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  /** The caller's transaction when one is open (platform/db/transaction.ts), else the pool. */
  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  // On every signed-in request that reads the user: compiled once (platform/db/compiled-once.ts); parameter: id.
  readonly #byId = new CompiledOnce((db) => db.selectFrom('users').selectAll().where('id', '=', 0));

  async byId(id: number): Promise<UserRow | undefined> {
    const [row] = await this.#byId.rows(this.#db, [id]);
    return row;
  }

  byPhone(phone: string): Promise<UserRow | undefined> {
    return this.#db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
  }

  /** Accounts with no password whose phone starts with `prefix` (a range of the phone's unique index). */
  async passwordlessByPhonePrefix(prefix: string): Promise<Array<{ id: number; phone: string }>> {
    const rows = await this.#db
      .selectFrom('users')
      .select(['id', 'phone'])
      .where('phone', '>=', prefix)
      // The next prefix ('1990000' -> '1990001'): a bound every collation orders alike.
      .where('phone', '<', prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1))
      .where('password_hash', 'is', null)
      .execute();
    return rows.map((row) => ({ id: Number(row.id), phone: row.phone }));
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

  /**
   * A new avatar, and the badge with it in the same statement: `verified` stays 1 only when the member's latest
   * approved verification covered this picture (verified_photos, features/verify; docs/decisions/0091). One
   * statement, so a review on another instance cannot slip between the check and the write.
   */
  async setAvatar(id: number, url: string, now: number): Promise<void> {
    await this.#db
      .updateTable('users')
      .set((eb) => ({
        avatar: url,
        update_time: now,
        verified: eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('verified_photos as v')
                .select(sql.lit(1).as('one'))
                .whereRef('v.user_id', '=', 'users.id')
                .where('v.url', '=', url),
            ),
          )
          .then(1)
          .else(0)
          .end(),
      }))
      .where('id', '=', id)
      .execute();
  }

  async update(id: number, fields: UserUpdate): Promise<void> {
    await this.#db.updateTable('users').set(fields).where('id', '=', id).execute();
  }

  /**
   * Stamps the user active, at most once an hour: the condition makes every other call write nothing, on every
   * instance. False when nothing was written.
   */
  async touchActive(id: number, now: number, everyMs: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('users')
      .set({ active_time: now })
      .where('id', '=', id)
      .where('active_time', '<', now - everyMs)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
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

  /** Keeps the user's id as gone (`gone_accounts`: the id and the time, nothing else) and deletes the user's row. */
  async delete(id: number, now: number): Promise<void> {
    await this.#db.insertInto('gone_accounts').values({ user_id: id, delete_time: now }).execute();
    await this.#db.deleteFrom('users').where('id', '=', id).execute();
  }

  /**
   * Protection before review: sets `held` unless it is set already. One conditional UPDATE, so of reports racing
   * on several instances exactly one holds the member. True when this call did.
   */
  async hold(id: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('users')
      .set({ held: 1 })
      .where('id', '=', id)
      .where('held', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Whether the id belonged to an account since deleted. */
  async isGone(id: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('gone_accounts')
      .select('user_id')
      .where('user_id', '=', id)
      .executeTakeFirst();
    return row != null;
  }

  async hasAny(): Promise<boolean> {
    return (await this.#db.selectFrom('users').select('id').limit(1).executeTakeFirst()) != null;
  }

  /**
   * Inside a transaction, holds the user's row until it ends, so per-user limits are checked and written one
   * caller at a time, on every instance. A write that changes nothing: a row lock on PostgreSQL (SQLite has no
   * FOR UPDATE; its transactions already take the write lock first). False when the user no longer exists.
   */
  async lock(id: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('users')
      .set((eb) => ({ update_time: eb.ref('update_time') }))
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
