// Gone accounts: when an account is deleted, each person who had a conversation with it hears an `account_gone`
// frame once the deletion commits (kept in their stream, so a reconnect replays it); their session list holds no
// trace of the person (name, avatar or messages), and a message to them is refused with -2012 该账号已注销.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';

describe('gone accounts', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('the partners of a deleted account hear it, and nothing of it stays in their list', async () => {
    const [a, b, c] = [await signUp(server), await signUp(server), await signUp(server)];
    const socketA = await TestSocket.connect(server, a.token);
    const socketB = await TestSocket.connect(server, b.token);
    socketA.sendMessage(b.user.id, '你好');
    await socketB.next('message');
    socketB.sendMessage(a.user.id, '你好呀');
    await socketA.next('message');
    const socketC = await TestSocket.connect(server, c.token);

    server.clock.advance(60_000);
    assert.equal((await server.call('/api/user/sendDeleteAccountSms', {}, { token: b.token })).code, 0);
    const code = await server.lastCode(b.phone);
    assert.equal((await server.call('/api/user/deleteAccount', { code }, { token: b.token })).code, 0);

    const gone = await socketA.next('account_gone');
    assert.deepEqual(gone.data, { user_id: b.user.id });
    assert.equal(typeof gone.seq, 'number');
    // Someone who never talked with the account hears nothing.
    await socketC.flush();
    assert.equal(socketC.drain('account_gone').length, 0);

    const sessions = await server.call('/api/chat/getSessionList', { page: 1, pageSize: 20 }, { token: a.token });
    assert.equal(sessions.code, 0);
    const text = JSON.stringify(sessions.data);
    assert.ok(!sessions.data.list.some((item: { user_id: number }) => item.user_id === b.user.id), text);
    assert.ok(!text.includes(b.user.username), `no trace of the old name: ${text}`);

    const history = await server.call('/api/chat/getMessageList', { user_id: b.user.id }, { token: a.token });
    assert.ok(history.code !== 0 || history.data.list.length === 0, JSON.stringify(history));

    const refusedId = socketA.sendMessage(b.user.id, '还在吗');
    const refused = await socketA.next('error', (frame) => frame.data?.message_id === refusedId);
    assert.deepEqual([refused.code, refused.msg], [-2012, '该账号已注销']);

    // A reconnect that missed the frame gets it again on sync.
    await socketA.close();
    const again = await TestSocket.connect(server, a.token);
    again.send({ type: 'sync', data: { after: (gone.seq as number) - 1 } });
    const replayed = await again.next('account_gone');
    assert.deepEqual(replayed.data, { user_id: b.user.id });
    assert.equal(replayed.seq, gone.seq);
    await again.next('synced');
    await Promise.all([again.close(), socketC.close()]);
  });
});
