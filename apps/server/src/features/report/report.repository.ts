import { REPORT_TARGET } from '@kk/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export interface NewReport {
  reporter_id: number;
  target_type: number;
  /** The id; for a message, its row's id (chat_messages.id), with its message_id in target_key. */
  target_id: number;
  target_key: string;
  /** Who it is about: the person, or the author of the update, comment or message. */
  member_id: number;
  reason: number;
  content: string;
  /** File ids, stored as a JSON array. */
  images: readonly string[];
  create_time: number;
  /** 1: filed by the system about `member_id`, who is also its reporter_id (features/safety/safety.watch.ts). */
  automatic?: 0 | 1;
}

/** One report as the console shows it. */
export interface ReportRow {
  id: number;
  reporter_id: number;
  automatic: number;
  reason: number;
  content: string;
  images: string[];
  create_time: number;
}

/** Reports for the operators: each joins a queue item (features/moderation) by its case_id. */
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
      .where('automatic', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async setCase(id: number, caseId: number): Promise<void> {
    await this.#db.updateTable('reports').set({ case_id: caseId }).where('id', '=', id).execute();
  }

  /**
   * How many different members reported this member since `since` whose accounts were made by `madeBy`
   * (protection before review). Read while the member's row is held, so concurrent reports count one another.
   */
  async oldReportersSince(memberId: number, since: number, madeBy: number): Promise<number> {
    const row = await this.#db
      .selectFrom('reports as r')
      .innerJoin('users as u', 'u.id', 'r.reporter_id')
      .select((eb) => eb.fn.count<number>('r.reporter_id').distinct().as('n'))
      .where('r.member_id', '=', memberId)
      .where('r.create_time', '>', since)
      .where('u.create_time', '<=', madeBy)
      .where('r.automatic', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The reports of one queue item, oldest first. */
  async ofCase(caseId: number): Promise<ReportRow[]> {
    const rows = await this.#db
      .selectFrom('reports')
      .select(['id', 'reporter_id', 'automatic', 'reason', 'content', 'images', 'create_time'])
      .where('case_id', '=', caseId)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      reporter_id: Number(row.reporter_id),
      automatic: Number(row.automatic),
      reason: Number(row.reason),
      content: row.content,
      images: parseIds(row.images),
      create_time: Number(row.create_time),
    }));
  }

  /** The distinct reasons of queue items, by item. */
  async reasonsOf(caseIds: readonly number[]): Promise<Map<number, number[]>> {
    const reasons = new Map<number, number[]>();
    if (caseIds.length === 0) return reasons;
    const rows = await this.#db
      .selectFrom('reports')
      .select(['case_id', 'reason'])
      .distinct()
      .where('case_id', 'in', caseIds)
      .orderBy('case_id')
      .orderBy('reason')
      .execute();
    for (const row of rows) {
      const id = Number(row.case_id);
      reasons.set(id, [...(reasons.get(id) ?? []), Number(row.reason)]);
    }
    return reasons;
  }

  /** The queue items this member reported something in. */
  async casesBy(reporterId: number): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('reports')
      .select('case_id')
      .distinct()
      .where('reporter_id', '=', reporterId)
      .where('case_id', '>', 0)
      .where('automatic', '=', 0)
      .execute();
    return rows.map((row) => Number(row.case_id));
  }

  /** Whether the system's report on this member is still open (its queue item not closed): one at a time. */
  async openAutomatic(memberId: number): Promise<boolean> {
    const row = await this.#db
      .selectFrom('reports')
      .select('id')
      .where('member_id', '=', memberId)
      .where('automatic', '=', 1)
      .where('status', '=', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A queue item closed: its reports are handled. */
  async closeCase(caseId: number): Promise<void> {
    await this.#db.updateTable('reports').set({ status: 1 }).where('case_id', '=', caseId).execute();
  }

  /**
   * Account deletion: the reports the user made and those about the user (what was reported stays kept by
   * moderation until its purge, and the queue items keep their counts).
   */
  async deleteByUser(userId: number): Promise<void> {
    await this.#db
      .deleteFrom('reports')
      .where((eb) =>
        eb.or([
          eb('reporter_id', '=', userId),
          eb('member_id', '=', userId),
          eb.and([eb('target_type', '=', REPORT_TARGET.user), eb('target_id', '=', userId)]),
        ]),
      )
      .execute();
  }
}

function parseIds(json: string): string[] {
  try {
    const ids = JSON.parse(json) as unknown;
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
