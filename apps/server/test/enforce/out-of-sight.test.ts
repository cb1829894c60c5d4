// A suspended or banned member leaves others' sight at once and comes back when it is lifted or ends: the feed,
// search, the square (their updates and comments, and the counts), matches, visitors, fans, follows and who liked
// me; the other side of a conversation sees them as a block shows a person (out of the list and the unread count,
// an empty history, -2001 on sending and on their profile). `held` takes a member out of the feed only.
// On PostgreSQL + Redis with TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestSocket } from '../support/chat-helpers.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { liftMemberState, setMemberState } from '../support/member-state.ts';
import { makeVip } from '../support/pay-fixtures.ts';
import { addPhoto, feedIds, viewer } from '../support/people-fixtures.ts';
import { comment, ok, type Person, post } from '../support/square-fixtures.ts';

const HOUR = 3_600_000;

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

/** A signed-up woman of 30 in 深圳 with a complete profile and a photo: one the viewer's feed shows. */
async function member(): Promise<Person & { id: number; info: { username: string; userid: string } }> {
  const person = await viewer(server, { gender: 2 });
  await addPhoto(server, person.id);
  return person;
}

const ids = (data: { list: Array<{ id: number }> }) => data.list.map((item) => item.id);
const userIds = (data: { list: Array<{ user: { id: number } }> }) => data.list.map((item) => item.user.id);

describe('a suspended or banned member is out of sight', () => {
  test('feed, search, square, matches, visitors and relation lists leave them out until lifted', async () => {
    const me = await viewer(server);
    await makeVip(server, me.id);
    const them = await member();
    const other = await member();
    // Everything that later must hide them: a match, a visit, a follow each way, an update with a comment on mine.
    await ok(server, '/api/chat/zan', { userId: them.id }, me);
    await ok(server, '/api/chat/zan', { userId: me.id }, them);
    await ok(server, '/api/chat/followUser', { userId: me.id }, them);
    await ok(server, '/api/chat/followUser', { userId: them.id }, me);
    await ok(server, '/api/user/getUserDetail', { userId: me.id }, them);
    const theirUpdate = await post(server, them, '他们的动态');
    const myUpdate = await post(server, me, '我的动态');
    await comment(server, them, myUpdate.id, '他们的评论');
    await comment(server, other, myUpdate.id, '别人的评论');

    const sight = async () => {
      const feed = await feedIds(server, me.token);
      const search = await ok(server, '/api/user/searchUser', { keyword: them.info.userid, page: 1, pageSize: 20 }, me);
      const square = await ok(server, '/api/updates/getUpdatesList', { type: 'latest', page: 1, pageSize: 50 }, me);
      const found = await ok(server, '/api/updates/searchUpdates', { keyword: '他们的', page: 1, pageSize: 50 }, me);
      const comments = await ok(
        server,
        '/api/comment/getCommentList',
        { updates_id: myUpdate.id, page: 1, pageSize: 50 },
        me,
      );
      const mine = await ok(server, '/api/updates/getUpdatesDetail', { id: myUpdate.id }, me);
      const lists = {} as Record<string, number[]>;
      for (const list of ['getMatchList', 'getVisitorList', 'getFansList', 'getFollowList', 'getZanMeList']) {
        lists[list] = userIdsOrIds(await ok(server, `/api/user/${list}`, { page: 1, pageSize: 50 }, me));
      }
      const detail = await server.call('/api/user/getUserDetail', { userId: them.id }, { token: me.token });
      const theirs = await server.call('/api/updates/getUpdatesDetail', { id: theirUpdate.id }, { token: me.token });
      return {
        feed: feed.includes(them.id),
        search: ids(search).includes(them.id),
        square: userIds(square).includes(them.id),
        searchUpdates: userIds(found).includes(them.id),
        comments: userIds(comments).includes(them.id),
        commentCount: mine.comment_count,
        ...Object.fromEntries(Object.entries(lists).map(([name, list]) => [name, list.includes(them.id)])),
        detail: detail.code,
        updateDetail: theirs.code,
      };
    };
    const shown = {
      feed: true,
      search: true,
      square: true,
      searchUpdates: true,
      comments: true,
      commentCount: 2,
      getMatchList: true,
      getVisitorList: true,
      getFansList: true,
      getFollowList: true,
      getZanMeList: true,
      detail: 0,
      updateDetail: 0,
    };
    const hidden = {
      feed: false,
      search: false,
      square: false,
      searchUpdates: false,
      comments: false,
      commentCount: 1,
      getMatchList: false,
      getVisitorList: false,
      getFansList: false,
      getFollowList: false,
      getZanMeList: false,
      detail: -2001,
      updateDetail: -2501,
    };
    assert.deepEqual(await sight(), shown);

    await setMemberState(server, them.id, { banned: true });
    assert.deepEqual(await sight(), hidden, 'banned');
    await liftMemberState(server, them.id);
    assert.deepEqual(await sight(), shown, 'the ban lifted');

    await setMemberState(server, them.id, { suspendHours: 24 });
    assert.deepEqual(await sight(), hidden, 'suspended');
    server.clock.advance(24 * HOUR + 1);
    assert.deepEqual(await sight(), shown, 'the suspension ended');

    // Held (protection before review): out of the feed only.
    await setMemberState(server, them.id, { held: true });
    assert.deepEqual(await sight(), { ...shown, feed: false }, 'held');
    await liftMemberState(server, them.id);
    assert.deepEqual(await sight(), shown);
  });

  test('the other side of a conversation sees them as a block shows a person, and again once lifted', async () => {
    const me = await viewer(server);
    const them = await member();
    const mine = await TestSocket.connect(server, me.token);
    const theirs = await TestSocket.connect(server, them.token);
    theirs.sendMessage(me.id, '你好');
    await mine.next('message');
    await theirs.next('ack');

    const conversation = async () => {
      const sessions = await ok(server, '/api/chat/getSessionList', { page: 1, pageSize: 50 }, me);
      const history = await ok(server, '/api/chat/getMessageList', { userId: them.id, pageSize: 50 }, me);
      const unread = await ok(server, '/api/chat/getUnreadNum', {}, me);
      return {
        listed: sessions.list.some((s: { user_id: number }) => s.user_id === them.id),
        messages: history.list.length,
        unread: unread.count,
      };
    };
    assert.deepEqual(await conversation(), { listed: true, messages: 1, unread: 1 });

    await setMemberState(server, them.id, { suspendHours: 2 });
    assert.equal((await theirs.next('error')).code, -2902);
    assert.deepEqual(await conversation(), { listed: false, messages: 0, unread: 0 });
    mine.sendMessage(them.id, '在吗');
    const refused = await mine.next('error');
    assert.equal(refused.code, -2001);
    const hi = await server.call('/api/chat/sayHi', { userId: them.id }, { token: me.token });
    assert.equal(hi.code, -2001);

    server.clock.advance(2 * HOUR + 1);
    assert.deepEqual(await conversation(), { listed: true, messages: 1, unread: 1 });
    assert.equal((await server.call('/api/chat/sayHi', { userId: them.id }, { token: me.token })).code, 0);
    await mine.close();
  });
});

function userIdsOrIds(data: { list: Array<{ id?: number; user?: { id: number } }> }): number[] {
  return data.list.map((item) => item.user?.id ?? (item.id as number));
}
