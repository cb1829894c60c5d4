// An order goes waiting → paid or waiting → closed, never closed → paid: Alipay closes a trade when it is
// cancelled, times out or is refunded in full, and repeats notifications, so a success that comes after the close
// must credit nothing. It is answered `success` (else Alipay repeats it for 25 hours) and logged for the operator.
// Held by one conditional UPDATE, also when close and success race over two instances.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUp, startServer, startServers, type TestServer } from '../support/harness.ts';
import { balance, notify, order, paidNotification } from '../support/pay-fixtures.ts';

type Person = Awaited<ReturnType<typeof signUp>>;

async function ledgerRows(server: TestServer, outTradeNo: string): Promise<number> {
  const rows = await server
    .database()
    .kysely.selectFrom('coin_ledger')
    .select('id')
    .where('ref', '=', outTradeNo)
    .execute();
  return rows.length;
}

async function payStatus(server: TestServer, who: Person, outTradeNo: string) {
  const answer = await server.call('/api/pay/getPayStatus', { out_trade_no: outTradeNo }, { token: who.token });
  assert.equal(answer.code, 0, answer.msg);
  return answer.data;
}

/** TRADE_CLOSED as Alipay sends it for a trade nobody paid (cancelled at the cashier, or timed out). */
const closedNotification = (server: TestServer, outTradeNo: string, amount: string) =>
  paidNotification(server, outTradeNo, amount, {
    trade_status: 'TRADE_CLOSED',
    receipt_amount: undefined,
    gmt_close: '2026-11-21 12:30:00',
  });

/** TRADE_CLOSED as Alipay sends it after a full refund: the trade's amounts and the refund's. */
const refundNotification = (server: TestServer, outTradeNo: string, amount: string) =>
  paidNotification(server, outTradeNo, amount, {
    trade_status: 'TRADE_CLOSED',
    refund_fee: amount,
    gmt_refund: '2026-11-21 12:10:00.000',
    out_biz_no: `refund${outTradeNo}`,
    gmt_close: '2026-11-21 12:10:00',
  });

describe('a closed order is never paid', () => {
  let server: TestServer;
  const lines: string[] = [];
  before(async () => {
    server = await startServer({ LOG_LEVEL: 'warn' }, { logStream: { write: (line) => lines.push(line) } });
  });
  after(() => server.close());

  /** The operator's warn lines that name this order. */
  const warnings = (outTradeNo: string) =>
    lines.map((line) => JSON.parse(line)).filter((entry) => entry.out_trade_no === outTradeNo && entry.level === 40);

  /** Sends a success (and a finished) for a closed order: each answered `success`, nothing credited or changed. */
  async function successChangesNothing(who: Person, outTradeNo: string, replays: Array<Record<string, string>>) {
    const before = await balance(server, who.token);
    for (const fields of replays) {
      const answer = await notify(server, fields);
      assert.equal(answer.status, 200);
      assert.equal(answer.text, 'success', fields.trade_status);
    }
    const status = await payStatus(server, who, outTradeNo);
    assert.equal(status.state, 'closed');
    assert.equal(status.paid_time, 0);
    assert.equal(status.balance, before);
    assert.equal(await balance(server, who.token), before);
    assert.equal(await ledgerRows(server, outTradeNo), 0);
    const logged = warnings(outTradeNo);
    assert.equal(logged.length, replays.length, 'one warn line per refused payment');
    for (const entry of logged) {
      assert.match(entry.msg, /closed order/);
      // The order number is there; nothing of the signed notification is.
      assert.equal(entry.sign, undefined);
      assert.ok(!JSON.stringify(entry).includes(replays[0]?.sign as string));
    }
  }

  test('success after TRADE_CLOSED (cancelled at the cashier): success, no coins, still closed', async () => {
    const who = await signUp(server);
    const placed = await order(server, who.token, 6);
    assert.equal((await notify(server, closedNotification(server, placed.out_trade_no, '6.00'))).text, 'success');
    assert.equal((await payStatus(server, who, placed.out_trade_no)).state, 'closed');
    await successChangesNothing(who, placed.out_trade_no, [
      paidNotification(server, placed.out_trade_no, '6.00'),
      paidNotification(server, placed.out_trade_no, '6.00', { trade_status: 'TRADE_FINISHED' }),
    ]);
  });

  test('the success Alipay repeats after a full refund closed the trade: success, no coins, still closed', async () => {
    const who = await signUp(server);
    const placed = await order(server, who.token, 30);
    // The payment's notification did not get through here (answered fail, or the server was down), the trade was
    // refunded in full, and now Alipay's repeat of that very notification arrives.
    const success = paidNotification(server, placed.out_trade_no, '30.00');
    assert.equal((await notify(server, refundNotification(server, placed.out_trade_no, '30.00'))).text, 'success');
    assert.equal((await payStatus(server, who, placed.out_trade_no)).state, 'closed');
    await successChangesNothing(who, placed.out_trade_no, [success, success, success]);
  });

  test('a trade closed by its time-out (the trade query) is not paid by a late success', async () => {
    const who = await signUp(server);
    const placed = await order(server, who.token, 6);
    // Never opened at the cashier: once past the order's time-out, getPayStatus asks and closes it.
    server.clock.advance(31 * 60_000 + 31_000);
    assert.equal((await payStatus(server, who, placed.out_trade_no)).state, 'closed');
    await successChangesNothing(who, placed.out_trade_no, [paidNotification(server, placed.out_trade_no, '6.00')]);
  });

  test('a full refund of a paid order keeps it paid, and a replayed success credits nothing more', async () => {
    const who = await signUp(server);
    const placed = await order(server, who.token, 6);
    const success = paidNotification(server, placed.out_trade_no, '6.00');
    assert.equal((await notify(server, success)).text, 'success');
    assert.equal(await balance(server, who.token), 60);
    assert.equal((await notify(server, refundNotification(server, placed.out_trade_no, '6.00'))).text, 'success');
    assert.equal((await notify(server, success)).text, 'success');
    const status = await payStatus(server, who, placed.out_trade_no);
    assert.equal(status.state, 'paid');
    assert.equal(status.balance, 60);
    assert.equal(await ledgerRows(server, placed.out_trade_no), 1);
    const logged = warnings(placed.out_trade_no);
    assert.equal(logged.length, 1);
    assert.match(logged[0].msg, /refund/);
    assert.equal(logged[0].refund_fee, '6.00');
  });

  test('a success before the close: paid and credited once; the close after it changes nothing', async () => {
    const who = await signUp(server);
    const placed = await order(server, who.token, 6);
    assert.equal((await notify(server, paidNotification(server, placed.out_trade_no, '6.00'))).text, 'success');
    assert.equal((await notify(server, closedNotification(server, placed.out_trade_no, '6.00'))).text, 'success');
    const status = await payStatus(server, who, placed.out_trade_no);
    assert.equal(status.state, 'paid');
    assert.equal(status.balance, 60);
  });
});

describe('close and success racing over two instances', () => {
  let servers: TestServer[];
  before(async () => {
    servers = await startServers(2);
  });
  after(async () => {
    for (const server of servers) await server.close();
  });

  test('40 rounds: an order ends paid with its coins once, or closed with none', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const who = await signUp(a);
    let credited = 0;
    const outcomes = { paid: 0, closed: 0 };
    for (let round = 0; round < 40; round++) {
      const placed = await order(a, who.token, 6);
      const no = placed.out_trade_no;
      const close = closedNotification(a, no, '6.00');
      const success = paidNotification(a, no, '6.00');
      // Both kinds at once on both instances, shuffled: which comes first changes from round to round.
      const sends = [
        () => notify(a, close),
        () => notify(b, success),
        () => notify(b, close),
        () => notify(a, success),
        () => notify(a, success),
        () => notify(b, close),
      ].sort(() => Math.random() - 0.5);
      const answers = await Promise.all(sends.map((send) => send()));
      assert.deepEqual(
        answers.map((answer) => answer.text),
        sends.map(() => 'success'),
      );
      const status = await payStatus(b, who, no);
      const ledger = await ledgerRows(a, no);
      if (status.state === 'paid') {
        credited += 60;
        assert.equal(ledger, 1, `round ${round}: paid, credited once`);
      } else {
        assert.equal(status.state, 'closed', `round ${round}`);
        assert.equal(ledger, 0, `round ${round}: closed, yet credited`);
      }
      outcomes[status.state as 'paid' | 'closed']++;
      assert.equal(status.balance, credited, `round ${round}: ${status.state} with balance ${status.balance}`);
    }
    // Both ends were reached, so the race was run both ways (all 40 the same way has odds of about 2^-39).
    assert.ok(outcomes.paid > 0 && outcomes.closed > 0, JSON.stringify(outcomes));
  });
});
