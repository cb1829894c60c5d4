// Account deletion for an account without a phone (made by Alipay login): it cannot receive the deletion SMS, so
// it confirms with its password, checked and throttled as password login is. A phone account still needs its code.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { signUp, startServer, type TestServer } from '../support/harness.ts';

/** Attempts per account and hour: small, so the shared allowance is reached in a few tries. */
const ALLOWANCE = 4;

/** A new account through the sandbox's Alipay login: no phone, no password yet. */
async function alipayAccount(server: TestServer) {
  const opened = await server.call('/api/login/getAlipayOpenUrl', {});
  assert.equal(opened.code, 0, opened.msg);
  const { url, templateId } = opened.result as { url: string; templateId: string };
  const html = await (await fetch(new URL(url, server.url))).text();
  // The sandbox page's forms: take the one that authorises as a new Alipay user.
  const form = [...html.matchAll(/<form[^>]*>([\s\S]*?)<\/form>/g)]
    .map((match) =>
      Object.fromEntries([...(match[1] ?? '').matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]])),
    )
    .find((fields) => fields.choice === 'new');
  assert.ok(form, 'the sandbox offers a new Alipay user');
  const decided = await fetch(`${server.url}/sandbox/alipay/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form as Record<string, string>).toString(),
    redirect: 'manual',
  });
  assert.equal(decided.status, 303);
  await (await fetch(new URL(decided.headers.get('location') ?? '', server.url))).text();
  const done = await server.call('/api/login/getAlipayLoginResult', { templateId });
  assert.equal(done.code, 0, done.msg);
  assert.equal(done.data.user.phone, '');
  return { token: done.data.token as string, user: done.data.user as { id: number; username: string } };
}

/** Tables that still hold a row with the user's id (the scan of deletion.test.ts, by id only). */
async function tablesWith(server: TestServer, userId: number): Promise<string[]> {
  const db = server.database();
  const tables = (
    db.dialect === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db.kysely)
      : await sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema()`.execute(db.kysely)
  ).rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('sqlite_') && !name.startsWith('kysely_'));
  const found: string[] = [];
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely)).rows;
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const isUserColumn =
          column === 'user_id' || column.endsWith('_user_id') || (table === 'users' && column === 'id');
        if (isUserColumn && Number(value) === userId) found.push(`${table}.${column}`);
      }
    }
  }
  return found;
}

describe('deleting an account without a phone', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ LOGIN_ATTEMPTS_PER_HOUR: String(ALLOWANCE) });
  });
  after(() => server.close());

  test('no deletion SMS and no code: the refusal says to use the password', async () => {
    const me = await alipayAccount(server);
    const ip = '198.51.100.1';
    const sent = await server.call('/api/user/sendDeleteAccountSms', {}, { token: me.token, ip });
    assert.equal(sent.code, -2011);
    assert.equal(sent.msg, '此账号未绑定手机号，请用密码确认注销');
    assert.equal(sent.status, 200);
    const english = await server.call('/api/user/sendDeleteAccountSms', {}, { token: me.token, ip, language: 'en' });
    assert.equal(english.msg, 'This account has no phone number: confirm the deletion with your password');
    const byCode = await server.call('/api/user/deleteAccount', { code: '123456' }, { token: me.token, ip });
    assert.equal(byCode.code, -2011);
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: me.token })).code, 0);
  });

  test('with its password: every row and session goes; a wrong or unset password deletes nothing', async () => {
    const me = await alipayAccount(server);
    const ip = '198.51.100.2';
    // No password yet: nothing can match, the same -2004 as a wrong one.
    const unset = await server.call('/api/user/deleteAccount', { password: 'secret123' }, { token: me.token, ip });
    assert.equal(unset.code, -2004);
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: me.token })).data.hasPassword, 0);

    const set = await server.call('/api/user/initPassword', { password: 'secret123' }, { token: me.token, ip });
    assert.equal(set.code, 0, set.msg);
    const wrong = await server.call('/api/user/deleteAccount', { password: 'secret124' }, { token: me.token, ip });
    assert.equal(wrong.code, -2004);
    assert.equal(wrong.msg, '账号或密码错误');
    const still = await server.call('/api/user/getUserInfo', {}, { token: me.token });
    assert.equal(still.code, 0);
    assert.equal(still.data.hasPassword, 1);
    assert.ok((await tablesWith(server, me.user.id)).includes('users.id'));

    const other = await server.call(
      '/api/login/loginByPasswd',
      { username: me.user.username, password: 'secret123' },
      { ip },
    );
    assert.equal(other.code, 0, 'a second session, by username');
    const seen = await tablesWith(server, me.user.id);
    for (const table of ['users', 'sessions', 'user_identities']) {
      assert.ok(
        seen.some((where) => where.startsWith(`${table}.`)),
        `the scan sees the user in ${table} (${seen})`,
      );
    }

    const done = await server.call('/api/user/deleteAccount', { password: 'secret123' }, { token: me.token, ip });
    assert.equal(done.code, 0, done.msg);
    assert.equal(done.msg, '账号已注销');
    // Only the id is kept, as gone (gone-accounts.test.ts).
    assert.deepEqual(await tablesWith(server, me.user.id), ['gone_accounts.user_id']);
    for (const token of [me.token, other.data.token as string]) {
      const refused = await server.call('/api/user/getUserInfo', {}, { token });
      assert.equal(refused.status, 401);
    }
    const login = await server.call('/api/login/loginByPasswd', { username: me.user.username, password: 'secret123' });
    assert.equal(login.code, -2004);
  });

  test('wrong deletion passwords use up the account’s login allowance, and the reverse', async () => {
    const me = await alipayAccount(server);
    const ip = '198.51.100.3';
    assert.equal((await server.call('/api/user/initPassword', { password: 'secret123' }, { token: me.token })).code, 0);
    for (let i = 0; i < ALLOWANCE / 2; i++) {
      const miss = await server.call('/api/user/deleteAccount', { password: `wrong-${i}` }, { token: me.token, ip });
      assert.equal(miss.code, -2004);
    }
    for (let i = 0; i < ALLOWANCE / 2; i++) {
      const miss = await server.call(
        '/api/login/loginByPasswd',
        { username: me.user.username, password: `wrong-${i}` },
        { ip: `198.51.100.${10 + i}` },
      );
      assert.equal(miss.code, -2004);
    }
    const refused = await server.call('/api/user/deleteAccount', { password: 'secret123' }, { token: me.token, ip });
    assert.equal(refused.code, -1029, 'the right password waits too: the allowance is the account’s');
    assert.equal(refused.status, 429);
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: me.token })).code, 0, 'nothing deleted');
  });

  test('a phone account cannot use a password; neither or both is a params error', async () => {
    const me = await signUp(server);
    const ip = '198.51.100.4';
    const byPassword = await server.call('/api/user/deleteAccount', { password: me.password }, { token: me.token, ip });
    assert.equal(byPassword.code, -2222);
    assert.equal(byPassword.data.field, 'code');
    for (const body of [{}, { code: '123456', password: me.password }]) {
      const answer = await server.call('/api/user/deleteAccount', body, { token: me.token, ip });
      assert.equal(answer.code, -2222, JSON.stringify(body));
    }
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: me.token })).code, 0, 'nothing deleted');
    // Its code still works: the deletion SMS goes to its phone.
    server.clock.advance(60_000);
    assert.equal((await server.call('/api/user/sendDeleteAccountSms', {}, { token: me.token, ip })).code, 0);
    const code = await server.lastCode(me.phone);
    assert.equal((await server.call('/api/user/deleteAccount', { code }, { token: me.token, ip })).code, 0);
  });
});
