// The money words and the queue on its own (issue 24; docs/decisions/0093-warnings-and-stranger-images.md): an admin
// edits the list in the console (audited), every instance uses it at once; money talk to five people who do not
// know the sender within a day files one report by the system (not four, not twice), with the messages.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CODE, SAFETY } from '@kk/contract';
import type { Frame } from '../support/chat-helpers.ts';
import { loginOperator } from '../support/console.ts';
import type { TestServer } from '../support/harness.ts';
import {
  codesOf,
  type Member,
  member,
  members,
  ok,
  sendAll,
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

/** The tip the recipient is shown with a text from `from` (read from her live frame). */
async function tipOf(sender: TestSocket, recipient: TestSocket, to: Member, text: string): Promise<unknown> {
  const ack = await sendText(sender, to.id, text);
  assert.equal(ack.type, 'ack');
  const frame = await recipient.next('message', (f: Frame) => f.data.message_id === ack.data.message_id);
  return frame.data.safety_tip;
}

describe('the money words', () => {
  test('an admin replaces them (audited); the other instance uses the new list at once', async () => {
    const moderator = await loginOperator(one);
    const admin = await loginOperator(one, { role: 'admin' });
    const listed = await moderator.call('/api/console/getSafetyWords', {});
    assert.deepEqual(listed.data.words, [...SAFETY.moneyWordsDefault]);
    const refused = await moderator.call('/api/console/setSafetyWords', { words: ['点卡'] });
    assert.equal(refused.code, CODE.operatorForbidden);
    const empty = await admin.call('/api/console/setSafetyWords', { words: ['  '] });
    assert.equal(empty.code, CODE.paramsError);

    // A pair that matches (no first-contact limit) and met just now (still new to each other: tips apply).
    const [a, b] = [await member(one), await member(one)];
    await ok(one, '/api/chat/zan', { userId: b.id }, a);
    await ok(one, '/api/chat/zan', { userId: a.id }, b);
    const sa = await TestSocket.connect(two, a.token);
    const sb = await TestSocket.connect(two, b.token);
    assert.equal(await tipOf(sa, sb, b, '借钱给我'), 'money');
    assert.equal(await tipOf(sa, sb, b, '买点卡吗'), undefined);

    const set = await admin.call('/api/console/setSafetyWords', { words: ['点卡', 'ＵＳＤＴ', 'usdt'] }, {}, one);
    assert.equal(set.code, 0);
    assert.deepEqual(set.data.words, ['点卡', 'ＵＳＤＴ'], 'one of each, as first written');
    assert.deepEqual((await moderator.call('/api/console/getSafetyWords', {}, {}, two)).data.words, [
      '点卡',
      'ＵＳＤＴ',
    ]);
    const log = await admin.call('/api/console/getAuditLog', { page: 1, pageSize: 20 });
    const entry = log.data.list.find((e: { action: string }) => e.action === 'editSafetyWords');
    assert.ok(entry, 'the edit is in the audit log');
    assert.equal(entry.operator.id, admin.operator.id);

    // Instance two hears it through Redis: the next messages there are checked against the new list.
    let tip: unknown;
    for (let attempt = 0; attempt < 100 && tip !== 'money'; attempt++) {
      tip = await tipOf(sa, sb, b, '买点卡吗');
      if (tip !== 'money') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.equal(tip, 'money');
    assert.equal(await tipOf(sa, sb, b, '借钱给我'), undefined, 'a word taken off the list warns no more');
    await admin.call('/api/console/setSafetyWords', { words: [...SAFETY.moneyWordsDefault] });
    await Promise.all([sa.close(), sb.close()]);
  });
});

describe('the queue on its own', () => {
  test('money talk to 4 strangers files nothing; the 5th (sent with two more at once) files one report', async () => {
    const sender = await member(one);
    const others = await members(one, SAFETY.moneyStrangersMax + 2);
    const sockets = [await TestSocket.connect(one, sender.token), await TestSocket.connect(two, sender.token)];
    const automaticCases = async () =>
      (await one.app.moderation.queue.list({ status: 'open', page: 1, pageSize: 100 })).list.filter(
        (item) => item.member.id === sender.id,
      );
    for (const [n, other] of others.slice(0, SAFETY.moneyStrangersMax - 1).entries()) {
      assert.equal((await sendText(sockets[n % 2] as TestSocket, other.id, `转账给我 ${n}`)).type, 'ack');
    }
    // Talk that is not about money, or money talk to the same person again, adds no one.
    assert.equal((await sendText(sockets[0] as TestSocket, (others[0] as Member).id, '借钱给我')).type, 'ack');
    assert.equal((await sendText(sockets[1] as TestSocket, (others[5] as Member).id, '你好')).type, 'ack');
    assert.deepEqual(await automaticCases(), [], 'four people: nothing yet');

    const frames = await sendAll(
      others.slice(SAFETY.moneyStrangersMax - 1).map((other, n) => ({
        socket: sockets[n % 2] as TestSocket,
        toId: other.id,
        content: `投资理财 ${n}`,
      })),
    );
    assert.deepEqual(codesOf(frames), [0, 0, 0]);
    const cases = await automaticCases();
    assert.equal(cases.length, 1, 'one queue item');
    const [item] = cases;
    assert.equal(item?.count, 1, 'one report, not one per message past the fifth');
    assert.deepEqual(item?.reasons, [2]);

    const operator = await loginOperator(two);
    const detail = await operator.call('/api/console/getReport', { id: item?.id });
    assert.equal(detail.code, 0);
    const [entry] = detail.data.reports;
    assert.equal(entry.automatic, 1);
    assert.equal(entry.reporter, null);
    assert.equal(entry.reason, 2);
    const lines = (entry.content as string).split('\n');
    assert.ok(lines.length >= SAFETY.moneyStrangersMax, entry.content);
    assert.match(entry.content, /转账给我 1/);
    assert.match(entry.content, /投资理财/);

    // Still open: more money talk to another stranger files nothing more.
    const more = await member(one);
    assert.equal((await sendText(sockets[0] as TestSocket, more.id, '红包拿去')).type, 'ack');
    assert.equal((await automaticCases())[0]?.count, 1);
    await Promise.all(sockets.map((socket) => socket.close()));
  });
});
