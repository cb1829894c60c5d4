// Money under real concurrency, round after round: a paid order is credited once however many of its
// notifications arrive at once, and VIP purchases at once never overdraw the balance. Run on one instance and on
// two, the second its own process over the same store (process-instance.ts says why a process: the two instances
// of notify.test.ts and vip.test.ts share one process, where SQLite cannot interleave two requests); on PostgreSQL with
// TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CODE, VIP_PLANS } from '@kk/contract';
import { giveCoins, paidNotification } from '../support/pay-fixtures.ts';
import type { Instance } from '../support/process-instance.ts';
import { type Race, signUp, startRace, TOPOLOGIES } from '../support/race-fixtures.ts';

const ROUNDS = 40;
/** Requests sent at once in a round. */
const RACERS = 8;
const PLAN = VIP_PLANS[0] as { days: number; coins: number };
/** Purchases a round's balance pays for; what is left is less than a plan. */
const AFFORDABLE = 3;

async function payInfo(server: Instance, token: string) {
  const info = await server.call('/api/pay/getPayInfo', {}, { token });
  assert.equal(info.code, 0, info.msg);
  return info.data as { balance: number; vip_end_time: number };
}

/** Posts a notification as Alipay does, to any instance. */
async function notify(server: Instance, fields: Record<string, string>) {
  const response = await fetch(`${server.url}/api/pay/alipayNotify`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, text: await response.text() };
}

for (const topology of TOPOLOGIES) {
  describe(`payments raced on ${topology}`, () => {
    let race: Race;
    before(async () => {
      race = await startRace(topology);
    });
    after(() => race.close());

    test(`credited once: ${ROUNDS} orders, each notified ${RACERS} times at once`, async () => {
      const { local, to } = race;
      const { token } = await signUp(local);
      let expected = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const where = `round ${round}`;
        const placed = await local.call('/api/pay/getAlipayMoneyOrderStr', { price: 6, isH5: true }, { token });
        assert.equal(placed.code, 0, placed.msg);
        const { out_trade_no: outTradeNo, coins } = placed.result as { out_trade_no: string; coins: number };
        const fields = paidNotification(local, outTradeNo, '6.00');
        const answers = await Promise.all(Array.from({ length: RACERS }, (_, i) => notify(to(i + round), fields)));
        for (const answer of answers) assert.deepEqual([answer.status, answer.text], [200, 'success'], where);
        expected += coins;
        assert.equal((await payInfo(to(round), token)).balance, expected, `${where}: the balance`);
        const status = await to(round + 1).call('/api/pay/getPayStatus', { out_trade_no: outTradeNo }, { token });
        assert.equal(status.code, 0, status.msg);
        assert.equal(status.data.state, 'paid', where);
      }
    });

    test(`never overdrawn: ${ROUNDS} rounds of ${RACERS} VIP purchases at once for ${AFFORDABLE} plans' worth`, async () => {
      const { local, to } = race;
      const account = await signUp(local);
      const left = PLAN.coins - 1;
      for (let round = 0; round < ROUNDS; round++) {
        const where = `round ${round}`;
        // Coins straight into the wallet: recharges are the test above.
        await giveCoins(local, account.user.id, AFFORDABLE * PLAN.coins + left);
        const answers = await Promise.all(
          Array.from({ length: RACERS }, (_, i) =>
            to(i + round).call('/api/pay/buyVip', { days: PLAN.days }, { token: account.token }),
          ),
        );
        for (const answer of answers) {
          assert.ok(answer.status < 500, `${where}: HTTP ${answer.status} ${answer.msg}`);
          if (answer.code !== 0) assert.equal(answer.code, CODE.coinsNotEnough, `${where}: ${answer.msg}`);
        }
        const bought = answers.filter((answer) => answer.code === 0).length;
        assert.equal(bought, AFFORDABLE, `${where}: ${bought} purchases passed`);
        assert.equal((await payInfo(to(round), account.token)).balance, left, `${where}: the balance`);
      }
    });
  });
}
