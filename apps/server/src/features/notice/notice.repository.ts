import { NOTICE_TYPES, type NoticeType, RELATION } from '@kk/contract';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, NoticeTable, UserRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export type NoticeRow = Selectable<NoticeTable>;
/** A notice to store: all but its id (the moderation fields default to none). */
export type NewNotice = Omit<Insertable<NoticeTable>, 'id'>;
/** A notice read with who did it: their user row, or null (a `system` notice). */
export type NoticeWithSender = { notice: NoticeRow; sender: UserRow | null };
/** A notice of one person about another, found to take it back (a like taken back before it was told). */
export type NoticeKey = { userId: number; type: NoticeType; fromId: number; targetId: number };

/**
 * Rows of notices and notice_settings. Lists and counts read the delivered notices only (a pending like is not
 * told yet), and leave out those from a person blocked either way (a NOT EXISTS of two key probes).
 */
export class NoticeRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async insert(notice: NewNotice): Promise<NoticeRow> {
    const row = await this.#db.insertInto('notices').values(notice).returningAll().executeTakeFirstOrThrow();
    return normalize(row);
  }

  /** Whether such a notice exists (told or pending): a like liked again is not told twice. */
  async exists(key: NoticeKey): Promise<boolean> {
    const row = await this.#db
      .selectFrom('notices')
      .select('id')
      .where('user_id', '=', key.userId)
      .where('type', '=', key.type)
      .where('from_user_id', '=', key.fromId)
      .where('target_id', '=', key.targetId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Deletes the notice while it is pending; once told it stays. */
  async deletePending(key: NoticeKey): Promise<void> {
    await this.#db
      .deleteFrom('notices')
      .where('user_id', '=', key.userId)
      .where('type', '=', key.type)
      .where('from_user_id', '=', key.fromId)
      .where('target_id', '=', key.targetId)
      .where('delivered', '=', 0)
      .execute();
  }

  /** Pending notices due by `now`, oldest first. */
  async dueIds(now: number, limit: number): Promise<number[]> {
    const rows = await this.#db
      .selectFrom('notices')
      .select('id')
      .where('delivered', '=', 0)
      .where('due_time', '<=', now)
      .orderBy('due_time')
      .limit(limit)
      .execute();
    return rows.map((row) => Number(row.id));
  }

  /**
   * Claims a pending notice for delivery: one conditional UPDATE, so of two instances (or a timer and a test)
   * claiming the same notice exactly one gets the row; the other gets undefined.
   */
  async claim(id: number): Promise<NoticeRow | undefined> {
    const row = await this.#db
      .updateTable('notices')
      .set({ delivered: 1 })
      .where('id', '=', id)
      .where('delivered', '=', 0)
      .returningAll()
      .executeTakeFirst();
    return row && normalize(row);
  }

  /** One of the user's notices, told. */
  async ownNotice(userId: number, id: number): Promise<NoticeRow | undefined> {
    const row = await this.#db
      .selectFrom('notices')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('delivered', '=', 1)
      .executeTakeFirst();
    return row && normalize(row);
  }

  /**
   * Moves a moderation notice's appeal state from `from` to `to`: one conditional UPDATE, so of two appeals racing
   * on any instances exactly one moves it. True when this call did.
   */
  async moveAppeal(id: number, from: string, to: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('notices')
      .set({ mod_appeal: to })
      .where('id', '=', id)
      .where('mod_appeal', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Deletes the notices of these kinds about one target (a deleted update's likes and comments). */
  async deleteAbout(types: readonly NoticeType[], targetId: number): Promise<void> {
    await this.#db.deleteFrom('notices').where('target_id', '=', targetId).where('type', 'in', types).execute();
  }

  async delete(id: number): Promise<void> {
    await this.#db.deleteFrom('notices').where('id', '=', id).execute();
  }

  /** One page of the user's told notices, newest first, all or of some types. */
  async page(
    userId: number,
    types: readonly NoticeType[] | null,
    options: { page: number; pageSize: number },
  ): Promise<{ list: NoticeWithSender[]; total: number }> {
    const base = this.#visible(userId, types);
    const [rows, count] = await Promise.all([
      base
        .selectAll('n')
        .orderBy('n.id', 'desc')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    const notices = rows.map(normalize);
    const senderIds = [
      ...new Set(notices.flatMap((notice) => (notice.from_user_id === null ? [] : [notice.from_user_id]))),
    ];
    const senders =
      senderIds.length === 0
        ? []
        : await this.#db.selectFrom('users').selectAll().where('id', 'in', senderIds).execute();
    const byId = new Map(senders.map((row) => [Number(row.id), row]));
    const list = notices.map((notice) => ({
      notice,
      sender: notice.from_user_id === null ? null : (byId.get(notice.from_user_id) ?? null),
    }));
    return { list, total: Number(count?.n ?? 0) };
  }

  /** Whether the user's told notice is still there and shown (not from someone blocked since). */
  async stands(userId: number, id: number): Promise<boolean> {
    const row = await this.#visible(userId, null).select('n.id').where('n.id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** Unread told notices per type. */
  async unreadByType(userId: number): Promise<Map<NoticeType, number>> {
    const rows = await this.#visible(userId, null)
      .where('n.is_read', '=', 0)
      .select(['n.type', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('n.type')
      .execute();
    return new Map(rows.map((row) => [row.type as NoticeType, Number(row.n)]));
  }

  /** Marks the user's told notices read: one (`id`), or all of some types, or all. */
  async markRead(userId: number, options: { id?: number; types?: readonly NoticeType[] }): Promise<void> {
    let query = this.#db
      .updateTable('notices')
      .set({ is_read: 1 })
      .where('user_id', '=', userId)
      .where('delivered', '=', 1)
      .where('is_read', '=', 0);
    if (options.id !== undefined) query = query.where('id', '=', options.id);
    if (options.types) query = query.where('type', 'in', options.types);
    await query.execute();
  }

  /** The user's told notices, none from people blocked either way. */
  #visible(userId: number, types: readonly NoticeType[] | null) {
    return this.#db
      .selectFrom('notices as n')
      .where('n.user_id', '=', userId)
      .where('n.delivered', '=', 1)
      .$if(types !== null, (query) => query.where('n.type', 'in', types ?? NOTICE_TYPES))
      .where((eb) =>
        eb.or([
          eb('n.from_user_id', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('user_relations as b')
                .select('b.user_id')
                .where('b.kind', '=', RELATION.block)
                .where((w) =>
                  w.or([
                    w.and([w('b.user_id', '=', userId), w('b.target_id', '=', w.ref('n.from_user_id'))]),
                    w.and([w('b.user_id', '=', w.ref('n.from_user_id')), w('b.target_id', '=', userId)]),
                  ]),
                ),
            ),
          ),
        ]),
      );
  }

  async setting(userId: number): Promise<{ push_types: string | null; hide_visits: number } | undefined> {
    return this.#db
      .selectFrom('notice_settings')
      .select(['push_types', 'hide_visits'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async saveSetting(userId: number, changes: { push_types?: string; hide_visits?: number }): Promise<void> {
    await this.#db
      .insertInto('notice_settings')
      .values({ user_id: userId, push_types: changes.push_types ?? null, hide_visits: changes.hide_visits ?? 0 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
      .execute();
  }

  /** Account deletion: the user's notices, the notices others had of them, and their settings. */
  async deleteByUser(userId: number): Promise<void> {
    await this.#db.deleteFrom('notices').where('user_id', '=', userId).execute();
    await this.#db.deleteFrom('notices').where('from_user_id', '=', userId).execute();
    await this.#db.deleteFrom('notice_settings').where('user_id', '=', userId).execute();
  }
}

/** PostgreSQL may answer bigint columns as strings (RETURNING). */
function normalize(row: NoticeRow): NoticeRow {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    type: row.type,
    from_user_id: row.from_user_id == null ? null : Number(row.from_user_id),
    target_id: Number(row.target_id),
    summary: row.summary,
    create_time: Number(row.create_time),
    due_time: Number(row.due_time),
    delivered: Number(row.delivered),
    is_read: Number(row.is_read),
    mod_action: row.mod_action ?? '',
    mod_until: Number(row.mod_until ?? 0),
    mod_appeal: row.mod_appeal ?? '',
    mod_target_type: Number(row.mod_target_type ?? 0),
    mod_target_key: row.mod_target_key ?? '',
  };
}
