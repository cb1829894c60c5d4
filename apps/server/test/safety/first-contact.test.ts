// First contact (issue 24; docs/decisions/0092-first-contact-and-who-may-write.md): a daily budget of new
// conversations, three messages until the other answers (a match lifts it), conversations from before untouched;
// each under concurrent sends spread over two instances.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CODE, FIRST_CONTACT } from '@kk/contract';
import type { TestServer } from '../support/harness.ts';
import {
  codesOf,
  count,
  type Member,
  member,
  members,
  ok,
  sendAll,
  sendText,
  startPair,
  TestSocket,
} from './safety-fixtures.ts';

const DAY = 86_400_000;

describe('the daily budget of new conversations', () => {
  const BUDGET = 5;
  let one: TestServer;
  let two: TestServer;
  before(async () => {
    [one, two] = await startPair({ CHAT_NEW_CONVERSATIONS_PER_DAY: String(BUDGET) });
  });
  after(async () => {
    await one.close();
    await two.close();
  });

  test('20 first messages at once to 20 new people, from two instances: exactly the budget go', async () => {
    const sender = await member(one);
    const others = await members(one, 20);
    // Ten devices (frames of one socket are handled in turn) and ten greetings over HTTP, spread over both.
    const sockets: TestSocket[] = [];
    for (let n = 0; n < 10; n++) sockets.push(await TestSocket.connect(n % 2 === 0 ? one : two, sender.token));
    const [viaSockets, viaGreetings] = await Promise.all([
      sendAll(
        others
          .slice(0, 10)
          .map((other, n) => ({ socket: sockets[n] as TestSocket, toId: other.id, content: `你好 ${n}` })),
      ),
      Promise.all(
        others
          .slice(10)
          .map((other, n) =>
            (n % 2 === 0 ? one : two).call('/api/chat/sayHi', { userId: other.id }, { token: sender.token }),
          ),
      ),
    ]);
    const frames = [
      ...viaSockets,
      ...viaGreetings.map((answer) =>
        answer.code === 0
          ? { type: 'ack', code: 0, msg: '', data: answer.data }
          : { type: 'error', code: answer.code, msg: answer.msg, data: answer.data },
      ),
    ];
    const codes = codesOf(frames);
    assert.equal(count(codes, 0), BUDGET, `acked: ${codes}`);
    assert.equal(count(codes, CODE.newConversationLimit), 20 - BUDGET, `refused: ${codes}`);
    // The refusal says when the budget comes back: the next midnight in China Standard Time.
    const now = one.clock.now();
    const midnight = (Math.floor((now + FIRST_CONTACT.dayOffsetMs) / DAY) + 1) * DAY - FIRST_CONTACT.dayOffsetMs;
    for (const frame of frames.filter((f) => f.type === 'error')) {
      assert.equal(frame.data.until, midnight);
      assert.ok(frame.msg.length > 0);
    }
    // Nothing of a refused message was stored: the refused recipients have no conversation.
    const refused = others.filter((_, n) => frames[n]?.type === 'error');
    for (const other of refused.slice(0, 3)) {
      const list = await ok(one, '/api/chat/getMessageList', { userId: sender.id, pageSize: 20 }, other);
      assert.equal(list.list.length, 0);
    }
    // The conversations begun go on; a greeting and a kk lock request to someone new are refused too.
    const started = others.find((_, n) => frames[n]?.type === 'ack' && n < 10) as Member;
    assert.equal((await sendText(sockets[1] as TestSocket, started.id, '还在吗')).type, 'ack');
    const hi = await two.call('/api/chat/sayHi', { userId: (refused[0] as Member).id }, { token: sender.token });
    assert.equal(hi.code, CODE.newConversationLimit);
    assert.equal(hi.data.until, midnight);
    const lock = await one.call(
      '/api/kklock/applyKkLock',
      { to_user_id: (refused[1] as Member).id },
      { token: sender.token },
    );
    assert.equal(lock.code, CODE.newConversationLimit);
    // The next CST day brings a new budget.
    for (const server of [one, two]) server.clock.advance(midnight + 1000 - server.clock.now());
    assert.equal((await sendText(sockets[0] as TestSocket, (refused[2] as Member).id, '新的一天')).type, 'ack');
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  test('a verified member has twice the budget; greetings and kk lock requests count against it', async () => {
    const sender = await member(one);
    await one.database().kysely.updateTable('users').set({ verified: 1 }).where('id', '=', sender.id).execute();
    const others = await members(one, BUDGET * 2 + 1);
    const socket = await TestSocket.connect(two, sender.token);
    const greeted = await two.call('/api/chat/sayHi', { userId: (others[0] as Member).id }, { token: sender.token });
    assert.equal(greeted.code, 0);
    await ok(one, '/api/kklock/applyKkLock', { to_user_id: (others[1] as Member).id }, sender);
    const frames = await sendAll(others.slice(2).map((other) => ({ socket, toId: other.id, content: '你好' })));
    const codes = codesOf(frames);
    assert.equal(count(codes, 0), BUDGET * 2 - 2, `acked: ${codes}`);
    assert.equal(count(codes, CODE.newConversationLimit), 1);
    await socket.close();
  });
});

describe('three messages until the other answers', () => {
  let one: TestServer;
  let two: TestServer;
  before(async () => {
    [one, two] = await startPair();
  });
  after(async () => {
    await one.close();
    await two.close();
  });

  test('10 messages at once from two instances: exactly 3 go, the rest are -2912; an answer lifts it', async () => {
    const [a, b] = [await member(one), await member(one)];
    // Ten devices, one message each (a socket's frames are handled in turn), over both instances.
    const sockets: TestSocket[] = [];
    for (let n = 0; n < 10; n++) sockets.push(await TestSocket.connect(n % 2 === 0 ? one : two, a.token));
    const frames = await sendAll(sockets.map((socket, n) => ({ socket, toId: b.id, content: `第${n}条` })));
    const codes = codesOf(frames);
    assert.equal(count(codes, 0), FIRST_CONTACT.unansweredMax, `acked: ${codes}`);
    assert.equal(count(codes, CODE.awaitReply), 10 - FIRST_CONTACT.unansweredMax, `refused: ${codes}`);
    const refusal = frames.find((frame) => frame.type === 'error');
    assert.match(refusal?.msg ?? '', /回复/);
    const history = await ok(one, '/api/chat/getMessageList', { userId: a.id, pageSize: 50 }, b);
    assert.equal(history.list.length, FIRST_CONTACT.unansweredMax, 'the refused ones were not stored');
    // Still refused, one at a time, on either instance.
    assert.equal((await sendText(sockets[1] as TestSocket, b.id, '在吗')).code, CODE.awaitReply);
    // B answers: the conversation is open both ways from then on.
    const sb = await TestSocket.connect(two, b.token);
    assert.equal((await sendText(sb, a.id, '你好呀')).type, 'ack');
    const more = await sendAll(
      Array.from({ length: 6 }, (_, n) => ({
        socket: sockets[n % 2] as TestSocket,
        toId: b.id,
        content: `又一条${n}`,
      })),
    );
    assert.deepEqual(codesOf(more), [0, 0, 0, 0, 0, 0]);
    await Promise.all([...sockets, sb].map((socket) => socket.close()));
  });

  test('a match lifts the limit', async () => {
    const [a, b] = [await member(one), await member(one)];
    const socket = await TestSocket.connect(one, a.token);
    for (let n = 0; n < FIRST_CONTACT.unansweredMax; n++)
      assert.equal((await sendText(socket, b.id, `${n}`)).type, 'ack');
    assert.equal((await sendText(socket, b.id, '再来')).code, CODE.awaitReply);
    await ok(one, '/api/chat/zan', { userId: b.id }, a);
    await ok(two, '/api/chat/zan', { userId: a.id }, b);
    const frames = await sendAll(Array.from({ length: 4 }, () => ({ socket, toId: b.id, content: '配对了' })));
    assert.deepEqual(codesOf(frames), [0, 0, 0, 0]);
    await socket.close();
  });

  test('the one written to may always answer, and a kk lock request counts as a message', async () => {
    const [a, b, c] = [await member(one), await member(one), await member(one)];
    const sa = await TestSocket.connect(one, a.token);
    for (let n = 0; n < 3; n++) assert.equal((await sendText(sa, b.id, `${n}`)).type, 'ack');
    const sb = await TestSocket.connect(two, b.token);
    assert.equal((await sendText(sb, a.id, '嗯')).type, 'ack');
    // C asks A to lock (a first contact): C may then write two more, not three.
    await ok(two, '/api/kklock/applyKkLock', { to_user_id: a.id }, c);
    const sc = await TestSocket.connect(two, c.token);
    const frames = await sendAll(Array.from({ length: 3 }, () => ({ socket: sc, toId: a.id, content: '看看我' })));
    assert.deepEqual(codesOf(frames).sort(), [CODE.awaitReply, 0, 0].sort());
    await Promise.all([sa, sb, sc].map((socket) => socket.close()));
  });

  test('a conversation from before first contact (legacy) is never limited', async () => {
    const [a, b] = [await member(one), await member(one)];
    const socket = await TestSocket.connect(one, a.token);
    for (let n = 0; n < 3; n++) assert.equal((await sendText(socket, b.id, `${n}`)).type, 'ack');
    // What migration 0023 writes for a conversation that had messages before it (test/safety/migration.test.ts).
    await one
      .database()
      .kysely.updateTable('chat_contacts')
      .set({ legacy: 1 })
      .where('low_id', '=', Math.min(a.id, b.id))
      .where('high_id', '=', Math.max(a.id, b.id))
      .execute();
    const frames = await sendAll(Array.from({ length: 5 }, () => ({ socket, toId: b.id, content: '老朋友' })));
    assert.deepEqual(codesOf(frames), [0, 0, 0, 0, 0]);
    await socket.close();
  });
});
