// What operators do from the console (docs/decisions/0087-moderation.md): the queue and one item's evidence, each
// action's stored effect and the member's notice, removals of each kind, dismissals, answers to appeals, a ban that
// ends the member's sessions on every instance, and the audit log of all of it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newMessageId, TestSocket } from '../support/chat-helpers.ts';
import { type ConsoleClient, loginOperator } from '../support/console.ts';
import { signUp, startServer, startServers, type TestServer } from '../support/harness.ts';
import { comment, post, uploadImage } from '../support/square-fixtures.ts';

type Person = Awaited<ReturnType<typeof signUp>>;
const HOUR = 3_600_000;

async function ok(server: TestServer, path: string, body: unknown, who: Person) {
  const answer = await server.call(path, body, { token: who.token });
  assert.equal(answer.code, 0, `${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

async function act(op: ConsoleClient, path: string, body: unknown) {
  const answer = await op.call(path, body);
  assert.equal(answer.code, 0, `${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

const report = (server: TestServer, who: Person, body: Record<string, unknown>) =>
  ok(server, '/api/report/addReport', { reason: 1, ...body }, who);

async function latestNotice(server: TestServer, who: Person) {
  const data = await ok(server, '/api/notice/getNoticeList', { page: 1, pageSize: 5 }, who);
  return data.list[0];
}

async function userRow(server: TestServer, id: number) {
  return server.database().kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function caseOf(op: ConsoleClient, memberId: number, kind = 'report') {
  const data = await act(op, '/api/console/getReportList', { status: 'open', page: 1, pageSize: 100 });
  return data.list.find(
    (item: { member: { id: number }; kind: string }) => item.member.id === memberId && item.kind === kind,
  );
}

describe('the queue over HTTP', () => {
  let server: TestServer;
  let op: ConsoleClient;
  before(async () => {
    server = await startServer();
    op = await loginOperator(server);
  });
  after(() => server.close());

  test('getReport shows a revoked message, its conversation, its images only to a console session; audited', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const [sa, sb] = [await TestSocket.connect(server, a.token), await TestSocket.connect(server, b.token)];
    const hello = sb.sendMessage(a.user.id, '你好');
    await sb.next('ack');
    const threat = sa.sendMessage(b.user.id, '给我转五千块');
    await sa.next('ack');
    sa.close();
    sb.close();
    await report(server, b, { target_type: 4, target_id: threat, reason: 2 });
    await ok(server, '/api/chat/revokeMessage', { messageId: threat }, a);
    const item = await caseOf(op, a.user.id);
    assert.ok(item);
    assert.deepEqual([item.target_type, item.target_id, item.count, item.reasons], [4, threat, 1, [2]]);
    const detail = await act(op, '/api/console/getReport', { id: item.id });
    assert.deepEqual([detail.target.text, detail.target.gone], ['给我转五千块', 1]);
    assert.deepEqual(
      detail.context.map((m: { message_id: string; content: string; revoked: number; reported: number }) => [
        m.message_id,
        m.content,
        m.revoked,
        m.reported,
      ]),
      [
        [hello, '你好', 0, 0],
        [threat, '给我转五千块', 1, 1],
      ],
    );
    assert.equal(detail.reports[0].reporter.id, b.user.id);
    assert.equal(detail.member_state.banned, 0);
    const log = await act(op, '/api/console/getAuditLog', { page: 1, pageSize: 10, userId: a.user.id });
    assert.deepEqual(
      log.list.map((entry: { action: string; report_id: number }) => [entry.action, entry.report_id]),
      [['viewReport', item.id]],
    );
    // A member's token opens neither the item nor its images.
    assert.equal((await server.call('/api/console/getReport', { id: item.id }, { token: b.token })).status, 401);
    assert.equal((await op.call('/api/console/getReport', { id: 999_999 })).code, -2926);
  });

  test('images of the evidence are served to a console session only', async () => {
    const [author, reporter] = [await signUp(server), await signUp(server)];
    const image = await uploadImage(server, author);
    const updatesId = (await post(server, author, '看图', [image])).id as number;
    await report(server, reporter, { target_type: 2, target_id: updatesId });
    const item = await caseOf(op, author.user.id);
    const detail = await act(op, '/api/console/getReport', { id: item.id });
    const url = detail.target.images[0] as string;
    assert.match(url, /^\/api\/console\/evidence\/evidence\/[0-9a-f]{32}\.\w+$/);
    const asOperator = await fetch(server.url + url, { headers: { cookie: op.cookie } });
    assert.equal(asOperator.status, 200);
    assert.ok((await asOperator.arrayBuffer()).byteLength > 0);
    const asMember = await fetch(server.url + url, { headers: { token: reporter.token } });
    assert.notEqual(asMember.status, 200);
    const atFiles = await fetch(server.url + url.replace('/api/console/evidence/', '/files/'));
    assert.notEqual(atFiles.status, 200);
  });
});

describe('actions', () => {
  let server: TestServer;
  let op: ConsoleClient;
  before(async () => {
    server = await startServer();
    op = await loginOperator(server);
  });
  after(() => server.close());

  test('warn, mute, suspend, ban, shadowban and lift: stored, told, audited; a case closes and releases', async () => {
    const [m, r] = [await signUp(server), await signUp(server)];
    await report(server, r, { target_type: 1, target_id: m.user.id });
    const item = await caseOf(op, m.user.id);
    const now = server.clock.now();

    const warned = await act(op, '/api/console/takeAction', { userId: m.user.id, action: 'warn', reason: '注意言辞' });
    assert.equal(warned.state.muted_until, 0);
    let notice = await latestNotice(server, m);
    assert.deepEqual(
      [notice.type, notice.summary, notice.moderation],
      ['system', '注意言辞', { action: 'warn', until: 0, appeal: 'none' }],
    );

    const noHours = await op.call('/api/console/takeAction', { userId: m.user.id, action: 'mute', reason: '刷屏' });
    assert.equal(noHours.code, -2222);
    assert.match(noHours.msg, /hours|时/);

    // The item is about m: acting on the reporter with it closes nothing and changes nothing.
    const elsewhere = await op.call('/api/console/takeAction', {
      userId: r.user.id,
      action: 'mute',
      reason: '刷屏',
      hours: 24,
      reportId: item.id,
    });
    assert.equal(elsewhere.code, -2926);
    assert.equal(Number((await userRow(server, r.user.id)).muted_until), 0);
    assert.equal((await caseOf(op, m.user.id))?.id, item.id, 'still open');

    const muted = await act(op, '/api/console/takeAction', {
      userId: m.user.id,
      action: 'mute',
      reason: '刷屏',
      hours: 24,
      reportId: item.id,
    });
    assert.equal(muted.state.muted_until, now + 24 * HOUR);
    assert.equal(Number((await userRow(server, m.user.id)).muted_until), now + 24 * HOUR);
    notice = await latestNotice(server, m);
    assert.deepEqual(notice.moderation, { action: 'mute', until: now + 24 * HOUR, appeal: 'can' });
    assert.equal(await caseOf(op, m.user.id), undefined, 'the case closed');
    const closed = await act(op, '/api/console/getReportList', { status: 'closed', page: 1, pageSize: 5 });
    assert.equal(closed.list[0].id, item.id);
    assert.equal(
      (await op.call('/api/console/takeAction', { userId: m.user.id, action: 'warn', reason: 'x', reportId: item.id }))
        .code,
      -2926,
    );

    const shadow = await act(op, '/api/console/takeAction', { userId: m.user.id, action: 'shadowban', reason: '广告' });
    assert.equal(shadow.state.shadowbanned, 1);
    assert.equal((await latestNotice(server, m)).moderation.action, 'mute', 'a shadowban is never told');

    const suspended = await act(op, '/api/console/takeAction', {
      userId: m.user.id,
      action: 'suspend',
      reason: '骚扰',
      hours: 72,
    });
    assert.equal(suspended.state.suspended_until, now + 72 * HOUR);
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: m.token })).status, 401);
    const lifted = await act(op, '/api/console/takeAction', { userId: m.user.id, action: 'lift', reason: '误判' });
    assert.deepEqual(lifted.state, {
      muted_until: 0,
      suspended_until: 0,
      banned: 0,
      shadowbanned: 0,
      held: 0,
      deleted: 0,
    });

    const banned = await act(op, '/api/console/takeAction', { userId: m.user.id, action: 'ban', reason: '诈骗' });
    assert.equal(banned.state.banned, 1);
    assert.equal(Number((await userRow(server, m.user.id)).banned), 1);

    const log = await act(op, '/api/console/getAuditLog', { page: 1, pageSize: 20, userId: m.user.id });
    assert.deepEqual(log.list.map((e: { action: string }) => e.action).reverse(), [
      'warn',
      'mute',
      'shadowban',
      'suspend',
      'lift',
      'ban',
    ]);
    const muteEntry = log.list.find((e: { action: string }) => e.action === 'mute');
    assert.deepEqual([muteEntry.report_id, muteEntry.reason, muteEntry.operator.id], [item.id, '刷屏', op.operator.id]);
    assert.equal(
      (await op.call('/api/console/takeAction', { userId: 987_654_321, action: 'warn', reason: 'x' })).code,
      -2001,
    );

    // A new report on the member: its item shows the earlier one and every action taken.
    await report(server, r, { target_type: 1, target_id: m.user.id, reason: 3 });
    const again = await caseOf(op, m.user.id);
    assert.notEqual(again.id, item.id);
    const history = (await act(op, '/api/console/getReport', { id: again.id })).history;
    assert.deepEqual(
      history.reports.map((c: { id: number; status: string }) => [c.id, c.status]),
      [[item.id, 'closed']],
    );
    assert.deepEqual(
      history.actions.map((e: { action: string }) => e.action).filter((a: string) => a !== 'viewReport'),
      ['ban', 'lift', 'suspend', 'shadowban', 'mute', 'warn'],
    );
  });

  test('a ban on one instance ends the member’s sessions on the other', async () => {
    const [a, b] = (await startServers(2)) as [TestServer, TestServer];
    try {
      const member = await signUp(a);
      assert.equal((await b.call('/api/user/getUserInfo', {}, { token: member.token })).code, 0);
      const opA = await loginOperator(a);
      await act(opA, '/api/console/takeAction', { userId: member.user.id, action: 'ban', reason: '诈骗' });
      assert.equal((await b.call('/api/user/getUserInfo', {}, { token: member.token })).status, 401);
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('dismissReport closes the item and releases a held member', async () => {
    const m = await signUp(server);
    const reporters = [await signUp(server), await signUp(server), await signUp(server)];
    server.clock.advance(8 * 24 * HOUR);
    for (const r of reporters) await report(server, r, { target_type: 1, target_id: m.user.id });
    // A week on, the console session of the suite has ended: a new one.
    const op = await loginOperator(server);
    const item = await caseOf(op, m.user.id);
    assert.equal(item.held, 1);
    const detail = await act(op, '/api/console/getReport', { id: item.id });
    assert.equal(detail.member_state.held, 1, 'opening it does not release it');
    await act(op, '/api/console/dismissReport', { id: item.id, reason: '证据不足' });
    assert.equal(Number((await userRow(server, m.user.id)).held), 0);
    assert.equal(await caseOf(op, m.user.id), undefined);
    assert.equal((await op.call('/api/console/dismissReport', { id: item.id, reason: '再来' })).code, -2926);
  });
});

describe('removeContent', () => {
  let server: TestServer;
  let op: ConsoleClient;
  before(async () => {
    server = await startServer();
    op = await loginOperator(server);
  });
  after(() => server.close());

  test('each kind is gone for everyone, the author is told and may appeal, the copy stays', async () => {
    const [m, other] = [await signUp(server), await signUp(server)];
    await ok(server, '/api/user/updateUserInfo', { signature: '加我V信', username: `坏人${m.user.id}` }, m);
    const image = await uploadImage(server, m);
    const photos = await ok(server, '/api/userPhoto/addUserPhoto', { fileIds: [await uploadImage(server, m)] }, m);
    await ok(server, '/api/userAvatar/addUserAvatar', { fileId: image }, m);
    const updatesId = (await post(server, m, '广告内容', [])).id as number;
    const commentId = (await comment(server, m, updatesId, '评论广告')).id as number;
    const socket = await TestSocket.connect(server, m.token);
    const messageId = socket.sendMessage(other.user.id, '私信广告');
    await socket.next('ack');
    socket.close();

    const remove = (target_type: number, target_id: number | string) =>
      act(op, '/api/console/removeContent', { target_type, target_id, reason: '违规内容' });
    await remove(3, commentId);
    await remove(2, updatesId);
    await remove(4, messageId);
    await remove(5, photos.list[0].id);
    await remove(6, m.user.id);
    await remove(7, m.user.id);
    await remove(8, m.user.id);

    assert.equal(
      (await server.call('/api/updates/getUpdatesDetail', { id: updatesId }, { token: other.token })).code,
      -2501,
    );
    const messages = await ok(server, '/api/chat/getMessageList', { userId: m.user.id, pageSize: 20 }, other);
    assert.equal(messages.list[0].revoked, 1);
    const info = await ok(server, '/api/user/getUserInfo', {}, m);
    assert.equal(info.signature, '');
    assert.equal(info.username, `kk${info.userid}`);
    assert.match(info.avatar, /^\/files\/sys/);
    assert.equal((await ok(server, '/api/userPhoto/getUserPhotoList', { userId: m.user.id }, other)).list.length, 0);

    const notices = (await ok(server, '/api/notice/getNoticeList', { page: 1, pageSize: 20 }, m)).list;
    const removals = notices.filter(
      (n: { moderation: { action: string } | null }) => n.moderation?.action === 'removeContent',
    );
    assert.equal(removals.length, 7);
    for (const n of removals) assert.deepEqual([n.summary, n.moderation.appeal], ['违规内容', 'can']);
    assert.equal(
      (await op.call('/api/console/removeContent', { target_type: 2, target_id: updatesId, reason: 'x' })).code,
      -2929,
    );
    assert.equal(
      (await op.call('/api/console/removeContent', { target_type: 4, target_id: newMessageId(), reason: 'x' })).code,
      -2929,
    );
    const log = await act(op, '/api/console/getAuditLog', { page: 1, pageSize: 20, userId: m.user.id });
    assert.equal(log.list.filter((e: { action: string }) => e.action === 'removeContent').length, 7);
  });
});

describe('appeals answered', () => {
  let server: TestServer;
  let op: ConsoleClient;
  before(async () => {
    server = await startServer();
    op = await loginOperator(server);
  });
  after(() => server.close());

  test('lift accepts an appeal, dismissReport rejects one; the member hears both', async () => {
    const [m, n] = [await signUp(server), await signUp(server)];
    for (const who of [m, n]) {
      await act(op, '/api/console/takeAction', { userId: who.user.id, action: 'mute', reason: '刷屏', hours: 12 });
      const notice = await latestNotice(server, who);
      await ok(server, '/api/notice/appeal', { id: notice.id, content: '我没有刷屏' }, who);
    }
    const accept = await caseOf(op, m.user.id, 'appeal');
    const reject = await caseOf(op, n.user.id, 'appeal');
    assert.deepEqual([accept.target_type, accept.target_id], [1, m.user.id]);
    const detail = await act(op, '/api/console/getReport', { id: accept.id });
    assert.deepEqual([detail.appeal.content, detail.appeal.action], ['我没有刷屏', 'mute']);

    const state = await act(op, '/api/console/takeAction', {
      userId: m.user.id,
      action: 'lift',
      reason: '申诉成立',
      reportId: accept.id,
    });
    assert.equal(state.state.muted_until, 0);
    const [answered, original] = (await ok(server, '/api/notice/getNoticeList', { page: 1, pageSize: 5 }, m)).list;
    assert.deepEqual(answered.moderation, { action: 'appealAccepted', until: 0, appeal: 'none' });
    assert.equal(original.moderation.appeal, 'accepted');

    await act(op, '/api/console/dismissReport', { id: reject.id, reason: '记录属实' });
    const [refused, first] = (await ok(server, '/api/notice/getNoticeList', { page: 1, pageSize: 5 }, n)).list;
    assert.deepEqual([refused.summary, refused.moderation.action], ['记录属实', 'appealRejected']);
    assert.equal(first.moderation.appeal, 'rejected');
    assert.ok(Number((await userRow(server, n.user.id)).muted_until) > server.clock.now());
    const log = await act(op, '/api/console/getAuditLog', { page: 1, pageSize: 20 });
    const answers = log.list.filter((e: { action: string }) => e.action === 'answerAppeal');
    assert.deepEqual(answers.map((e: { detail: string }) => e.detail).sort(), ['accepted', 'rejected']);
  });
});
