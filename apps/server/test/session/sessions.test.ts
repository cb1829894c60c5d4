import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { hashToken, newToken } from '../../src/platform/crypto.ts';
import { newPhone, signUp, startServer, type TestServer } from '../support/harness.ts';

const DAY = 86_400_000;

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
    assert.equal(second.code, 0);
    assert.notEqual(second.data.token, account.token);
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
    assert.equal(other.code, 0);
    for (const token of [account.token, other.data.token]) {
      assert.equal((await server.call('/api/user/getUserInfo', {}, { token })).code, 0, 'both sessions work first');
    }
    server.clock.advance(60_000);
    assert.equal((await server.call('/api/sms/sendSms', { phone: account.phone, type: 2 })).code, 0);
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
    assert.equal((await server.call('/api/sms/sendSms', { phone, type: 2 })).code, 0);
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

  test('a session lasts 30 days by default: still valid just before, refused at and after', async () => {
    // Two sessions made at the same moment: using one must not stretch its life (no sliding expiry).
    const account = await signUp(server);
    const second = await server.call('/api/login/loginByPasswd', {
      username: account.phone,
      password: account.password,
    });
    assert.equal(second.code, 0);
    const info = (token: string) => server.call('/api/user/getUserInfo', {}, { token });
    server.clock.advance(29 * DAY);
    assert.equal((await info(account.token)).code, 0, 'after 29 days');
    server.clock.advance(DAY - 1);
    assert.equal((await info(account.token)).code, 0, '1 ms before 30 days');
    server.clock.advance(1);
    const expired = await info(account.token);
    assert.deepEqual([expired.status, expired.code], [401, 401], 'at 30 days');
    assert.equal((await info(second.data.token)).code, 401, 'the unused session at 30 days');
    server.clock.advance(DAY);
    assert.equal((await info(account.token)).code, 401, 'a day after');
    // A new login starts a new 30 days.
    const fresh = await server.call('/api/login/loginByPasswd', {
      username: account.phone,
      password: account.password,
    });
    assert.equal(fresh.code, 0);
    assert.equal((await info(fresh.data.token)).code, 0);
  });

  test('initPassword works only while the account has no password', async () => {
    // Accounts without a password come from Alipay and Apple login; made here directly.
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

  test('the lifetime follows SESSION_TTL_DAYS', async () => {
    const short = await startServer({ SESSION_TTL_DAYS: '2' });
    try {
      const account = await signUp(short);
      const info = () => short.call('/api/user/getUserInfo', {}, { token: account.token });
      short.clock.advance(2 * DAY - 1);
      assert.equal((await info()).code, 0, '1 ms before 2 days');
      short.clock.advance(1);
      assert.equal((await info()).code, 401, 'at 2 days');
      short.clock.advance(DAY);
      assert.equal((await info()).code, 401, 'after 2 days');
    } finally {
      await short.close();
    }
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
    assert.ok(!dump.includes(`"${code}"`), 'the code as a text value');
    assert.ok(!dump.includes(`:${code}`), 'the code as a number value');
  });
});
