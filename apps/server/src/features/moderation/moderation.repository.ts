// The only SQL of moderation: the queue's items (moderation_cases), the kept evidence and the appeals.
import type { Kysely, Selectable } from 'kysely';
import type {
  Database,
  ModerationAppealTable,
  ModerationCaseTable,
  ModerationEvidenceTable,
} from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export type CaseRow = Selectable<ModerationCaseTable>;
export type EvidenceRow = Omit<Selectable<ModerationEvidenceTable>, 'images'> & { images: string[] };
export type AppealRow = Selectable<ModerationAppealTable>;

export interface CaseTarget {
  kind: 'report' | 'appeal';
  targetType: number;
  targetKey: string;
  memberId: number;
}

/** While an item is open it holds this key, unique: one open item per target (an appeal: per notice). */
export function openKeyOf(kind: string, targetType: number, targetKey: string): string {
  return `${kind}:${targetType}:${targetKey}`;
}

export class ModerationRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /**
   * Files one report into the target's open item, or opens one: a single INSERT … ON CONFLICT on the unique open
   * key, so reports racing on several instances join one item and each is counted once.
   */
  async joinCase(target: CaseTarget, now: number): Promise<number> {
    const row = await this.#db
      .insertInto('moderation_cases')
      .values({
        kind: target.kind,
        target_type: target.targetType,
        target_key: target.targetKey,
        member_id: target.memberId,
        report_count: 1,
        first_time: now,
        last_time: now,
        open_key: openKeyOf(target.kind, target.targetType, target.targetKey),
      })
      .onConflict((oc) =>
        oc.column('open_key').doUpdateSet((eb) => ({
          report_count: eb('moderation_cases.report_count', '+', 1),
          last_time: now,
        })),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /** An appeal's own item (its open key names the notice, so one notice never has two). */
  async openAppealCase(target: CaseTarget, noticeId: number, now: number): Promise<number> {
    const row = await this.#db
      .insertInto('moderation_cases')
      .values({
        kind: 'appeal',
        target_type: target.targetType,
        target_key: target.targetKey,
        member_id: target.memberId,
        report_count: 1,
        first_time: now,
        last_time: now,
        open_key: `appeal:notice:${noticeId}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async markHeld(caseId: number): Promise<void> {
    await this.#db.updateTable('moderation_cases').set({ held: 1 }).where('id', '=', caseId).execute();
  }

  /** An operator looked at the member: none of their items is held any more. */
  async releaseMember(memberId: number): Promise<void> {
    await this.#db
      .updateTable('moderation_cases')
      .set({ held: 0 })
      .where('member_id', '=', memberId)
      .where('held', '=', 1)
      .execute();
  }

  /**
   * Closes an open item: one conditional UPDATE, so two operators closing it at once close it once (the other
   * is told it is not there). True when this call closed it.
   */
  async close(caseId: number, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('moderation_cases')
      .set({ status: 1, held: 0, close_time: now, open_key: null })
      .where('id', '=', caseId)
      .where('status', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async caseById(id: number): Promise<CaseRow | undefined> {
    const row = await this.#db.selectFrom('moderation_cases').selectAll().where('id', '=', id).executeTakeFirst();
    return row && normalizeCase(row);
  }

  /** Open items: held first, then most reported, then oldest. Closed ones: most recently closed first. */
  async page(status: 'open' | 'closed', page: number, pageSize: number): Promise<{ list: CaseRow[]; total: number }> {
    const base = this.#db.selectFrom('moderation_cases').where('status', '=', status === 'open' ? 0 : 1);
    const ordered =
      status === 'open'
        ? base.orderBy('held', 'desc').orderBy('report_count', 'desc').orderBy('first_time').orderBy('id')
        : base.orderBy('close_time', 'desc').orderBy('id', 'desc');
    const [rows, count] = await Promise.all([
      ordered
        .selectAll()
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { list: rows.map(normalizeCase), total: Number(count?.n ?? 0) };
  }

  /** Items about a member, newest first. */
  async casesAgainst(memberId: number): Promise<CaseRow[]> {
    const rows = await this.#db
      .selectFrom('moderation_cases')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return rows.map(normalizeCase);
  }

  async casesByIds(ids: readonly number[]): Promise<CaseRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db
      .selectFrom('moderation_cases')
      .selectAll()
      .where('id', 'in', ids)
      .orderBy('id', 'desc')
      .limit(100)
      .execute();
    return rows.map(normalizeCase);
  }

  async evidence(targetType: number, targetKey: string): Promise<EvidenceRow | undefined> {
    const [row] = await this.evidenceOf(targetType, [targetKey]);
    return row;
  }

  async evidenceOf(targetType: number, targetKeys: readonly string[]): Promise<EvidenceRow[]> {
    if (targetKeys.length === 0) return [];
    const rows = await this.#db
      .selectFrom('moderation_evidence')
      .selectAll()
      .where('target_type', '=', targetType)
      .where('target_key', 'in', targetKeys)
      .execute();
    return rows.map(normalizeEvidence);
  }

  /** Keeps the copy longer: a new report on what was kept already starts its retention again. */
  async extendEvidence(id: number, purgeTime: number): Promise<void> {
    await this.#db
      .updateTable('moderation_evidence')
      .set({ purge_time: purgeTime })
      .where('id', '=', id)
      .where('purge_time', '<', purgeTime)
      .execute();
  }

  /** Stores a kept copy unless one of the target is there (a race): true when this one was stored. */
  async insertEvidence(row: Omit<EvidenceRow, 'id'>): Promise<boolean> {
    const inserted = await this.#db
      .insertInto('moderation_evidence')
      .values({ ...row, images: JSON.stringify(row.images) })
      .onConflict((oc) => oc.columns(['target_type', 'target_key']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Kept copies whose time is up, oldest first. */
  async dueEvidence(now: number, limit: number): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('moderation_evidence')
      .select('id')
      .where('purge_time', '<=', now)
      .orderBy('purge_time')
      .limit(limit)
      .execute();
    return rows.map((row) => Number(row.id));
  }

  /**
   * Claims kept copies for purging: one DELETE … RETURNING, so of several instances purging at once each row is
   * deleted, and its images answered, exactly once.
   */
  async claimEvidence(ids: readonly number[], now: number): Promise<string[][]> {
    if (ids.length === 0) return [];
    const rows = await this.#db
      .deleteFrom('moderation_evidence')
      .where('id', 'in', ids)
      .where('purge_time', '<=', now)
      .returning('images')
      .execute();
    return rows.map((row) => parseKeys(row.images));
  }

  async insertAppeal(appeal: Omit<AppealRow, 'id'>): Promise<void> {
    await this.#db.insertInto('moderation_appeals').values(appeal).execute();
  }

  async appealOf(caseId: number): Promise<AppealRow | undefined> {
    const row = await this.#db
      .selectFrom('moderation_appeals')
      .selectAll()
      .where('case_id', '=', caseId)
      .executeTakeFirst();
    return (
      row && {
        ...row,
        id: Number(row.id),
        case_id: Number(row.case_id),
        notice_id: Number(row.notice_id),
        user_id: Number(row.user_id),
        until: Number(row.until),
        create_time: Number(row.create_time),
      }
    );
  }

  /** Account deletion: the member's appeals (their words). Items and kept evidence stay until the purge. */
  async deleteAppealsOf(userId: number): Promise<void> {
    await this.#db.deleteFrom('moderation_appeals').where('user_id', '=', userId).execute();
  }
}

/** PostgreSQL answers bigint columns as strings. */
function normalizeCase(row: CaseRow): CaseRow {
  return {
    ...row,
    id: Number(row.id),
    target_type: Number(row.target_type),
    member_id: Number(row.member_id),
    status: Number(row.status),
    held: Number(row.held),
    report_count: Number(row.report_count),
    first_time: Number(row.first_time),
    last_time: Number(row.last_time),
    close_time: Number(row.close_time),
  };
}

function normalizeEvidence(row: Selectable<ModerationEvidenceTable>): EvidenceRow {
  return {
    ...row,
    id: Number(row.id),
    target_type: Number(row.target_type),
    member_id: Number(row.member_id),
    images: parseKeys(row.images),
    content_time: Number(row.content_time),
    keep_time: Number(row.keep_time),
    purge_time: Number(row.purge_time),
  };
}

function parseKeys(json: string): string[] {
  try {
    const keys = JSON.parse(json) as unknown;
    return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}
