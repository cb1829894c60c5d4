// Recharge (DESIGN §3 "Payment"): orders for listed packages only, signed order strings, and the one thing that
// credits coins, a verified notification (or a verified trade query when one is overdue), exactly once.
import { randomBytes } from 'node:crypto';
import {
  ALIPAY_NOTIFY_PATH,
  ALIPAY_RETURN_PATH,
  CODE,
  PAY_PACKAGES,
  type PayOrder,
  VIP_BENEFITS,
  VIP_FEED_FILTERS,
  VIP_PLANS,
  type VipState,
} from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import type { Events } from '../../platform/events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { AlipayGateway } from '../../platform/pay/alipay.ts';
import { amountText, fenOf, parseAmount } from './pay.amount.ts';
import type { OrderRow, PayRepository } from './pay.repository.ts';
import type { VipService } from './vip.service.ts';

export interface PayServiceDeps {
  /** Hears `account.deleting`: erases the user's rows inside the deletion's transaction. */
  events: Events;
  repository: PayRepository;
  transactions: Transactions;
  clock: Clock;
  /** Null when no provider is configured (ALIPAY_PROVIDER=none). */
  gateway: AlipayGateway | null;
  provider: 'alipay' | 'sandbox' | 'none';
  /** Where Alipay reaches this server: PUBLIC_BASE_URL, else the server's own address. */
  notifyBase: () => string;
  /** Base of the return URL the browser comes back to; '' (same origin) for the sandbox without PUBLIC_BASE_URL. */
  returnBase: string;
  notifyOverdueMs: number;
  orderTtlMs: number;
  /** Balance and VIP state, for the answers that carry them. */
  vip: VipService;
  log: { warn(details: object, text: string): void };
}

/** Trade states that mean "paid" (TRADE_FINISHED: paid, and past the refund window). */
const PAID = new Set(['TRADE_SUCCESS', 'TRADE_FINISHED']);
const NOTIFY_FIELDS = [
  'sign',
  'sign_type',
  'app_id',
  'seller_id',
  'out_trade_no',
  'trade_no',
  'total_amount',
  'trade_status',
] as const;

export class PayService {
  readonly #deps: PayServiceDeps;
  constructor(deps: PayServiceDeps) {
    this.#deps = deps;
    deps.events.on('account.deleting', ({ userId }) => this.eraseUser(userId));
  }

  async info(userId: number) {
    return {
      ...(await this.wallet(userId)),
      packages: PAY_PACKAGES.map(({ price, coins }) => ({ price, coins })),
      vip_plans: VIP_PLANS.map(({ days, coins }) => ({ days, coins })),
      vip_benefits: [...VIP_BENEFITS],
      vip_filters: [...VIP_FEED_FILTERS],
      provider: this.#deps.provider,
    };
  }

  async createOrder(userId: number, price: number, isH5: boolean) {
    const { gateway, repository, clock, orderTtlMs } = this.#deps;
    const item = PAY_PACKAGES.find((candidate) => fenOf(candidate.price) === fenOf(price));
    if (!item) throw new AppError(CODE.payPackageUnknown);
    if (!gateway) throw new AppError(CODE.payUnavailable);
    const now = clock.now();
    const outTradeNo = `kk${now}${randomBytes(6).toString('hex')}`;
    await repository.insertOrder({
      out_trade_no: outTradeNo,
      user_id: userId,
      amount_fen: fenOf(item.price),
      coins: item.coins,
      channel: isH5 ? 'wap' : 'app',
      create_time: now,
    });
    const orderStr = this.#sign(() =>
      gateway.orderString({
        method: isH5 ? 'alipay.trade.wap.pay' : 'alipay.trade.app.pay',
        outTradeNo,
        totalAmount: amountText(fenOf(item.price)),
        subject: `金币充值 ${item.coins}`,
        timeoutExpress: `${Math.max(1, Math.round(orderTtlMs / 60_000))}m`,
        notifyUrl: `${this.#deps.notifyBase()}${ALIPAY_NOTIFY_PATH}`,
        returnUrl: `${this.#deps.returnBase}${ALIPAY_RETURN_PATH}`,
      }),
    );
    return { orderStr, gateway: gateway.formAction, out_trade_no: outTradeNo, price: item.price, coins: item.coins };
  }

  /**
   * Alipay's asynchronous notification. `true` (answer `success`) once the result is recorded, or when there is
   * nothing to record; `false` (answer `fail`) for anything not verifiably Alipay's word on one of our orders.
   */
  async notify(fields: Record<string, unknown>): Promise<boolean> {
    const { gateway, repository, log } = this.#deps;
    const refuse = (reason: string) => {
      log.warn({ reason, out_trade_no: String(fields.out_trade_no ?? '').slice(0, 64) }, 'alipay notification refused');
      return false;
    };
    if (!gateway) return refuse('no payment provider');
    const missing = NOTIFY_FIELDS.find((name) => typeof fields[name] !== 'string' || fields[name] === '');
    if (missing) return refuse(`missing ${missing}`);
    const values = Object.fromEntries(
      Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    // The SDK would also accept RSA (SHA-1) if the notification asked for it: only RSA2 is ours.
    if (values.sign_type !== 'RSA2') return refuse('sign_type');
    if (!gateway.verifyNotification(values)) return refuse('signature');
    if (values.app_id !== gateway.appId) return refuse('app_id');
    if (values.seller_id !== gateway.sellerId) return refuse('seller_id');
    const amount = parseAmount(values.total_amount as string);
    if (amount === null) return refuse('total_amount malformed');
    const order = await repository.order(values.out_trade_no as string);
    if (!order) return refuse('unknown order');
    if (amount !== order.amount_fen) return refuse('total_amount');
    const status = values.trade_status as string;
    // Past the checks, every known status is answered `success`, even one that changes nothing: Alipay would
    // otherwise repeat it for 25 hours, and repeating cannot change what is decided.
    if (PAID.has(status)) {
      await this.#settle(order.out_trade_no, values.trade_no as string, status);
      return true;
    }
    if (status === 'TRADE_CLOSED') {
      await this.#close(order.out_trade_no, values);
      return true;
    }
    if (status === 'WAIT_BUYER_PAY') return true;
    return refuse('trade_status');
  }

  /** The caller's order; a waiting one whose notification is overdue is first asked of the gateway. */
  async status(userId: number, outTradeNo: string): Promise<PayOrder & VipState> {
    const { repository, clock, notifyOverdueMs } = this.#deps;
    let order = await repository.order(outTradeNo);
    if (!order || order.user_id !== userId) throw new AppError(CODE.payOrderNotFound);
    if (order.state === 'waiting' && clock.now() - order.create_time >= notifyOverdueMs) {
      await this.#reconcile(order);
      order = (await repository.order(outTradeNo)) as OrderRow;
    }
    return { ...orderView(order), ...(await this.wallet(userId)) };
  }

  async records(userId: number, page: number, pageSize: number): Promise<{ list: PayOrder[]; total: number }> {
    const { rows, total } = await this.#deps.repository.orders(userId, page, pageSize);
    return { list: rows.map(orderView), total };
  }

  wallet(userId: number): Promise<VipState> {
    return this.#deps.vip.wallet(userId);
  }

  eraseUser(userId: number): Promise<void> {
    return this.#deps.repository.eraseUser(userId);
  }

  /** Signing fails only with a broken key: the order stays waiting (and closes at Alipay's time-out). */
  #sign(make: () => string): string {
    try {
      return make();
    } catch (error) {
      this.#deps.log.warn({ err: error }, 'alipay order string not signed');
      throw new AppError(CODE.payGatewayError);
    }
  }

  /**
   * Paid, once: the order's conditional update (waiting → paid) and the credit commit together or not at all. A
   * payment for a closed order (cancelled, timed out, or refunded in full) credits nothing: the operator is told,
   * since money Alipay reports as paid there is for a person to look at (and refund), not for code to credit.
   */
  async #settle(outTradeNo: string, tradeNo: string, status: string): Promise<void> {
    const { repository, transactions, clock, log } = this.#deps;
    const closed = await transactions.run(async () => {
      const now = clock.now();
      if (!(await repository.markPaid(outTradeNo, tradeNo, now))) {
        return (await repository.order(outTradeNo))?.state === 'closed';
      }
      const order = await repository.order(outTradeNo);
      if (!order || order.user_id === null) return false;
      await repository.addCoins(order.user_id, order.coins);
      await repository.ledger({
        user_id: order.user_id,
        delta: order.coins,
        reason: 'recharge',
        ref: outTradeNo,
        create_time: now,
      });
      return false;
    });
    if (closed) {
      log.warn(
        { out_trade_no: outTradeNo, trade_status: status },
        'alipay reports a payment for a closed order: not credited, for the operator to check',
      );
    }
  }

  /**
   * Closed, from waiting only. Alipay also sends TRADE_CLOSED after a full refund of a paid trade (with
   * `refund_fee`); the order stays paid and its coins stay, which the operator is told about: taking coins back
   * (perhaps already spent on VIP) is a decision for a person.
   */
  async #close(outTradeNo: string, values: Record<string, string>): Promise<void> {
    const { repository, log } = this.#deps;
    if (await repository.markClosed(outTradeNo)) return;
    const order = await repository.order(outTradeNo);
    if (order?.state === 'paid') {
      log.warn(
        { out_trade_no: outTradeNo, trade_status: 'TRADE_CLOSED', refund_fee: values.refund_fee ?? '' },
        'alipay closed a paid order (a refund): coins kept, for the operator to check',
      );
    }
  }

  /** The notification is late: ask the gateway (alipay.trade.query, signature checked by the SDK). */
  async #reconcile(order: OrderRow): Promise<void> {
    const { gateway, repository, clock, orderTtlMs, notifyOverdueMs, log } = this.#deps;
    if (!gateway) return;
    try {
      const trade = await gateway.queryTrade(order.out_trade_no);
      if (trade.tradeStatus && PAID.has(trade.tradeStatus) && parseAmount(trade.totalAmount) === order.amount_fen) {
        await this.#settle(order.out_trade_no, trade.tradeNo, trade.tradeStatus);
      } else if (trade.tradeStatus === 'TRADE_CLOSED') {
        await repository.markClosed(order.out_trade_no);
      } else if (trade.tradeStatus === null && clock.now() - order.create_time > orderTtlMs + notifyOverdueMs) {
        // Never opened at the cashier and past its time-out: it can no longer be paid.
        await repository.markClosed(order.out_trade_no);
      }
    } catch (error) {
      // The gateway is unreachable or answered badly: the order stays waiting, the next look tries again.
      log.warn({ err: error, out_trade_no: order.out_trade_no }, 'alipay trade query failed');
    }
  }
}

function orderView(row: OrderRow): PayOrder {
  return {
    out_trade_no: row.out_trade_no,
    price: row.amount_fen / 100,
    coins: row.coins,
    state: row.state,
    create_time: row.create_time,
    paid_time: row.paid_time,
  };
}
