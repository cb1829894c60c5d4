// The notification centre: a notice of every kind (zan_user, zan_updates, comment, reply, follow, match, visit,
// system) for the person concerned and never for what they did themselves; a like taken back within its grace is
// never told; blocks and deleted accounts leave no trace; read one, one kind or all; the unread counts; the
// `notice` frame live and on a reconnect's catch-up; Web Push only while no socket is open and for the kinds the
// person allows, naming nobody without previews; the settings. On PostgreSQL + Redis with TEST_DATABASE_URL /
// TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { NOTICE, NOTICE_TYPES } from '@kk/contract';
import { translate } from '@kk/contract/i18n';
import { RecordingPushSender } from '../../src/platform/push/push.ts';
import { type Frame, TestSocket } from '../support/chat-helpers.ts';
import { startServer, type TestServer } from '../support/harness.ts';
import { deleteAccount, graceOver, notices, replay, unread } from '../support/notice-fixtures.ts';
import { makeVip } from '../support/pay-fixtures.ts';
import { comment, ok, type Person, post, signUp } from '../support/square-fixtures.ts';

const recorder = new RecordingPushSender();
let server: TestServer;
before(async () => {
  server = await startServer({}, { pushSender: recorder });
});
after(() => server.close());

type Item = { id: number; type: string; from_user: { id: number } | null; target_id: number; summary: string };
const kinds = (list: Item[]) => list.map((item) => [item.type, item.from_user?.id ?? null, item.target_id]);

describe('notices of every kind', () => {
  test('each told to the person concerned, newest first, with who did it and what it quotes', async () => {
    const [me, fan, friend] = [await signUp(server), await signUp(server), await signUp(server)];
    await makeVip(server, me.user.id);
    const [meId, fanId, friendId] = [me.user.id, fan.user.id, friend.user.id];
    const mine = await post(server, me, '我的动态'.repeat(20));
    await ok(server, '/api/chat/zan', { userId: meId }, fan);
    await ok(server, '/api/updates/zanUpdates', { id: mine.id }, fan);
    // My own like and comment are no news to me.
    await ok(server, '/api/updates/zanUpdates', { id: mine.id }, me);
    const own = await comment(server, me, mine.id, '自己的评论');
    await graceOver(server);
    server.clock.advance(1_000);
    const long = '长'.repeat(NOTICE.summaryMax + 10);
    const friends = await comment(server, friend, mine.id, long);
    server.clock.advance(1_000);
    // A reply to my comment on my update: told once, as a reply.
    await comment(server, fan, mine.id, '回复你', own.id);
    server.clock.advance(1_000);
    // A reply to my friend's comment on my update: the friend hears a reply, I hear a comment.
    await comment(server, fan, mine.id, '回复朋友', friends.id);
    server.clock.advance(1_000);
    await ok(server, '/api/chat/followUser', { userId: meId }, fan);
    await ok(server, '/api/chat/followUser', { userId: fanId }, me);
    server.clock.advance(1_000);
    await ok(server, '/api/user/getUserDetail', { userId: meId }, friend);
    server.clock.advance(1_000);
    await server.app.notices.notices.system(meId, '欢迎来到KK交友');

    const { list, total } = await notices(server, me);
    assert.deepEqual(kinds(list), [
      ['system', null, 0],
      ['visit', friendId, friendId],
      ['follow', fanId, fanId],
      ['comment', fanId, mine.id],
      ['reply', fanId, mine.id],
      ['comment', friendId, mine.id],
      // Told after their grace, in the order they were made.
      ['zan_updates', fanId, mine.id],
      ['zan_user', fanId, fanId],
    ]);
    assert.equal(total, 8);
    const by = (type: string) => list.find((item: Item) => item.type === type) as Item;
    assert.equal(by('system').summary, '欢迎来到KK交友');
    assert.equal(by('zan_updates').summary, '我的动态'.repeat(20).slice(0, NOTICE.summaryMax));
    assert.equal(list[5].summary, long.slice(0, NOTICE.summaryMax), `at most ${NOTICE.summaryMax} characters`);
    assert.equal(by('reply').summary, '回复你');
    assert.equal(by('follow').summary, '');
    assert.equal(list[0].from_user, null);
    assert.equal(by('follow').from_user?.id, fanId);
    assert.equal((by('follow').from_user as { phone?: string }).phone, undefined, 'the public profile only');
    assert.ok(list.every((item: { is_read: number }) => item.is_read === 0));
    // The friend heard of the reply to their comment only; the fan, of my follow.
    assert.deepEqual(kinds((await notices(server, friend)).list), [['reply', fanId, mine.id]]);
    assert.deepEqual(kinds((await notices(server, fan)).list), [['follow', meId, meId]]);
    // One kind.
    assert.deepEqual(kinds((await notices(server, me, 'comment')).list), [
      ['comment', fanId, mine.id],
      ['comment', friendId, mine.id],
    ]);
  });

  test('a match tells both people, once', async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    await ok(server, '/api/chat/zan', { userId: b.user.id }, a);
    await ok(server, '/api/chat/zan', { userId: a.user.id }, b);
    await graceOver(server);
    // The match says it all: the like that waited out its grace is not told besides.
    assert.deepEqual(kinds((await notices(server, a)).list), [['match', b.user.id, b.user.id]]);
    assert.deepEqual(kinds((await notices(server, b)).list), [['match', a.user.id, a.user.id]]);
  });

  test('who liked or visited you is VIP’s to see: others are told that someone did', async () => {
    const [me, fan] = [await signUp(server), await signUp(server)];
    await ok(server, '/api/chat/zan', { userId: me.user.id }, fan);
    await graceOver(server);
    await ok(server, '/api/user/getUserDetail', { userId: me.user.id }, fan);
    await ok(server, '/api/chat/followUser', { userId: me.user.id }, fan);
    const { list } = await notices(server, me);
    assert.deepEqual(kinds(list), [
      ['follow', fan.user.id, fan.user.id],
      ['visit', null, 0],
      ['zan_user', null, 0],
    ]);
    await makeVip(server, me.user.id);
    assert.deepEqual(kinds((await notices(server, me)).list).slice(1), [
      ['visit', fan.user.id, fan.user.id],
      ['zan_user', fan.user.id, fan.user.id],
    ]);
  });
});

describe('a like’s grace', () => {
  test('a like taken back within the grace is never told; one that stood is told once', async () => {
    const [me, fan] = [await signUp(server), await signUp(server)];
    const mine = await post(server, me, '点赞测试');
    const socket = await TestSocket.connect(server, me.token);
    await ok(server, '/api/chat/zan', { userId: me.user.id }, fan);
    await ok(server, '/api/updates/zanUpdates', { id: mine.id }, fan);
    server.clock.advance(NOTICE.likeGraceMs - 1_000);
    assert.equal(await server.app.notices.notices.deliverDue(), 0, 'not yet');
    assert.equal((await unread(server, me)).num, 0);
    await ok(server, '/api/chat/zan', { userId: me.user.id }, fan);
    await ok(server, '/api/updates/zanUpdates', { id: mine.id }, fan);
    assert.equal(await graceOver(server), 0, 'taken back: nothing to tell');
    await socket.flush();
    assert.deepEqual(socket.drain('notice'), []);
    assert.equal((await notices(server, me)).total, 0);

    await ok(server, '/api/chat/zan', { userId: me.user.id }, fan);
    assert.equal(await graceOver(server), 1);
    const frame = await socket.next('notice');
    assert.equal(frame.data.type, 'zan_user');
    // Taken back and given again after it was told: not told twice.
    await ok(server, '/api/chat/zan', { userId: me.user.id }, fan);
    await ok(server, '/api/chat/zan', { userId: me.user.id }, fan);
    assert.equal(await graceOver(server), 0);
    assert.equal((await notices(server, me)).total, 1);
    // A second pass (another instance's timer) finds nothing left to claim.
    assert.equal(await server.app.notices.notices.deliverDue(), 0);
    await socket.close();
  });
});

describe('reading notices', () => {
  test('unread counts per kind; read one, one kind, or all; another’s notice is not mine to read', async () => {
    const [me, fan, other] = [await signUp(server), await signUp(server), await signUp(server)];
    const mine = await post(server, me, '读通知');
    await comment(server, fan, mine.id, '一');
    await comment(server, fan, mine.id, '二');
    await ok(server, '/api/chat/followUser', { userId: me.user.id }, fan);
    await ok(server, '/api/updates/zanUpdates', { id: mine.id }, fan);
    await graceOver(server);
    const counts = await unread(server, me);
    assert.equal(counts.num, 4);
    assert.deepEqual(counts.types, {
      ...Object.fromEntries(NOTICE_TYPES.map((type) => [type, 0])),
      comment: 2,
      follow: 1,
      zan_updates: 1,
    });
    assert.deepEqual(await ok(server, '/api/updates/getUpdatesNotice', {}, me), {
      zan_count: 1,
      comment_count: 2,
      total: 3,
    });
    const [first] = (await notices(server, me, 'comment')).list;
    await ok(server, '/api/notice/readNotice', { id: first.id }, other);
    assert.equal((await unread(server, me)).num, 4, 'someone else cannot read my notice');
    await ok(server, '/api/notice/readNotice', { id: first.id }, me);
    assert.equal((await unread(server, me)).types.comment, 1);
    assert.equal((await notices(server, me, 'comment')).list[0].is_read, 1);
    await ok(server, '/api/notice/readNotice', { type: 'follow' }, me);
    assert.deepEqual([(await unread(server, me)).num, (await unread(server, me)).types.follow], [2, 0]);
    // Opening my updates reads the square's kinds.
    await ok(server, '/api/updates/readUpdatesNotice', {}, me);
    assert.equal((await unread(server, me)).num, 0);
    await ok(server, '/api/chat/followUser', { userId: me.user.id }, other);
    assert.equal((await unread(server, me)).num, 1);
    await ok(server, '/api/notice/readNotice', {}, me);
    assert.equal((await unread(server, me)).num, 0);
    const refused = await server.call('/api/notice/getNoticeList', { type: 'nope' }, { token: me.token });
    assert.equal(refused.code, -2222);
  });
});

describe('blocks and deleted accounts', () => {
  test('nothing across a block: none made, earlier ones hidden, a pending like never told', async () => {
    const [me, rude, liker] = [await signUp(server), await signUp(server), await signUp(server)];
    const mine = await post(server, me, '拉黑测试');
    await comment(server, rude, mine.id, '难听的话');
    await ok(server, '/api/chat/zan', { userId: me.user.id }, liker);
    assert.equal((await unread(server, me)).num, 1);
    await ok(server, '/api/chat/blockUser', { userId: rude.user.id }, me);
    await ok(server, '/api/chat/blockUser', { userId: me.user.id }, liker);
    assert.equal(await graceOver(server), 0, 'the like the block ended is not told');
    assert.deepEqual(await notices(server, me), { list: [], total: 0 });
    assert.equal((await unread(server, me)).num, 0);
    // While blocked, what they still can do (comment on a friend's update where I answer) tells me nothing.
    const friend = await signUp(server);
    const theirs = await post(server, friend, '朋友的动态');
    const mineThere = await comment(server, me, theirs.id, '我的评论');
    const reply = await server.call(
      '/api/comment/addComment',
      { updates_id: theirs.id, content: '回复', reply_id: mineThere.id },
      { token: rude.token },
    );
    assert.notEqual(reply.code, 0, 'my comment is hidden from them');
    assert.equal((await notices(server, me)).total, 0);
    // And the frames of earlier notices are not replayed either.
    const frames = await replay(server, me);
    assert.ok(!frames.some((frame) => frame.data.from_user?.id === rude.user.id));
  });

  test('a deleted account’s notices go with it, both ways', async () => {
    const [me, leaving] = [await signUp(server), await signUp(server)];
    const mine = await post(server, me, '注销测试');
    const theirs = await post(server, leaving, '我要走了');
    await comment(server, leaving, mine.id, '再见');
    await comment(server, me, theirs.id, '别走');
    await ok(server, '/api/chat/zan', { userId: me.user.id }, leaving);
    await ok(server, '/api/chat/zan', { userId: leaving.user.id }, me);
    await ok(server, '/api/user/getUserDetail', { userId: me.user.id }, leaving);
    await ok(server, '/api/notice/saveNoticeSetting', { push_types: ['match'] }, leaving);
    assert.equal((await notices(server, me)).total, 3);
    await deleteAccount(server, leaving);
    assert.deepEqual(await notices(server, me), { list: [], total: 0 });
    assert.equal((await unread(server, me)).num, 0);
    const db = server.database().kysely;
    const id = leaving.user.id;
    const left = [
      await db.selectFrom('notices').select('id').where('user_id', '=', id).execute(),
      await db.selectFrom('notices').select('id').where('from_user_id', '=', id).execute(),
      await db.selectFrom('matches').select('user_low').where('user_low', '=', id).execute(),
      await db.selectFrom('matches').select('user_low').where('user_high', '=', id).execute(),
      await db.selectFrom('visits').select('day').where('visitor_id', '=', id).execute(),
      await db.selectFrom('notice_settings').select('user_id').where('user_id', '=', id).execute(),
    ];
    assert.deepEqual(left, [[], [], [], [], [], []]);
    const kept = (await replay(server, me)).filter((frame) => frame.type === 'notice' || frame.type === 'match');
    assert.deepEqual(kept, [], 'no frame of theirs is replayed');
  });
});

describe('notice frames', () => {
  test('a notice comes live in the stream, and again on a reconnect’s catch-up', async () => {
    const [me, fan, later] = [await signUp(server), await signUp(server), await signUp(server)];
    const socket = await TestSocket.connect(server, me.token);
    await ok(server, '/api/chat/followUser', { userId: me.user.id }, fan);
    const live = await socket.next('notice');
    const [item] = (await notices(server, me)).list;
    assert.deepEqual(live.data, item, 'the frame is the notice as the list shows it');
    assert.equal(typeof live.seq, 'number');
    await socket.close();
    await ok(server, '/api/chat/followUser', { userId: me.user.id }, later);
    const missed = await replay(server, me, live.seq);
    assert.deepEqual(
      missed.map((frame: Frame) => [frame.type, frame.data.type, frame.data.from_user.id]),
      [['notice', 'follow', later.user.id]],
    );
    assert.equal(missed[0]?.seq, (live.seq as number) + 1, 'the next event of the stream');
  });
});

describe('Web Push of notices', () => {
  const subscription = (n: number) =>
    JSON.stringify({
      endpoint: `https://push.example.com/notice/${n}-${Math.random()}`,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    });
  const pushedTo = async (endpoint: string, count: number) => {
    const deadline = Date.now() + 5_000;
    const mine = () => recorder.sent.filter((sent) => sent.endpoint === endpoint);
    while (mine().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    // Anything more would have come by now: the push follows the commit at once.
    await new Promise((r) => setTimeout(r, 100));
    return mine().map((sent) => sent.payload as { title: string; body: string; tag: string; notice: string });
  };

  test('only while no socket is open, only the kinds allowed, naming nobody without previews', async () => {
    const me = await signUp(server);
    const [fan, second, third, fourth] = [
      await signUp(server),
      await signUp(server),
      await signUp(server),
      await signUp(server),
    ];
    const plain = subscription(1);
    const preview = subscription(2);
    assert.equal((await server.call('/api/push/addPushId', { push_id: plain }, { token: me.token })).code, 0);
    const mine = await post(server, me, '推送测试');
    await comment(server, fan, mine.id, '秘密评论');
    const [told] = await pushedTo(JSON.parse(plain).endpoint, 1);
    assert.deepEqual(told, {
      title: translate('zh-Hans', 'noticePush.comment'),
      body: '',
      userId: 0,
      tag: 'notice-comment',
      notice: 'comment',
    });
    assert.ok(!JSON.stringify(recorder.sent).includes('秘密评论'), 'nothing quoted without previews');
    assert.ok(!JSON.stringify(recorder.sent).includes(fan.user.username), 'nobody named without previews');

    // A device that allows previews: who and what.
    await server.call('/api/push/addPushId', { push_id: preview, preview: 1 }, { token: me.token });
    await comment(server, second, mine.id, '可以预览');
    const [named] = await pushedTo(JSON.parse(preview).endpoint, 1);
    assert.equal(named?.title, translate('zh-Hans', 'noticePush.commentFrom', { name: second.user.username }));
    assert.equal(named?.body, '可以预览');

    // Follows are not among the kinds I allow: none pushed.
    const saved = await ok(server, '/api/notice/saveNoticeSetting', { push_types: ['comment', 'reply'] }, me);
    assert.deepEqual(saved.push_types, ['comment', 'reply']);
    const before = recorder.sent.length;
    await ok(server, '/api/chat/followUser', { userId: me.user.id }, third);
    // With a socket open anywhere, none either.
    const socket = await TestSocket.connect(server, me.token);
    await comment(server, fourth, mine.id, '在线');
    await socket.next('notice', (frame) => frame.data.type === 'comment');
    await socket.close();
    await new Promise((r) => setTimeout(r, 200));
    assert.equal(recorder.sent.length, before);
    assert.equal((await notices(server, me)).total, 4, 'told in the list all the same');
  });
});

describe('notice settings', () => {
  test('every kind pushed by default; hiding visits is VIP’s, showing them again is not', async () => {
    const me = await signUp(server);
    const defaults = await ok(server, '/api/notice/getNoticeSetting', {}, me);
    assert.deepEqual(defaults, { push_types: [...NOTICE_TYPES], hide_visits: 0 });
    const refused = await server.call('/api/notice/saveNoticeSetting', { hide_visits: 1 }, { token: me.token });
    assert.equal(refused.code, -2805);
    assert.deepEqual(await ok(server, '/api/notice/saveNoticeSetting', { hide_visits: 0 }, me), defaults);
    const some = await ok(server, '/api/notice/saveNoticeSetting', { push_types: ['visit', 'match', 'visit'] }, me);
    assert.deepEqual(some, { push_types: ['match', 'visit'], hide_visits: 0 });
    await makeVip(server, me.user.id);
    assert.deepEqual(await ok(server, '/api/notice/saveNoticeSetting', { hide_visits: 1 }, me), {
      push_types: ['match', 'visit'],
      hide_visits: 1,
    });
    assert.deepEqual(await ok(server, '/api/notice/saveNoticeSetting', { push_types: [] }, me), {
      push_types: [],
      hide_visits: 1,
    });
    const bad = await server.call('/api/notice/saveNoticeSetting', { push_types: ['spam'] }, { token: me.token });
    assert.equal(bad.code, -2222);
  });
});

export type { Person };
