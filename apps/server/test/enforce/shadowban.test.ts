// A shadowbanned member notices nothing: what they write while shadowbanned is stored and shown to them as usual,
// and to nobody else. Their new updates and comments are out of others' lists, details, counts and notices; their
// messages to people who have not written to them are acked and kept in their own history but never delivered,
// listed or counted for the recipient; to people who have written to them, messages go as any other. Rows are
// marked when made: lifting the shadowban neither reveals the hidden ones nor hides those others saw.
// On PostgreSQL + Redis with TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { setMemberState } from '../support/member-state.ts';
import { notices, replay } from '../support/notice-fixtures.ts';
import { comment, ok, type Person, post } from '../support/square-fixtures.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const idsOf = (data: { list: Array<{ id: number }> }) => data.list.map((item) => item.id);
const latest = async (who: Person) =>
  idsOf(await ok(server, '/api/updates/getUpdatesList', { type: 'latest', page: 1, pageSize: 100 }, who));
const commentIds = async (who: Person, updatesId: number) =>
  idsOf(await ok(server, '/api/comment/getCommentList', { updates_id: updatesId, page: 1, pageSize: 100 }, who));
const commentCount = async (who: Person, updatesId: number) =>
  (await ok(server, '/api/updates/getUpdatesDetail', { id: updatesId }, who)).comment_count;
const history = async (who: Person, peer: Person) =>
  (await ok(server, '/api/chat/getMessageList', { userId: peer.user.id, pageSize: 50 }, who)).list.map(
    (message: { content: string }) => message.content,
  );
const listed = async (who: Person, peer: Person) =>
  (await ok(server, '/api/chat/getSessionList', { page: 1, pageSize: 50 }, who)).list.some(
    (session: { user_id: number }) => session.user_id === peer.user.id,
  );
const unreadCount = async (who: Person) => (await ok(server, '/api/chat/getUnreadNum', {}, who)).count;

describe('shadowban', () => {
  test('updates and comments: seen by their author only, no notice; old rows keep their sight after lifting', async () => {
    const [shadow, reader] = [await signUp(server), await signUp(server)];
    const id = Number(shadow.user.id);
    const before = await post(server, shadow, '封禁前的动态');
    const readersUpdate = await post(server, reader, '读者的动态');

    await setMemberState(server, id, { shadowbanned: true });
    const hidden = await post(server, shadow, '看不见的动态');
    const hiddenComment = await comment(server, shadow, readersUpdate.id, '看不见的评论');
    // The author sees everything as usual.
    assert.ok((await latest(shadow)).includes(hidden.id));
    assert.equal(
      (await ok(server, '/api/updates/getUpdatesDetail', { id: hidden.id }, shadow)).content,
      '看不见的动态',
    );
    assert.ok((await commentIds(shadow, readersUpdate.id)).includes(hiddenComment.id));
    assert.equal(await commentCount(shadow, readersUpdate.id), 1);
    // Nobody else does: lists, search, details, comment lists, counts, notices.
    const seen = await latest(reader);
    assert.ok(seen.includes(before.id), 'what others saw before stays');
    assert.ok(!seen.includes(hidden.id));
    const found = await ok(server, '/api/updates/searchUpdates', { keyword: '看不见', page: 1, pageSize: 50 }, reader);
    assert.equal(found.total, 0);
    assert.equal(
      (await server.call('/api/updates/getUpdatesDetail', { id: hidden.id }, { token: reader.token })).code,
      -2501,
    );
    assert.deepEqual(await commentIds(reader, readersUpdate.id), []);
    assert.equal(await commentCount(reader, readersUpdate.id), 0);
    assert.equal((await notices(server, reader, 'comment')).total, 0);
    const byUser = await ok(
      server,
      '/api/updates/getUpdatesList',
      { type: 'user', userId: id, page: 1, pageSize: 50 },
      reader,
    );
    assert.deepEqual(idsOf(byUser), [before.id]);

    // Lifted: the hidden rows stay hidden, the new ones are seen, and a comment now tells its notice.
    await setMemberState(server, id, { shadowbanned: false });
    const after = await post(server, shadow, '解除后的动态');
    await comment(server, shadow, readersUpdate.id, '解除后的评论');
    const now = await latest(reader);
    assert.ok(now.includes(after.id) && now.includes(before.id) && !now.includes(hidden.id));
    assert.equal(await commentCount(reader, readersUpdate.id), 1);
    assert.equal((await notices(server, reader, 'comment')).total, 1);
  });

  test('messages reach only those who wrote to them first; the sender sees their own as sent', async () => {
    const [shadow, stranger, friend] = [await signUp(server), await signUp(server), await signUp(server)];
    const friendSocket = await TestSocket.connect(server, friend.token);
    const shadowSocket = await TestSocket.connect(server, shadow.token);
    const strangerSocket = await TestSocket.connect(server, stranger.token);
    // The friend wrote first, before the shadowban.
    friendSocket.sendMessage(Number(shadow.user.id), '在吗');
    await shadowSocket.next('message');
    await setMemberState(server, Number(shadow.user.id), { shadowbanned: true });

    // To a stranger: acked, in the sender's own history and list, and nothing at all on the stranger's side.
    shadowSocket.sendMessage(Number(stranger.user.id), '陌生人你好');
    const ack = await shadowSocket.next('ack');
    assert.equal(ack.data.message.content, '陌生人你好');
    // Nor a typing hint, which would tell of a message that never comes; the friend gets theirs.
    shadowSocket.send({ type: 'typing', data: { to_user_id: Number(stranger.user.id) } });
    shadowSocket.send({ type: 'typing', data: { to_user_id: Number(friend.user.id) } });
    assert.equal((await friendSocket.next('typing')).data.from_user_id, Number(shadow.user.id));
    await strangerSocket.flush();
    assert.equal(strangerSocket.drain('message').length + strangerSocket.drain('typing').length, 0);
    assert.deepEqual(await history(shadow, stranger), ['陌生人你好']);

    assert.ok(await listed(shadow, stranger));
    assert.deepEqual(await history(stranger, shadow), []);
    assert.equal(await listed(stranger, shadow), false);
    assert.equal(await unreadCount(stranger), 0);
    // Taking it back tells the sender's devices only: the stranger never had it.
    const taken = shadowSocket.sendMessage(Number(stranger.user.id), '撤回我');
    await shadowSocket.next('ack');
    shadowSocket.send({ type: 'revoke', data: { message_id: taken } });
    await shadowSocket.next('revoke');
    await strangerSocket.flush();
    assert.equal(strangerSocket.drain('message').length + strangerSocket.drain('revoke').length, 0);
    assert.equal(await unreadCount(stranger), 0);
    const replayed = await replay(server, stranger);
    assert.ok(
      !replayed.some((frame) => frame.type === 'message' || frame.type === 'revoke'),
      'nothing in the stranger stream',
    );

    // To someone who wrote to them first: delivered as any message.
    shadowSocket.sendMessage(Number(friend.user.id), '我在');
    assert.equal((await friendSocket.next('message')).data.content, '我在');
    assert.deepEqual(await history(friend, shadow), ['在吗', '我在']);
    assert.equal(await unreadCount(friend), 1);

    // The stranger writes back: from then on the conversation is a normal one, but the first message stays hidden.
    strangerSocket.sendMessage(Number(shadow.user.id), '你是谁');
    await shadowSocket.next('message');
    shadowSocket.sendMessage(Number(stranger.user.id), '第二句');
    assert.equal((await strangerSocket.next('message')).data.content, '第二句');
    assert.deepEqual(await history(stranger, shadow), ['你是谁', '第二句']);

    // Lifted: the hidden message stays hidden.
    await setMemberState(server, Number(shadow.user.id), { shadowbanned: false });
    assert.deepEqual(await history(stranger, shadow), ['你是谁', '第二句']);
    assert.deepEqual(
      await history(shadow, stranger),
      ['陌生人你好', '', '你是谁', '第二句'],
      'the revoked one emptied',
    );
    for (const socket of [friendSocket, shadowSocket, strangerSocket]) await socket.close();
  });
});
