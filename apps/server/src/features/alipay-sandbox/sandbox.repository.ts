// The sandbox's own records, as Alipay would keep them: trades, its made-up Alipay users, authorisation codes.
// In the database (not memory) so that every instance sharing it plays the same Alipay.
import type { SandboxTradeTable } from '../../platform/db/schema.ts';
import type { Transactions } from '../../platform/db/transaction.ts';

export type SandboxTrade = Omit<SandboxTradeTable, 'buyer_id' | 'pay_time' | 'create_time'> & {
  buyer_id: string;
  pay_time: number;
  create_time: number;
};

export class SandboxRepository {
  readonly #transactions: Transactions;
  constructor(transactions: Transactions) {
    this.#transactions = transactions;
  }

  /** The first request for an out_trade_no opens the trade; later ones (a reload of the cashier) find it. */
  async openTrade(trade: Omit<SandboxTrade, 'status' | 'buyer_id' | 'pay_time'>): Promise<SandboxTrade> {
    const db = this.#transactions.db;
    await db
      .insertInto('sandbox_trades')
      .values({ ...trade, status: 'WAIT_BUYER_PAY' })
      .onConflict((oc) => oc.column('out_trade_no').doNothing())
      .execute();
    return (await this.trade('out_trade_no', trade.out_trade_no)) as SandboxTrade;
  }

  async trade(by: 'out_trade_no' | 'trade_no', value: string): Promise<SandboxTrade | undefined> {
    const row = await this.#transactions.db
      .selectFrom('sandbox_trades')
      .selectAll()
      .where(by, '=', value)
      .executeTakeFirst();
    return row && { ...row, create_time: Number(row.create_time), pay_time: Number(row.pay_time) };
  }

  /** Waiting becomes paid or closed once: a double click on the cashier decides one way only. */
  async decide(tradeNo: string, status: 'TRADE_SUCCESS' | 'TRADE_CLOSED', buyerId: string, at: number) {
    const result = await this.#transactions.db
      .updateTable('sandbox_trades')
      .set({ status, buyer_id: buyerId, pay_time: status === 'TRADE_SUCCESS' ? at : 0 })
      .where('trade_no', '=', tradeNo)
      .where('status', '=', 'WAIT_BUYER_PAY')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async addUser(userId: string, at: number): Promise<void> {
    await this.#transactions.db.insertInto('sandbox_users').values({ user_id: userId, create_time: at }).execute();
  }

  async userExists(userId: string): Promise<boolean> {
    const row = await this.#transactions.db
      .selectFrom('sandbox_users')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async recentUsers(limit: number): Promise<string[]> {
    const rows = await this.#transactions.db
      .selectFrom('sandbox_users')
      .select('user_id')
      .orderBy('create_time', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => row.user_id);
  }

  async addCode(code: string, userId: string, at: number): Promise<void> {
    await this.#transactions.db
      .insertInto('sandbox_auth_codes')
      .values({ code, user_id: userId, create_time: at })
      .execute();
  }

  /** An authorisation code is good once, and for 5 minutes, as Alipay's. */
  async redeemCode(code: string, notBefore: number): Promise<string | undefined> {
    const db = this.#transactions.db;
    const result = await db
      .updateTable('sandbox_auth_codes')
      .set({ used: 1 })
      .where('code', '=', code)
      .where('used', '=', 0)
      .where('create_time', '>=', notBefore)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return undefined;
    const row = await db.selectFrom('sandbox_auth_codes').select('user_id').where('code', '=', code).executeTakeFirst();
    return row?.user_id;
  }
}
