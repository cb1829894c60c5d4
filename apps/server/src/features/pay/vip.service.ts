// Coins and VIP (docs/decisions/0063-coins-and-vip.md): the wallet, VIP days bought with coins in one
// transaction whose spend is conditional on the balance, and the gate the VIP features ask.
import { randomBytes } from 'node:crypto';
import { CODE, VIP_PLANS, type VipState } from '@kk/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Transactions } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { PayRepository } from './pay.repository.ts';

export class VipService {
  readonly #repository: PayRepository;
  readonly #transactions: Transactions;
  readonly #clock: Clock;

  constructor(repository: PayRepository, transactions: Transactions, clock: Clock) {
    this.#repository = repository;
    this.#transactions = transactions;
    this.#clock = clock;
  }

  async wallet(userId: number): Promise<VipState> {
    const wallet = await this.#repository.wallet(userId);
    if (!wallet) throw new AppError(CODE.notLoggedIn);
    const vip = wallet.vip_end_time > this.#clock.now() ? 1 : 0;
    return { balance: wallet.coins, vip, vip_end_time: wallet.vip_end_time };
  }

  /** Never overdrawn: the spend is one conditional statement, with its ledger row in the same transaction. */
  async buy(userId: number, days: number): Promise<VipState> {
    const plan = VIP_PLANS.find((candidate) => candidate.days === days);
    if (!plan) throw new AppError(CODE.vipPlanUnknown);
    await this.#transactions.run(async () => {
      const now = this.#clock.now();
      if (!(await this.#repository.spendOnVip(userId, plan.coins, plan.days, now))) {
        throw new AppError(CODE.coinsNotEnough);
      }
      const ref = `vip${plan.days}-${randomBytes(8).toString('hex')}`;
      await this.#repository.ledger({ user_id: userId, delta: -plan.coins, reason: 'vip', ref, create_time: now });
    });
    return this.wallet(userId);
  }

  /** -2805 unless VIP; `teaser` says what the refusal may show (how many liked you). */
  async require(userId: number, teaser?: () => Promise<object>): Promise<void> {
    if ((await this.wallet(userId)).vip === 1) return;
    throw new AppError(CODE.vipRequired, { data: teaser ? await teaser() : null });
  }
}
