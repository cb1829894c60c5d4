// Recharge through the sandbox gateway: order strings, the cashier, the signed notification, the return to the
// records page, the records and the status (with the trade query when a notification is overdue).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PAY_PACKAGES, RECHARGE_RECORDS_ROUTE } from '@kk/contract';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { balance, decide, openCashier, order } from '../support/pay-fixtures.ts';

describe('recharge through the sandbox gateway', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('getPayInfo lists the packages in yuan, the plans, and an empty wallet', async () => {
    const { token } = await signUp(server);
    const info = await server.call('/api/pay/getPayInfo', {}, { token });
    assert.equal(info.code, 0);
    assert.deepEqual(info.data.packages, PAY_PACKAGES);
    assert.equal(info.data.balance, 0);
    assert.equal(info.data.vip, 0);
    assert.equal(info.data.vip_end_time, 0);
    assert.equal(info.data.provider, 'sandbox');
    assert.deepEqual(info.data.vip_filters, ['heightMin', 'heightMax']);
    assert.equal((await server.call('/api/pay/getPayInfo', {})).status, 401);
  });

  test('an order string is a signed RSA2 query for a listed package only', async () => {
    const { token } = await signUp(server);
    const placed = await order(server, token, 30);
    const fields = new URLSearchParams(placed.orderStr);
    assert.equal(fields.get('method'), 'alipay.trade.wap.pay');
    assert.equal(fields.get('sign_type'), 'RSA2');
    assert.ok((fields.get('sign') ?? '').length > 300);
    const biz = JSON.parse(fields.get('biz_content') ?? '{}');
    assert.equal(biz.total_amount, '30.00');
    assert.equal(biz.out_trade_no, placed.out_trade_no);
    assert.ok(fields.get('notify_url')?.endsWith('/api/pay/alipayNotify'));
    assert.equal(placed.gateway, '/sandbox/alipay/gateway.do');
    assert.equal(placed.coins, 300);
    const app = await order(server, token, 6, false);
    assert.equal(new URLSearchParams(app.orderStr).get('method'), 'alipay.trade.app.pay');
    for (const price of [5, 6.01, 0.01, 1000]) {
      const refused = await server.call('/api/pay/getAlipayMoneyOrderStr', { price, isH5: true }, { token });
      assert.equal(refused.code, -2801, String(price));
    }
    const bad = await server.call('/api/pay/getAlipayMoneyOrderStr', { price: '6', isH5: true }, { token });
    assert.equal(bad.code, -2222);
  });

  test('pay at the cashier: the coins arrive, the browser returns to the records page, the record says paid', async () => {
    const { token } = await signUp(server);
    const placed = await order(server, token, 6);
    const cashier = await openCashier(server, placed);
    assert.equal(cashier.status, 200);
    assert.match(cashier.html, /¥6\.00/);
    assert.ok(!/<script/i.test(cashier.html), 'no script: it works under the CSP');
    assert.ok(cashier.tradeNo);
    const back = await decide(server, cashier.tradeNo as string, 'pay');
    assert.equal(back.status, 303);
    assert.ok(back.location.startsWith('/api/pay/alipayReturn?'), back.location);
    const redirect = await fetch(new URL(back.location, server.url), { redirect: 'manual' });
    assert.equal(redirect.status, 302);
    assert.equal(redirect.headers.get('location'), `/#${RECHARGE_RECORDS_ROUTE}?out_trade_no=${placed.out_trade_no}`);
    assert.equal(await balance(server, token), 60);
    const status = await server.call('/api/pay/getPayStatus', { out_trade_no: placed.out_trade_no }, { token });
    assert.equal(status.code, 0);
    assert.equal(status.data.state, 'paid');
    assert.equal(status.data.balance, 60);
    assert.ok(status.data.paid_time > 0);
    // Paying twice (a double click, a reload) changes nothing.
    await decide(server, cashier.tradeNo as string, 'pay');
    assert.equal(await balance(server, token), 60);
    const records = await server.call('/api/pay/getRechargeRecords', { page: 1, pageSize: 20 }, { token });
    assert.equal(records.data.total, 1);
    assert.deepEqual(
      { price: records.data.list[0].price, coins: records.data.list[0].coins, state: records.data.list[0].state },
      { price: 6, coins: 60, state: 'paid' },
    );
  });

  test('cancel at the cashier closes the order; nothing is credited', async () => {
    const { token } = await signUp(server);
    const placed = await order(server, token, 68);
    const cashier = await openCashier(server, placed);
    const back = await decide(server, cashier.tradeNo as string, 'cancel');
    assert.equal(back.status, 303);
    const status = await server.call('/api/pay/getPayStatus', { out_trade_no: placed.out_trade_no }, { token });
    assert.equal(status.data.state, 'closed');
    assert.equal(await balance(server, token), 0);
  });

  test('records and status are the caller’s own', async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    const placed = await order(server, alice.token, 6);
    const peek = await server.call(
      '/api/pay/getPayStatus',
      { out_trade_no: placed.out_trade_no },
      { token: bob.token },
    );
    assert.equal(peek.code, -2802);
    const records = await server.call('/api/pay/getRechargeRecords', { page: 1, pageSize: 20 }, { token: bob.token });
    assert.equal(records.data.total, 0);
    const malformed = await server.call('/api/pay/getPayStatus', { out_trade_no: 'x y' }, { token: bob.token });
    assert.equal(malformed.code, -2222);
  });

  test('account deletion takes the coins and the ledger; the orders stay for the books, anonymous', async () => {
    const account = await signUp(server);
    const placed = await order(server, account.token, 6);
    const cashier = await openCashier(server, placed);
    await decide(server, cashier.tradeNo as string, 'pay');
    assert.equal(await balance(server, account.token), 60);
    server.clock.advance(61_000); // past the SMS cooldown of the sign-up code
    assert.equal((await server.call('/api/user/sendDeleteAccountSms', {}, { token: account.token })).code, 0);
    const code = await server.lastCode(account.phone);
    const deleted = await server.call('/api/user/deleteAccount', { code }, { token: account.token });
    assert.equal(deleted.code, 0);
    const db = server.database().kysely;
    const kept = await db
      .selectFrom('pay_orders')
      .selectAll()
      .where('out_trade_no', '=', placed.out_trade_no)
      .execute();
    assert.equal(kept.length, 1);
    assert.equal(kept[0]?.user_id, null);
    const ledger = await db.selectFrom('coin_ledger').selectAll().where('ref', '=', placed.out_trade_no).execute();
    assert.equal(ledger.length, 0);
  });

  test('a lost notification: getPayStatus asks the gateway once it is overdue, and credits once', async () => {
    const { token } = await signUp(server);
    const placed = await order(server, token, 6);
    const cashier = await openCashier(server, placed);
    // The trade is paid at the gateway, but its notification never arrives here.
    await server
      .database()
      .kysely.updateTable('sandbox_trades')
      .set({ status: 'TRADE_SUCCESS' })
      .where('out_trade_no', '=', placed.out_trade_no)
      .execute();
    assert.ok(cashier.tradeNo);
    const early = await server.call('/api/pay/getPayStatus', { out_trade_no: placed.out_trade_no }, { token });
    assert.equal(early.data.state, 'waiting');
    server.clock.advance(31_000);
    const late = await server.call('/api/pay/getPayStatus', { out_trade_no: placed.out_trade_no }, { token });
    assert.equal(late.data.state, 'paid');
    assert.equal(late.data.balance, 60);
    await server.call('/api/pay/getPayStatus', { out_trade_no: placed.out_trade_no }, { token });
    assert.equal(await balance(server, token), 60);
  });
});
