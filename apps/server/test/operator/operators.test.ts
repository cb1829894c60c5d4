// Operator management: admins only (-2925 to a moderator), add, disable (never yourself; their sessions end at
// once), reset (a new one-time password and secret; the old ones stop working), the list, and the audit log of all
// of it and of logins and password changes. The `operator` command as a child process over the same database. On
// PostgreSQL + Redis with TEST_DATABASE_URL / TEST_REDIS_URL.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { CODE, CONSOLE } from '@kk/contract';
import { totp } from '../../src/platform/totp.ts';
import {
  type ConsoleClient,
  consoleCall,
  loginOperator,
  newOperatorName,
  OPERATOR_PASSWORD,
  secretOf,
} from '../support/console.ts';
import { startServer, type TestServer } from '../support/harness.ts';

let server: TestServer;
let admin: ConsoleClient;
before(async () => {
  server = await startServer();
  admin = await loginOperator(server, { role: 'admin' });
});
after(() => server.close());

const STEP_MS = CONSOLE.totpPeriodSeconds * 1000;

/** Changes a one-time password and logs in, as the console's first screen does. */
async function firstLogin(name: string, password: string, secret: string) {
  server.clock.advance(STEP_MS);
  const changed = await consoleCall(server, '/api/console/changePassword', {
    name,
    password,
    new_password: OPERATOR_PASSWORD,
    otp: totp(secret, server.clock.now()),
  });
  assert.equal(changed.code, 0, changed.msg);
  server.clock.advance(STEP_MS);
  return consoleCall(server, '/api/console/login', {
    name,
    password: OPERATOR_PASSWORD,
    otp: totp(secret, server.clock.now()),
  });
}

async function auditOf(filter: Record<string, number> = {}) {
  const log = await admin.call('/api/console/getAuditLog', { page: 1, pageSize: 100, ...filter });
  assert.equal(log.code, 0, log.msg);
  return log.data as {
    list: Array<{ operator: { id: number; name: string }; action: string; detail: string; user_id: number }>;
    total: number;
  };
}

describe('operator management', () => {
  test('a moderator is refused every admin endpoint (-2925)', async () => {
    const moderator = await loginOperator(server);
    const newName = newOperatorName();
    const calls: Array<[string, unknown]> = [
      ['/api/console/getOperatorList', {}],
      ['/api/console/addOperator', { name: newName, role: 'admin' }],
      ['/api/console/disableOperator', { id: admin.operator.id }],
      ['/api/console/resetOperator', { id: admin.operator.id }],
    ];
    for (const [path, body] of calls) {
      const answer = await moderator.call(path, body);
      assert.equal(answer.code, CODE.operatorForbidden, path);
    }
    // Nothing was done: the admin still works, no operator was added.
    assert.equal((await admin.call('/api/console/getSession', {})).code, 0);
    const list = await admin.call('/api/console/getOperatorList', {});
    assert.ok(!list.data.list.some((row: { name: string }) => row.name === newName));
  });

  test('add: a one-time password and an otpauth URI, then the new operator logs in', async () => {
    const name = newOperatorName();
    const added = await admin.call('/api/console/addOperator', { name, role: 'moderator' });
    assert.equal(added.code, 0, added.msg);
    assert.equal(added.data.name, name);
    assert.ok(added.data.password.length >= CONSOLE.passwordMin);
    assert.match(
      added.data.otpauth,
      new RegExp(`^otpauth://totp/KK:${name}\\?secret=[A-Z2-7]+&issuer=KK&algorithm=SHA1&digits=6&period=30$`),
    );
    const taken = await admin.call('/api/console/addOperator', { name, role: 'admin' });
    assert.equal(taken.code, CODE.operatorNameTaken);
    const badName = await admin.call('/api/console/addOperator', { name: 'No Spaces', role: 'admin' });
    assert.equal(badName.code, CODE.paramsError);

    const list = await admin.call('/api/console/getOperatorList', {});
    const row = list.data.list.find((item: { name: string }) => item.name === name);
    assert.equal(row.status, 'new');
    assert.equal(row.role, 'moderator');
    assert.equal(row.last_login_time, 0);

    const login = await firstLogin(name, added.data.password, secretOf(added.data.otpauth));
    assert.equal(login.code, 0, login.msg);
    const after = await admin.call('/api/console/getOperatorList', {});
    const active = after.data.list.find((item: { name: string }) => item.name === name);
    assert.equal(active.status, 'active');
    assert.equal(active.last_login_time, server.clock.now());
  });

  test('disable: never yourself; their sessions end at once and they cannot log in', async () => {
    const self = await admin.call('/api/console/disableOperator', { id: admin.operator.id });
    assert.equal(self.code, CODE.notYourself);
    const other = await loginOperator(server);
    assert.equal((await other.call('/api/console/getSession', {})).code, 0);
    const disabled = await admin.call('/api/console/disableOperator', { id: other.operator.id });
    assert.equal(disabled.code, 0, disabled.msg);
    assert.equal((await other.call('/api/console/getSession', {})).code, CODE.notLoggedIn);
    server.clock.advance(STEP_MS);
    const again = await consoleCall(server, '/api/console/login', {
      name: other.operator.name,
      password: OPERATOR_PASSWORD,
      otp: totp(other.secret, server.clock.now()),
    });
    assert.equal(again.code, CODE.operatorLoginFailed);
    assert.equal((await admin.call('/api/console/disableOperator', { id: 999_999 })).code, CODE.operatorNotFound);
  });

  test('reset: a new one-time password and secret; sessions end; the old secret no longer logs in', async () => {
    const other = await loginOperator(server);
    const reset = await admin.call('/api/console/resetOperator', { id: other.operator.id });
    assert.equal(reset.code, 0, reset.msg);
    assert.equal(reset.data.name, other.operator.name);
    const secret = secretOf(reset.data.otpauth);
    assert.notEqual(secret, other.secret);
    assert.equal((await other.call('/api/console/getSession', {})).code, CODE.notLoggedIn);
    server.clock.advance(STEP_MS);
    const oldSecret = await consoleCall(server, '/api/console/login', {
      name: other.operator.name,
      password: OPERATOR_PASSWORD,
      otp: totp(other.secret, server.clock.now()),
    });
    assert.equal(oldSecret.code, CODE.operatorLoginFailed);
    const login = await firstLogin(other.operator.name, reset.data.password, secret);
    assert.equal(login.code, 0, login.msg);
    assert.equal((await admin.call('/api/console/resetOperator', { id: 999_999 })).code, CODE.operatorNotFound);
  });
});

describe('the audit log', () => {
  test('records logins, password changes and every operator change, newest first, by operator', async () => {
    const before = (await auditOf()).total;
    const name = newOperatorName();
    const added = await admin.call('/api/console/addOperator', { name, role: 'moderator' });
    const login = await firstLogin(name, added.data.password, secretOf(added.data.otpauth));
    const id = login.data.operator.id as number;
    await admin.call('/api/console/resetOperator', { id });
    await admin.call('/api/console/disableOperator', { id });

    const log = await auditOf();
    assert.equal(log.total, before + 5);
    const newest = log.list.slice(0, 5).map((entry) => [entry.action, entry.operator.name]);
    assert.deepEqual(newest, [
      ['operatorDisable', admin.operator.name],
      ['operatorReset', admin.operator.name],
      ['login', name],
      ['operatorPassword', name],
      ['operatorAdd', admin.operator.name],
    ]);
    assert.deepEqual(JSON.parse(log.list[0]?.detail ?? ''), { operatorId: id, name, role: 'moderator' });
    const theirs = await auditOf({ operatorId: id });
    assert.deepEqual(
      theirs.list.map((entry) => entry.action),
      ['login', 'operatorPassword'],
    );
    const page = await admin.call('/api/console/getAuditLog', { page: 2, pageSize: 2 });
    assert.equal(page.data.list.length, 2);
    assert.equal(page.data.list[0].action, 'login');
  });
});

describe('npm run operator', () => {
  const script = join(import.meta.dirname, '../../src/operator.ts');
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, [script, ...args], { env: { ...process.env, ...server.env } }).then(
      (done) => ({ code: 0, stdout: done.stdout, stderr: done.stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  test('add prints a one-time password and an otpauth URI that log in; list, disable and reset', async () => {
    const name = newOperatorName();
    const added = await run('add', name, '--role', 'admin');
    assert.equal(added.code, 0, added.stderr);
    const password = /One-time password: (\S+)/.exec(added.stdout)?.[1] as string;
    const otpauth = /(otpauth:\/\/totp\/KK:\S+)/.exec(added.stdout)?.[1] as string;
    assert.match(otpauth, new RegExp(`^otpauth://totp/KK:${name}\\?secret=[A-Z2-7]+&issuer=KK&algorithm=SHA1`));
    const login = await firstLogin(name, password, secretOf(otpauth));
    assert.equal(login.code, 0, login.msg);
    assert.equal(login.data.operator.role, 'admin');
    const session = { cookie: (login.setCookie ?? '').split(';')[0] as string, csrf: login.data.csrf as string };

    const taken = await run('add', name, '--role', 'moderator');
    assert.equal(taken.code, 1);
    assert.match(taken.stderr, /already exists/);
    assert.equal((await run('add', 'x', '--role', 'admin')).code, 1);
    assert.equal((await run('add', newOperatorName(), '--role', 'root')).code, 1);
    assert.equal((await run('frobnicate')).code, 1);

    const list = await run('list');
    assert.match(list.stdout, new RegExp(`^${name}\\tadmin\\tactive\\t`, 'm'));

    const disabled = await run('disable', name);
    assert.equal(disabled.code, 0, disabled.stderr);
    assert.equal((await consoleCall(server, '/api/console/getSession', {}, { session })).code, CODE.notLoggedIn);
    assert.match((await run('list')).stdout, new RegExp(`^${name}\\tadmin\\tdisabled\\t`, 'm'));
    assert.equal((await run('disable', 'nobody-here')).code, 1);

    const reset = await run('reset', name);
    assert.equal(reset.code, 0, reset.stderr);
    const newPassword = /One-time password: (\S+)/.exec(reset.stdout)?.[1] as string;
    const newUri = /(otpauth:\/\/\S+)/.exec(reset.stdout)?.[1] as string;
    assert.equal((await firstLogin(name, newPassword, secretOf(newUri))).code, 0);

    // The command line is in the audit log as operator 0.
    const log = await auditOf();
    const cli = log.list.filter((entry) => entry.operator.id === 0).map((entry) => entry.action);
    assert.deepEqual(cli.slice(0, 3), ['operatorReset', 'operatorDisable', 'operatorAdd']);
  });
});
