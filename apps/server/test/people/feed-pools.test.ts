// The feed's shared candidate pools and batched impressions (docs/feed.md "Pools", "Ranking" 3): how fresh a
// refresh is, filters that need more than one chunk of a pool, a viewer liked by very many, and impressions that
// one instance counts and another ranks with. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RELATION } from '@kk/contract';
import {
  FEED_LIKES_READ_MAX,
  FEED_POOL_CHUNK,
  FEED_POOL_TTL_MS,
  impressionDay,
} from '../../src/features/people/people.ranking.ts';
import { startServer, startServers, type TestServer } from '../support/harness.ts';
import { makeVip } from '../support/pay-fixtures.ts';
import { addPeople, addPerson, DAY, HOUR, relate, viewer } from '../support/people-fixtures.ts';

async function withServer(run: (server: TestServer) => Promise<void>) {
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

const firstPage = async (server: TestServer, token: string, body: Record<string, unknown> = {}) => {
  const answer = await server.call('/api/user/getRecommendList', { page: 1, pageSize: 50, ...body }, { token });
  assert.equal(answer.code, 0, answer.msg);
  return answer.data as { list: Array<{ id: number }>; total: number; snapshot: string };
};

describe('pools', () => {
  test('a refresh shows a newcomer once the pool is read again, FEED_POOL_TTL_MS later', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      const old = await addPerson(server);
      assert.deepEqual(
        (await firstPage(server, me.token)).list.map((card) => card.id),
        [old.id],
      );
      const newcomer = await addPerson(server, { active_time: server.clock.now() });
      assert.deepEqual(
        (await firstPage(server, me.token)).list.map((card) => card.id),
        [old.id],
        'within FEED_POOL_TTL_MS the pool read before is used',
      );
      server.clock.advance(FEED_POOL_TTL_MS + 1);
      assert.deepEqual(
        (await firstPage(server, me.token)).list.map((card) => card.id),
        [newcomer.id, old.id],
      );
    }));

  test('someone who completes a profile here is found at once, by a viewer whose pool was already read', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      const old = await addPerson(server, { active_time: server.clock.now() - HOUR });
      assert.deepEqual(
        (await firstPage(server, me.token)).list.map((card) => card.id),
        [old.id],
      );
      // Signs up and completes her profile through the API, in my city; the clock does not move.
      const her = await viewer(server, { gender: 2, birthday: '1995-05-05' });
      assert.deepEqual(
        (await firstPage(server, me.token)).list.map((card) => card.id),
        [her.id, old.id],
      );
      // Moving to another province takes her out of my city's pool at once, into the tier of elsewhere.
      const moved = await server.call(
        '/api/user/updateUserInfo',
        { province: '北京市', city: '北京市', county: '海淀区' },
        { token: her.token },
      );
      assert.equal(moved.code, 0, moved.msg);
      const page = await firstPage(server, me.token);
      assert.deepEqual(
        page.list.map((card) => card.id),
        [old.id, her.id],
        'my city first, then elsewhere',
      );
    }));

  test('blocks are the viewer’s own: a pool shared with others never shows whom I blocked', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      const other = await viewer(server);
      const her = await addPerson(server);
      assert.deepEqual(
        (await firstPage(server, me.token)).list.map((card) => card.id),
        [her.id],
      );
      await relate(server, me.id, RELATION.block, her.id);
      assert.deepEqual((await firstPage(server, me.token)).total, 0, 'gone from my next refresh at once');
      assert.deepEqual(
        (await firstPage(server, other.token)).list.map((card) => card.id),
        [her.id],
      );
    }));

  test('a filter that needs more than one chunk reads on, and the tiers stay in order', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      const now = server.clock.now();
      // A full chunk of the most recently active people of my city, all too young for the filter...
      await addPeople(server, FEED_POOL_CHUNK + 10, { birthday: '2000-01-01', active_time: now - HOUR });
      // ...behind them, people of my city old enough, and one of my province active just now.
      const older = await addPeople(server, 3, { birthday: '1980-01-01', active_time: now - 2 * DAY });
      const province = await addPerson(server, { city: '广州市', birthday: '1980-01-01', active_time: now });
      const page = await firstPage(server, me.token, { ageMin: 40 });
      assert.deepEqual(
        page.list.map((card) => card.id),
        [...[...older].reverse(), province.id],
      );
      assert.equal((await firstPage(server, me.token)).total, 500, 'without a filter, the city alone fills the list');
    }));

  test(`a viewer liked by more than ${FEED_LIKES_READ_MAX} still ranks who liked them higher`, () =>
    withServer(async (server) => {
      const me = await viewer(server);
      const fans = await addPeople(server, FEED_LIKES_READ_MAX, { province: '北京市', city: '北京市' });
      const db = server.database().kysely;
      await db
        .insertInto('user_relations')
        .values(fans.map((id) => ({ user_id: id, target_id: me.id, kind: RELATION.zan, create_time: 0 })))
        .execute();
      const fan = await addPerson(server);
      await relate(server, fan.id, RELATION.zan, me.id);
      // Newer, otherwise the same: first but for the like.
      const plain = await addPerson(server);
      const ids = (await firstPage(server, me.token)).list.map((card) => card.id);
      assert.deepEqual(ids.slice(0, 2), [fan.id, plain.id]);
    }));
});

describe('impressions', () => {
  test('counted on one instance, written in a batch, ranked with on another; a day later forgotten', async () => {
    const [a, b] = (await startServers(2, { RATE_LIMIT_PER_MINUTE: '100000' })) as [TestServer, TestServer];
    let aOpen = true;
    try {
      const twin = await addPerson(a, { height: 160 });
      const shown = await addPerson(a, { height: 170 });
      const me = await viewer(b);
      // `shown` is newer, so first while they are equal; B reads its pool now.
      assert.deepEqual(
        (await firstPage(b, me.token)).list.map((card) => card.id),
        [shown.id, twin.id],
      );
      // On instance A, someone who filters by height sees only `shown`, 20 times (minus 10 points).
      const other = await viewer(a);
      await makeVip(a, other.id); // height is a VIP filter
      for (let i = 0; i < 20; i++) await firstPage(a, other.token, { heightMin: 165 });
      await a.close(); // writes what A counted and did not write yet
      aOpen = false;
      const stored = await b
        .database()
        .kysely.selectFrom('feed_impressions')
        .selectAll()
        .where('user_id', '=', shown.id)
        .executeTakeFirstOrThrow();
      assert.deepEqual([Number(stored.day), Number(stored.shown)], [impressionDay(b.clock.now()), 20]);
      // B ranks with them once it reads the pool again.
      b.clock.advance(FEED_POOL_TTL_MS + 1);
      assert.deepEqual(
        (await firstPage(b, me.token)).list.map((card) => card.id),
        [twin.id, shown.id],
      );
      b.clock.advance(DAY);
      const tomorrow = (await firstPage(b, me.token)).list.map((card) => card.id);
      assert.deepEqual(tomorrow, [shown.id, twin.id], 'equal again the next day');
    } finally {
      if (aOpen) await a.close();
      await b.close();
    }
  });
});
