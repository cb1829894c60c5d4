// The only SQL of payment: orders, the coin ledger, and the user's coins and VIP end. The limits (credit once,
// never overdraw) are single conditional statements; the service runs them inside one transaction.
import type { PayOrderTable } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export interface OrderRow {
  out_trade_no: string;
  user_id: number | null;
  amount_fen: number;
  coins: number;
  state: PayOrderTable['state'];
  trade_no: string;
  create_time: number;
  paid_time: number;
}

const ORDER_COLUMNS = [
  'out_trade_no',
  'user_id',
  'amount_fen',
  'coins',
  'state',
  'trade_no',
  'create_time',
  'paid_time',
] as const;

export class PayRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  async insertOrder(order: {
    out_trade_no: string;
    user_id: number;
    amount_fen: number;
    coins: number;
    channel: 'wap' | 'app';
    create_time: number;
  }): Promise<void> {
    await this.#transactions.db
      .insertInto('pay_orders')
      .values({ ...order, state: 'waiting' })
      .execute();
  }

  async order(outTradeNo: string): Promise<OrderRow | undefined> {
    const row = await this.#transactions.db
      .selectFrom('pay_orders')
      .select(ORDER_COLUMNS)
      .where('out_trade_no', '=', outTradeNo)
      .executeTakeFirst();
    return row && normalise(row);
  }

  async orders(userId: number, page: number, pageSize: number): Promise<{ rows: OrderRow[]; total: number }> {
    const db = this.#transactions.db;
    const [rows, count] = await Promise.all([
      db
        .selectFrom('pay_orders')
        .select(ORDER_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      db
        .selectFrom('pay_orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(normalise), total: Number(count.n) };
  }

  /**
   * Waiting becomes paid, once, and never a closed order: the one row changes for exactly one caller however
   * many notifications race (against each other and against a close, on any instance), and only that caller
   * credits the coins.
   */
  async markPaid(outTradeNo: string, tradeNo: string, at: number): Promise<boolean> {
    const result = await this.#transactions.db
      .updateTable('pay_orders')
      .set({ state: 'paid', trade_no: tradeNo, paid_time: at })
      .where('out_trade_no', '=', outTradeNo)
      .where('state', '=', 'waiting')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Waiting becomes closed; a paid order stays paid (its coins are credited). True when it changed the row. */
  async markClosed(outTradeNo: string): Promise<boolean> {
    const result = await this.#transactions.db
      .updateTable('pay_orders')
      .set({ state: 'closed' })
      .where('out_trade_no', '=', outTradeNo)
      .where('state', '=', 'waiting')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async addCoins(userId: number, coins: number): Promise<void> {
    await this.#transactions.db
      .updateTable('users')
      .set((eb) => ({ coins: eb('coins', '+', coins) }))
      .where('id', '=', userId)
      .execute();
  }

  /**
   * Spends coins and extends VIP in one statement, only while the balance covers it: two purchases racing for
   * the last coins cannot both pass. VIP extends from its end when that is still ahead, else from now.
   */
  async spendOnVip(userId: number, coins: number, days: number, now: number): Promise<boolean> {
    const span = days * 86_400_000;
    const result = await this.#transactions.db
      .updateTable('users')
      .set((eb) => ({
        coins: eb('coins', '-', coins),
        vip_end_time: eb
          .case()
          .when('vip_end_time', '>', now)
          .then(eb('vip_end_time', '+', span))
          .else(now + span)
          .end(),
      }))
      .where('id', '=', userId)
      .where('coins', '>=', coins)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async ledger(entry: {
    user_id: number;
    delta: number;
    reason: 'recharge' | 'vip';
    ref: string;
    create_time: number;
  }) {
    await this.#transactions.db.insertInto('coin_ledger').values(entry).execute();
  }

  async wallet(userId: number): Promise<{ coins: number; vip_end_time: number } | undefined> {
    const row = await this.#transactions.db
      .selectFrom('users')
      .select(['coins', 'vip_end_time'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return row && { coins: Number(row.coins), vip_end_time: Number(row.vip_end_time) };
  }

  /** Account deletion: the ledger goes with the user (cascade); orders stay for the books, anonymous. */
  async eraseUser(userId: number): Promise<void> {
    const db = this.#transactions.db;
    await db.deleteFrom('coin_ledger').where('user_id', '=', userId).execute();
    await db.updateTable('pay_orders').set({ user_id: null }).where('user_id', '=', userId).execute();
  }
}

function normalise(row: OrderRow): OrderRow {
  return {
    ...row,
    user_id: row.user_id === null ? null : Number(row.user_id),
    amount_fen: Number(row.amount_fen),
    coins: Number(row.coins),
    create_time: Number(row.create_time),
    paid_time: Number(row.paid_time),
  };
}
