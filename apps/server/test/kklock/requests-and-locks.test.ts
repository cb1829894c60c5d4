// Kk lock as a client sees it: every transition of a request and of a lock, every refusal, -520,
// the kk_lock fields of getUserInfo, and what a lock does elsewhere (feed, search, block, account deletion).
// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { feedIds, viewer } from '../support/people-fixtures.ts';
import { kk, lockPair, ok, type Someone } from './kklock-fixtures.ts';

let server: TestServer;
before(async () => {
  server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000' });
});
after(() => server.close());

async function person(): Promise<Someone & { phone: string }> {
  const account = await signUp(server);
  return { token: account.token, id: Number(account.user.id), phone: account.phone };
}

describe('a request and its answers', () => {
  test('apply answers a pending request both sides can read; asking again answers the same one', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const sent = ok(await kk(server, a).apply(b));
    assert.match(sent.message_id, /^[a-f0-9]{32}$/);
    assert.deepEqual(
      { ...sent, message_id: 'x' },
      {
        message_id: 'x',
        from_user_id: a.id,
        to_user_id: b.id,
        state: 'pending',
        reason: 'none',
        create_time: server.clock.now(),
        answer_time: 0,
        lock_start_time: 0,
        lock_end_time: 0,
        ended_by: 0,
      },
    );
    assert.deepEqual(ok(await kk(server, b).status(sent.message_id)), sent);
    assert.deepEqual(ok(await kk(server, a).status(sent.message_id)), sent);
    // Tapping again while it is pending makes no second request.
    assert.equal(ok(await kk(server, a).apply(b)).message_id, sent.message_id);
    // A third person learns nothing of it: as if there were no such request.
    const stranger = await kk(server, c).status(sent.message_id);
    assert.equal(stranger.code, -520);
    assert.equal(stranger.msg, '当前没有kk锁');
    // The other way round is a request of its own.
    assert.notEqual(ok(await kk(server, b).apply(a)).message_id, sent.message_id);
  });

  test('the person asked rejects it; nothing more can happen to it', async () => {
    const [a, b] = [await person(), await person()];
    const { message_id } = ok(await kk(server, a).apply(b));
    server.clock.advance(60_000);
    const rejected = ok(await kk(server, b).reject(message_id));
    assert.equal(rejected.state, 'rejected');
    assert.equal(rejected.reason, 'user');
    assert.equal(rejected.answer_time, server.clock.now());
    assert.deepEqual(ok(await kk(server, a).status(message_id)), rejected);
    for (const answer of [
      await kk(server, b).accept(message_id),
      await kk(server, b).reject(message_id),
      await kk(server, a).cancel(message_id),
    ]) {
      assert.equal(answer.code, -2703);
      assert.equal(answer.msg, '这个kk锁请求已经处理过了');
    }
    // A new request may follow.
    assert.notEqual(ok(await kk(server, a).apply(b)).message_id, message_id);
  });

  test('the applicant withdraws it; then it cannot be accepted', async () => {
    const [a, b] = [await person(), await person()];
    const { message_id } = ok(await kk(server, a).apply(b));
    // Its chat message cannot be recalled: withdrawing is how it goes, and both sides hear that.
    const revoke = await server.call('/api/chat/revokeMessage', { messageId: message_id }, { token: a.token });
    assert.equal(revoke.code, -2706);
    assert.equal(revoke.msg, 'kk锁请求不能撤回，如不想继续请取消请求');
    const cancelled = ok(await kk(server, a).cancel(message_id));
    assert.equal(cancelled.state, 'cancelled');
    assert.equal(cancelled.reason, 'user');
    assert.equal((await kk(server, b).accept(message_id)).code, -2703);
    assert.equal(ok(await kk(server, b).status(message_id)).state, 'cancelled');
    assert.equal(ok(await kk(server, b).info()).kk_lock, 0);
  });

  test('only the person asked answers, only the applicant withdraws', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const { message_id } = ok(await kk(server, a).apply(b));
    const notRecipient = await kk(server, a).accept(message_id);
    assert.equal(notRecipient.code, -2704);
    assert.equal(notRecipient.msg, '只有收到请求的人可以接受或拒绝');
    assert.equal((await kk(server, a).reject(message_id)).code, -2704);
    const notApplicant = await kk(server, b).cancel(message_id);
    assert.equal(notApplicant.code, -2705);
    assert.equal(notApplicant.msg, '只有发起请求的人可以撤回');
    // Someone outside it cannot touch it, nor learn that it exists.
    for (const answer of [
      await kk(server, c).accept(message_id),
      await kk(server, c).reject(message_id),
      await kk(server, c).cancel(message_id),
    ]) {
      assert.equal(answer.code, -520);
    }
    assert.equal(ok(await kk(server, b).status(message_id)).state, 'pending');
  });

  test('bad input: -2222 naming the field, -2401 for oneself, -2001 for nobody, 401 without a login', async () => {
    const a = await person();
    const self = await kk(server, a).apply(a);
    assert.equal(self.code, -2401);
    assert.equal((await kk(server, a).apply(987_654_321)).code, -2001);
    const badTarget = await server.call('/api/kklock/applyKkLock', { to_user_id: '1' }, { token: a.token });
    assert.equal(badTarget.code, -2222);
    assert.deepEqual(badTarget.data, { field: 'to_user_id' });
    for (const path of ['acceptKkLock', 'rejectKkLock', 'cancelKkLock', 'getKkLockStatus']) {
      const bad = await server.call(`/api/kklock/${path}`, { message_id: 'nope' }, { token: a.token });
      assert.equal(bad.code, -2222, path);
      assert.deepEqual(bad.data, { field: 'message_id' });
      const missing = await server.call(`/api/kklock/${path}`, { message_id: 'a'.repeat(32) }, { token: a.token });
      assert.equal(missing.code, -520, path);
      const anonymous = await server.call(`/api/kklock/${path}`, { message_id: 'a'.repeat(32) });
      assert.equal(anonymous.status, 401, path);
    }
    assert.equal((await server.call('/api/kklock/cancelKkLockUser', {})).status, 401);
  });
});

describe('the lock', () => {
  test('accept locks the two: both user infos show it, the request says accepted', async () => {
    const [a, b] = [await person(), await person()];
    ok(await server.call('/api/user/updateUserInfo', { username: '阿兰' }, { token: a.token }));
    ok(await server.call('/api/user/updateUserInfo', { username: '贝贝' }, { token: b.token }));
    const applied = ok(await kk(server, a).apply(b));
    server.clock.advance(3_600_000);
    const accepted = ok(await kk(server, b).accept(applied.message_id));
    const now = server.clock.now();
    assert.equal(accepted.state, 'accepted');
    assert.equal(accepted.lock_start_time, now);
    assert.equal(accepted.answer_time, now);
    const [infoA, infoB] = [ok(await kk(server, a).info()), ok(await kk(server, b).info())];
    for (const [info, partner, partnerInfo] of [
      [infoA, b, infoB],
      [infoB, a, infoA],
    ] as const) {
      assert.deepEqual(
        {
          kk_lock: info.kk_lock,
          kk_lock_start_time: info.kk_lock_start_time,
          kk_lock_end_time: info.kk_lock_end_time,
          kk_lock_target_id: info.kk_lock_target_id,
          kk_lock_target_avatar: info.kk_lock_target_avatar,
          kk_lock_target_username: info.kk_lock_target_username,
          kk_lock_target_mark_name: info.kk_lock_target_mark_name,
          lock_start_time: info.lock_start_time,
        },
        {
          kk_lock: 1,
          kk_lock_start_time: now,
          kk_lock_end_time: 0,
          kk_lock_target_id: partner.id,
          kk_lock_target_avatar: partnerInfo.avatar,
          kk_lock_target_username: partnerInfo.username,
          kk_lock_target_mark_name: '',
          lock_start_time: applied.create_time,
        },
      );
    }
    assert.equal(infoA.kk_lock_target_username, '贝贝');
    // The login answer carries the same user info.
    const login = await server.call('/api/login/loginByPasswd', { username: a.phone, password: 'secret123' });
    assert.equal(ok(login).user.kk_lock_target_id, b.id);
  });

  test('a locked person cannot apply, nor be asked', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    await lockPair(server, a, b);
    const selfLocked = await kk(server, a).apply(c);
    assert.equal(selfLocked.code, -2701);
    assert.equal(selfLocked.msg, '你已处于kk锁中，请先解除当前的kk锁');
    const targetLocked = await kk(server, c).apply(b);
    assert.equal(targetLocked.code, -2702);
    assert.equal(targetLocked.msg, '对方已与他人kk锁定');
    // Not even to the partner again.
    assert.equal((await kk(server, b).apply(a)).code, -2701);
  });

  test('locking resolves every other pending request of the two: theirs withdrawn, those to them rejected', async () => {
    const [a, b, c, d, e] = [await person(), await person(), await person(), await person(), await person()];
    const aToC = ok(await kk(server, a).apply(c)).message_id;
    const dToB = ok(await kk(server, d).apply(b)).message_id;
    const eToA = ok(await kk(server, e).apply(a)).message_id;
    const bToA = ok(await kk(server, b).apply(a)).message_id;
    const aToB = ok(await kk(server, a).apply(b)).message_id;
    ok(await kk(server, b).accept(aToB));
    assert.deepEqual(
      [
        ok(await kk(server, c).status(aToC)),
        ok(await kk(server, b).status(dToB)),
        ok(await kk(server, e).status(eToA)),
      ].map((s) => [s.state, s.reason]),
      [
        ['cancelled', 'locked'],
        ['rejected', 'locked'],
        ['rejected', 'locked'],
      ],
    );
    // The other way round between the two themselves: withdrawn, as its applicant (B) is now locked.
    const reverse = ok(await kk(server, a).status(bToA));
    assert.deepEqual([reverse.state, reverse.reason], ['cancelled', 'locked']);
    assert.equal((await kk(server, c).accept(aToC)).code, -2703);
    assert.equal((await kk(server, a).accept(bToA)).code, -2703);
  });

  test('cancelKkLockUser ends the lock for both; -520 when there is none', async () => {
    const [a, b] = [await person(), await person()];
    const none = await kk(server, a).disconnect();
    assert.equal(none.code, -520);
    assert.equal(none.msg, '当前没有kk锁');
    assert.equal(ok(await kk(server, a).info()).kk_lock_end_time, 0, 'never locked: no end time');
    const messageId = await lockPair(server, a, b);
    server.clock.advance(86_400_000);
    const ended = ok(await kk(server, b).disconnect());
    const now = server.clock.now();
    assert.equal(ended.message_id, messageId);
    assert.equal(ended.state, 'ended');
    assert.equal(ended.reason, 'user');
    assert.equal(ended.ended_by, b.id);
    assert.equal(ended.lock_end_time, now);
    assert.deepEqual(ok(await kk(server, a).status(messageId)), ended);
    for (const who of [a, b]) {
      const info = ok(await kk(server, who).info());
      assert.equal(info.kk_lock, 0);
      assert.equal(info.kk_lock_target_id, 0);
      assert.equal(info.kk_lock_target_username, '');
      assert.equal(info.kk_lock_start_time, 0);
      assert.equal(info.lock_start_time, 0);
      assert.equal(info.kk_lock_end_time, now, 'when the last lock ended');
      assert.equal((await kk(server, who).disconnect()).code, -520);
    }
    // Free again: they may lock anew, with each other or anyone.
    await lockPair(server, b, a);
  });
});

describe('what a lock does elsewhere', () => {
  test('locked people leave the feed and search, and come back when it ends', async () => {
    const me = await viewer(server);
    const [she, her] = [await viewer(server, { gender: 2 }), await viewer(server, { gender: 2 })];
    const partner = await viewer(server);
    const seen = async () => feedIds(server, me.token, {}, 50);
    assert.ok((await seen()).includes(she.id));
    const messageId = await lockPair(server, partner, she);
    const feed = await seen();
    assert.ok(!feed.includes(she.id), 'a locked person is not in the feed');
    assert.ok(feed.includes(her.id), 'others still are');
    const search = ok(
      await server.call(
        '/api/user/searchUser',
        { keyword: she.info.userid, page: 1, pageSize: 20 },
        { token: me.token },
      ),
    );
    assert.equal(search.total, 0, 'nor in search');
    ok(await kk(server, she).disconnect());
    assert.equal(ok(await kk(server, partner).status(messageId)).state, 'ended');
    assert.ok((await seen()).includes(she.id));
  });

  test('a block ends the lock and resolves the requests between the two, either way', async () => {
    const [a, b, c] = [await person(), await person(), await person()];
    const messageId = await lockPair(server, a, b);
    ok(await server.call('/api/chat/blockUser', { userId: a.id }, { token: b.token }));
    const ended = ok(await kk(server, a).status(messageId));
    assert.deepEqual([ended.state, ended.reason, ended.ended_by], ['ended', 'blocked', b.id]);
    assert.equal(ok(await kk(server, a).info()).kk_lock, 0);
    assert.equal(ok(await kk(server, b).info()).kk_lock, 0);
    // Across a block no request can be made.
    assert.equal((await kk(server, a).apply(b)).code, -2402);
    assert.equal((await kk(server, b).apply(a)).code, -2402);
    // Pending both ways between C and A, then C blocks A.
    const cToA = ok(await kk(server, c).apply(a)).message_id;
    const aToC = ok(await kk(server, a).apply(c)).message_id;
    ok(await server.call('/api/chat/blockUser', { userId: a.id }, { token: c.token }));
    const [fromBlocker, toBlocker] = [ok(await kk(server, a).status(cToA)), ok(await kk(server, a).status(aToC))];
    assert.deepEqual([fromBlocker.state, fromBlocker.reason], ['cancelled', 'blocked']);
    assert.deepEqual([toBlocker.state, toBlocker.reason], ['rejected', 'blocked']);
  });

  test('deleting an account ends its lock and resolves its requests; the others can still read them', async () => {
    const [a, b, c, d] = [await person(), await person(), await person(), await person()];
    const messageId = await lockPair(server, a, b);
    const cToD = ok(await kk(server, c).apply(d)).message_id;
    const dToC = ok(await kk(server, d).apply(c)).message_id;
    // Past the SMS cooldown of their sign-up codes.
    server.clock.advance(61_000);
    for (const leaving of [a, d]) {
      ok(await server.call('/api/user/sendDeleteAccountSms', {}, { token: leaving.token }));
      const code = await server.lastCode(leaving.phone);
      ok(await server.call('/api/user/deleteAccount', { code }, { token: leaving.token }));
    }
    const ended = ok(await kk(server, b).status(messageId));
    assert.deepEqual([ended.state, ended.reason, ended.ended_by], ['ended', 'deleted', a.id]);
    assert.equal(ok(await kk(server, b).info()).kk_lock, 0);
    assert.deepEqual(
      [ok(await kk(server, c).status(cToD)).state, ok(await kk(server, c).status(dToC)).state],
      ['rejected', 'cancelled'],
    );
    // D's account is gone: told so (-2012), not that there is no such person.
    assert.equal((await kk(server, c).apply(d)).code, -2012);
    // B is free again.
    await lockPair(server, b, c);
  });
});
