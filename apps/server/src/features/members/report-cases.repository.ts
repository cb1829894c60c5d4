import { REPORT_TARGET, type ReportCase } from '@kk/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

/** The reports by and against a member, as queue items (one per reported target). */
export interface ReportCases {
  /** Items of the targets the member reported, with every report on them. */
  casesBy(userId: number): Promise<ReportCase[]>;
  /** Items of the member themselves and of their updates and comments. */
  casesAgainst(userId: number): Promise<ReportCase[]>;
}

interface ReportRow {
  id: number;
  target_type: number;
  target_id: number;
  reason: number;
  status: number;
  create_time: number;
  /** Who is reported: the person, or the author of the update or comment (0 once it is deleted). */
  member_id: number;
}

/**
 * ReportCases read from the `reports` table as it is before the moderation queue has items of its own: an item is
 * every report on one target, its id the first report's, open while any of its reports is (status 0). The
 * moderation feature's items replace this at merge (wiring/console.ts).
 */
export class ReportTableCases implements ReportCases {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async casesBy(userId: number): Promise<ReportCase[]> {
    const targets = await this.#db
      .selectFrom('reports')
      .select(['target_type', 'target_id'])
      .distinct()
      .where('reporter_id', '=', userId)
      .execute();
    if (targets.length === 0) return [];
    const rows = await this.#reports().where((eb) =>
      eb.or(
        targets.map((target) =>
          eb.and([eb('r.target_type', '=', target.target_type), eb('r.target_id', '=', target.target_id)]),
        ),
      ),
    );
    return this.#cases(rows);
  }

  async casesAgainst(userId: number): Promise<ReportCase[]> {
    const rows = await this.#reports().where((eb) =>
      eb.or([
        eb.and([eb('r.target_type', '=', REPORT_TARGET.user), eb('r.target_id', '=', userId)]),
        eb.and([eb('r.target_type', '=', REPORT_TARGET.updates), eb('up.user_id', '=', userId)]),
        eb.and([eb('r.target_type', '=', REPORT_TARGET.comment), eb('c.user_id', '=', userId)]),
      ]),
    );
    return this.#cases(rows);
  }

  /** Reports with who they are about; `where` narrows them. */
  #reports() {
    const query = this.#db
      .selectFrom('reports as r')
      .leftJoin('updates as up', (join) =>
        join.onRef('up.id', '=', 'r.target_id').on('r.target_type', '=', REPORT_TARGET.updates),
      )
      .leftJoin('comments as c', (join) =>
        join.onRef('c.id', '=', 'r.target_id').on('r.target_type', '=', REPORT_TARGET.comment),
      )
      .select(['r.id', 'r.target_type', 'r.target_id', 'r.reason', 'r.status', 'r.create_time'])
      .select(['up.user_id as update_author', 'c.user_id as comment_author']);
    return {
      where: async (filter: Parameters<typeof query.where>[0]): Promise<ReportRow[]> => {
        const rows = await query.where(filter).orderBy('r.id').execute();
        return rows.map((row) => ({
          id: Number(row.id),
          target_type: Number(row.target_type),
          target_id: Number(row.target_id),
          reason: Number(row.reason),
          status: Number(row.status),
          create_time: Number(row.create_time),
          member_id: Number(
            row.target_type === REPORT_TARGET.user
              ? row.target_id
              : row.target_type === REPORT_TARGET.updates
                ? (row.update_author ?? 0)
                : (row.comment_author ?? 0),
          ),
        }));
      },
    };
  }

  /** Groups reports by target, most reported first, then the oldest. */
  async #cases(rows: readonly ReportRow[]): Promise<ReportCase[]> {
    const groups = new Map<string, ReportRow[]>();
    for (const row of rows) {
      const key = `${row.target_type}:${row.target_id}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const memberIds = [...new Set(rows.map((row) => row.member_id).filter((id) => id > 0))];
    const members =
      memberIds.length === 0
        ? []
        : await this.#db
            .selectFrom('users')
            .select(['id', 'userid', 'username', 'avatar', 'held'])
            .where('id', 'in', memberIds)
            .execute();
    const byId = new Map(members.map((member) => [Number(member.id), member]));
    const cases = [...groups.values()].map((reports): ReportCase => {
      const first = reports[0] as ReportRow;
      const member = byId.get(first.member_id);
      const open = reports.some((report) => report.status === 0);
      return {
        id: first.id,
        kind: 'report',
        target_type: first.target_type,
        target_id: first.target_id,
        member: {
          id: member ? Number(member.id) : 0,
          userid: member?.userid ?? '',
          username: member?.username ?? '',
          avatar: member?.avatar ?? '',
        },
        reasons: [...new Set(reports.map((report) => report.reason))].sort((a, b) => a - b),
        count: reports.length,
        first_time: first.create_time,
        last_time: Math.max(...reports.map((report) => report.create_time)),
        status: open ? 'open' : 'closed',
        held: open && member && Number(member.held) === 1 ? 1 : 0,
      };
    });
    return cases.sort((a, b) => b.count - a.count || a.first_time - b.first_time);
  }
}
