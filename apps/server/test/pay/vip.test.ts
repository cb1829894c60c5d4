// Coins buy VIP days; VIP unlocks "who liked me" and the height filters. Decided on the server only, and
// a balance is never overdrawn, however many purchases race, on one instance or two.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { RELATION } from '@kk/contract';
import { signUp, startServer, startServers, type TestServer } from '../support/harness.ts';
import { balance, giveCoins, notify, order, paidNotification } from '../support/pay-fixtures.ts';
import { addPerson, relate, viewer } from '../support/people-fixtures.ts';

const DAY = 86_400_000;

describe('buying VIP with coins', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('a recharge, then plans: coins go down, VIP runs and extends from its end, a short balance is refused', async () => {
    const { token } = await signUp(server);
    const placed = await order(server, token, 30);
    assert.equal((await notify(server, paidNotification(server, placed.out_trade_no, '30.00'))).text, 'success');
    const now = server.clock.now();
    const week = await server.call('/api/pay/buyVip', { days: 7 }, { token });
    assert.equal(week.code, 0);
    assert.deepEqual(week.data, { balance: 230, vip: 1, vip_end_time: now + 7 * DAY });
    server.clock.advance(DAY);
    const again = await server.call('/api/pay/buyVip', { days: 7 }, { token });
    assert.deepEqual(again.data, { balance: 160, vip: 1, vip_end_time: now + 14 * DAY });
    const short = await server.call('/api/pay/buyVip', { days: 30 }, { token });
    assert.equal(short.code, -2803);
    assert.equal(short.msg, '金币不足，请先充值');
    assert.equal(await balance(server, token), 160);
    // Past its end, VIP is over, and a new plan starts from now.
    server.clock.advance(14 * DAY);
    const info = await server.call('/api/pay/getPayInfo', {}, { token });
    assert.equal(info.data.vip, 0);
    const restart = await server.call('/api/pay/buyVip', { days: 7 }, { token });
    assert.equal(restart.data.vip_end_time, server.clock.now() + 7 * DAY);
  });

  test('only listed plans; the client cannot name its price', async () => {
    const account = await signUp(server);
    await giveCoins(server, account.user.id, 1000);
    for (const days of [1, 8, 365, -7, 0]) {
      assert.equal(
        (await server.call('/api/pay/buyVip', { days }, { token: account.token })).code,
        -2804,
        String(days),
      );
    }
    const priced = await server.call('/api/pay/buyVip', { days: 7, coins: 1 }, { token: account.token });
    assert.equal(priced.data.balance, 930);
    assert.equal((await server.call('/api/pay/buyVip', { days: '7' }, { token: account.token })).code, -2222);
  });

  test('10 purchases at once for 3 plans’ worth of coins: exactly 3 pass, never overdrawn', async () => {
    const account = await signUp(server);
    await giveCoins(server, account.user.id, 240);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => server.call('/api/pay/buyVip', { days: 7 }, { token: account.token })),
    );
    assert.equal(answers.filter((answer) => answer.code === 0).length, 3);
    assert.equal(answers.filter((answer) => answer.code === -2803).length, 7);
    const info = await server.call('/api/pay/getPayInfo', {}, { token: account.token });
    assert.equal(info.data.balance, 30);
    assert.equal(info.data.vip_end_time, server.clock.now() + 21 * DAY);
  });
});

describe('buyVip across two instances', () => {
  let servers: TestServer[];
  before(async () => {
    servers = await startServers(2);
  });
  after(async () => {
    for (const server of servers) await server.close();
  });

  test('10 purchases split over both instances: never overdrawn', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const account = await signUp(a);
    await giveCoins(a, account.user.id, 150);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? a : b).call('/api/pay/buyVip', { days: 7 }, { token: account.token }),
      ),
    );
    assert.equal(answers.filter((answer) => answer.code === 0).length, 2);
    assert.equal(await balance(b, account.token), 10);
  });
});

describe('what VIP unlocks', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('who liked me: a count and -2805 before VIP, the people after', async () => {
    const me = await viewer(server);
    const fans = [await addPerson(server), await addPerson(server)];
    for (const fan of fans) await relate(server, fan.id, RELATION.zan, me.id);
    const locked = await server.call('/api/user/getZanMeList', { page: 1, pageSize: 20 }, { token: me.token });
    assert.equal(locked.code, -2805);
    assert.equal(locked.msg, '开通VIP后才能使用此功能');
    assert.deepEqual(locked.data, { total: 2 });
    await giveCoins(server, me.id, 70);
    assert.equal((await server.call('/api/pay/buyVip', { days: 7 }, { token: me.token })).code, 0);
    const open = await server.call('/api/user/getZanMeList', { page: 1, pageSize: 20 }, { token: me.token });
    assert.equal(open.code, 0);
    assert.deepEqual(
      open.data.list.map((person: { id: number }) => person.id).sort(),
      fans.map((fan) => fan.id).sort(),
    );
    // And when it runs out, the list locks again.
    server.clock.advance(8 * DAY);
    const expired = await server.call('/api/user/getZanMeList', { page: 1, pageSize: 20 }, { token: me.token });
    assert.equal(expired.code, -2805);
  });

  test('the height filters are VIP’s; age, gender and region stay free', async () => {
    const me = await viewer(server);
    const tall = await addPerson(server, { height: 180 });
    const free = await server.call(
      '/api/user/getRecommendList',
      { page: 1, pageSize: 20, ageMin: 18, ageMax: 60, gender: 2, province: '广东省' },
      { token: me.token },
    );
    assert.equal(free.code, 0);
    for (const filter of [{ heightMin: 170 }, { heightMax: 190 }]) {
      const refused = await server.call(
        '/api/user/getRecommendList',
        { page: 1, pageSize: 20, ...filter },
        { token: me.token },
      );
      assert.equal(refused.code, -2805, JSON.stringify(filter));
    }
    await giveCoins(server, me.id, 70);
    await server.call('/api/pay/buyVip', { days: 7 }, { token: me.token });
    const vip = await server.call(
      '/api/user/getRecommendList',
      { page: 1, pageSize: 20, heightMin: 175 },
      { token: me.token },
    );
    assert.equal(vip.code, 0);
    assert.deepEqual(
      vip.data.list.map((card: { id: number }) => card.id),
      [tall.id],
    );
  });
});
