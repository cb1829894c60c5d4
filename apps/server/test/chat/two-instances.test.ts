// Chat across two server instances behind one address (DESIGN §1): one database (SQLite file or PostgreSQL) and
// Redis pub/sub for the fan-out. Redis is TEST_REDIS_URL, or the local one CI starts (redis://127.0.0.1:6379):
// without Redis two instances cannot reach each other's sockets, which is what this file is about.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { StreamCursor } from '@kk/contract';
import { newMessageId, TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServers, type TestServer, usingRedis } from '../support/harness.ts';

let one: TestServer;
let two: TestServer;
before(async () => {
  const redis: Record<string, string> = usingRedis
    ? {}
    : { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `kktest:${randomBytes(6).toString('hex')}:` };
  [one, two] = (await startServers(2, { ...redis, CHAT_SOCKET_RATE_LIMIT: '100000' })) as [TestServer, TestServer];
});
after(async () => {
  await one.close();
  await two.close();
});

async function person() {
  const account = await signUp(one);
  return { token: account.token, id: account.user.id as number };
}

describe('two instances', () => {
  test('live delivery both ways between sockets on different instances', async () => {
    const [a, b] = [await person(), await person()];
    const [sa, sb] = [await TestSocket.connect(one, a.token), await TestSocket.connect(two, b.token)];
    const toB = sa.sendMessage(b.id, '从一号实例发出');
    assert.equal((await sa.next('ack')).data.message_id, toB);
    assert.equal((await sb.next('message')).data.message_id, toB);
    const toA = sb.sendMessage(a.id, '从二号实例回复');
    await sb.next('ack');
    assert.equal((await sa.next('message')).data.message_id, toA);
    sb.send({ type: 'read', data: { user_id: a.id } });
    assert.equal((await sa.next('read')).data.reader_id, b.id);
    await Promise.all([sa.close(), sb.close()]);
  });

  test('three devices spread over both instances all receive; the sending device gets only its ack', async () => {
    const [a, b] = [await person(), await person()];
    const devices = [
      await TestSocket.connect(one, a.token),
      await TestSocket.connect(two, a.token),
      await TestSocket.connect(two, a.token),
    ];
    const sb = await TestSocket.connect(one, b.token);
    const fromB = sb.sendMessage(a.id, '三台设备');
    for (const device of devices) assert.equal((await device.next('message')).data.message_id, fromB);
    const sender = devices[1] as TestSocket;
    const fromA = sender.sendMessage(b.id, '收到');
    await sender.next('ack');
    for (const device of [devices[0], devices[2]] as TestSocket[]) {
      assert.equal((await device.next('message')).data.message_id, fromA);
    }
    assert.equal((await sb.next('message')).data.message_id, fromA);
    await sender.flush();
    assert.equal(sender.drain('message').length, 0);
    await Promise.all([...devices.map((d) => d.close()), sb.close()]);
  });

  test('one message_id sent to both instances at once is stored once', async () => {
    const [a, b] = [await person(), await person()];
    const [s1, s2] = [await TestSocket.connect(one, a.token), await TestSocket.connect(two, a.token)];
    const ids = Array.from({ length: 20 }, () => newMessageId());
    for (const id of ids) {
      s1.sendMessage(b.id, '并发重发', id);
      s2.sendMessage(b.id, '并发重发', id);
    }
    const acks = [...(await s1.take('ack', 20)), ...(await s2.take('ack', 20))];
    const seqOf = new Map<string, number>();
    for (const ack of acks) {
      const seen = seqOf.get(ack.data.message_id);
      if (seen !== undefined) assert.equal(ack.seq, seen, 'both copies acked with one seq');
      seqOf.set(ack.data.message_id, ack.seq as number);
    }
    const history = await two.call('/api/chat/getMessageList', { userId: a.id, pageSize: 100 }, { token: b.token });
    assert.equal(history.data.list.length, 20);
    assert.deepEqual(new Set(history.data.list.map((m: { message_id: string }) => m.message_id)), new Set(ids));
    await Promise.all([s1.close(), s2.close()]);
  });

  test('senders on both instances at once: the recipient stream has no gap and no duplicate', async () => {
    const [a, c, d] = [await person(), await person(), await person()];
    const live = await TestSocket.connect(one, a.token);
    const [sc, sd] = [await TestSocket.connect(one, c.token), await TestSocket.connect(two, d.token)];
    const sent = new Set<string>();
    for (let n = 0; n < 100; n++) {
      sent.add(sc.sendMessage(a.id, `C${n}`));
      sent.add(sd.sendMessage(a.id, `D${n}`));
    }
    await Promise.all([sc.take('ack', 100, 60_000), sd.take('ack', 100, 60_000)]);
    const cursor = new StreamCursor();
    const frames = await live.take('message', 200, 60_000);
    for (const frame of frames) assert.ok(cursor.accept(frame.seq as number), `seq ${frame.seq} twice`);
    assert.equal(cursor.cursor, 200, 'seqs 1..200, none missing');
    assert.deepEqual(new Set(frames.map((f) => f.data.message_id)), sent);
    // Catch-up on the other instance answers the same stream.
    const later = await TestSocket.connect(two, a.token);
    later.send({ type: 'sync', data: { after: 0 } });
    const synced = await later.next('synced', () => true, 60_000);
    assert.equal(synced.data.seq, 200);
    assert.deepEqual(
      later.drain('message').map((f) => f.seq),
      Array.from({ length: 200 }, (_, n) => n + 1),
    );
    await Promise.all([live.close(), sc.close(), sd.close(), later.close()]);
  });

  test('revoke on one instance reaches both sides on the other', async () => {
    const [a, b] = [await person(), await person()];
    const [sa, sb] = [await TestSocket.connect(two, a.token), await TestSocket.connect(two, b.token)];
    const id = sa.sendMessage(b.id, '撤回我');
    await sa.next('ack');
    await sb.next('message');
    assert.equal((await one.call('/api/chat/revokeMessage', { messageId: id }, { token: a.token })).code, 0);
    assert.equal((await sa.next('revoke')).data.message_id, id);
    assert.equal((await sb.next('revoke')).data.message_id, id);
    await Promise.all([sa.close(), sb.close()]);
  });
});
