import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { hashToken, newToken } from '../src/platform/crypto.ts';
import { newPhone, signUp, startServer, type TestServer } from './harness.ts';

describe('sessions', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('no token, an unknown token, or a malformed one: 401 with HTTP 401', async () => {
    for (const token of [undefined, 'not-a-token', 'x'.repeat(500)]) {
      const answer = await server.call('/api/user/getUserInfo', {}, token ? { token } : {});
      assert.equal(answer.status, 401);
      assert.equal(answer.code, 401);
      assert.equal(answer.msg, '请先登录');
    }
  });

  test('logout revokes the token, and only that token', async () => {
    const account = await signUp(server);
    const second = await server.call('/api/login/loginByPasswd', {
      username: account.phone,
      password: account.password,
    });
    const logout = await server.call('/api/login/logout', {}, { token: account.token });
    assert.equal(logout.code, 0);
    assert.equal(logout.msg, '已退出登录');
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: account.token })).code, 401);
    assert.equal((await server.call('/api/login/logout', {}, { token: account.token })).code, 401);
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: second.data.token })).code, 0);
  });

  test('a password reset revokes every session; the new password works and the old one not', async () => {
    const account = await signUp(server);
    const other = await server.call('/api/login/loginByPasswd', {
      username: account.phone,
      password: account.password,
    });
    server.clock.advance(60_000);
    await server.call('/api/sms/sendSms', { phone: account.phone, type: 2 });
    const code = await server.lastCode(account.phone);
    const reset = await server.call('/api/login/resetByPhone', { phone: account.phone, code, password: 'brand-new-1' });
    assert.equal(reset.code, 0);
    assert.equal(reset.msg, '密码已重置，请重新登录');
    for (const token of [account.token, other.data.token]) {
      assert.equal((await server.call('/api/user/getUserInfo', {}, { token })).code, 401);
    }
    const old = await server.call('/api/login/loginByPasswd', { username: account.phone, password: account.password });
    assert.equal(old.code, -2004);
    const fresh = await server.call('/api/login/loginByPasswd', { username: account.phone, password: 'brand-new-1' });
    assert.equal(fresh.code, 0);
  });

  test('a reset for an unregistered phone answers -2008 once the code is right', async () => {
    const phone = newPhone();
    await server.call('/api/sms/sendSms', { phone, type: 2 });
    const code = await server.lastCode(phone);
    const wrong = await server.call('/api/login/resetByPhone', {
      phone,
      code: code === '000000' ? '111111' : '000000',
      password: 'whatever1',
    });
    assert.equal(wrong.code, -2002);
    const answer = await server.call('/api/login/resetByPhone', { phone, code, password: 'whatever1' });
    assert.equal(answer.code, -2008);
    assert.equal(answer.msg, '该手机号尚未注册');
  });

  test('a session expires after its lifetime', async () => {
    const account = await signUp(server);
    server.clock.advance(30 * 86_400_000);
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: account.token })).code, 401);
  });

  test('initPassword works only while the account has no password', async () => {
    // Accounts without a password come from Alipay and Apple login (a later issue); made here directly.
    const db = server.database().kysely;
    const now = server.clock.now();
    const user = await db
      .insertInto('users')
      .values({
        userid: '10000001',
        phone: newPhone(),
        password_hash: null,
        username: 'kk10000001',
        create_time: now,
        update_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const token = newToken();
    await db
      .insertInto('sessions')
      .values({
        user_id: Number(user.id),
        token_hash: hashToken(token),
        create_time: now,
        expire_time: now + 86_400_000,
      })
      .execute();
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token })).data.hasPassword, 0);
    const tooShort = await server.call('/api/user/initPassword', { password: '12' }, { token });
    assert.equal(tooShort.code, -2222);
    const set = await server.call('/api/user/initPassword', { password: 'first-pass' }, { token });
    assert.equal(set.code, 0);
    assert.equal(set.msg, '密码设置成功');
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token })).data.hasPassword, 1);
    const again = await server.call('/api/user/initPassword', { password: 'second-pass' }, { token });
    assert.equal(again.code, -2005);
    assert.equal(again.msg, '已设置过密码');
    const login = await server.call('/api/login/loginByPasswd', { username: 'kk10000001', password: 'first-pass' });
    assert.equal(login.code, 0);
  });

  test('initPassword needs a login', async () => {
    assert.equal((await server.call('/api/user/initPassword', { password: 'abcdefg' })).code, 401);
  });

  test('a login-only endpoint answers 401 before it looks at the body', async () => {
    const answer = await server.call('/api/user/updateUserInfo', { height: 'tall' });
    assert.equal(answer.code, 401);
    assert.equal(answer.data, null);
  });

  test('no plaintext code, password or token is stored', async () => {
    const account = await signUp(server, newPhone(), 'Plain-Secret-42');
    const code = (await server.call(`/api/dev/smsOutbox?phone=${account.phone}`)).data.list[0].code;
    const dump = await server.dumpDatabase();
    assert.ok(dump.includes(account.phone), 'the dump reads the rows');
    assert.ok(!dump.includes('Plain-Secret-42'), 'password');
    assert.ok(!dump.includes(account.token), 'token');
    assert.ok(!dump.includes(`"${code}"`) && !dump.includes(`:${code}`), 'code');
  });
});
