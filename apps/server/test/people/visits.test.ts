// Who visited me: opening a profile records one visit per visitor and day (China Standard Time days,
// NOTICE.visitDayOffsetMs), never of your own, never across a block, and none while the visitor is VIP and chose
// to hide their visits; the first visit of a day is a `visit` notice. The list is VIP's (latest visit first);
// others get -2805 with how many people visited. On PostgreSQL + Redis with TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { notices } from '../support/notice-fixtures.ts';
import { makeVip } from '../support/pay-fixtures.ts';
import { ok, type Person } from '../support/square-fixtures.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const visit = (who: Person, whom: Person) =>
  server.call('/api/user/getUserDetail', { userId: whom.user.id }, { token: who.token });
const visitors = (who: Person) => ok(server, '/api/user/getVisitorList', { page: 1, pageSize: 50 }, who);
const visitNotices = async (who: Person) => (await notices(server, who, 'visit')).total;

describe('who visited me', () => {
  test('one visit per visitor and day, days of China Standard Time; never of your own profile', async () => {
    const [me, fan, friend] = [await signUp(server), await signUp(server), await signUp(server)];
    await makeVip(server, me.user.id);
    // The test clock starts at 12:00 in Beijing.
    const first = server.clock.now();
    assert.equal((await visit(fan, me)).code, 0);
    server.clock.advance(HOUR);
    assert.equal((await visit(fan, me)).code, 0);
    assert.equal((await visit(me, me)).code, 0, 'my own profile');
    assert.equal(await visitNotices(me), 1, 'once that day');
    server.clock.advance(10 * HOUR + 58 * MINUTE);
    assert.equal((await visit(fan, me)).code, 0, '23:58 in Beijing, 15:58 UTC: the same day');
    assert.equal(await visitNotices(me), 1);
    assert.deepEqual(
      (await visitors(me)).list.map((item: { id: number; visit_time: number }) => [item.id, item.visit_time]),
      [[fan.user.id, first]],
    );
    server.clock.advance(3 * MINUTE);
    const nextDay = server.clock.now();
    assert.equal((await visit(fan, me)).code, 0, '00:01 in Beijing, still the same UTC day: a new day');
    assert.equal(await visitNotices(me), 2);
    server.clock.advance(MINUTE);
    assert.equal((await visit(friend, me)).code, 0);
    const { list, total } = await visitors(me);
    assert.equal(total, 2);
    assert.deepEqual(
      list.map((item: { id: number; visit_time: number }) => [item.id, item.visit_time]),
      [
        [friend.user.id, nextDay + MINUTE],
        [fan.user.id, nextDay],
      ],
      'latest visit first',
    );
    assert.equal(list[0].phone, undefined, 'the public profile only');
    const theirs = await server.call('/api/user/getVisitorList', { page: 1, pageSize: 20 }, { token: fan.token });
    assert.deepEqual([theirs.code, theirs.data], [-2805, { total: 0 }], 'nobody visited the fan');
  });

  test('never across a block; a visitor blocked later leaves the list', async () => {
    const [me, rude, gone] = [await signUp(server), await signUp(server), await signUp(server)];
    await makeVip(server, me.user.id);
    assert.equal((await visit(rude, me)).code, 0);
    assert.equal((await visit(gone, me)).code, 0);
    assert.equal((await visitors(me)).total, 2);
    await ok(server, '/api/chat/blockUser', { userId: rude.user.id }, me);
    assert.deepEqual(
      (await visitors(me)).list.map((item: { id: number }) => item.id),
      [gone.user.id],
    );
    await ok(server, '/api/chat/blockUser', { userId: me.user.id }, gone);
    assert.equal((await visitors(me)).total, 0);
    assert.equal(await visitNotices(me), 0, 'nor their notices');
    server.clock.advance(24 * HOUR);
    assert.equal((await visit(rude, me)).code, -2001, 'the profile is refused across the block');
    assert.equal(await visitNotices(me), 0);
  });

  test('the list is VIP’s: others learn how many people visited, not who', async () => {
    const [me, a, b] = [await signUp(server), await signUp(server), await signUp(server)];
    await visit(a, me);
    await visit(b, me);
    server.clock.advance(24 * HOUR);
    await visit(a, me);
    const refused = await server.call('/api/user/getVisitorList', { page: 1, pageSize: 20 }, { token: me.token });
    assert.equal(refused.code, -2805);
    assert.deepEqual(refused.data, { total: 2 }, 'people, not visits');
    await makeVip(server, me.user.id);
    assert.equal((await visitors(me)).total, 2);
  });

  test('a VIP member who hides their visits leaves none; when VIP lapses, visits count again', async () => {
    const [me, shy] = [await signUp(server), await signUp(server)];
    await makeVip(server, me.user.id);
    await makeVip(server, shy.user.id);
    await ok(server, '/api/notice/saveNoticeSetting', { hide_visits: 1 }, shy);
    assert.equal((await visit(shy, me)).code, 0);
    assert.equal((await visitors(me)).total, 0);
    assert.equal(await visitNotices(me), 0);
    // VIP over (the setting stays, but it is VIP's): the visit is recorded.
    await server
      .database()
      .kysely.updateTable('users')
      .set({ vip_end_time: 0 })
      .where('id', '=', shy.user.id)
      .execute();
    assert.equal((await visit(shy, me)).code, 0);
    assert.deepEqual(
      (await visitors(me)).list.map((item: { id: number }) => item.id),
      [shy.user.id],
    );
    assert.equal(await visitNotices(me), 1);
  });
});
