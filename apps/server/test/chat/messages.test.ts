// Chat over real sockets: live delivery, ack after commit, idempotent resends, several devices,
// refusals, catch-up after a reconnect, unread and read, the revoke window, frame limits and logins.
// Runs on SQLite with in-memory fan-out, and on PostgreSQL + Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { StreamCursor } from '@kk/contract';
import { newMessageId, TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';

let server: TestServer;
before(async () => {
  // The catch-up test sends a thousand frames from one socket; the per-socket budget has its own test.
  server = await startServer({ CHAT_SOCKET_RATE_LIMIT: '100000' });
});
after(() => server.close());

async function person() {
  const account = await signUp(server);
  return { token: account.token, id: account.user.id as number };
}

describe('delivery', () => {
  test('a message reaches the recipient live; the sender gets an ack with the stored message', async () => {
    const [a, b] = [await person(), await person()];
    const [sa, sb] = [await TestSocket.connect(server, a.token), await TestSocket.connect(server, b.token)];
    const id = sa.sendMessage(b.id, '你好，很高兴认识你！');
    const ack = await sa.next('ack');
    assert.equal(ack.code, 0);
    assert.equal(ack.data.message_id, id);
    assert.equal(ack.data.message.content, '你好，很高兴认识你！');
    assert.equal(typeof ack.seq, 'number');
    const got = await sb.next('message');
    assert.deepEqual(
      { id: got.data.message_id, from: got.data.from_user_id, to: got.data.to_user_id, type: got.data.type },
      { id, from: a.id, to: b.id, type: 'text' },
    );
    assert.equal(got.data.read, 0);
    assert.equal(got.data.revoked, 0);
    assert.equal(got.data.create_time, ack.data.create_time);
    await Promise.all([sa.close(), sb.close()]);
  });

  test('the ack comes only after the commit: each acked message is already readable by anyone', async () => {
    const [a, b] = [await person(), await person()];
    const sa = await TestSocket.connect(server, a.token);
    const ids = Array.from({ length: 30 }, () => sa.sendMessage(b.id, 'ping'));
    const db = server.database().kysely;
    for (let n = 0; n < ids.length; n++) {
      const ack = await sa.next('ack');
      // Read on another connection the moment the ack arrives: the row must be committed already.
      const row = await db
        .selectFrom('chat_messages')
        .select('message_id')
        .where('message_id', '=', ack.data.message_id)
        .executeTakeFirst();
      assert.ok(row, `message ${ack.data.message_id} acked before it was committed`);
    }
    const history = await server.call('/api/chat/getMessageList', { userId: a.id, pageSize: 100 }, { token: b.token });
    assert.deepEqual(new Set(history.data.list.map((m: { message_id: string }) => m.message_id)), new Set(ids));
    await sa.close();
  });

  test('a resent message_id is stored once, even when the copies race, and every copy is acked alike', async () => {
    const [a, b] = [await person(), await person()];
    const [one, two] = [await TestSocket.connect(server, a.token), await TestSocket.connect(server, a.token)];
    const sb = await TestSocket.connect(server, b.token);
    const id = newMessageId();
    for (let n = 0; n < 3; n++) {
      one.sendMessage(b.id, '只发一次', id);
      two.sendMessage(b.id, '只发一次', id);
    }
    const acks = [...(await one.take('ack', 3)), ...(await two.take('ack', 3))];
    assert.equal(new Set(acks.map((ack) => `${ack.seq}:${ack.data.create_time}`)).size, 1);
    const history = await server.call('/api/chat/getMessageList', { userId: a.id }, { token: b.token });
    assert.equal(history.data.list.length, 1);
    await sb.flush();
    assert.equal(sb.drain('message').length, 1);
    // The same id from someone else is refused, and names the message.
    const c = await person();
    const sc = await TestSocket.connect(server, c.token);
    sc.sendMessage(b.id, '冒用', id);
    const refused = await sc.next('error');
    assert.equal(refused.code, -2601);
    assert.equal(refused.data.message_id, id);
    await Promise.all([one.close(), two.close(), sb.close(), sc.close()]);
  });

  test("three devices of one user all receive, and the sender's other devices see what it sent", async () => {
    const [a, b] = [await person(), await person()];
    const devices = [
      await TestSocket.connect(server, a.token),
      await TestSocket.connect(server, a.token),
      await TestSocket.connect(server, a.token),
    ];
    const sb = await TestSocket.connect(server, b.token);
    const fromB = sb.sendMessage(a.id, '三台设备都能收到吗？');
    for (const device of devices) assert.equal((await device.next('message')).data.message_id, fromB);
    const fromA = devices[0]?.sendMessage(b.id, '都收到了') as string;
    assert.equal((await devices[0]?.next('ack'))?.data.message_id, fromA);
    for (const device of devices.slice(1)) {
      const echo = await device.next('message');
      assert.equal(echo.data.message_id, fromA);
      assert.equal(echo.data.from_user_id, a.id);
    }
    await devices[0]?.flush();
    assert.equal(devices[0]?.drain('message').length, 0, 'the sending device gets the ack, not the message too');
    await Promise.all([...devices.map((d) => d.close()), sb.close()]);
  });
});

describe('refusals', () => {
  test('a block either way refuses messages with -2402 and the message_id; the typing hint is dropped', async () => {
    const [a, b] = [await person(), await person()];
    const [sa, sb] = [await TestSocket.connect(server, a.token), await TestSocket.connect(server, b.token)];
    assert.equal((await server.call('/api/chat/blockUser', { userId: b.id }, { token: a.token })).data.is_block, 1);
    const fromB = sb.sendMessage(a.id, '被拉黑了还能发吗');
    const refusedB = await sb.next('error');
    assert.deepEqual([refusedB.code, refusedB.data.message_id], [-2402, fromB]);
    const fromA = sa.sendMessage(b.id, '拉黑的人也不能发');
    const refusedA = await sa.next('error');
    assert.deepEqual([refusedA.code, refusedA.data.message_id], [-2402, fromA]);
    sb.send({ type: 'typing', data: { to_user_id: a.id } });
    await sb.flush();
    await sa.flush();
    assert.equal(sa.drain('message').length + sa.drain('typing').length, 0);
    const hi = await server.call('/api/chat/sayHi', { userId: a.id }, { token: b.token });
    assert.equal(hi.code, -2402);
    await Promise.all([sa.close(), sb.close()]);
  });

  test('an unknown recipient, yourself, empty or over-long text and foreign images are refused by code', async () => {
    const a = await person();
    const sa = await TestSocket.connect(server, a.token);
    const cases: Array<[unknown, number]> = [
      [{ to_user_id: 99_999_999, content: '有人吗' }, -2001],
      [{ to_user_id: a.id, content: '自言自语' }, -2401],
      [{ to_user_id: a.id + 1, content: '   ' }, -2222],
      [{ to_user_id: a.id + 1, content: '长'.repeat(1001) }, -2222],
      [{ to_user_id: a.id + 1, content: 'a\u0000b' }, -2222],
      [{ to_user_id: a.id + 1, images: ['0'.repeat(32)] }, -2306],
      [{ to_user_id: a.id + 1, emote_id: '1f600-1f600-1f600' }, -2606],
      [{ to_user_id: a.id + 1, emote_id: '1f600', content: '和文字一起' }, -2222],
      [{ to_user_id: a.id + 1, images: ['0'.repeat(32)], content: '和图片一起' }, -2222],
    ];
    for (const [data, code] of cases) {
      const id = newMessageId();
      sa.send({ type: 'message', data: { message_id: id, ...(data as object) } });
      const refused = await sa.next('error');
      assert.deepEqual([refused.code, refused.data.message_id], [code, id], JSON.stringify(data));
      assert.ok(refused.msg.length > 0);
    }
    sa.send('not json');
    assert.equal((await sa.next('error')).code, -2222);
    sa.send({ type: 'message', data: { message_id: 'short', to_user_id: 1, content: 'x' } });
    const badId = await sa.next('error');
    assert.deepEqual([badId.code, badId.data.field], [-2222, 'data.message_id']);
    await sa.close();
  });

  test('a bad token gets a 401 frame, then the socket closes', async () => {
    const socket = await TestSocket.open(server, 'not-a-token');
    const frame = await socket.next('error');
    assert.equal(frame.code, 401);
    assert.equal((await socket.closed).code, 4401);
  });

  test('a revoked token: refused on connect, and an open socket of it is closed on the next heartbeat', async () => {
    const a = await person();
    const open = await TestSocket.connect(server, a.token);
    assert.equal((await server.call('/api/login/logout', {}, { token: a.token })).code, 0);
    const again = await TestSocket.open(server, a.token);
    assert.equal((await again.next('error')).code, 401);
    assert.equal((await again.closed).code, 4401);
    await server.app.chat.gateway.beat();
    assert.equal((await open.next('error')).code, 401);
    assert.equal((await open.closed).code, 4401);
  });

  test('a frame over 64 KiB closes the socket with 1009', async () => {
    const a = await person();
    const socket = await TestSocket.connect(server, a.token);
    socket.send({ type: 'message', data: { content: 'x'.repeat(70 * 1024) } });
    assert.equal((await socket.closed).code, 1009);
  });

  test('a page of another site cannot open the socket (Origin), the same origin can', async () => {
    const a = await person();
    const { WebSocket: NodeWs } = await import('ws');
    const url = `${server.url.replace(/^http/, 'ws')}/ws/chat?token=${a.token}`;
    const outcome = (origin: string) =>
      new Promise<string>((resolve) => {
        const ws = new NodeWs(url, { origin });
        ws.on('open', () => {
          ws.close();
          resolve('open');
        });
        ws.on('unexpected-response', (_request, response) => resolve(String(response.statusCode)));
        ws.on('error', () => resolve('error'));
      });
    assert.equal(await outcome('https://evil.example'), '403');
    assert.equal(await outcome(server.url), 'open');
  });
});

describe('catch-up', () => {
  test('after a reconnect, 1,000 missed messages arrive once each, in order, with no gap', async () => {
    const [a, b] = [await person(), await person()];
    const sa = await TestSocket.connect(server, a.token);
    const first = sa.sendMessage(b.id, '在线时的一条');
    await sa.next('ack');
    const sb = await TestSocket.connect(server, b.token);
    const cursor = new StreamCursor();
    sb.send({ type: 'sync', data: { after: 0 } });
    const early = await sb.next('message');
    assert.equal(early.data.message_id, first);
    assert.ok(cursor.accept(early.seq as number));
    await sb.next('synced');
    // B goes away; A keeps writing; B comes back halfway through, with its cursor.
    await sb.close();
    const sent: string[] = [];
    for (let n = 0; n < 1000; n++) {
      sent.push(sa.sendMessage(b.id, `第${n + 1}条`));
      if (n % 100 === 99) await sa.take('ack', 100);
    }
    const back = await TestSocket.connect(server, b.token);
    back.send({ type: 'sync', data: { after: cursor.cursor } });
    const synced = await back.next('synced', () => true, 60_000);
    const frames = back.drain('message');
    const fresh = frames.filter((frame) => cursor.accept(frame.seq as number));
    assert.equal(fresh.length, 1000, 'every missed message, none twice');
    assert.deepEqual(
      fresh.map((frame) => frame.seq),
      Array.from({ length: 1000 }, (_, n) => (early.seq as number) + 1 + n),
      'contiguous seqs in order',
    );
    assert.deepEqual(new Set(fresh.map((frame) => frame.data.message_id)), new Set(sent));
    // In the order they were stored, as history shows them.
    const stored: string[] = [];
    let beforeId: string | undefined;
    for (;;) {
      const page = await server.call(
        '/api/chat/getMessageList',
        { userId: a.id, pageSize: 100, ...(beforeId ? { before: beforeId } : {}) },
        { token: b.token },
      );
      stored.unshift(...page.data.list.map((m: { message_id: string }) => m.message_id));
      if (!page.data.hasMore) break;
      beforeId = page.data.list[0].message_id;
    }
    assert.deepEqual(
      fresh.map((frame) => frame.data.message_id),
      stored.slice(1),
    );
    assert.equal(synced.data.seq, cursor.cursor);
    assert.equal(synced.data.reset, false);
    // Nothing more to catch up.
    back.send({ type: 'sync', data: { after: cursor.cursor } });
    await back.next('synced');
    assert.equal(back.drain('message').length, 0);
    await Promise.all([sa.close(), back.close()]);
  });
});

describe('pruned streams', () => {
  test('a cursor older than what the stream keeps gets reset, then catches up normally', async () => {
    const [a, b] = [await person(), await person()];
    const sa = await TestSocket.connect(server, a.token);
    sa.sendMessage(b.id, '很久以前');
    sa.sendMessage(b.id, '也很久以前');
    await sa.take('ack', 2);
    await server.app.chat.chat.pruneEvents(server.clock.now() + 1);
    const sb = await TestSocket.connect(server, b.token);
    sb.send({ type: 'sync', data: { after: 0 } });
    const reset = await sb.next('synced');
    assert.deepEqual(reset.data, { seq: 2, reset: true });
    assert.equal(sb.drain('message').length, 0);
    const fresh = sa.sendMessage(b.id, '新的');
    await sb.next('message');
    sb.send({ type: 'sync', data: { after: 2 } });
    const again = await sb.next('synced');
    assert.deepEqual(again.data, { seq: 3, reset: false });
    const replayed = sb.drain('message');
    assert.deepEqual(
      replayed.map((frame) => frame.data.message_id),
      [fresh],
    );
    await Promise.all([sa.close(), sb.close()]);
  });
});

describe('read state and revoke', () => {
  test('unread counts per session and in total; reading tells the sender live', async () => {
    const [a, b] = [await person(), await person()];
    const [sa, sb] = [await TestSocket.connect(server, a.token), await TestSocket.connect(server, b.token)];
    for (const text of ['一', '二', '三']) sb.sendMessage(a.id, text);
    await sb.take('ack', 3);
    assert.equal((await server.call('/api/chat/getUnreadNum', {}, { token: a.token })).data.count, 3);
    const sessions = await server.call('/api/chat/getSessionList', {}, { token: a.token });
    assert.equal(sessions.data.list[0].user_id, b.id);
    assert.equal(sessions.data.list[0].unread, 3);
    assert.equal(sessions.data.list[0].last_message.content, '三');
    assert.equal(sessions.data.list[0].user.id, b.id);
    assert.equal(sessions.data.list[0].user.phone, undefined, 'no phone in a public profile');
    sa.send({ type: 'read', data: { user_id: b.id } });
    const read = await sb.next('read');
    assert.deepEqual([read.data.reader_id, read.data.peer_id], [a.id, b.id]);
    assert.equal(typeof read.seq, 'number');
    assert.equal((await server.call('/api/chat/getUnreadNum', {}, { token: a.token })).data.count, 0);
    const history = await server.call('/api/chat/getMessageList', { userId: a.id }, { token: b.token });
    assert.deepEqual(
      history.data.list.map((m: { read: number }) => m.read),
      [1, 1, 1],
    );
    // Reading again changes nothing and tells nobody.
    assert.equal((await server.call('/api/chat/readMessage', { userId: b.id }, { token: a.token })).data.count, 0);
    await sb.flush();
    assert.equal(sb.drain('read').length, 0);
    await Promise.all([sa.close(), sb.close()]);
  });

  test('the sender revokes within 2 minutes; both sides see it; later is refused with -2602', async () => {
    const [a, b] = [await person(), await person()];
    const [sa, sb] = [await TestSocket.connect(server, a.token), await TestSocket.connect(server, b.token)];
    const late = sa.sendMessage(b.id, '这条两分钟后撤回不了');
    await sa.next('ack');
    server.clock.advance(2 * 60_000 + 1);
    const early = sa.sendMessage(b.id, '这条马上撤回');
    await sa.next('ack');
    await sb.take('message', 2);
    assert.equal((await server.call('/api/chat/getUnreadNum', {}, { token: b.token })).data.count, 2);
    server.clock.advance(2 * 60_000);
    const answer = await server.call('/api/chat/revokeMessage', { messageId: early }, { token: a.token });
    assert.equal(answer.code, 0);
    assert.equal(answer.data.revoked, 1);
    assert.equal(answer.data.content, '');
    for (const socket of [sa, sb]) {
      const frame = await socket.next('revoke');
      assert.deepEqual([frame.data.message_id, frame.data.from_user_id], [early, a.id]);
    }
    assert.equal((await server.call('/api/chat/revokeMessage', { messageId: late }, { token: a.token })).code, -2602);
    // The recipient cannot revoke the sender's message; over the socket a refusal names the message.
    sb.send({ type: 'revoke', data: { message_id: late } });
    const refused = await sb.next('error');
    assert.deepEqual([refused.code, refused.data.message_id], [-2603, late]);
    const history = await server.call('/api/chat/getMessageList', { userId: a.id }, { token: b.token });
    const shown = history.data.list.find((m: { message_id: string }) => m.message_id === early);
    assert.deepEqual([shown.revoked, shown.content], [1, '']);
    assert.equal((await server.call('/api/chat/getUnreadNum', {}, { token: b.token })).data.count, 1);
    await Promise.all([sa.close(), sb.close()]);
  });
});
