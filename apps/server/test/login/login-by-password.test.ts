import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newPhone, signUp, startServer, type TestServer } from '../support/harness.ts';

describe('loginByPasswd', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ LOGIN_ATTEMPTS_PER_HOUR: '6' });
  });
  after(() => server.close());

  test('logs in by phone number or by username', async () => {
    const account = await signUp(server);
    const byPhone = await server.call('/api/login/loginByPasswd', {
      username: account.phone,
      password: account.password,
    });
    assert.equal(byPhone.code, 0);
    assert.equal(byPhone.msg, '登录成功');
    assert.equal(byPhone.data.user.id, account.user.id);
    const byName = await server.call('/api/login/loginByPasswd', {
      username: account.user.username,
      password: account.password,
    });
    assert.equal(byName.code, 0);
    assert.equal(byName.data.user.id, account.user.id);
    assert.notEqual(byName.data.token, byPhone.data.token);
  });

  test('unknown account and wrong password get the same answer', async () => {
    const account = await signUp(server);
    const wrong = await server.call('/api/login/loginByPasswd', { username: account.phone, password: 'not-it-1' });
    const unknown = await server.call('/api/login/loginByPasswd', { username: newPhone(), password: 'not-it-1' });
    const unknownName = await server.call('/api/login/loginByPasswd', { username: 'nobody_here', password: 'x' });
    assert.deepEqual(wrong, { status: 200, code: -2004, msg: '账号或密码错误', data: null });
    assert.deepEqual(unknown, wrong);
    assert.deepEqual(unknownName, wrong);
  });

  // "Same timing" for an unknown account is proven without a clock: user.service.test.ts shows every path runs
  // exactly one password check (a dummy hash when there is no account).

  test('SPEC §5 messages', async () => {
    const noName = await server.call('/api/login/loginByPasswd', { password: 'x' });
    assert.equal(noName.code, -2222);
    assert.equal(noName.msg, '请输入用户名');
    assert.deepEqual(noName.data, { field: 'username' });
    const noPassword = await server.call('/api/login/loginByPasswd', { username: 'someone' });
    assert.equal(noPassword.msg, '请输入密码');
    assert.deepEqual(noPassword.data, { field: 'password' });
  });

  test('guessing one account is limited', async () => {
    const account = await signUp(server);
    for (let i = 0; i < 6; i++) {
      const answer = await server.call('/api/login/loginByPasswd', { username: account.phone, password: `guess-${i}` });
      assert.equal(answer.code, -2004);
    }
    const limited = await server.call('/api/login/loginByPasswd', {
      username: account.phone,
      password: account.password,
    });
    assert.equal(limited.code, -1029);
    assert.equal(limited.status, 429);
    assert.equal(limited.msg, '密码尝试次数过多，请60分钟后再试，或使用短信验证码登录');
    server.clock.advance(3_600_000);
    const later = await server.call('/api/login/loginByPasswd', {
      username: account.phone,
      password: account.password,
    });
    assert.equal(later.code, 0);
  });
});
