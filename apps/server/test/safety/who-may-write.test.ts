// Who may write to me (issue 24; docs/decisions/0092-first-contact-and-who-may-write.md): `message_policy` saved
// with updateUserInfo (a mute does not stop it), shown on the profile page with `may_write`, and a first message,
// greeting or kk lock request it refuses answered -2913 with the policy. Two instances over one store.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CODE } from '@kk/contract';
import type { TestServer } from '../support/harness.ts';
import { type Member, member, ok, sendText, startPair, TestSocket } from './safety-fixtures.ts';

let one: TestServer;
let two: TestServer;
before(async () => {
  [one, two] = await startPair();
});
after(async () => {
  await one.close();
  await two.close();
});

const detail = (server: TestServer, viewer: Member, target: Member) =>
  ok(server, '/api/user/getUserDetail', { userId: target.id }, viewer);
const setVerified = (server: TestServer, who: Member) =>
  server.database().kysely.updateTable('users').set({ verified: 1 }).where('id', '=', who.id).execute();

describe('the settings', () => {
  test('message_policy and blur_stranger_images are saved and read back, even while muted', async () => {
    const me = await member(one);
    const info = await ok(one, '/api/user/getUserInfo', {}, me);
    assert.equal(info.message_policy, 'everyone');
    assert.equal(info.blur_stranger_images, 1);
    await one
      .database()
      .kysely.updateTable('users')
      .set({ muted_until: one.clock.now() + 3_600_000 })
      .where('id', '=', me.id)
      .execute();
    const updated = await ok(
      two,
      '/api/user/updateUserInfo',
      { message_policy: 'verified', blur_stranger_images: 0 },
      me,
    );
    assert.equal(updated.message_policy, 'verified');
    assert.equal(updated.blur_stranger_images, 0);
    const again = await ok(one, '/api/user/getUserInfo', {}, me);
    assert.equal(again.message_policy, 'verified');
    assert.equal(again.blur_stranger_images, 0);
    const bad = await one.call('/api/user/updateUserInfo', { message_policy: 'nobody' }, { token: me.token });
    assert.equal(bad.code, CODE.paramsError);
  });
});

describe('refusals', () => {
  test('"verified": only verified members may start; the profile says so before anyone types', async () => {
    const [her, me] = [await member(one), await member(one)];
    await ok(one, '/api/user/updateUserInfo', { message_policy: 'verified' }, her);
    const seen = await detail(two, me, her);
    assert.equal(seen.message_policy, 'verified');
    assert.equal(seen.may_write, 0);
    const socket = await TestSocket.connect(two, me.token);
    const refused = await sendText(socket, her.id, '你好');
    assert.equal(refused.code, CODE.messagePolicyRefused);
    assert.deepEqual(refused.data.policy, 'verified');
    const hi = await one.call('/api/chat/sayHi', { userId: her.id }, { token: me.token });
    assert.equal(hi.code, CODE.messagePolicyRefused);
    assert.equal(hi.data.policy, 'verified');
    const lock = await two.call('/api/kklock/applyKkLock', { to_user_id: her.id }, { token: me.token });
    assert.equal(lock.code, CODE.messagePolicyRefused);
    assert.equal((await ok(one, '/api/chat/getMessageList', { userId: me.id, pageSize: 20 }, her)).list.length, 0);
    // Verified, the same member may write.
    await setVerified(one, me);
    assert.equal((await detail(one, me, her)).may_write, 1);
    assert.equal((await sendText(socket, her.id, '你好')).type, 'ack');
    await socket.close();
  });

  test('"following": the people she follows and her matches; once talking, always', async () => {
    const [her, stranger, followed, matched] = [
      await member(one),
      await member(one),
      await member(one),
      await member(one),
    ];
    await ok(one, '/api/user/updateUserInfo', { message_policy: 'following' }, her);
    await setVerified(one, stranger);
    const ss = await TestSocket.connect(one, stranger.token);
    const refused = await sendText(ss, her.id, '你好');
    assert.equal(refused.code, CODE.messagePolicyRefused);
    assert.equal(refused.data.policy, 'following');
    assert.equal((await detail(two, stranger, her)).may_write, 0, 'verified is not enough');

    await ok(two, '/api/chat/followUser', { userId: followed.id }, her);
    assert.equal((await detail(one, followed, her)).may_write, 1);
    const sf = await TestSocket.connect(two, followed.token);
    assert.equal((await sendText(sf, her.id, '谢谢关注')).type, 'ack');

    await ok(one, '/api/chat/zan', { userId: her.id }, matched);
    assert.equal((await detail(one, matched, her)).may_write, 0, 'a like alone is not a match');
    await ok(two, '/api/chat/zan', { userId: matched.id }, her);
    assert.equal((await detail(one, matched, her)).may_write, 1);
    const hi = await two.call('/api/chat/sayHi', { userId: her.id }, { token: matched.token });
    assert.equal(hi.code, 0);

    // She wrote first to the stranger: that conversation is not a first contact for the stranger's answer.
    const sh = await TestSocket.connect(one, her.token);
    assert.equal((await sendText(sh, stranger.id, '刚才是你吗')).type, 'ack');
    assert.equal((await detail(two, stranger, her)).may_write, 1);
    assert.equal((await sendText(ss, her.id, '是我')).type, 'ack');
    await Promise.all([ss, sf, sh].map((socket) => socket.close()));
  });

  test('"everyone" (the default) refuses nobody; a person sees their own profile as writable', async () => {
    const [her, me] = [await member(one), await member(one)];
    const seen = await detail(one, me, her);
    assert.equal(seen.message_policy, 'everyone');
    assert.equal(seen.may_write, 1);
    const own = await detail(two, her, her);
    assert.equal(own.may_write, 1);
  });
});
