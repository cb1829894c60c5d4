import { REPORT_TARGET } from '@kk/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export interface NewReport {
  reporter_id: number;
  target_type: number;
  target_id: number;
  reason: number;
  content: string;
  /** File ids, stored as a JSON array. */
  images: readonly string[];
  create_time: number;
}

/** Reports for the operator (docs/operations.md "Reports" reads this table). */
export class ReportRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  /** The caller's transaction when one is open (platform/db/transaction.ts), else the pool. */
  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async insert(report: NewReport): Promise<number> {
    const inserted = await this.#db
      .insertInto('reports')
      .values({ ...report, images: JSON.stringify(report.images) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  /** Reports the user made since a time (index reports_reporter). */
  async countSince(reporterId: number, since: number): Promise<number> {
    const row = await this.#db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reporter_id', '=', reporterId)
      .where('create_time', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Account deletion: the reports the user made and the reports about the user. */
  async deleteByUser(userId: number): Promise<void> {
    await this.#db
      .deleteFrom('reports')
      .where((eb) =>
        eb.or([
          eb('reporter_id', '=', userId),
          eb.and([eb('target_type', '=', REPORT_TARGET.user), eb('target_id', '=', userId)]),
        ]),
      )
      .execute();
  }
}
