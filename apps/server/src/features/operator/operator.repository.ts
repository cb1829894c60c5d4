import { CONSOLE, type OperatorRole } from '@kk/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, OperatorTable } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export type OperatorRow = Selectable<OperatorTable>;
export type OperatorStatus = OperatorRow['status'];

/** Rows of `operators`. The failed-login count is only ever changed by one statement, never read and written back. */
export class OperatorRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /** A new operator, or undefined when the name is taken (the unique index decides, whoever inserts first). */
  async insert(operator: {
    name: string;
    role: OperatorRole;
    password_hash: string;
    totp_secret: string;
    create_time: number;
  }): Promise<OperatorRow | undefined> {
    const row = await this.#db
      .insertInto('operators')
      .values(operator)
      .onConflict((oc) => oc.column('name').doNothing())
      .returningAll()
      .executeTakeFirst();
    return row && normalize(row);
  }

  async byName(name: string): Promise<OperatorRow | undefined> {
    const row = await this.#db.selectFrom('operators').selectAll().where('name', '=', name).executeTakeFirst();
    return row && normalize(row);
  }

  async byId(id: number): Promise<OperatorRow | undefined> {
    const row = await this.#db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirst();
    return row && normalize(row);
  }

  async all(): Promise<OperatorRow[]> {
    const rows = await this.#db.selectFrom('operators').selectAll().orderBy('id').execute();
    return rows.map(normalize);
  }

  /** Names of these operators, for the audit log. */
  async namesOf(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.#db.selectFrom('operators').select(['id', 'name']).where('id', 'in', ids).execute();
    return new Map(rows.map((row) => [Number(row.id), row.name]));
  }

  /**
   * Takes one login attempt for the name before its password is looked at, in one UPDATE: counts it as a failure
   * in advance and, at the fifth, locks the name. Undefined when the name is locked (or unknown). However many
   * tries arrive at once on however many instances, the row's lock makes them take their turns, so at most
   * CONSOLE.loginFailuresMax are ever checked before the lock; a lock that ran out starts the count again.
   * A try that turns out right clears the count (settle).
   */
  async takeAttempt(name: string, now: number): Promise<OperatorRow | undefined> {
    const max = CONSOLE.loginFailuresMax;
    const next = sql<number>`(case when failures >= cast(${max} as integer) then 1 else failures + 1 end)`;
    const row = await this.#db
      .updateTable('operators')
      .set({
        failures: next,
        locked_until: sql<number>`(case when ${next} >= cast(${max} as integer) then cast(${now + CONSOLE.lockMs} as bigint) else 0 end)`,
      })
      .where('name', '=', name)
      .where((eb) => eb.or([eb('failures', '<', max), eb('locked_until', '<=', now)]))
      .returningAll()
      .executeTakeFirst();
    return row && normalize(row);
  }

  /**
   * A right password and a TOTP code of `step`: clears the failures, and records the step so that the same code is
   * never accepted again. Undefined when the step was already used (a replay, or the same code on two tries).
   */
  async settle(id: number, step: number, loginTime: number | null): Promise<OperatorRow | undefined> {
    const row = await this.#db
      .updateTable('operators')
      .set({
        failures: 0,
        locked_until: 0,
        otp_step: step,
        ...(loginTime === null ? {} : { last_login_time: loginTime }),
      })
      .where('id', '=', id)
      .where('otp_step', '<', step)
      .returningAll()
      .executeTakeFirst();
    return row && normalize(row);
  }

  async setPassword(id: number, passwordHash: string): Promise<void> {
    await this.#db
      .updateTable('operators')
      .set({ password_hash: passwordHash, status: 'active' })
      .where('id', '=', id)
      .execute();
  }

  async setStatus(id: number, status: OperatorStatus): Promise<boolean> {
    const result = await this.#db.updateTable('operators').set({ status }).where('id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A new one-time password and TOTP secret: back to `new`, enabled, unlocked, any step accepted again. */
  async reset(id: number, passwordHash: string, totpSecret: string): Promise<OperatorRow | undefined> {
    const row = await this.#db
      .updateTable('operators')
      .set({
        password_hash: passwordHash,
        totp_secret: totpSecret,
        status: 'new',
        failures: 0,
        locked_until: 0,
        otp_step: 0,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    return row && normalize(row);
  }
}

function normalize(row: OperatorRow): OperatorRow {
  return {
    ...row,
    id: Number(row.id),
    failures: Number(row.failures),
    locked_until: Number(row.locked_until),
    otp_step: Number(row.otp_step),
    create_time: Number(row.create_time),
    last_login_time: Number(row.last_login_time),
  };
}
