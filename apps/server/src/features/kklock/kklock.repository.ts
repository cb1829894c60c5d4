// The only SQL of the kk lock: kk_lock_requests (a request by message_id, its state, and once accepted its
// lock's times) and kk_lock_members (who is locked now: user_id is the primary key, the one-lock rule).
// Every state change is a conditional UPDATE on the state it leaves, so two answers to one request cannot
// both win, on any instance.
import type { Kysely, Selectable } from 'kysely';
import type { Database, KkLockRequestTable } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export type KkLockRequestRow = Selectable<KkLockRequestTable>;

/** The state codes stored in kk_lock_requests.state (KK_LOCK_STATES' indexes). */
export const STATE = { pending: 0, accepted: 1, rejected: 2, cancelled: 3, ended: 4 } as const;
/** The reason codes stored in kk_lock_requests.reason (KK_LOCK_REASONS' indexes). */
export const REASON = { none: 0, user: 1, locked: 2, blocked: 3, deleted: 4 } as const;

export interface LockMember {
  user_id: number;
  partner_id: number;
  message_id: string;
  start_time: number;
}

/** The partner of a lock as user info shows them. */
export interface LockPartner extends LockMember {
  partner_avatar: string;
  partner_username: string;
  lock_request_time: number;
}

export class KkLockRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  async request(messageId: string): Promise<KkLockRequestRow | undefined> {
    const row = await this.#db
      .selectFrom('kk_lock_requests')
      .selectAll()
      .where('message_id', '=', messageId)
      .executeTakeFirst();
    return row && normalize(row);
  }

  async pending(fromUserId: number, toUserId: number): Promise<KkLockRequestRow | undefined> {
    const row = await this.#db
      .selectFrom('kk_lock_requests')
      .selectAll()
      .where('from_user_id', '=', fromUserId)
      .where('to_user_id', '=', toUserId)
      .where('state', '=', STATE.pending)
      .executeTakeFirst();
    return row && normalize(row);
  }

  /** A new pending request; false when one was pending already (the partial unique index, whatever the race). */
  async insertPending(row: { message_id: string; from_user_id: number; to_user_id: number; now: number }) {
    const result = await this.#db
      .insertInto('kk_lock_requests')
      .values({
        message_id: row.message_id,
        from_user_id: row.from_user_id,
        to_user_id: row.to_user_id,
        state: STATE.pending,
        create_time: row.now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  /** pending → rejected or cancelled; false when it was no longer pending. */
  async answer(messageId: string, state: number, reason: number, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('kk_lock_requests')
      .set({ state, reason, answer_time: now })
      .where('message_id', '=', messageId)
      .where('state', '=', STATE.pending)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** pending → accepted, the lock beginning now; false when it was no longer pending. */
  async accept(messageId: string, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('kk_lock_requests')
      .set({ state: STATE.accepted, reason: REASON.user, answer_time: now, lock_start_time: now })
      .where('message_id', '=', messageId)
      .where('state', '=', STATE.pending)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * The two rows of a new lock. ON CONFLICT DO NOTHING instead of a failing insert: on PostgreSQL a failed
   * statement spoils the whole transaction, and the caller needs to refuse cleanly. Fewer than two rows
   * inserted means one of them was locked meanwhile: the caller throws and everything rolls back.
   */
  async insertMembers(a: number, b: number, messageId: string, now: number): Promise<boolean> {
    const result = await this.#db
      .insertInto('kk_lock_members')
      .values([
        { user_id: a, partner_id: b, message_id: messageId, start_time: now },
        { user_id: b, partner_id: a, message_id: messageId, start_time: now },
      ])
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 2;
  }

  async member(userId: number): Promise<LockMember | undefined> {
    const row = await this.#db
      .selectFrom('kk_lock_members')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row && { ...row, partner_id: Number(row.partner_id), start_time: Number(row.start_time) };
  }

  /** The user's lock with the partner's name and avatar, for user info. */
  async partner(userId: number): Promise<LockPartner | undefined> {
    const row = await this.#db
      .selectFrom('kk_lock_members as m')
      .innerJoin('users as p', 'p.id', 'm.partner_id')
      .innerJoin('kk_lock_requests as r', 'r.message_id', 'm.message_id')
      .select([
        'm.user_id',
        'm.partner_id',
        'm.message_id',
        'm.start_time',
        'p.avatar as partner_avatar',
        'p.username as partner_username',
        'r.create_time as lock_request_time',
      ])
      .where('m.user_id', '=', userId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      ...row,
      user_id: Number(row.user_id),
      partner_id: Number(row.partner_id),
      start_time: Number(row.start_time),
      lock_request_time: Number(row.lock_request_time),
    };
  }

  /** accepted → ended and the lock's two rows gone; false when it had ended already. */
  async end(messageId: string, endedBy: number, reason: number, now: number): Promise<boolean> {
    const result = await this.#db
      .updateTable('kk_lock_requests')
      .set({ state: STATE.ended, reason, lock_end_time: now, ended_by: endedBy })
      .where('message_id', '=', messageId)
      .where('state', '=', STATE.accepted)
      .executeTakeFirst();
    await this.#db.deleteFrom('kk_lock_members').where('message_id', '=', messageId).execute();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * The pending requests these people sent or were sent, in message_id order: every transaction that resolves
   * several takes their row locks in that one order, so two of them (an accept and a deletion resolving the
   * same requests) cannot deadlock on PostgreSQL.
   */
  async pendingOf(userIds: readonly number[]): Promise<KkLockRequestRow[]> {
    const rows = await this.#db
      .selectFrom('kk_lock_requests')
      .selectAll()
      .where('state', '=', STATE.pending)
      .where((eb) => eb.or([eb('from_user_id', 'in', userIds), eb('to_user_id', 'in', userIds)]))
      .orderBy('message_id')
      .execute();
    return rows.map(normalize);
  }

  /** When the user's latest lock ended; 0 when none did. */
  async lastEnd(userId: number): Promise<number> {
    const row = await this.#db
      .selectFrom('kk_lock_requests')
      .select((eb) => eb.fn.max('lock_end_time').as('end'))
      .where('state', '=', STATE.ended)
      .where((eb) => eb.or([eb('from_user_id', '=', userId), eb('to_user_id', '=', userId)]))
      .executeTakeFirst();
    return Number(row?.end ?? 0);
  }
}

/** PostgreSQL answers bigint columns as numbers (platform/db/database.ts); SQLite too; this pins the type. */
function normalize(row: KkLockRequestRow): KkLockRequestRow {
  return {
    ...row,
    from_user_id: Number(row.from_user_id),
    to_user_id: Number(row.to_user_id),
    create_time: Number(row.create_time),
    answer_time: Number(row.answer_time),
    lock_start_time: Number(row.lock_start_time),
    lock_end_time: Number(row.lock_end_time),
    ended_by: Number(row.ended_by),
  };
}
