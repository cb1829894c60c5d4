// The matchmaking feed (getRecommendList, docs/feed.md) and who the user wants to meet (want_gender), as a
// client sees them: the ranking's order, every exclusion, the filters, and pages that neither repeat nor skip
// anyone while new people sign up between requests. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { RELATION } from '@kk/contract';
import { FEED_POOL_TTL_MS } from '../../src/features/people/people.ranking.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { makeVip } from '../support/pay-fixtures.ts';
import { addPerson, addPhoto, block, DAY, feedIds, HOUR, relate, viewer } from '../support/people-fixtures.ts';

async function withServer(run: (server: TestServer) => Promise<void>) {
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
  try {
    await run(server);
  } finally {
    await server.close();
  }
}

const feed = (server: TestServer, token: string, body: Record<string, unknown> = {}) =>
  server.call('/api/user/getRecommendList', { page: 1, pageSize: 50, ...body }, { token });

describe('want_gender through updateUserInfo and getUserInfo', () => {
  test('anyone at first, the other gender once a gender is set, then what the user chooses', () =>
    withServer(async (server) => {
      const me = await signUp(server);
      assert.equal(me.user.want_gender, 0, 'a new account wants to meet anyone');
      const man = await server.call('/api/user/updateUserInfo', { gender: 1 }, { token: me.token });
      assert.equal(man.data.want_gender, 2, 'a man wants to meet women by default');
      const anyone = await server.call('/api/user/updateUserInfo', { want_gender: 0 }, { token: me.token });
      assert.equal(anyone.code, 0);
      assert.equal(anyone.data.want_gender, 0);
      const later = await server.call('/api/user/updateUserInfo', { gender: 2 }, { token: me.token });
      assert.equal(later.data.want_gender, 0, 'changing a gender already set keeps the choice');
      const info = await server.call('/api/user/getUserInfo', {}, { token: me.token });
      assert.deepEqual([info.data.gender, info.data.want_gender], [2, 0]);

      const other = await signUp(server);
      const both = await server.call('/api/user/updateUserInfo', { gender: 2, want_gender: 2 }, { token: other.token });
      assert.equal(both.data.want_gender, 2, 'a choice sent with the first gender wins over the default');
      const woman = await signUp(server);
      const defaulted = await server.call('/api/user/updateUserInfo', { gender: 2 }, { token: woman.token });
      assert.equal(defaulted.data.want_gender, 1);
    }));

  test('a value outside 0, 1, 2 is refused in the caller language, naming the field', () =>
    withServer(async (server) => {
      const me = await signUp(server);
      for (const [language, text] of [
        ['zh-CN', '请选择想认识的人'],
        ['en', 'Please choose who you want to meet'],
      ]) {
        const answer = await server.call('/api/user/updateUserInfo', { want_gender: 3 }, { token: me.token, language });
        assert.equal(answer.code, -2222);
        assert.equal(answer.msg, text);
        assert.equal(answer.data.field, 'want_gender');
      }
      const bad = await server.call('/api/user/updateUserInfo', { want_gender: '1' }, { token: me.token });
      assert.equal(bad.code, -2222);
    }));
});

describe('the ranking', () => {
  test('same city, then same province, then elsewhere, whatever else the others have', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      const elsewhere = await addPerson(server, {
        province: '北京市',
        city: '北京市',
        active_time: server.clock.now(),
      });
      await addPhoto(server, elsewhere.id);
      await relate(server, elsewhere.id, RELATION.zan, me.id);
      const province = await addPerson(server, { city: '广州市' });
      const cityIdle = await addPerson(server, { active_time: server.clock.now() - 60 * DAY });
      const city = await addPerson(server);
      const elsewhereIdle = await addPerson(server, { province: '上海市', city: '上海市', active_time: 0 });
      const answer = await feed(server, me.token);
      assert.equal(answer.code, 0);
      assert.deepEqual(
        answer.data.list.map((card: { id: number }) => card.id),
        [city.id, cityIdle.id, province.id, elsewhere.id, elsewhereIdle.id],
      );
      assert.equal(answer.data.total, 5);
    }));

  test('within a place: recent activity, then photos, then people who liked me, and the most shown sink', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      const now = server.clock.now();
      // All in 深圳 and active an hour ago unless said otherwise; later ids win ties, so each rule has to beat that.
      const withPhotos = await addPerson(server);
      await addPhoto(server, withPhotos.id);
      const likedMe = await addPerson(server);
      await relate(server, likedMe.id, RELATION.zan, me.id);
      const plain = await addPerson(server);
      const idle = await addPerson(server, { active_time: now - 20 * DAY });
      const active = await addPerson(server, { active_time: now - 10 * DAY });
      const order = (await feed(server, me.token)).data.list.map((card: { id: number }) => card.id);
      assert.deepEqual(order, [withPhotos.id, likedMe.id, plain.id, active.id, idle.id]);

      // Others who filter by height see only `shown`, twenty times today; `twin` is the same but seldom shown.
      const twin = await addPerson(server, { height: 160 });
      const shown = await addPerson(server, { height: 170 });
      // New people reach the pools once they are read again (docs/feed.md "Pools").
      server.clock.advance(FEED_POOL_TTL_MS + 1);
      const other = await viewer(server);
      await makeVip(server, other.id); // height is a VIP filter
      for (let i = 0; i < 20; i++) {
        const seen = await feed(server, other.token, { heightMin: 165 });
        assert.deepEqual(
          seen.data.list.map((card: { id: number }) => card.id),
          [shown.id],
        );
      }
      // The next read of the pools counts those shows, written or not yet.
      server.clock.advance(FEED_POOL_TTL_MS + 1);
      const after = (await feed(server, me.token)).data.list.map((card: { id: number }) => card.id);
      assert.ok(after.indexOf(twin.id) < after.indexOf(shown.id), 'the profile shown most today comes after its twin');
      // The damping is per day: tomorrow they are equals again, and the newer account comes first.
      server.clock.advance(DAY);
      const tomorrow = (await feed(server, me.token)).data.list.map((card: { id: number }) => card.id);
      assert.ok(tomorrow.indexOf(shown.id) < tomorrow.indexOf(twin.id));
    }));

  test('a card shows the public profile, up to 9 photos, recent activity and my follow and like', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      const now = server.clock.now();
      const star = await addPerson(server, { signature: '喜欢爬山', height: 165, birthday: '1996-11-22' });
      for (let i = 0; i < 11; i++) await addPhoto(server, star.id);
      await relate(server, me.id, RELATION.follow, star.id);
      await relate(server, me.id, RELATION.zan, star.id);
      const quiet = await addPerson(server, { active_time: now - 4 * DAY });
      const answer = await feed(server, me.token);
      const [first, second] = answer.data.list;
      assert.equal(first.id, star.id);
      assert.equal(first.username, star.username);
      assert.equal(first.age, 29, 'age from the birthday, which itself never leaves the server');
      assert.equal(first.photos.length, 9);
      assert.match(first.photos[0].url, /^\/files\/u\//);
      assert.match(first.photos[0].thumb, /\.t\.webp$/);
      assert.deepEqual([first.recent_active, first.is_follow, first.is_zan], [1, 1, 1]);
      assert.equal(second.id, quiet.id);
      assert.deepEqual([second.recent_active, second.is_follow, second.is_zan, second.photos.length], [0, 0, 0, 0]);
      for (const card of answer.data.list) {
        for (const secret of ['phone', 'birthday', 'county', 'address', 'email', 'password_hash', 'active_time']) {
          assert.equal(secret in card, false, secret);
        }
      }
    }));

  test('using the app makes a person recently active again, stamped at most once an hour', () =>
    withServer(async (server) => {
      const me = await viewer(server, { gender: 2, want_gender: 1 });
      const him = await viewer(server);
      const db = server.database().kysely;
      // Ten days without him using the app.
      server.clock.advance(10 * DAY);
      const before = await feed(server, me.token);
      assert.deepEqual(
        before.data.list.map((card: { id: number; recent_active: number }) => [card.id, card.recent_active]),
        [[him.id, 0]],
      );
      await server.call('/api/user/getUserInfo', {}, { token: him.token });
      const stamp = server.clock.now();
      const after = await feed(server, me.token);
      assert.equal(after.data.list[0].recent_active, 1);
      const stored = async () =>
        Number(
          (await db.selectFrom('users').select('active_time').where('id', '=', him.id).executeTakeFirst())?.active_time,
        );
      assert.equal(await stored(), stamp);
      server.clock.advance(30 * 60_000);
      await server.call('/api/user/getUserInfo', {}, { token: him.token });
      assert.equal(await stored(), stamp, 'not written again within the hour');
      server.clock.advance(31 * 60_000);
      await server.call('/api/user/getUserInfo', {}, { token: him.token });
      assert.equal(await stored(), server.clock.now(), 'written again after an hour');
    }));
});

describe('who never appears', () => {
  test('me, people blocked either way, deleted accounts and incomplete profiles', () =>
    withServer(async (server) => {
      const me = await viewer(server, { want_gender: 0 });
      const shown = await addPerson(server);
      const iBlocked = await addPerson(server);
      await block(server, me.id, iBlocked.id);
      const blockedMe = await addPerson(server);
      await block(server, blockedMe.id, me.id);
      const deleted = await addPerson(server);
      const defaultName = await addPerson(server);
      await server
        .database()
        .kysely.updateTable('users')
        .set({ username: `kk${defaultName.userid}` })
        .where('id', '=', defaultName.id)
        .execute();
      await addPerson(server, { gender: 0 });
      await addPerson(server, { birthday: '' });
      // A fresh sign-up has the default name and no gender or birthday yet: not in anyone's feed.
      const newcomer = await signUp(server);
      const ids = await feedIds(server, me.token, {}, 3);
      assert.ok(ids.includes(deleted.id));
      await server.database().kysely.deleteFrom('users').where('id', '=', deleted.id).execute();
      const after = await feedIds(server, me.token, {}, 3);
      assert.deepEqual(after, [shown.id]);
      assert.equal(after.includes(Number(newcomer.user.id)), false);
      // Blocks hide only the two people concerned: a stranger still sees me.
      const blocker = await server.call(
        '/api/user/getRecommendList',
        { page: 1, gender: 0 },
        { token: newcomer.token },
      );
      assert.equal(blocker.code, 0);
      assert.equal(
        blocker.data.list.some((card: { id: number }) => card.id === me.id),
        true,
        'a stranger sees me',
      );
    }));

  test('a block made while scrolling takes the person off the pages still to come', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      const people = [];
      for (let i = 0; i < 6; i++) people.push(await addPerson(server, { active_time: server.clock.now() - i * HOUR }));
      const first = await server.call('/api/user/getRecommendList', { page: 1, pageSize: 3 }, { token: me.token });
      const later = people[4] as { id: number };
      await block(server, later.id, me.id);
      const second = await server.call(
        '/api/user/getRecommendList',
        { page: 2, pageSize: 3, snapshot: first.data.snapshot },
        { token: me.token },
      );
      assert.deepEqual(
        second.data.list.map((card: { id: number }) => card.id),
        [people[3]?.id, people[5]?.id],
      );
    }));
});

describe('filters', () => {
  test('gender: who I want to meet by default, or as asked', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      const woman = await addPerson(server, { gender: 2 });
      const man = await addPerson(server, { gender: 1 });
      assert.deepEqual(await feedIds(server, me.token), [woman.id], 'a man wanting women sees women');
      assert.deepEqual(await feedIds(server, me.token, { gender: 1 }), [man.id]);
      assert.deepEqual((await feedIds(server, me.token, { gender: 0 })).sort(), [woman.id, man.id].sort());
      await server.call('/api/user/updateUserInfo', { want_gender: 0 }, { token: me.token });
      assert.equal((await feedIds(server, me.token)).length, 2);
    }));

  test('age, height, province and city, each bound included', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      // Today is 2026-11-21 in China (the test clock).
      const turns25Today = await addPerson(server, { birthday: '2001-11-21', height: 160 });
      const turns25Tomorrow = await addPerson(server, { birthday: '2001-11-22', height: 170 });
      const is30 = await addPerson(server, { birthday: '1995-11-22', height: 175, city: '广州市' });
      const is31 = await addPerson(server, { birthday: '1995-11-21', height: 0, province: '北京市', city: '北京市' });
      await makeVip(server, me.id); // height is a VIP filter
      const sorted = async (filters: Record<string, unknown>) => (await feedIds(server, me.token, filters)).sort();
      const all = [turns25Today, turns25Tomorrow, is30, is31].map((p) => p.id);
      assert.deepEqual(await sorted({}), [...all].sort());
      assert.deepEqual(await sorted({ ageMin: 25 }), [turns25Today.id, is30.id, is31.id].sort());
      assert.deepEqual(await sorted({ ageMax: 30 }), [turns25Today.id, turns25Tomorrow.id, is30.id].sort());
      assert.deepEqual(await sorted({ ageMin: 25, ageMax: 30 }), [turns25Today.id, is30.id].sort());
      assert.deepEqual(await sorted({ heightMin: 160, heightMax: 170 }), [turns25Today.id, turns25Tomorrow.id].sort());
      assert.deepEqual(await sorted({ heightMin: 175 }), [is30.id]);
      assert.deepEqual(await sorted({ province: '广东省' }), [turns25Today.id, turns25Tomorrow.id, is30.id].sort());
      assert.deepEqual(await sorted({ province: '广东省', city: '广州市' }), [is30.id]);
      assert.deepEqual(await sorted({ city: '北京市' }), [is31.id]);
      assert.deepEqual(await sorted({ ageMin: 40 }), []);
    }));

  test('a malformed filter is a params error naming the field, never a 500', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      for (const body of [
        { ageMin: 17 },
        { ageMax: 101 },
        { heightMin: 'tall' },
        { gender: 3 },
        { page: 0 },
        { pageSize: 101 },
        { snapshot: 'x'.repeat(65) },
        { province: 'x'.repeat(41) },
      ]) {
        const answer = await server.call('/api/user/getRecommendList', body, { token: me.token });
        assert.equal(answer.code, -2222, JSON.stringify(body));
        assert.equal(answer.data.field, Object.keys(body)[0]);
      }
      const anonymous = await server.call('/api/user/getRecommendList', {});
      assert.equal(anonymous.code, 401);
    }));
});

describe('paging', () => {
  test('no repeats and no gaps across pages while new people sign up in between', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      const now = server.clock.now();
      const places = [
        { province: '广东省', city: '深圳市' },
        { province: '广东省', city: '广州市' },
        { province: '浙江省', city: '杭州市' },
      ];
      const existing = [];
      for (let i = 0; i < 25; i++) {
        existing.push((await addPerson(server, { ...places[i % 3], active_time: now - (i + 1) * HOUR })).id);
      }
      const first = await server.call('/api/user/getRecommendList', { page: 1, pageSize: 10 }, { token: me.token });
      assert.equal(first.data.total, 25);
      const seen: number[] = first.data.list.map((card: { id: number }) => card.id);
      const newcomers: number[] = [];
      for (let page = 2; page <= 3; page++) {
        // Between pages, new women sign up in my own city, active right now: they would rank first.
        for (let i = 0; i < 2; i++) {
          const person = await viewer(server, { gender: 2 });
          newcomers.push(person.id);
        }
        newcomers.push((await addPerson(server, { active_time: server.clock.now() })).id);
        const next = await server.call(
          '/api/user/getRecommendList',
          { page, pageSize: 10, snapshot: first.data.snapshot },
          { token: me.token },
        );
        assert.equal(next.code, 0);
        assert.equal(next.data.snapshot, first.data.snapshot);
        assert.equal(next.data.total, 25);
        seen.push(...next.data.list.map((card: { id: number }) => card.id));
      }
      assert.equal(new Set(seen).size, seen.length, 'no one twice');
      assert.deepEqual([...seen].sort(), [...existing].sort(), 'everyone once');
      // Pulling to refresh ranks again: once the pools were read again, the newcomers of my city come first.
      server.clock.advance(FEED_POOL_TTL_MS + 1);
      const fresh = await server.call('/api/user/getRecommendList', { page: 1, pageSize: 10 }, { token: me.token });
      assert.notEqual(fresh.data.snapshot, first.data.snapshot);
      assert.equal(fresh.data.total, 31);
      assert.deepEqual(
        fresh.data.list
          .slice(0, 6)
          .map((card: { id: number }) => card.id)
          .sort(),
        [...newcomers].sort(),
      );
    }));

  test('a snapshot that is not the current one, or other filters, rank again under a new snapshot', () =>
    withServer(async (server) => {
      const me = await viewer(server);
      await addPerson(server);
      await addPerson(server, { height: 180 });
      await makeVip(server, me.id); // height is a VIP filter
      const first = await server.call('/api/user/getRecommendList', { page: 1, pageSize: 1 }, { token: me.token });
      const stale = await server.call(
        '/api/user/getRecommendList',
        { page: 2, pageSize: 1, snapshot: 'not-a-snapshot' },
        { token: me.token },
      );
      assert.equal(stale.code, 0);
      assert.notEqual(stale.data.snapshot, first.data.snapshot);
      const filtered = await server.call(
        '/api/user/getRecommendList',
        { page: 1, pageSize: 1, snapshot: stale.data.snapshot, heightMin: 175 },
        { token: me.token },
      );
      assert.notEqual(filtered.data.snapshot, stale.data.snapshot);
      assert.equal(filtered.data.total, 1);
    }));
});
