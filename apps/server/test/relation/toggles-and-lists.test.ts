// Relations: the five toggles, their lists, the profile page's flags and counts, and
// "one zan per user" across two instances.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { FEED } from '@kk/contract';
import { readableTexts, signUp, startServer, startServers, type TestServer } from '../support/harness.ts';
import { makeVip } from '../support/pay-fixtures.ts';

type Person = Awaited<ReturnType<typeof signUp>>;

/** A call a test makes to set things up: it must succeed, or the test proves nothing. */
async function ok(server: TestServer, path: string, body: unknown, token: string) {
  const answer = await server.call(path, body, { token });
  assert.equal(answer.code, 0, `${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

const TOGGLES = {
  follow: ['/api/chat/followUser', 'is_follow'],
  zan: ['/api/chat/zan', 'is_zan'],
  top: ['/api/chat/top', 'is_top'],
  block: ['/api/chat/blockUser', 'is_block'],
  noSee: ['/api/user/noSeeUser', 'is_nosee'],
} as const;

const LISTS = {
  follow: '/api/user/getFollowList',
  fans: '/api/user/getFansList',
  zanMe: '/api/user/getZanMeList',
  block: '/api/user/getBlockList',
  noSee: '/api/user/getNoSeeList',
} as const;

async function listIds(server: TestServer, list: keyof typeof LISTS, who: Person): Promise<number[]> {
  if (list === 'zanMe') await makeVip(server, who.user.id); // who liked me is VIP's
  const data = await ok(server, LISTS[list], { page: 1, pageSize: 100 }, who.token);
  assert.equal(data.total, data.list.length, `${list}: total counts the same people`);
  return data.list.map((item: { id: number }) => item.id);
}

function detail(server: TestServer, viewer: Person, person: Person) {
  return ok(server, '/api/user/getUserDetail', { userId: person.user.id }, viewer.token);
}

describe('relation toggles', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('follow answers the new state; both lists and both counts follow it', async () => {
    const [me, her] = [await signUp(server), await signUp(server)];
    server.clock.advance(5_000);
    const followed = await server.call('/api/chat/followUser', { userId: her.user.id }, { token: me.token });
    assert.equal(followed.code, 0);
    assert.deepEqual(followed.data, { is_follow: 1 });

    const mine = await ok(server, LISTS.follow, {}, me.token);
    assert.equal(mine.total, 1);
    assert.equal(mine.list[0].id, her.user.id);
    assert.equal(mine.list[0].username, her.user.username);
    assert.equal(mine.list[0].relation_time, server.clock.now());
    assert.deepEqual(await listIds(server, 'fans', her), [me.user.id]);
    const seen = await detail(server, me, her);
    assert.equal(seen.is_follow, 1);
    assert.equal(seen.fans_count, 1);
    assert.equal(seen.follow_count, 0);
    assert.equal((await detail(server, her, me)).follow_count, 1);

    assert.deepEqual(await ok(server, '/api/chat/followUser', { userId: her.user.id }, me.token), { is_follow: 0 });
    assert.deepEqual(await listIds(server, 'follow', me), []);
    assert.deepEqual(await listIds(server, 'fans', her), []);
    assert.equal((await detail(server, me, her)).fans_count, 0);
  });

  test('zan answers the new state and the person’s like count; who liked me lists the newest first', async () => {
    const [her, first, second] = [await signUp(server), await signUp(server), await signUp(server)];
    assert.deepEqual(await ok(server, '/api/chat/zan', { userId: her.user.id }, first.token), {
      is_zan: 1,
      zan_count: 1,
    });
    server.clock.advance(1_000);
    assert.deepEqual(await ok(server, '/api/chat/zan', { userId: her.user.id }, second.token), {
      is_zan: 1,
      zan_count: 2,
    });
    assert.deepEqual(await listIds(server, 'zanMe', her), [second.user.id, first.user.id]);
    const seen = await detail(server, first, her);
    assert.equal(seen.is_zan, 1);
    assert.equal(seen.zan_count, 2);
    assert.equal((await detail(server, her, first)).is_zan, 0, 'a like is one way');

    assert.deepEqual(await ok(server, '/api/chat/zan', { userId: her.user.id }, first.token), {
      is_zan: 0,
      zan_count: 1,
    });
    assert.deepEqual(await listIds(server, 'zanMe', her), [second.user.id]);
  });

  test('top and no-see toggle and show in the flags; no-see has its list', async () => {
    const [me, him] = [await signUp(server), await signUp(server)];
    assert.deepEqual(await ok(server, '/api/chat/top', { userId: him.user.id }, me.token), { is_top: 1 });
    assert.deepEqual(await ok(server, '/api/user/noSeeUser', { userId: him.user.id }, me.token), { is_nosee: 1 });
    const seen = await detail(server, me, him);
    assert.deepEqual([seen.is_follow, seen.is_zan, seen.is_top, seen.is_block, seen.is_nosee], [0, 0, 1, 0, 1]);
    assert.deepEqual(await listIds(server, 'noSee', me), [him.user.id]);
    assert.deepEqual(await listIds(server, 'noSee', him), [], 'no-see is one way');

    assert.deepEqual(await ok(server, '/api/chat/top', { userId: him.user.id }, me.token), { is_top: 0 });
    assert.deepEqual(await ok(server, '/api/user/noSeeUser', { userId: him.user.id }, me.token), { is_nosee: 0 });
    assert.deepEqual(await listIds(server, 'noSee', me), []);
    assert.equal((await detail(server, me, him)).is_top, 0);
  });

  test('every toggle refuses yourself (-2401) and a missing person (-2001), in the caller’s language', async () => {
    const me = await signUp(server);
    for (const [name, [path]] of Object.entries(TOGGLES)) {
      const self = await server.call(path, { userId: me.user.id }, { token: me.token });
      assert.equal(self.code, -2401, name);
      assert.equal(self.msg, '不能对自己这样做');
      const english = await server.call(path, { userId: me.user.id }, { token: me.token, language: 'en' });
      assert.equal(english.code, -2401);
      assert.notEqual(english.msg, self.msg, `${name}: English message`);
      assert.equal((await server.call(path, { userId: 987_654_321 }, { token: me.token })).code, -2001, name);
      assert.equal((await server.call(path, { userId: 'x' }, { token: me.token })).code, -2222, name);
      assert.equal((await server.call(path, { userId: me.user.id })).code, 401, name);
    }
    await makeVip(server, me.user.id); // who liked me is VIP's
    for (const path of Object.values(LISTS))
      assert.deepEqual(await ok(server, path, {}, me.token), { list: [], total: 0 });
  });

  test('lists page newest first, without repeats, and count everyone', async () => {
    const me = await signUp(server);
    const people: Person[] = [];
    for (let i = 0; i < 5; i++) {
      const person = await signUp(server);
      people.push(person);
      server.clock.advance(1_000);
      await ok(server, '/api/chat/followUser', { userId: person.user.id }, me.token);
    }
    const newestFirst = people.map((person) => person.user.id).reverse();
    const pages = [];
    for (const page of [1, 2, 3]) {
      const data = await ok(server, LISTS.follow, { page, pageSize: 2 }, me.token);
      assert.equal(data.total, 5);
      pages.push(...data.list.map((item: { id: number }) => item.id));
    }
    assert.deepEqual(pages, newestFirst);
    assert.deepEqual((await ok(server, LISTS.follow, { page: 4, pageSize: 2 }, me.token)).list, []);
    assert.equal((await server.call(LISTS.follow, { page: 0 }, { token: me.token })).code, -2222);
    assert.equal((await server.call(LISTS.follow, { pageSize: 101 }, { token: me.token })).code, -2222);
  });

  test('no item and no profile page carries a phone or an exact birthday', async () => {
    const [me, her] = [await signUp(server), await signUp(server)];
    await ok(
      server,
      '/api/user/updateUserInfo',
      { birthday: '1995-03-14', province: '广东省', city: '深圳市', county: '南山区' },
      her.token,
    );
    await ok(server, '/api/user/updateUserInfo', { birthday: '1993-07-02' }, me.token);
    for (const [path] of [TOGGLES.follow, TOGGLES.zan, TOGGLES.noSee])
      await ok(server, path, { userId: her.user.id }, me.token);
    await ok(server, TOGGLES.follow[0], { userId: me.user.id }, her.token);
    await makeVip(server, her.user.id); // who liked me is VIP's
    const answers = [
      await detail(server, me, her),
      await detail(server, her, me),
      await ok(server, LISTS.follow, {}, me.token),
      await ok(server, LISTS.fans, {}, me.token),
      await ok(server, LISTS.noSee, {}, me.token),
      await ok(server, LISTS.fans, {}, her.token),
      await ok(server, LISTS.zanMe, {}, her.token),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      for (const secret of [me.phone, her.phone, '1995-03-14', '1993-07-02']) {
        assert.ok(!text.includes(secret), `${secret} leaked in ${text}`);
      }
      for (const shown of readableTexts(answer, [me, her])) {
        for (const digits of [me.phone.slice(-4), her.phone.slice(-4)]) {
          assert.ok(!shown.includes(digits), `the last four digits of a phone in "${shown}"`);
        }
      }
      for (const field of ['phone', 'birthday', 'county', 'address', 'email', 'active_time']) {
        assert.ok(!text.includes(`"${field}"`), `${field} in ${text}`);
      }
    }
    const seen = await detail(server, me, her);
    assert.equal(seen.age, 31);
    assert.equal(seen.city, '深圳市');
  });
});

describe('getUserDetail', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('your own id answers your profile with no flags set', async () => {
    const me = await signUp(server);
    const seen = await detail(server, me, me);
    assert.equal(seen.id, me.user.id);
    assert.equal(seen.userid, me.user.userid);
    assert.deepEqual([seen.is_follow, seen.is_zan, seen.is_top, seen.is_block, seen.is_nosee], [0, 0, 0, 0, 0]);
    assert.deepEqual([seen.follow_count, seen.fans_count, seen.zan_count], [0, 0, 0]);
  });

  test('recent_active says whether the person used the app within FEED.recentActiveMs, never when', async () => {
    const [me, her] = [await signUp(server), await signUp(server)];
    const db = server.database().kysely;
    const setActive = (time: number) =>
      db.updateTable('users').set({ active_time: time }).where('id', '=', her.user.id).execute();
    await setActive(0);
    assert.equal((await detail(server, me, her)).recent_active, 0, 'never active');
    await setActive(server.clock.now() - 60_000);
    assert.equal((await detail(server, me, her)).recent_active, 1);
    await setActive(server.clock.now() - FEED.recentActiveMs - 60_000);
    const seen = await detail(server, me, her);
    assert.equal(seen.recent_active, 0);
    assert.equal(seen.active_time, undefined);
  });

  test('a missing person answers -2001 with its message', async () => {
    const me = await signUp(server);
    const missing = await server.call('/api/user/getUserDetail', { userId: 987_654_321 }, { token: me.token });
    assert.equal(missing.code, -2001);
    assert.ok(missing.msg.length > 0);
  });
});

describe('relations under concurrency, on two instances', () => {
  let servers: TestServer[];
  before(async () => {
    servers = await startServers(2);
  });
  after(async () => {
    for (const server of servers) await server.close();
  });

  test('one zan per user: nine concurrent toggles by one person leave exactly one like', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const [me, her] = [await signUp(a), await signUp(a)];
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        (i % 2 ? b : a).call('/api/chat/zan', { userId: her.user.id }, { token: me.token }),
      ),
    );
    for (const answer of answers) assert.equal(answer.code, 0, answer.msg);
    // The toggles ran one after another: each answered the state it made, alternately on and off.
    assert.equal(answers.filter((answer) => answer.data.is_zan === 1).length, 5);
    for (const answer of answers) assert.equal(answer.data.zan_count, answer.data.is_zan);
    const seen = await detail(b, me, her);
    assert.equal(seen.is_zan, 1);
    assert.equal(seen.zan_count, 1);
    assert.deepEqual(await listIds(a, 'zanMe', her), [me.user.id]);
    const rows = await a
      .database()
      .kysely.selectFrom('user_relations')
      .selectAll()
      .where('target_id', '=', her.user.id)
      .execute();
    assert.equal(rows.length, 1);
  });

  test('concurrent toggles by many people never error, and their likes are all counted, each once', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    const her = await signUp(a);
    const fans: Person[] = [];
    for (let i = 0; i < 8; i++) fans.push(await signUp(i % 2 ? b : a));
    const answers = await Promise.all(
      fans.flatMap((fan) =>
        [a, b].map((server) => server.call('/api/chat/followUser', { userId: her.user.id }, { token: fan.token })),
      ),
    );
    for (const answer of answers) assert.equal(answer.code, 0, answer.msg);
    // Each fan toggled twice: whatever the interleaving, everyone ends where they began.
    assert.deepEqual(await listIds(b, 'fans', her), []);
    const likes = await Promise.all(
      fans.map((fan, i) => servers[i % 2]?.call('/api/chat/zan', { userId: her.user.id }, { token: fan.token })),
    );
    for (const answer of likes) assert.equal(answer?.code, 0, answer?.msg);
    const counts = likes.map((answer) => answer?.data.zan_count as number).sort((x, y) => x - y);
    assert.equal(counts.at(-1), 8, 'the last like to commit counts all eight');
    assert.equal((await detail(a, fans[0] as Person, her)).zan_count, 8);
  });

  test('a follow racing a block never survives it', async () => {
    const [a, b] = servers as [TestServer, TestServer];
    for (let round = 0; round < 6; round++) {
      const [me, her] = [await signUp(a), await signUp(b)];
      const [follow, block] = await Promise.all([
        a.call('/api/chat/followUser', { userId: her.user.id }, { token: me.token }),
        b.call('/api/chat/blockUser', { userId: me.user.id }, { token: her.token }),
      ]);
      assert.equal(block.code, 0, block.msg);
      // Either the follow came first (then the block ended it) or the block did (then it was refused).
      assert.ok(follow.code === 0 || follow.code === -2402, `${follow.code} ${follow.msg}`);
      const left = await a
        .database()
        .kysely.selectFrom('user_relations')
        .select('kind')
        .where('user_id', '=', me.user.id)
        .execute();
      assert.deepEqual(left, [], `round ${round}: no follow across the block`);
    }
  });
});
