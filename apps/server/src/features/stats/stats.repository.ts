import { type Kysely, type RawBuilder, sql } from 'kysely';
import { dayOf } from '../../platform/db/day-of.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

/** Day number -> value, for the days from `since` on. */
export type ByDay = Map<number, number>;

/**
 * The service's numbers a day at a time (getStats): one grouped query per number over the period, each row a day
 * (its number: whole days since the epoch in the time zone `offsetMs` east of UTC). Reads other features' tables
 * and writes none. The period's rows are scanned; none of these tables has a time index of its own.
 */
export class StatsRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /** Accounts made (deleted ones are gone, and so not counted). */
  signups(since: number, offsetMs: number): Promise<ByDay> {
    return this.#count(sql`users`, sql`create_time`, since, offsetMs);
  }

  messages(since: number, offsetMs: number): Promise<ByDay> {
    return this.#count(sql`chat_messages`, sql`create_time`, since, offsetMs);
  }

  updates(since: number, offsetMs: number): Promise<ByDay> {
    return this.#count(sql`updates`, sql`create_time`, since, offsetMs);
  }

  reportsOpened(since: number, offsetMs: number): Promise<ByDay> {
    return this.#count(sql`reports`, sql`create_time`, since, offsetMs);
  }

  /** VIP bought with coins. */
  vipSold(since: number, offsetMs: number): Promise<ByDay> {
    return this.#count(sql`coin_ledger`, sql`create_time`, since, offsetMs, sql`reason = 'vip'`);
  }

  /** Paid recharges, in fen, by the day they were paid. */
  async incomeFen(since: number, offsetMs: number): Promise<ByDay> {
    const day = dayOf(sql`paid_time`, offsetMs);
    const { rows } = await sql<{ day: number; n: number }>`
      select ${day} as day, sum(amount_fen) as n from pay_orders
      where state = 'paid' and paid_time >= ${since}
      group by ${day}`.execute(this.#db);
    return toMap(rows);
  }

  /**
   * Members who did something that day. Only the last activity of each member is kept (users.active_time), so a
   * day also counts whoever signed in (sessions), sent a message, posted an update or a comment, or looked at a
   * profile (visits) that day; a member who only read on a day they did not come back after is missed.
   */
  async active(since: number, offsetMs: number): Promise<ByDay> {
    const { rows } = await sql<{ day: number; n: number }>`
      select day, count(distinct who) as n from (
        select id as who, ${dayOf(sql`active_time`, offsetMs)} as day from users where active_time >= ${since}
        union all
        select user_id, ${dayOf(sql`create_time`, offsetMs)} from sessions where create_time >= ${since}
        union all
        select from_user_id, ${dayOf(sql`create_time`, offsetMs)} from chat_messages where create_time >= ${since}
        union all
        select user_id, ${dayOf(sql`create_time`, offsetMs)} from updates where create_time >= ${since}
        union all
        select user_id, ${dayOf(sql`create_time`, offsetMs)} from comments where create_time >= ${since}
        union all
        select visitor_id, ${dayOf(sql`visit_time`, offsetMs)} from visits where visit_time >= ${since}
      ) as activity
      group by day`.execute(this.#db);
    return toMap(rows);
  }

  async #count(
    table: RawBuilder<unknown>,
    column: RawBuilder<unknown>,
    since: number,
    offsetMs: number,
    also: RawBuilder<unknown> = sql`1 = 1`,
  ): Promise<ByDay> {
    const day = dayOf(column, offsetMs);
    const { rows } = await sql<{ day: number; n: number }>`
      select ${day} as day, count(*) as n from ${table}
      where ${column} >= ${since} and ${also}
      group by ${day}`.execute(this.#db);
    return toMap(rows);
  }
}

function toMap(rows: ReadonlyArray<{ day: number | string; n: number | string | null }>): ByDay {
  return new Map(rows.map((row) => [Number(row.day), Number(row.n ?? 0)]));
}
