import { CONSOLE, PHONE_PATTERN, RELATION } from '@kk/contract';
import { type Kysely, sql } from 'kysely';
import type { Database, UserRow } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export interface MemberCounts {
  follows: number;
  fans: number;
  updates: number;
  comments: number;
  messages_sent: number;
  reports_made: number;
}

export interface MemberOrder {
  order_no: string;
  kind: 'recharge' | 'vip';
  /** Yuan for a recharge, coins for a VIP purchase. */
  amount: number;
  status: string;
  create_time: number;
}

/**
 * What the console reads of a member (features/members): the user row, counts, album, orders and sessions. It
 * reads other features' tables and writes none.
 */
export class MembersRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  get #db(): Kysely<Database> {
    return this.#transactions.db;
  }

  /**
   * Members by their number, their userid (both exact), a whole phone, or part of the name (lower() on both sides,
   * as the member app's search), newest first, at most CONSOLE.searchMax.
   */
  async search(keyword: string): Promise<UserRow[]> {
    const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,15}$/.test(keyword) ? Number(keyword) : null;
    return this.#db
      .selectFrom('users')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('userid', '=', keyword),
          sql<boolean>`lower(username) like ${pattern} escape ${sql.lit('\\')}`,
          ...(id !== null ? [eb('id', '=', id)] : []),
          ...(PHONE_PATTERN.test(keyword) ? [eb('phone', '=', keyword)] : []),
        ]),
      )
      .orderBy('id', 'desc')
      .limit(CONSOLE.searchMax)
      .execute();
  }

  async byId(userId: number): Promise<UserRow | undefined> {
    return this.#db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  }

  async counts(userId: number): Promise<MemberCounts> {
    const count = (query: { executeTakeFirst(): Promise<{ n: number | string | bigint } | undefined> }) =>
      query.executeTakeFirst().then((row) => Number(row?.n ?? 0));
    const n = sql<number>`count(*)`.as('n');
    const [follows, fans, updates, comments, messages, reports] = await Promise.all([
      count(
        this.#db
          .selectFrom('user_relations')
          .select(n)
          .where('user_id', '=', userId)
          .where('kind', '=', RELATION.follow),
      ),
      count(
        this.#db
          .selectFrom('user_relations')
          .select(n)
          .where('target_id', '=', userId)
          .where('kind', '=', RELATION.follow),
      ),
      count(this.#db.selectFrom('updates').select(n).where('user_id', '=', userId)),
      count(this.#db.selectFrom('comments').select(n).where('user_id', '=', userId)),
      count(this.#db.selectFrom('chat_messages').select(n).where('from_user_id', '=', userId)),
      count(this.#db.selectFrom('reports').select(n).where('reporter_id', '=', userId)),
    ]);
    return { follows, fans, updates, comments, messages_sent: messages, reports_made: reports };
  }

  /** The album with each photo's storage key, oldest first. */
  async photos(userId: number): Promise<Array<{ id: number; storage_key: string }>> {
    const rows = await this.#db
      .selectFrom('user_photos as p')
      .innerJoin('files as f', 'f.id', 'p.file_id')
      .select(['p.id', 'f.storage_key'])
      .where('p.user_id', '=', userId)
      .orderBy('p.id')
      .execute();
    return rows.map((row) => ({ id: Number(row.id), storage_key: row.storage_key }));
  }

  /** Recharge orders (pay_orders) and VIP bought with coins (coin_ledger), newest first. */
  async orders(userId: number): Promise<MemberOrder[]> {
    const [recharges, vips] = await Promise.all([
      this.#db
        .selectFrom('pay_orders')
        .select(['out_trade_no', 'amount_fen', 'state', 'create_time'])
        .where('user_id', '=', userId)
        .execute(),
      this.#db
        .selectFrom('coin_ledger')
        .select(['ref', 'delta', 'create_time'])
        .where('user_id', '=', userId)
        .where('reason', '=', 'vip')
        .execute(),
    ]);
    const orders: MemberOrder[] = [
      ...recharges.map((row) => ({
        order_no: row.out_trade_no,
        kind: 'recharge' as const,
        amount: Number(row.amount_fen) / 100,
        status: row.state,
        create_time: Number(row.create_time),
      })),
      ...vips.map((row) => ({
        order_no: row.ref,
        kind: 'vip' as const,
        amount: -Number(row.delta),
        status: 'paid',
        create_time: Number(row.create_time),
      })),
    ];
    return orders.sort((a, b) => b.create_time - a.create_time);
  }

  /** The member's sessions still open, newest first (index sessions_user_id). */
  async sessions(userId: number, now: number): Promise<Array<{ create_time: number; expire_time: number }>> {
    const rows = await this.#db
      .selectFrom('sessions')
      .select(['create_time', 'expire_time'])
      .where('user_id', '=', userId)
      .where('expire_time', '>', now)
      .orderBy('create_time', 'desc')
      .execute();
    return rows.map((row) => ({ create_time: Number(row.create_time), expire_time: Number(row.expire_time) }));
  }
}
