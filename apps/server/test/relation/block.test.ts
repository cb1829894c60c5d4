// A block works both ways: the two disappear from each other on every endpoint that
// shows people today (getUserDetail, the five relation lists, getUserPhotoList, getUserBgImg), follows and likes end, and
// follow, zan and top are refused across it. The feed and search have their own tests.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { png, upload } from '../support/images.ts';
import { makeVip } from '../support/pay-fixtures.ts';

type Person = Awaited<ReturnType<typeof signUp>>;

async function ok(server: TestServer, path: string, body: unknown, token: string) {
  const answer = await server.call(path, body, { token });
  assert.equal(answer.code, 0, `${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

const LISTS = ['getFollowList', 'getFansList', 'getZanMeList', 'getBlockList', 'getNoSeeList'] as const;

async function listIds(server: TestServer, list: (typeof LISTS)[number], who: Person): Promise<number[]> {
  if (list === 'getZanMeList') await makeVip(server, who.user.id); // who liked me is VIP's
  const data = await ok(server, `/api/user/${list}`, { pageSize: 100 }, who.token);
  assert.equal(data.total, data.list.length, `${list}: the total counts the same people`);
  return data.list.map((item: { id: number }) => item.id);
}

/** Every relation list of the person, by name. */
async function allLists(server: TestServer, who: Person): Promise<Record<string, number[]>> {
  const lists: Record<string, number[]> = {};
  for (const list of LISTS) lists[list] = await listIds(server, list, who);
  return lists;
}

async function addPhoto(server: TestServer, who: Person): Promise<void> {
  const uploaded = await upload(server.url, who.token, await png(), 'p.png', 'image/png');
  assert.equal(uploaded.code, 0, uploaded.msg);
  await ok(server, '/api/userPhoto/addUserPhoto', { fileIds: [uploaded.data.id] }, who.token);
}

describe('a block works both ways', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  const toggle = (who: Person, path: string, other: Person) => ok(server, path, { userId: other.user.id }, who.token);

  test('each disappears from the other’s profile page and album (-2001); others still see both', async () => {
    const [me, him, other] = [await signUp(server), await signUp(server), await signUp(server)];
    await addPhoto(server, me);
    await addPhoto(server, him);
    const bg = await upload(server.url, me.token, await png(), 'bg.png', 'image/png');
    await ok(server, '/api/user/changeUserBgImg', { fileId: bg.data.id }, me.token);
    assert.deepEqual(await toggle(me, '/api/chat/blockUser', him), { is_block: 1 });

    for (const [viewer, person] of [
      [me, him],
      [him, me],
    ] as const) {
      const detail = await server.call('/api/user/getUserDetail', { userId: person.user.id }, { token: viewer.token });
      assert.equal(detail.code, -2001, 'getUserDetail');
      assert.equal(detail.data, null);
      const album = await server.call(
        '/api/userPhoto/getUserPhotoList',
        { userId: person.user.id },
        { token: viewer.token },
      );
      assert.equal(album.code, -2001, 'getUserPhotoList');
      assert.equal(album.data, null, 'no photo crosses the block');
      const background = await server.call(
        '/api/user/getUserBgImg',
        { userId: person.user.id },
        { token: viewer.token },
      );
      assert.equal(background.code, -2001, 'getUserBgImg');
    }
    // The same answer as for someone who does not exist, message included.
    const missing = await server.call('/api/user/getUserDetail', { userId: 987_654_321 }, { token: him.token });
    const hidden = await server.call('/api/user/getUserDetail', { userId: me.user.id }, { token: him.token });
    assert.equal(hidden.msg, missing.msg);

    for (const person of [me, him]) {
      assert.equal(
        (await ok(server, '/api/user/getUserDetail', { userId: person.user.id }, other.token)).id,
        person.user.id,
      );
      assert.equal(
        (await ok(server, '/api/userPhoto/getUserPhotoList', { userId: person.user.id }, other.token)).total,
        1,
      );
      // Your own album, background and page are always yours.
      assert.equal((await ok(server, '/api/user/getUserBgImg', {}, person.token)).url.length > 0, person === me);
      assert.equal(
        (await ok(server, '/api/userPhoto/getUserPhotoList', { userId: person.user.id }, person.token)).total,
        1,
      );
    }

    assert.deepEqual(await toggle(me, '/api/chat/blockUser', him), { is_block: 0 });
    const again = await ok(server, '/api/user/getUserDetail', { userId: me.user.id }, him.token);
    assert.equal(again.id, me.user.id);
    assert.equal((await ok(server, '/api/userPhoto/getUserPhotoList', { userId: me.user.id }, him.token)).total, 1);
    assert.equal((await ok(server, '/api/user/getUserBgImg', { userId: me.user.id }, him.token)).url, bg.data.url);
  });

  test('follow, zan and top are refused both ways (-2402); no-see still works', async () => {
    const [me, him] = [await signUp(server), await signUp(server)];
    await toggle(me, '/api/chat/blockUser', him);
    for (const [who, other] of [
      [me, him],
      [him, me],
    ] as const) {
      for (const path of ['/api/chat/followUser', '/api/chat/zan', '/api/chat/top']) {
        const refused = await server.call(path, { userId: other.user.id }, { token: who.token });
        assert.equal(refused.code, -2402, path);
        assert.equal(refused.msg, '你们之间有拉黑关系，无法操作');
        const english = await server.call(path, { userId: other.user.id }, { token: who.token, language: 'en' });
        assert.equal(english.code, -2402);
        assert.notEqual(english.msg, refused.msg);
      }
    }
    assert.deepEqual(await toggle(him, '/api/user/noSeeUser', me), { is_nosee: 1 });
    assert.deepEqual(await toggle(me, '/api/user/noSeeUser', him), { is_nosee: 1 });
    // The one blocked may block back; lifting one block leaves the other standing.
    assert.deepEqual(await toggle(him, '/api/chat/blockUser', me), { is_block: 1 });
    assert.deepEqual(await toggle(me, '/api/chat/blockUser', him), { is_block: 0 });
    assert.equal((await server.call('/api/chat/followUser', { userId: him.user.id }, { token: me.token })).code, -2402);
    assert.equal(
      (await server.call('/api/user/getUserDetail', { userId: him.user.id }, { token: me.token })).code,
      -2001,
    );
    assert.deepEqual(await toggle(him, '/api/chat/blockUser', me), { is_block: 0 });
    assert.deepEqual(await toggle(me, '/api/chat/followUser', him), { is_follow: 1 });
  });

  test('blocking ends follows, likes and pins both ways, and unblocking restores none', async () => {
    const [me, him, fan] = [await signUp(server), await signUp(server), await signUp(server)];
    for (const path of ['/api/chat/followUser', '/api/chat/zan', '/api/chat/top']) {
      await toggle(me, path, him);
      await toggle(him, path, me);
    }
    await toggle(fan, '/api/chat/followUser', me);
    await toggle(fan, '/api/chat/zan', me);
    assert.deepEqual((await allLists(server, me)).getFansList?.sort(), [him.user.id, fan.user.id].sort());

    await toggle(him, '/api/chat/blockUser', me);
    assert.deepEqual(await allLists(server, me), {
      getFollowList: [],
      getFansList: [fan.user.id],
      getZanMeList: [fan.user.id],
      getBlockList: [],
      getNoSeeList: [],
    });
    assert.deepEqual(await allLists(server, him), {
      getFollowList: [],
      getFansList: [],
      getZanMeList: [],
      getBlockList: [me.user.id],
      getNoSeeList: [],
    });
    const counted = await ok(server, '/api/user/getUserDetail', { userId: me.user.id }, fan.token);
    assert.deepEqual([counted.follow_count, counted.fans_count, counted.zan_count], [0, 1, 1]);

    await toggle(him, '/api/chat/blockUser', me);
    const after = await ok(server, '/api/user/getUserDetail', { userId: him.user.id }, me.token);
    assert.deepEqual([after.is_follow, after.is_zan, after.is_top, after.is_block, after.is_nosee], [0, 0, 0, 0, 0]);
    assert.deepEqual([after.follow_count, after.fans_count, after.zan_count], [0, 0, 0]);
    assert.equal((await ok(server, '/api/user/getUserDetail', { userId: me.user.id }, him.token)).is_follow, 0);
  });

  test('the block list shows whom I blocked; every other list leaves out people blocked either way', async () => {
    const [me, him, her] = [await signUp(server), await signUp(server), await signUp(server)];
    await toggle(me, '/api/user/noSeeUser', him);
    await toggle(me, '/api/user/noSeeUser', her);
    server.clock.advance(1_000);
    await toggle(me, '/api/chat/blockUser', him);
    await toggle(her, '/api/chat/blockUser', me);

    const mine = await ok(server, '/api/user/getBlockList', {}, me.token);
    assert.equal(mine.total, 1);
    assert.equal(mine.list[0].id, him.user.id);
    assert.equal(mine.list[0].relation_time, server.clock.now());
    assert.ok(!JSON.stringify(mine).includes(him.phone), 'no phone in the block list');
    assert.deepEqual(await listIds(server, 'getBlockList', her), [me.user.id]);
    assert.deepEqual(await listIds(server, 'getBlockList', him), [], 'the blocked person does not see the block');
    // Both no-see rows stay (lifting the blocks shows them again), but neither person is shown meanwhile.
    assert.deepEqual(await listIds(server, 'getNoSeeList', me), []);
    assert.equal((await ok(server, '/api/user/getNoSeeList', {}, me.token)).total, 0);

    await toggle(me, '/api/chat/blockUser', him);
    await toggle(her, '/api/chat/blockUser', me);
    assert.deepEqual((await listIds(server, 'getNoSeeList', me)).sort(), [him.user.id, her.user.id].sort());
  });
});
