import type { Kysely } from 'kysely';
import { blockedEitherWay } from '../../platform/db/blocked-either-way.ts';
import { inSight } from '../../platform/db/in-sight.ts';
import type { Database, UserRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

/**
 * Rows of visits: one per visitor and person visited, the first visit of the latest day. The primary key and the
 * conditional update make "first visit of the day" hold once under any concurrency, on any instance.
 */
export class VisitRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /**
   * Records a visit on `day`; true when it is the visitor's first of that day. A later day moves the row forward
   * (a conditional UPDATE, one winner); a first visit ever inserts it (the primary key, one winner).
   */
  async record(visitorId: number, visitedId: number, day: number, now: number): Promise<boolean> {
    const moved = await this.#db
      .updateTable('visits')
      .set({ day, visit_time: now })
      .where('visitor_id', '=', visitorId)
      .where('visited_id', '=', visitedId)
      .where('day', '<', day)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) > 0) return true;
    const inserted = await this.#db
      .insertInto('visits')
      .values({ visitor_id: visitorId, visited_id: visitedId, day, visit_time: now })
      .onConflict((oc) => oc.columns(['visitor_id', 'visited_id']).doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** One page of who visited the user, latest visit first, people blocked either way left out. */
  async page(
    visitedId: number,
    options: { page: number; pageSize: number; now: number },
  ): Promise<{ list: Array<UserRow & { visit_time: number }>; total: number }> {
    const base = this.#db
      .selectFrom('visits as v')
      .innerJoin('users', 'users.id', 'v.visitor_id')
      .where('v.visited_id', '=', visitedId)
      .where((eb) => eb.not(blockedEitherWay(eb, visitedId)))
      .where((eb) => inSight(eb, options.now));
    const [list, count] = await Promise.all([
      base
        .selectAll('users')
        .select('v.visit_time')
        .orderBy('v.visit_time', 'desc')
        .orderBy('users.id', 'desc')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return {
      list: list.map((row) => ({ ...row, visit_time: Number(row.visit_time) })),
      total: Number(count?.n ?? 0),
    };
  }

  /** Account deletion: visits by the user and to them. */
  async deleteByUser(userId: number): Promise<void> {
    await this.#db.deleteFrom('visits').where('visitor_id', '=', userId).execute();
    await this.#db.deleteFrom('visits').where('visited_id', '=', userId).execute();
  }
}
