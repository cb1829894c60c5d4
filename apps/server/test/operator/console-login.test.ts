// Logging in to the console: name, password and TOTP all needed, one answer for any of them wrong, the one-time
// password changed first, a code accepted once, five failures locking the name for 15 minutes, the cookie's
// attributes, CSRF, the 12-hour session, logout, and the wall between member tokens and console sessions. On
// PostgreSQL + Redis with TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CODE, CONSOLE } from '@kk/contract';
import { translate } from '@kk/contract/i18n';
import { COMMAND_LINE } from '../../src/features/operator/operator.service.ts';
import { totp } from '../../src/platform/totp.ts';
import {
  consoleCall,
  cookiePair,
  loginOperator,
  newOperatorName,
  OPERATOR_PASSWORD,
  secretOf,
} from '../support/console.ts';
import { signUp, startServer, type TestServer } from '../support/harness.ts';

let server: TestServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const STEP_MS = CONSOLE.totpPeriodSeconds * 1000;

/** An operator added as the CLI adds one, its one-time password changed: name, secret. */
async function activeOperator(role: 'admin' | 'moderator' = 'moderator') {
  const name = newOperatorName();
  const added = await server.app.console.operators.add(COMMAND_LINE, name, role);
  const secret = secretOf(added.otpauth);
  const changed = await consoleCall(server, '/api/console/changePassword', {
    name,
    password: added.password,
    new_password: OPERATOR_PASSWORD,
    otp: totp(secret, server.clock.now()),
  });
  assert.equal(changed.code, 0, changed.msg);
  // The code of this step is used up: the next try comes a step later.
  server.clock.advance(STEP_MS);
  return { name, secret };
}

const login = (name: string, password: string, otp: string, options = {}) =>
  consoleCall(server, '/api/console/login', { name, password, otp }, options);

describe('logging in', () => {
  test('needs the password and the TOTP code; any wrong answers the same -2922', async () => {
    const { name, secret } = await activeOperator();
    const code = totp(secret, server.clock.now());
    const wrongCode = code === '000000' ? '000001' : '000000';
    const answers = [
      await login(name, 'not-the-password', code),
      await login(name, OPERATOR_PASSWORD, wrongCode),
      await login(`${name}x`, OPERATOR_PASSWORD, code),
    ];
    for (const answer of answers) {
      assert.equal(answer.code, CODE.operatorLoginFailed);
      assert.equal(answer.msg, translate('zh-Hans', 'code.operatorLoginFailed'));
      assert.equal(answer.setCookie, null);
    }
    const ok = await login(name, OPERATOR_PASSWORD, code);
    assert.equal(ok.code, 0, ok.msg);
    assert.equal(ok.data.operator.name, name);
    assert.equal(ok.data.operator.role, 'moderator');
    assert.match(ok.data.csrf, /^[\w-]{20,}$/);
    const attributes = (ok.setCookie ?? '').split(';').map((part) => part.trim());
    assert.ok(attributes[0]?.startsWith(`${CONSOLE.cookie}=`));
    assert.ok(attributes.includes('HttpOnly'));
    assert.ok(attributes.includes('SameSite=Strict'));
    assert.ok(attributes.includes('Path=/'));
    assert.ok(attributes.includes(`Max-Age=${CONSOLE.sessionMs / 1000}`));
    assert.ok(!attributes.includes('Secure'), 'no Secure over plain http');
  });

  test('the cookie is Secure when the request came over https (through the trusted proxy)', async () => {
    const { name, secret } = await activeOperator();
    const ok = await login(name, OPERATOR_PASSWORD, totp(secret, server.clock.now()), { proto: 'https' });
    assert.equal(ok.code, 0, ok.msg);
    assert.ok((ok.setCookie ?? '').split('; ').includes('Secure'));
  });

  test('a code is accepted once: the same code again is a failure', async () => {
    const { name, secret } = await activeOperator();
    const code = totp(secret, server.clock.now());
    assert.equal((await login(name, OPERATOR_PASSWORD, code)).code, 0);
    assert.equal((await login(name, OPERATOR_PASSWORD, code)).code, CODE.operatorLoginFailed);
    // A code one step old or one step ahead still passes (a phone's clock drifts); two steps, not.
    server.clock.advance(STEP_MS);
    assert.equal((await login(name, OPERATOR_PASSWORD, totp(secret, server.clock.now() - 2 * STEP_MS))).code, -2922);
    assert.equal((await login(name, OPERATOR_PASSWORD, totp(secret, server.clock.now() + STEP_MS))).code, 0);
  });

  test('-2921 until the one-time password is changed; changePassword needs the TOTP too', async () => {
    const name = newOperatorName();
    const added = await server.app.console.operators.add(COMMAND_LINE, name, 'admin');
    assert.match(added.otpauth, new RegExp(`^otpauth://totp/KK:${name}\\?secret=[A-Z2-7]{32}&issuer=KK`));
    const secret = secretOf(added.otpauth);
    const first = await login(name, added.password, totp(secret, server.clock.now()));
    assert.equal(first.code, CODE.operatorPasswordChange);
    assert.equal(first.msg, translate('zh-Hans', 'code.operatorPasswordChange'));
    assert.equal(first.setCookie, null);
    server.clock.advance(STEP_MS);
    const noOtp = await consoleCall(server, '/api/console/changePassword', {
      name,
      password: added.password,
      new_password: OPERATOR_PASSWORD,
      otp: '123456',
    });
    assert.equal(noOtp.code, CODE.operatorLoginFailed);
    const tooShort = await consoleCall(server, '/api/console/changePassword', {
      name,
      password: added.password,
      new_password: 'short',
      otp: totp(secret, server.clock.now()),
    });
    assert.equal(tooShort.code, CODE.paramsError);
    const changed = await consoleCall(server, '/api/console/changePassword', {
      name,
      password: added.password,
      new_password: OPERATOR_PASSWORD,
      otp: totp(secret, server.clock.now()),
    });
    assert.equal(changed.code, 0, changed.msg);
    server.clock.advance(STEP_MS);
    // The one-time password is gone; the new one logs in.
    assert.equal((await login(name, added.password, totp(secret, server.clock.now()))).code, -2922);
    assert.equal((await login(name, OPERATOR_PASSWORD, totp(secret, server.clock.now()))).code, 0);
  });
});

describe('the lock', () => {
  test('five failures lock the name for 15 minutes, even to the right password; then it opens', async () => {
    const { name, secret } = await activeOperator();
    for (let i = 0; i < CONSOLE.loginFailuresMax; i++) {
      const wrong = await login(name, `wrong-password-${i}`, totp(secret, server.clock.now()));
      assert.equal(wrong.code, CODE.operatorLoginFailed, `try ${i + 1}`);
    }
    const locked = await login(name, OPERATOR_PASSWORD, totp(secret, server.clock.now()));
    assert.equal(locked.code, CODE.operatorLocked);
    assert.equal(locked.data.retryAfter, CONSOLE.lockMs / 1000);
    assert.equal(locked.msg, translate('zh-Hans', 'code.operatorLocked', { minutes: 15 }));
    assert.equal(locked.setCookie, null);
    // changePassword counts and is locked alike.
    const change = await consoleCall(server, '/api/console/changePassword', {
      name,
      password: OPERATOR_PASSWORD,
      new_password: 'another-password',
      otp: totp(secret, server.clock.now()),
    });
    assert.equal(change.code, CODE.operatorLocked);

    server.clock.advance(CONSOLE.lockMs - 60_000);
    const stillLocked = await login(name, OPERATOR_PASSWORD, totp(secret, server.clock.now()));
    assert.equal(stillLocked.code, CODE.operatorLocked);
    assert.equal(stillLocked.data.retryAfter, 60);
    server.clock.advance(60_000);
    assert.equal((await login(name, OPERATOR_PASSWORD, totp(secret, server.clock.now()))).code, 0);
  });

  test('a right login clears the count of earlier failures', async () => {
    const { name, secret } = await activeOperator();
    for (let i = 0; i < CONSOLE.loginFailuresMax - 1; i++) {
      assert.equal((await login(name, 'wrong-password', '000000')).code, -2922);
    }
    assert.equal((await login(name, OPERATOR_PASSWORD, totp(secret, server.clock.now()))).code, 0);
    server.clock.advance(STEP_MS);
    for (let i = 0; i < CONSOLE.loginFailuresMax - 1; i++) {
      assert.equal((await login(name, 'wrong-password', '000000')).code, -2922);
    }
    assert.equal((await login(name, OPERATOR_PASSWORD, totp(secret, server.clock.now()))).code, 0);
  });

  test('a name that is no operator answers as one would, lock included', async () => {
    const name = newOperatorName();
    for (let i = 0; i < CONSOLE.loginFailuresMax; i++) {
      assert.equal((await login(name, 'some-password', '123456')).code, CODE.operatorLoginFailed);
    }
    const locked = await login(name, 'some-password', '123456');
    assert.equal(locked.code, CODE.operatorLocked);
    assert.equal(locked.data.retryAfter, CONSOLE.lockMs / 1000);
  });
});

describe('the session', () => {
  test('getSession needs the cookie only; every other call its CSRF token too (-2924)', async () => {
    const client = await loginOperator(server);
    const session = await client.call('/api/console/getSession', {}, { csrf: false });
    assert.equal(session.code, 0, session.msg);
    assert.deepEqual(session.data.operator, client.operator);
    assert.equal(session.data.csrf, client.csrf);
    assert.equal(session.data.expires_at, server.clock.now() + CONSOLE.sessionMs);

    const missing = await client.call('/api/console/getAuditLog', {}, { csrf: false });
    assert.equal(missing.code, CODE.csrfInvalid);
    assert.equal(missing.msg, translate('zh-Hans', 'code.csrfInvalid'));
    const wrong = await client.call('/api/console/getAuditLog', {}, { csrf: `${client.csrf.slice(1)}x` });
    assert.equal(wrong.code, CODE.csrfInvalid);
    // Another session's token is no good either.
    const other = await loginOperator(server);
    assert.equal((await client.call('/api/console/getAuditLog', {}, { csrf: other.csrf })).code, CODE.csrfInvalid);
    assert.equal((await client.call('/api/console/getAuditLog', {})).code, 0);
  });

  test('without a cookie, or with an unknown one, 401', async () => {
    const client = await loginOperator(server);
    const none = await client.call('/api/console/getSession', {}, { cookie: false });
    assert.equal(none.code, CODE.notLoggedIn);
    const unknown = await client.call('/api/console/getSession', {}, { cookie: `${CONSOLE.cookie}=nothing-like-it` });
    assert.equal(unknown.code, CODE.notLoggedIn);
  });

  test('a member token never opens a console endpoint, nor a console cookie a member one', async () => {
    const member = await signUp(server);
    const client = await loginOperator(server);
    for (const path of ['/api/console/getSession', '/api/console/getAuditLog', '/api/console/logout']) {
      const answer = await consoleCall(server, path, {}, { token: member.token });
      assert.equal(answer.code, CODE.notLoggedIn, path);
      // Not even with the member token's value as the cookie.
      const asCookie = await consoleCall(server, path, {}, { cookie: `${CONSOLE.cookie}=${member.token}` });
      assert.equal(asCookie.code, CODE.notLoggedIn, path);
    }
    const info = await client.call('/api/user/getUserInfo', {});
    assert.equal(info.code, CODE.notLoggedIn);
    // The console's token as a member token is refused too.
    const token = client.cookie.slice(CONSOLE.cookie.length + 1);
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token })).code, CODE.notLoggedIn);
  });

  test('a session lasts 12 hours from its login', async () => {
    const client = await loginOperator(server);
    server.clock.advance(CONSOLE.sessionMs - 1_000);
    assert.equal((await client.call('/api/console/getSession', {})).code, 0);
    server.clock.advance(1_000);
    assert.equal((await client.call('/api/console/getSession', {})).code, CODE.notLoggedIn);
  });

  test('logout ends the session and clears the cookie', async () => {
    const client = await loginOperator(server);
    const out = await client.call('/api/console/logout', {});
    assert.equal(out.code, 0, out.msg);
    const attributes = (out.setCookie ?? '').split('; ');
    assert.equal(attributes[0], `${CONSOLE.cookie}=`);
    assert.ok(attributes.includes('Max-Age=0'));
    assert.ok(attributes.includes('HttpOnly'));
    assert.equal((await client.call('/api/console/getSession', {})).code, CODE.notLoggedIn);
    assert.equal(cookiePair(out.setCookie), `${CONSOLE.cookie}=`);
  });
});
