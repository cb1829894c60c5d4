// Group commit (features/chat/chat.batcher.ts): sends that arrive in the same turn of the event loop are stored
// by one transaction. Each still gets its own answer: a refusal fails only its own message, two people writing
// to each other in one batch leave both sessions as one message after another would, and every stream stays
// gap-free. SQLite with in-memory fan-out; PostgreSQL + Redis when TEST_DATABASE_URL / TEST_REDIS_URL are set.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CODE } from '@kk/contract';
import { AppError } from '../../src/platform/http/app-error.ts';
import { type Frame, newMessageId, TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';

let server: TestServer;
before(async () => {
  server = await startServer({ CHAT_SOCKET_RATE_LIMIT: '100000' });
});
after(() => server.close());

async function person() {
  const account = await signUp(server);
  return { token: account.token, id: account.user.id as number };
}

/** Every event of a user's stream from the start: seqs and the message ids of its message events. */
async function stream(token: string): Promise<{ seqs: number[]; messages: string[] }> {
  const socket = await TestSocket.connect(server, token);
  socket.send({ type: 'sync', data: { after: 0 } });
  await socket.next('synced');
  const events = socket.frames.filter((frame) => frame.seq !== undefined).sort((x, y) => (x.seq ?? 0) - (y.seq ?? 0));
  await socket.close();
  return {
    seqs: events.map((frame) => frame.seq as number),
    messages: events.filter((frame) => frame.type === 'message').map((frame) => frame.data.message_id),
  };
}

const codeOf = (result: PromiseSettledResult<unknown>) =>
  result.status === 'rejected' && result.reason instanceof AppError ? result.reason.code : 0;

test('one batch: each send gets its own answer, refusals fail only themselves, sessions and streams stay whole', async () => {
  const [a, b, c, d] = [await person(), await person(), await person(), await person()];
  const chat = server.app.chat.chat;
  // Earlier, on their own: a message of a's (resent below) and c blocked by a.
  const earlier = newMessageId();
  const first = await chat.send(a.id, { message_id: earlier, to_user_id: b.id, content: '早' });
  assert.equal((await server.call('/api/chat/blockUser', { userId: c.id }, { token: a.token })).code, 0);
  const [sa, sb] = [await TestSocket.connect(server, a.token), await TestSocket.connect(server, b.token)];

  // Called in one turn: one batch.
  const ids = [newMessageId(), newMessageId(), newMessageId(), newMessageId(), newMessageId()];
  const results = await Promise.allSettled([
    chat.send(a.id, { message_id: ids[0] as string, to_user_id: b.id, content: '一' }),
    chat.send(b.id, { message_id: ids[1] as string, to_user_id: a.id, content: '二' }),
    chat.send(c.id, { message_id: ids[2] as string, to_user_id: a.id, content: '被拉黑' }),
    chat.send(a.id, { message_id: ids[3] as string, to_user_id: b.id, content: '三' }),
    chat.send(d.id, { message_id: earlier, to_user_id: b.id, content: '别人的编号' }),
    chat.send(a.id, { message_id: earlier, to_user_id: b.id, content: '早' }),
    chat.send(d.id, { message_id: ids[4] as string, to_user_id: 99_999_999, content: '没有这个人' }),
  ]);
  assert.deepEqual(results.map(codeOf), [0, 0, CODE.blocked, 0, CODE.messageIdInvalid, 0, CODE.noSuchUser]);
  const sent = results.map((result) => (result.status === 'fulfilled' ? result.value : null));
  assert.deepEqual(
    sent.map((s) => s?.stored ?? null),
    [true, true, null, true, null, false, null],
  );
  // The resend is answered as the first time: the same message and the same seq of a's stream.
  assert.equal(sent[5]?.seq, first.seq);
  assert.equal(sent[5]?.message.create_time, first.message.create_time);
  // a's seqs: the earlier message, then 一, 二 (received), 三, one after another.
  assert.deepEqual([sent[0]?.seq, sent[3]?.seq], [first.seq + 1, first.seq + 3]);

  // Live, in the order stored, to both: each side's own messages too, as they were sent from no socket of theirs.
  for (const socket of [sa, sb]) {
    assert.deepEqual(
      (await socket.take('message', 3)).map((frame: Frame) => frame.data.content),
      ['一', '二', '三'],
    );
  }

  // Sessions as if one message after another: b has 早, 一 and 三 unread; a has 二 unread (a's own are read).
  const ofB = await server.call('/api/chat/getSessionList', {}, { token: b.token });
  assert.deepEqual([ofB.data.list[0].unread, ofB.data.list[0].last_message.content], [3, '三']);
  const ofA = await server.call('/api/chat/getSessionList', {}, { token: a.token });
  assert.deepEqual([ofA.data.list[0].user_id, ofA.data.list[0].unread], [b.id, 1]);
  const history = await server.call('/api/chat/getMessageList', { userId: b.id }, { token: a.token });
  assert.deepEqual(
    history.data.list.map((m: { content: string }) => m.content),
    ['早', '一', '二', '三'],
  );

  // Every stream gap-free from 1, each stored message once.
  const streamOfA = await stream(a.token);
  assert.deepEqual(streamOfA.seqs, [1, 2, 3, 4]);
  assert.deepEqual(streamOfA.messages, [earlier, ids[0], ids[1], ids[3]]);
  const streamOfB = await stream(b.token);
  assert.deepEqual(streamOfB.seqs, [1, 2, 3, 4]);
  assert.deepEqual((await stream(c.token)).seqs, []);
  await Promise.all([sa.close(), sb.close()]);
});

test('many sockets sending at once: each acked once with its own seq, each received once, in order', async () => {
  const people = await Promise.all(Array.from({ length: 8 }, () => person()));
  const sockets = await Promise.all(people.map((p) => TestSocket.connect(server, p.token)));
  // Sockets 2i and 2i + 1 write to each other, five messages each, all sent before any ack is read.
  const sent = people.map(() => [] as string[]);
  for (let k = 0; k < 5; k++) {
    for (const [i, socket] of sockets.entries()) {
      const partner = people[i ^ 1] as { id: number };
      sent[i]?.push(socket.sendMessage(partner.id, `${i}-${k}`));
    }
  }
  for (const [i, socket] of sockets.entries()) {
    const acks = await socket.take('ack', 5);
    assert.deepEqual(
      acks.map((ack) => ack.data.message_id),
      sent[i],
    );
    const received = await socket.take('message', 5);
    assert.deepEqual(
      received.map((frame) => frame.data.message_id),
      sent[i ^ 1],
    );
    // Acks and received messages share the user's stream: ten seqs, no gap, no repeat.
    const seqs = [...acks, ...received].map((frame) => frame.seq as number).sort((x, y) => x - y);
    assert.deepEqual(
      seqs,
      Array.from({ length: 10 }, (_, n) => n + 1),
    );
  }
  await Promise.all(sockets.map((socket) => socket.close()));
});
