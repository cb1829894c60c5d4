// The only SQL of the kk lock: kk_lock_requests (a request by message_id, its state, and once accepted its
// lock's times) and kk_lock_members (who is locked now: user_id is the primary key, the one-lock rule).
// Every state change is a conditional UPDATE on the state it leaves, so two answers to one request cannot
// both win, on any instance.
import type { Kysely, Selectable } from 'kysely';
import { CompiledOnce } from '../../platform/db/compiled-once.ts';
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

  /**
   * What user info shows of the user's lock, in one statement on the path of every getUserInfo (compiled once,
   * bench/README.md "auth-endpoint"): the lock with the partner's name and avatar, or none, and when the
   * user's latest lock ended (0 when none did).
   */
  async userInfo(userId: number): Promise<{ partner: LockPartner | undefined; lastEnd: number }> {
    const [row] = await this.#userInfo.rows(this.#db, [userId, STATE.ended, userId, STATE.ended, userId]);
    const lastEnd = Math.max(Number(row?.last_end_sent ?? 0), Number(row?.last_end_received ?? 0));
    if (!row || row.partner_id == null) return { partner: undefined, lastEnd };
    return {
      partner: {
        user_id: userId,
        partner_id: Number(row.partner_id),
        message_id: row.message_id ?? '',
        start_time: Number(row.start_time),
        partner_avatar: row.partner_avatar ?? '',
        partner_username: row.partner_username ?? '',
        lock_request_time: Number(row.lock_request_time),
      },
      lastEnd,
    };
  }

  readonly #userInfo = new CompiledOnce((db) => userInfoQuery(db));

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

/**
 * userInfo's statement, with placeholders in the order its SQL takes them: the user and the ended state (the
 * latest end of a lock the user asked for), the same (of one the user was asked for), the user. Exported for the
 * bench's baseline, which runs the very same text (bench/lib/bare.ts).
 */
export function userInfoQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .leftJoin('kk_lock_members as m', 'm.user_id', 'u.id')
    .leftJoin('users as p', 'p.id', 'm.partner_id')
    .leftJoin('kk_lock_requests as r', 'r.message_id', 'm.message_id')
    .select((eb) => [
      // One subquery a side, each on its own index: an OR of the two made SQLite build a rowset of both
      // indexes first, which cost 85 µs even on an empty table, more than the rest of getUserInfo's SQL.
      eb
        .selectFrom('kk_lock_requests as e')
        .select((end) => end.fn.max('e.lock_end_time').as('end'))
        .where('e.from_user_id', '=', 0)
        .where('e.state', '=', STATE.ended)
        .as('last_end_sent'),
      eb
        .selectFrom('kk_lock_requests as e')
        .select((end) => end.fn.max('e.lock_end_time').as('end'))
        .where('e.to_user_id', '=', 0)
        .where('e.state', '=', STATE.ended)
        .as('last_end_received'),
      'm.partner_id',
      'm.message_id',
      'm.start_time',
      'p.avatar as partner_avatar',
      'p.username as partner_username',
      'r.create_time as lock_request_time',
    ])
    .where('u.id', '=', 0);
}
