// Kk lock live: every change reaches both sides' sockets at once as a `kk_lock` frame, across
// two server instances (Redis fan-out: TEST_REDIS_URL or the local one); the request is a chat message of type
// kk_lock; a third person cannot start a new conversation with a locked person; the mark name shows in user info.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { type Frame, newMessageId, TestSocket } from '../support/chat-helpers.ts';
import { signUp, startServers, type TestServer, usingRedis } from '../support/harness.ts';
import { kk, ok, type Someone } from './kklock-fixtures.ts';

let one: TestServer;
let two: TestServer;
before(async () => {
  const redis: Record<string, string> = usingRedis
    ? {}
    : { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: `kktest:${randomBytes(6).toString('hex')}:` };
  [one, two] = (await startServers(2, { ...redis, RATE_LIMIT_PER_MINUTE: '100000' })) as [TestServer, TestServer];
});
after(async () => {
  await one.close();
  await two.close();
});

async function person(): Promise<Someone> {
  const account = await signUp(one);
  return { token: account.token, id: Number(account.user.id) };
}

/** The next `kk_lock` frame about this request. */
const lockFrame = (socket: TestSocket, messageId: string) =>
  socket.next('kk_lock', (frame: Frame) => frame.data.message_id === messageId);

describe('kk lock on the socket, across two instances', () => {
  test('apply, accept and disconnect reach both sides at once; the request is a kk_lock chat message', async () => {
    const [a, b] = [await person(), await person()];
    const [sa, sb] = [await TestSocket.connect(one, a.token), await TestSocket.connect(two, b.token)];
    const { message_id } = ok(await kk(one, a).apply(b));

    for (const socket of [sa, sb]) {
      const message = await socket.next('message', (frame) => frame.data.message_id === message_id);
      assert.equal(message.data.type, 'kk_lock');
      assert.deepEqual([message.data.from_user_id, message.data.to_user_id], [a.id, b.id]);
      const applied = await lockFrame(socket, message_id);
      assert.equal(applied.code, 0);
      assert.equal(applied.data.type, 'kk_lock_apply');
      assert.deepEqual([applied.data.from_user_id, applied.data.to_user_id], [a.id, b.id]);
      assert.equal(applied.data.status.state, 'pending');
    }
    const history = ok(await two.call('/api/chat/getMessageList', { userId: a.id }, { token: b.token }));
    assert.deepEqual(
      history.list.map((m: { message_id: string; type: string }) => [m.message_id, m.type]),
      [[message_id, 'kk_lock']],
    );

    ok(await kk(two, b).accept(message_id));
    for (const socket of [sa, sb]) {
      const accepted = await lockFrame(socket, message_id);
      assert.equal(accepted.data.type, 'kk_lock_accept');
      assert.equal(accepted.data.status.state, 'accepted');
    }

    ok(await kk(two, b).disconnect());
    // A is told at once that the other side disconnected (SPEC §4), then reloads the user info.
    const cancelled = await lockFrame(sa, message_id);
    assert.equal(cancelled.data.type, 'kk_lock_cancel');
    assert.deepEqual([cancelled.data.status.state, cancelled.data.status.ended_by], ['ended', b.id]);
    assert.equal((await lockFrame(sb, message_id)).data.type, 'kk_lock_cancel');
    assert.equal(ok(await kk(one, a).info()).kk_lock, 0);
    await sa.close();
    await sb.close();
  });

  test('withdrawing and rejecting are heard by the other side', async () => {
    const [a, b] = [await person(), await person()];
    const [sa, sb] = [await TestSocket.connect(one, a.token), await TestSocket.connect(two, b.token)];
    const first = ok(await kk(one, a).apply(b)).message_id;
    ok(await kk(one, a).cancel(first));
    assert.equal((await sb.next('kk_lock', (f) => f.data.type === 'kk_lock_withdraw')).data.message_id, first);
    const second = ok(await kk(one, a).apply(b)).message_id;
    ok(await kk(two, b).reject(second));
    assert.equal((await sa.next('kk_lock', (f) => f.data.type === 'kk_lock_reject')).data.message_id, second);
    await sa.close();
    await sb.close();
  });

  test('no new conversation with a locked person (-2604); the partner and earlier conversations go on', async () => {
    const [a, b, earlier, stranger] = [await person(), await person(), await person(), await person()];
    const [sb, se, ss] = [
      await TestSocket.connect(one, b.token),
      await TestSocket.connect(two, earlier.token),
      await TestSocket.connect(one, stranger.token),
    ];
    se.sendMessage(b.id, '你好');
    await se.next('ack');
    const request = ok(await kk(one, a).apply(b)).message_id;
    ok(await kk(two, b).accept(request));

    const refused = ss.sendMessage(b.id, '在吗');
    const error = await ss.next('error');
    assert.deepEqual([error.code, error.data.message_id], [-2604, refused]);
    assert.equal(error.msg, '对方已与他人kk锁定，暂时无法开始新的聊天');
    const hi = await two.call('/api/chat/sayHi', { userId: b.id }, { token: stranger.token });
    assert.equal(hi.code, -2604);

    const fromEarlier = se.sendMessage(b.id, '还是我');
    await se.next('ack', (f) => f.data.message_id === fromEarlier);
    assert.equal((await sb.next('message', (f) => f.data.message_id === fromEarlier)).data.content, '还是我');
    // B's partner talks to B as ever; once the lock ends, the stranger may too.
    ok(await two.call('/api/chat/sayHi', { userId: b.id }, { token: a.token }));
    ok(await kk(one, a).disconnect());
    const later = newMessageId();
    ss.sendMessage(b.id, '现在呢', later);
    await ss.next('ack', (f) => f.data.message_id === later);
    for (const socket of [sb, se, ss]) await socket.close();
  });

  test('a change that rolls back is never announced: a failed account deletion keeps the lock, silently', async () => {
    const account = await signUp(one);
    const leaving = { token: account.token, id: Number(account.user.id) };
    const partner = await person();
    const request = ok(await kk(one, leaving).apply(partner)).message_id;
    ok(await kk(one, partner).accept(request));
    const socket = await TestSocket.connect(one, partner.token);
    one.clock.advance(120_000);
    ok(await one.call('/api/user/sendDeleteAccountSms', {}, { token: leaving.token }));
    const code = await one.lastCode(account.phone);
    // The deletion fails at its last step (a trigger refuses the user row), after the lock was ended in it.
    const db = one.database();
    if (db.dialect === 'sqlite') {
      await sql`create trigger kk_refuse_user_delete before delete on users
                begin select raise(abort, 'injected failure'); end`.execute(db.kysely);
    } else {
      await sql`create function kk_refuse_user_delete() returns trigger language plpgsql
                as $$ begin raise exception 'injected failure'; end $$`.execute(db.kysely);
      await sql`create trigger kk_refuse_user_delete before delete on users
                for each row execute function kk_refuse_user_delete()`.execute(db.kysely);
    }
    try {
      const failed = await one.call('/api/user/deleteAccount', { code }, { token: leaving.token });
      assert.equal(failed.status, 500);
    } finally {
      await sql`drop trigger kk_refuse_user_delete${sql.raw(db.dialect === 'sqlite' ? '' : ' on users')}`.execute(
        db.kysely,
      );
    }
    // Frames are handed to this instance's sockets before the HTTP answer; a round trip shows none came.
    await socket.flush();
    assert.deepEqual(socket.drain('kk_lock'), []);
    assert.equal(ok(await kk(one, partner).info()).kk_lock_target_id, leaving.id);
    assert.equal(ok(await kk(one, partner).status(request)).state, 'accepted');
    await socket.close();
  });

  test('user info shows the mark name the user gave the partner', async () => {
    const [a, b] = [await person(), await person()];
    ok(await one.call('/api/chat/updateMarkName', { userId: b.id, mark_name: '小贝' }, { token: a.token }));
    const request = ok(await kk(one, a).apply(b)).message_id;
    ok(await kk(two, b).accept(request));
    assert.equal(ok(await kk(two, a).info()).kk_lock_target_mark_name, '小贝');
    assert.equal(ok(await kk(one, b).info()).kk_lock_target_mark_name, '');
  });
});
