// A muted member cannot write what others read: a message (over the socket and sayHi), an update, a comment, a
// new name, signature, address or workplace answer -2901 with the mute's end, named in the caller's language in
// China Standard Time. Reading, liking, following and the rest of the profile still work; lifting the mute (or
// its end) lets them write again. On PostgreSQL + Redis with TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { liftMemberState, setMemberState } from '../support/member-state.ts';
import { ok, post } from '../support/square-fixtures.ts';

const HOUR = 3_600_000;

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

describe('mute', () => {
  test('every writing call is refused with the end in the caller language; reading, liking, following work', async () => {
    // 2026-11-21 04:00 UTC (the harness's start) + 5 h: 2026-11-21 17:00 in China.
    server.clock.advance(Date.UTC(2026, 10, 21, 4, 0, 0) - server.clock.now());
    const muted = await signUp(server);
    const friend = await signUp(server);
    const friendsUpdate = await post(server, friend, '朋友的动态');
    server.clock.advance(Date.UTC(2026, 10, 21, 4, 0, 0) - server.clock.now());
    await setMemberState(server, Number(muted.user.id), { muteHours: 5 });
    const until = Date.UTC(2026, 10, 21, 9, 0, 0);
    const zh = '你已被禁言，2026年11月21日 17:00后解除';
    const en = 'You are muted until 21 November 2026 at 17:00';

    // The socket, in the socket's language.
    const socket = await TestSocket.open(server, muted.token, '&lang=en');
    await socket.next('hello');
    const messageId = socket.sendMessage(Number(friend.user.id), '你好');
    const refused = await socket.next('error');
    assert.deepEqual(refused, {
      code: -2901,
      msg: en,
      type: 'error',
      data: { type: 'message', message_id: messageId, until },
    });

    const calls: Array<[string, object]> = [
      ['/api/chat/sayHi', { userId: friend.user.id }],
      ['/api/updates/addUpdates', { content: '新动态', images: [] }],
      ['/api/comment/addComment', { updates_id: friendsUpdate.id, content: '评论' }],
      ['/api/user/updateUserInfo', { username: '新名字' }],
      ['/api/user/updateUserInfo', { signature: '新签名' }],
      ['/api/user/updateUserInfo', { work: '新单位' }],
    ];
    for (const [path, body] of calls) {
      for (const [language, text] of [
        ['zh-CN', zh],
        ['en', en],
      ] as const) {
        const answer = await server.call(path, body, { token: muted.token, language });
        assert.deepEqual(
          { code: answer.code, msg: answer.msg, data: answer.data },
          { code: -2901, msg: text, data: { until } },
          path,
        );
      }
    }
    // Nothing was stored: the friend has no message and the square has no new update or comment.
    const friendsSessions = await ok(server, '/api/chat/getSessionList', { page: 1, pageSize: 20 }, friend);
    assert.equal(friendsSessions.total, 0);
    const square = await ok(server, '/api/updates/getUpdatesList', { type: 'latest', page: 1, pageSize: 50 }, friend);
    assert.ok(!square.list.some((item: { user: { id: number } }) => item.user.id === muted.user.id));
    const detail = await ok(server, '/api/updates/getUpdatesDetail', { id: friendsUpdate.id }, friend);
    assert.equal(detail.comment_count, 0);

    // What does not write for others still works: the rest of the profile, a name sent unchanged, reading,
    // liking and following.
    const me = await ok(server, '/api/user/getUserInfo', {}, muted);
    await ok(server, '/api/user/updateUserInfo', { gender: 1, birthday: '1995-03-03', username: me.username }, muted);
    await ok(server, '/api/updates/zanUpdates', { id: friendsUpdate.id }, muted);
    await ok(server, '/api/chat/followUser', { userId: friend.user.id }, muted);
    await ok(server, '/api/chat/zan', { userId: friend.user.id }, muted);
    await ok(server, '/api/comment/getCommentList', { updates_id: friendsUpdate.id, page: 1, pageSize: 20 }, muted);
    await ok(server, '/api/user/getUserDetail', { userId: friend.user.id }, muted);
    // Others are not muted.
    await ok(server, '/api/updates/addUpdates', { content: '朋友又发了', images: [] }, friend);

    // Lifted: every call works again.
    await liftMemberState(server, Number(muted.user.id));
    socket.sendMessage(Number(friend.user.id), '你好');
    assert.equal((await socket.next('ack')).code, 0);
    await ok(server, '/api/updates/addUpdates', { content: '新动态', images: [] }, muted);
    await ok(server, '/api/comment/addComment', { updates_id: friendsUpdate.id, content: '评论' }, muted);
    await ok(server, '/api/user/updateUserInfo', { signature: '新签名' }, muted);
    await socket.close();
  });

  test('a mute ends by itself at its time', async () => {
    const muted = await signUp(server);
    await setMemberState(server, Number(muted.user.id), { muteHours: 1 });
    const first = await server.call('/api/updates/addUpdates', { content: '早了', images: [] }, { token: muted.token });
    assert.equal(first.code, -2901);
    server.clock.advance(HOUR);
    await ok(server, '/api/updates/addUpdates', { content: '到点了', images: [] }, muted);
  });
});
