// Warnings in chat and the stranger flag (issue 24; docs/decisions/0093-warnings-and-stranger-images.md): a message
// from someone its recipient has not answered, or has known for less than three days, carries `safety_tip` when it
// holds contact details or money talk, and `from_stranger` while unanswered: for the recipient only, in the live
// frame, the catch-up, the history and the session list; never on the sender's side. Two instances.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { SAFETY } from '@kk/contract';
import type { Frame } from '../support/chat-helpers.ts';
import type { TestServer } from '../support/harness.ts';
import {
  type Member,
  member,
  newMessageId,
  ok,
  outcomeOf,
  sendText,
  startPair,
  TestSocket,
} from './safety-fixtures.ts';

let one: TestServer;
let two: TestServer;
before(async () => {
  [one, two] = await startPair();
});
after(async () => {
  await one.close();
  await two.close();
});

const history = async (server: TestServer, viewer: Member, peer: Member) =>
  (await ok(server, '/api/chat/getMessageList', { userId: peer.id, pageSize: 50 }, viewer)).list as Array<
    Record<string, unknown>
  >;
const lastOf = async (server: TestServer, viewer: Member, peer: Member) => {
  const { list } = await ok(server, '/api/chat/getSessionList', { page: 1, pageSize: 50 }, viewer);
  return list.find((session: { user_id: number }) => session.user_id === peer.id).last_message;
};
const flags = (message: Record<string, unknown>) => [message.safety_tip, message.from_stranger];

describe('a stranger writes', () => {
  test('contact details and money talk are marked for the recipient alone, live and in history', async () => {
    const [stranger, her] = [await member(one), await member(one)];
    const sender = await TestSocket.connect(one, stranger.token);
    const senderOther = await TestSocket.connect(two, stranger.token);
    const recipient = await TestSocket.connect(two, her.token);
    const cases: Array<[string, unknown[]]> = [
      ['加我微信 sunny_2026 聊', ['contact', 1]],
      ['能借钱给我吗，急用', ['money', 1]],
      ['你好，周末有空吗', [undefined, 1]],
    ];
    for (const [text, expected] of cases) {
      const ack = await sendText(sender, her.id, text);
      assert.equal(ack.type, 'ack');
      assert.deepEqual(flags(ack.data.message), [undefined, undefined], `the ack of "${text}"`);
      const mine = await senderOther.next('message', (f: Frame) => f.data.message_id === ack.data.message_id);
      assert.deepEqual(flags(mine.data), [undefined, undefined], `the sender's other device: "${text}"`);
      const theirs = await recipient.next('message', (f: Frame) => f.data.message_id === ack.data.message_id);
      assert.deepEqual(flags(theirs.data), expected, `the recipient's frame: "${text}"`);
    }
    assert.deepEqual(
      (await history(one, her, stranger)).map(flags),
      cases.map(([, expected]) => expected),
    );
    assert.deepEqual(
      (await history(two, stranger, her)).map(flags),
      cases.map(() => [undefined, undefined]),
    );
    assert.deepEqual(flags(await lastOf(two, her, stranger)), [undefined, 1]);
    assert.deepEqual(flags(await lastOf(one, stranger, her)), [undefined, undefined]);
    // A reconnect's catch-up replays them as the live frames were.
    const again = await TestSocket.connect(one, her.token);
    again.send({ type: 'sync', data: { after: 0 } });
    const replayed = await again.take('message', cases.length);
    await again.next('synced');
    assert.deepEqual(
      replayed.map((frame) => flags(frame.data)),
      cases.map(([, expected]) => expected),
    );
    await Promise.all([sender, senderOther, recipient, again].map((socket) => socket.close()));
  });

  test('once answered, only the tip remains, for three days from the first message', async () => {
    const [stranger, her] = [await member(one), await member(one)];
    const sender = await TestSocket.connect(one, stranger.token);
    const recipient = await TestSocket.connect(two, her.token);
    assert.equal((await sendText(sender, her.id, '你好')).type, 'ack');
    assert.equal((await sendText(recipient, stranger.id, '你好呀')).type, 'ack');
    const early = await sendText(sender, her.id, '我的手机 138 1234 5678');
    const seen = await recipient.next('message', (f: Frame) => f.data.message_id === early.data.message_id);
    assert.deepEqual(flags(seen.data), ['contact', undefined]);
    // Her own answer carried nothing for him: she wrote to someone who wrote to her first.
    const hers = (await history(one, stranger, her)).find((m) => m.content === '你好呀') as Record<string, unknown>;
    assert.deepEqual(flags(hers), [undefined, undefined]);
    for (const server of [one, two]) server.clock.advance(SAFETY.knownForMs);
    const later = await sendText(sender, her.id, '我的手机 138 1234 5678');
    const known = await recipient.next('message', (f: Frame) => f.data.message_id === later.data.message_id);
    assert.deepEqual(flags(known.data), [undefined, undefined]);
    await Promise.all([sender, recipient].map((socket) => socket.close()));
  });

  test('a revoked message keeps no warning', async () => {
    const [stranger, her] = [await member(one), await member(one)];
    const sender = await TestSocket.connect(one, stranger.token);
    const id = newMessageId();
    sender.sendMessage(her.id, 'QQ 12345678', id);
    assert.equal((await outcomeOf(sender, id)).type, 'ack');
    assert.equal((await history(two, her, stranger))[0]?.safety_tip, 'contact');
    await ok(one, '/api/chat/revokeMessage', { messageId: id }, stranger);
    const [revoked] = await history(two, her, stranger);
    assert.deepEqual([revoked?.revoked, revoked?.safety_tip, revoked?.from_stranger], [1, undefined, 1]);
    await sender.close();
  });
});
