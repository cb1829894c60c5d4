// Moderation from the members' side and the queue it fills (docs/decisions/0087-moderation.md): reporting a message
// (either of its two people, nobody else), reports grouped into queue items, the kept copy of a revoked message and
// of deleted content, its purge after MODERATION_RETENTION_DAYS, protection before review, and appeals once.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServer, startServers, type TestServer } from '../support/harness.ts';
import { deleteAccount } from '../support/notice-fixtures.ts';
import { comment, post, uploadImage } from '../support/square-fixtures.ts';

type Person = Awaited<ReturnType<typeof signUp>>;
const DAY = 86_400_000;

const report = (server: TestServer, who: Person, body: Record<string, unknown>) =>
  server.call('/api/report/addReport', { reason: 1, ...body }, { token: who.token });

/** A conversation: a sends b a text, b answers; answers the message ids in order. */
async function talk(server: TestServer, a: Person, b: Person, texts: string[]): Promise<string[]> {
  const [sa, sb] = [await TestSocket.connect(server, a.token), await TestSocket.connect(server, b.token)];
  const ids: string[] = [];
  for (const [i, text] of texts.entries()) {
    const [from, to] = i % 2 === 0 ? [sa, b] : [sb, a];
    ids.push(from.sendMessage(to.user.id, text));
    await from.next('ack');
  }
  sa.close();
  sb.close();
  return ids;
}

function queue(server: TestServer) {
  return server.app.moderation.queue;
}

async function openCases(server: TestServer) {
  return (await queue(server).list({ status: 'open', page: 1, pageSize: 100 })).list;
}

describe('reporting a message', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('either of its two people may report it; anyone else is told there is no such message', async () => {
    const [a, b, c] = [await signUp(server), await signUp(server), await signUp(server)];
    const [fromA, fromB] = (await talk(server, a, b, ['你好', '滚开'])) as [string, string];
    assert.equal((await report(server, a, { target_type: 4, target_id: fromB })).code, 0);
    assert.equal((await report(server, b, { target_type: 4, target_id: fromA })).code, 0);
    // The sender of a message may report it too: it is then about the other person.
    assert.equal((await report(server, a, { target_type: 4, target_id: fromA })).code, 0);
    assert.equal((await report(server, c, { target_type: 4, target_id: fromB })).code, -2603);
    assert.equal((await report(server, c, { target_type: 4, target_id: 'x'.repeat(20) })).code, -2222);
    const cases = (await openCases(server)).filter((item) => item.target_type === 4);
    const byTarget = new Map(cases.map((item) => [item.target_id, item]));
    assert.equal(byTarget.get(fromB)?.member.id, b.user.id);
    // b reported a's message first: the item is about a, and a's own report of it joins that item.
    assert.equal(byTarget.get(fromA)?.member.id, a.user.id);
    assert.equal(byTarget.get(fromA)?.count, 2);
  });
});

describe('the queue', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('groups reports by target into one open item; a report after it closed opens a new one; order', async () => {
    const [x, y, r1, r2, r3] = (await Promise.all([1, 2, 3, 4, 5].map(() => signUp(server)))) as Person[] as [
      Person,
      Person,
      Person,
      Person,
      Person,
    ];
    assert.equal((await report(server, r1, { target_type: 1, target_id: x.user.id, reason: 1 })).code, 0);
    server.clock.advance(1000);
    assert.equal((await report(server, r1, { target_type: 1, target_id: y.user.id, reason: 2 })).code, 0);
    server.clock.advance(1000);
    assert.equal((await report(server, r2, { target_type: 1, target_id: y.user.id, reason: 5 })).code, 0);
    assert.equal((await report(server, r3, { target_type: 1, target_id: y.user.id, reason: 2 })).code, 0);
    const cases = (await openCases(server)).filter((item) => [x.user.id, y.user.id].includes(item.member.id));
    // Most reported first, then oldest.
    assert.deepEqual(
      cases.map((item) => [item.member.id, item.count, item.reasons]),
      [
        [y.user.id, 3, [2, 5]],
        [x.user.id, 1, [1]],
      ],
    );
    const yCase = cases[0];
    assert.ok(yCase);
    assert.equal(yCase.last_time - yCase.first_time, 1000);
    assert.equal(yCase.member.username, y.user.username);
  });

  test('a revoked message stays readable to operators with its conversation around it', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const texts = Array.from({ length: 25 }, (_, i) => `第${i}句`);
    texts[12] = '我知道你住哪里';
    const ids = await talk(server, a, b, texts);
    const threat = ids[12] as string;
    assert.equal((await report(server, b, { target_type: 4, target_id: threat, reason: 1 })).code, 0);
    const revoked = await server.call('/api/chat/revokeMessage', { messageId: threat }, { token: a.token });
    assert.equal(revoked.code, 0, revoked.msg);
    // Revoked and gone for the members...
    const seen = await server.call('/api/chat/getMessageList', { userId: a.user.id, pageSize: 50 }, { token: b.token });
    assert.ok(!JSON.stringify(seen.data).includes('我知道你住哪里'));
    // ...kept for operators.
    const item = (await openCases(server)).find((c) => c.target_id === threat);
    assert.ok(item);
    const detail = await queue(server).detail(item.id);
    assert.equal(detail.target.text, '我知道你住哪里');
    assert.equal(detail.target.gone, 1);
    assert.equal(detail.context.length, 21);
    assert.deepEqual(
      detail.context.map((m) => m.content),
      texts.slice(2, 23),
    );
    const reported = detail.context.find((m) => m.reported === 1);
    assert.deepEqual([reported?.message_id, reported?.revoked, reported?.content], [threat, 1, '我知道你住哪里']);
    assert.equal(detail.reports[0]?.reporter?.id, b.user.id);
    assert.equal(detail.member_state.held, 0);
  });

  test('a deleted update and comment still show as reported; the kept copies go after the retention days', async () => {
    const [author, reporter] = [await signUp(server), await signUp(server)];
    const image = await uploadImage(server, author);
    const updatesId = (await post(server, author, '加我微信转账', [image])).id as number;
    const commentId = (await comment(server, author, updatesId, '私聊我')).id as number;
    assert.equal((await report(server, reporter, { target_type: 2, target_id: updatesId, reason: 2 })).code, 0);
    assert.equal((await report(server, reporter, { target_type: 3, target_id: commentId, reason: 2 })).code, 0);
    const before = await server.storedKeys('evidence/');
    assert.ok(before.length >= 1, 'the update’s image was copied');
    const del = await server.call('/api/updates/deleteUpdates', { id: updatesId }, { token: author.token });
    assert.equal(del.code, 0, del.msg);
    const cases = await openCases(server);
    const updateCase = cases.find((c) => c.target_type === 2 && c.target_id === updatesId);
    const commentCase = cases.find((c) => c.target_type === 3 && c.target_id === commentId);
    assert.ok(updateCase && commentCase);
    const u = await queue(server).detail(updateCase.id);
    assert.deepEqual([u.target.text, u.target.gone, u.target.images.length], ['加我微信转账', 1, 1]);
    assert.match(u.target.images[0] as string, /^\/api\/console\/evidence\/evidence\//);
    // The copy is never served to anyone at /files/.
    const copyKey = (u.target.images[0] as string).replace('/api/console/evidence/', '');
    const leaked = await fetch(`${server.url}/files/${copyKey}`, { headers: { token: author.token } });
    assert.notEqual(leaked.status, 200);
    const c = await queue(server).detail(commentCase.id);
    assert.deepEqual([c.target.text, c.target.gone], ['私聊我', 1]);

    // 29 days on nothing is purged; after 30 the copies and their images are gone.
    server.clock.advance(29 * DAY);
    await server.app.moderation.evidence.purgeDue();
    assert.equal((await queue(server).detail(updateCase.id)).target.text, '加我微信转账');
    server.clock.advance(DAY + 1);
    assert.ok((await server.app.moderation.evidence.purgeDue()) >= 2);
    assert.deepEqual((await queue(server).detail(updateCase.id)).target.text, '');
    const after = await server.storedKeys('evidence/');
    for (const key of before) assert.ok(!after.includes(key), `${key} purged`);
  });
});

describe('evidence across instances and deletions', () => {
  test('two instances purging at once purge each copy once', async () => {
    const servers = await startServers(2);
    const [a, b] = servers as [TestServer, TestServer];
    try {
      const [author, reporter] = [await signUp(a), await signUp(a)];
      for (const text of ['一', '二', '三']) {
        const id = (await post(a, author, text, [await uploadImage(a, author)])).id as number;
        assert.equal((await report(a, reporter, { target_type: 2, target_id: id })).code, 0);
      }
      const kept = await a.storedKeys('evidence/');
      assert.equal(kept.length, 3);
      for (const server of servers) server.clock.advance(31 * DAY);
      const counts = await Promise.all(servers.map((server) => server.app.moderation.evidence.purgeDue()));
      assert.equal((counts[0] ?? 0) + (counts[1] ?? 0), 3);
      assert.deepEqual(await b.storedKeys('evidence/'), []);
    } finally {
      for (const server of servers) await server.close();
    }
  });

  test('what was reported about a deleted account stays for the retention days; its account is shown deleted', async () => {
    const server = await startServer();
    try {
      const [a, b] = [await signUp(server), await signUp(server)];
      const [threat] = (await talk(server, a, b, ['我会找到你'])) as [string];
      assert.equal((await report(server, b, { target_type: 4, target_id: threat })).code, 0);
      await deleteAccount(server, a);
      const item = (await openCases(server)).find((c) => c.target_id === threat);
      assert.ok(item);
      const detail = await queue(server).detail(item.id);
      assert.equal(detail.target.text, '我会找到你');
      assert.equal(detail.member_state.deleted, 1);
      assert.equal(detail.report.member.username, '');
    } finally {
      await server.close();
    }
  });
});

describe('protection before review', () => {
  test('three members with week-old accounts within a day hold the member once; new accounts do not', async () => {
    const servers = await startServers(2);
    const [a, b] = servers as [TestServer, TestServer];
    try {
      const target = await signUp(a);
      const fresh = await Promise.all([1, 2, 3].map(() => signUp(a)));
      for (const who of fresh)
        assert.equal((await report(a, who, { target_type: 1, target_id: target.user.id })).code, 0);
      const heldAfterFresh = await a
        .database()
        .kysely.selectFrom('users')
        .select('held')
        .where('id', '=', target.user.id)
        .executeTakeFirstOrThrow();
      assert.equal(Number(heldAfterFresh.held), 0, 'new accounts do not hold anyone');

      const old = await Promise.all([1, 2, 3].map(() => signUp(a)));
      const other = await signUp(a);
      for (const server of servers) server.clock.advance(8 * DAY);
      // Three reports at once on two instances.
      const answers = await Promise.all(
        old.map((who, i) => report(i % 2 === 0 ? a : b, who, { target_type: 1, target_id: other.user.id })),
      );
      for (const answer of answers) assert.equal(answer.code, 0, answer.msg);
      const row = await a
        .database()
        .kysely.selectFrom('users')
        .select('held')
        .where('id', '=', other.user.id)
        .executeTakeFirstOrThrow();
      assert.equal(Number(row.held), 1);
      const cases = (await openCases(a)).filter((item) => item.member.id === other.user.id);
      assert.equal(cases.length, 1);
      assert.equal(cases[0]?.held, 1);
      assert.equal((await openCases(a))[0]?.member.id, other.user.id, 'held first in the queue');
    } finally {
      for (const server of servers) await server.close();
    }
  });
});

describe('appeals', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  async function sanctioned(who: Person, appeal: 'can' | 'none') {
    await server.app.notices.notices.moderation(who.user.id, {
      action: appeal === 'can' ? 'mute' : 'warn',
      reason: '辱骂他人',
      until: appeal === 'can' ? server.clock.now() + 3_600_000 : 0,
      appeal,
      targetType: 1,
      targetKey: String(who.user.id),
    });
    const list = await server.call('/api/notice/getNoticeList', { page: 1, pageSize: 10 }, { token: who.token });
    return list.data.list[0];
  }

  test('a notice shows its moderation; once per notice, even sent twice at once; only your appealable notices', async () => {
    const [me, other] = [await signUp(server), await signUp(server)];
    const notice = await sanctioned(me, 'can');
    assert.equal(notice.type, 'system');
    assert.equal(notice.summary, '辱骂他人');
    assert.equal(notice.moderation.action, 'mute');
    assert.equal(notice.moderation.appeal, 'can');
    const warning = await sanctioned(other, 'none');
    assert.equal(warning.moderation.appeal, 'none');

    const appeal = (who: Person, id: number) =>
      server.call('/api/notice/appeal', { id, content: '我没有辱骂' }, { token: who.token });
    assert.equal((await appeal(other, notice.id)).code, -2904, 'not your notice');
    assert.equal((await appeal(other, warning.id)).code, -2904, 'a warning cannot be appealed');
    const answers = await Promise.all([appeal(me, notice.id), appeal(me, notice.id)]);
    assert.deepEqual(answers.map((answer) => answer.code).sort(), [-2905, 0]);
    assert.equal((await appeal(me, notice.id)).code, -2905);
    const list = await server.call('/api/notice/getNoticeList', { page: 1, pageSize: 10 }, { token: me.token });
    assert.equal(list.data.list[0].moderation.appeal, 'sent');
    const items = (await openCases(server)).filter((item) => item.kind === 'appeal' && item.member.id === me.user.id);
    assert.equal(items.length, 1);
    const detail = await queue(server).detail(items[0]?.id as number);
    assert.deepEqual(
      [detail.appeal?.content, detail.appeal?.action, detail.appeal?.reason],
      ['我没有辱骂', 'mute', '辱骂他人'],
    );
  });
});
