// The asynchronous notification is the only thing that credits coins: anything not verifiably Alipay's word
// on one of our orders is refused (never with a 5xx), and a true one credits once however often or
// concurrently it comes, on one instance or several sharing the database.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUp, startServer, startServers, type TestServer } from '../support/harness.ts';
import {
  balance,
  forgerKey,
  notify,
  order,
  paidNotification,
  SANDBOX_APP_ID,
  sandboxKeys,
} from '../support/pay-fixtures.ts';

async function ledgerRows(server: TestServer, outTradeNo: string): Promise<number> {
  const rows = await server
    .database()
    .kysely.selectFrom('coin_ledger')
    .select('id')
    .where('ref', '=', outTradeNo)
    .execute();
  return rows.length;
}

describe('forged and altered notifications are refused', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('each kind is answered without success and credits nothing', async () => {
    const { token } = await signUp(server);
    const placed = await order(server, token, 6);
    const other = await order(server, token, 30);
    const no = placed.out_trade_no;
    const valid = paidNotification(server, no, '6.00');
    const keys = sandboxKeys(server);
    const cases: Array<[string, Record<string, string> | string]> = [
      ['signed with another key', paidNotification(server, no, '6.00', {}, forgerKey)],
      [
        'signed with the app’s own key, not the gateway’s',
        paidNotification(server, no, '6.00', {}, keys.appPrivateKey),
      ],
      ['amount altered after signing', { ...valid, total_amount: '600.00' }],
      ['amount off by 0.01, signed', paidNotification(server, no, '5.99')],
      ['amount off by 0.01 up, signed', paidNotification(server, no, '6.01')],
      ['another order’s amount', paidNotification(server, other.out_trade_no, '6.00')],
      ['wrong app id', paidNotification(server, no, '6.00', { app_id: '2021000000000000' })],
      ['wrong seller', paidNotification(server, no, '6.00', { seller_id: '2088999999999999' })],
      ['unknown order', paidNotification(server, no, '6.00', { out_trade_no: 'kk0000000000000nosuch' })],
      ['sign type RSA', { ...paidNotification(server, no, '6.00'), sign_type: 'RSA' }],
      ['sign type missing', Object.fromEntries(Object.entries(valid).filter(([name]) => name !== 'sign_type'))],
      ['sign missing', Object.fromEntries(Object.entries(valid).filter(([name]) => name !== 'sign'))],
      ['trade status missing', paidNotification(server, no, '6.00', { trade_status: undefined })],
      ['order number missing', paidNotification(server, no, '6.00', { out_trade_no: undefined })],
      ['malformed amount', paidNotification(server, no, 'six')],
      ['amount with three decimals', paidNotification(server, no, '6.000')],
      ['negative amount', paidNotification(server, no, '-6.00')],
      ['unknown trade status', paidNotification(server, no, '6.00', { trade_status: 'TRADE_PAID' })],
      ['another field altered after signing', { ...valid, buyer_id: '2088000000000666' }],
      ['garbage signature', { ...valid, sign: '%%%not base64%%%' }],
      ['empty body', ''],
      ['not a form', '{"out_trade_no":"x"}'],
    ];
    for (const [what, fields] of cases) {
      const answer = await notify(server, fields);
      assert.ok(answer.status < 500, `${what}: ${answer.status}`);
      assert.notEqual(answer.text, 'success', what);
    }
    // A JSON body on the form endpoint is refused by content type, not a 5xx either.
    const json = await fetch(`${server.url}/api/pay/alipayNotify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    assert.ok(json.status < 500);
    assert.notEqual(await json.text(), 'success');
    assert.equal(await balance(server, token), 0);
    const status = await server.call('/api/pay/getPayStatus', { out_trade_no: no }, { token });
    assert.equal(status.data.state, 'waiting');
    assert.equal(await ledgerRows(server, no), 0);
    assert.ok(cases.length >= 12);
    assert.equal(valid.app_id, SANDBOX_APP_ID);
  });

  test('WAIT_BUYER_PAY is acknowledged but credits nothing', async () => {
    const { token } = await signUp(server);
    const placed = await order(server, token, 6);
    const answer = await notify(
      server,
      paidNotification(server, placed.out_trade_no, '6.00', { trade_status: 'WAIT_BUYER_PAY' }),
    );
    assert.equal(answer.text, 'success');
    assert.equal(await balance(server, token), 0);
  });
});

describe('a true notification credits exactly once', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('replayed 8 times, then sent 10 times at once: answered success each time, credited once', async () => {
    const { token } = await signUp(server);
    const placed = await order(server, token, 6);
    const fields = paidNotification(server, placed.out_trade_no, '6.00');
    for (let i = 0; i < 8; i++) assert.equal((await notify(server, fields)).text, 'success');
    const burst = await Promise.all(Array.from({ length: 10 }, () => notify(server, fields)));
    assert.deepEqual(
      burst.map((answer) => answer.text),
      Array(10).fill('success'),
    );
    assert.equal(await balance(server, token), 60);
    assert.equal(await ledgerRows(server, placed.out_trade_no), 1);
  });

  test('10 at once on a fresh order (TRADE_FINISHED too): credited once', async () => {
    const { token } = await signUp(server);
    const placed = await order(server, token, 128);
    const success = paidNotification(server, placed.out_trade_no, '128.00');
    const finished = paidNotification(server, placed.out_trade_no, '128', { trade_status: 'TRADE_FINISHED' });
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => notify(server, i % 2 ? success : finished)));
    assert.ok(burst.every((answer) => answer.text === 'success'));
    assert.equal(await balance(server, token), 1400);
    assert.equal(await ledgerRows(server, placed.out_trade_no), 1);
  });
});

describe('credit once across two instances sharing the database', () => {
  let servers: TestServer[];
  before(async () => {
    servers = await startServers(2);
  });
  after(async () => {
    for (const server of servers) await server.close();
  });

  test('10 notifications split over both instances at once, then 8 replays: credited once', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const { token } = await signUp(a);
    const placed = await order(a, token, 30);
    const fields = paidNotification(a, placed.out_trade_no, '30.00');
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => notify(i % 2 ? a : b, fields)));
    assert.ok(burst.every((answer) => answer.text === 'success'));
    for (let i = 0; i < 8; i++) assert.equal((await notify(i % 2 ? a : b, fields)).text, 'success');
    assert.equal(await balance(b, token), 300);
    assert.equal(await ledgerRows(a, placed.out_trade_no), 1);
  });
});
