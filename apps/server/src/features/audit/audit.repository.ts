import type { AuditAction } from '@kk/contract';
import { type Kysely, type Selectable, sql } from 'kysely';
import { dayOf } from '../../platform/db/day-of.ts';
import type { AuditLogTable, Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

/** An entry with the name of the operator who made it ('' for the `operator` command, operator id 0). */
export type AuditRow = Selectable<AuditLogTable> & { operator_name: string };

export interface AuditFilter {
  operatorId?: number;
  userId?: number;
}

/** Rows of `audit_log`: only ever inserted. */
export class AuditRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async insert(entry: {
    operator_id: number;
    action: AuditAction;
    user_id: number;
    report_id: number;
    reason: string;
    detail: string;
    create_time: number;
  }): Promise<number> {
    const row = await this.#db.insertInto('audit_log').values(entry).returning('id').executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** One page, newest first (indexes audit_log_operator, audit_log_user). */
  async page(filter: AuditFilter, page: number, pageSize: number): Promise<{ list: AuditRow[]; total: number }> {
    let base = this.#db.selectFrom('audit_log as a');
    if (filter.operatorId !== undefined) base = base.where('a.operator_id', '=', filter.operatorId);
    if (filter.userId !== undefined) base = base.where('a.user_id', '=', filter.userId);
    const [rows, count] = await Promise.all([
      base
        .leftJoin('operators as o', 'o.id', 'a.operator_id')
        .selectAll('a')
        .select('o.name as operator_name')
        .orderBy('a.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { list: rows.map(normalize), total: Number(count?.n ?? 0) };
  }

  /**
   * For each China Standard Time day from `since`, how many distinct queue items were closed: entries of these
   * actions that name a report (stats).
   */
  async closedReportsByDay(
    actions: readonly AuditAction[],
    since: number,
    dayOffsetMs: number,
  ): Promise<Map<number, number>> {
    const day = dayOf(sql`create_time`, dayOffsetMs);
    const rows = await this.#db
      .selectFrom('audit_log')
      .select([day.as('day'), sql<number>`count(distinct report_id)`.as('n')])
      .where('action', 'in', actions)
      .where('report_id', '>', 0)
      .where('create_time', '>=', since)
      .groupBy(day)
      .execute();
    return new Map(rows.map((row) => [Number(row.day), Number(row.n)]));
  }
}

function normalize(row: Selectable<AuditLogTable> & { operator_name: string | null }): AuditRow {
  return {
    ...row,
    id: Number(row.id),
    operator_id: Number(row.operator_id),
    user_id: Number(row.user_id),
    report_id: Number(row.report_id),
    create_time: Number(row.create_time),
    operator_name: row.operator_name ?? '',
  };
}
