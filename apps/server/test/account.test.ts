import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { signUp, startServer, type TestServer } from './harness.ts';
import { png, upload } from './images.ts';

async function tablesOf(server: TestServer): Promise<string[]> {
  const db = server.database();
  const query =
    db.dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`;
  return (await query.execute(db.kysely)).rows.map((row) => row.name);
}

/** Every row of every table (migrations' own bookkeeping aside) that holds the user's id or phone. */
async function rowsAbout(server: TestServer, userId: number, phone: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of await tablesOf(server)) {
    if (table.startsWith('kysely_')) continue;
    const rows = (
      await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(server.database().kysely)
    ).rows;
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const isUserColumn =
          column === 'user_id' || column.endsWith('_user_id') || (table === 'users' && column === 'id');
        if (String(value).includes(phone) || (isUserColumn && Number(value) === userId)) {
          found.push(`${table}.${column}`);
        }
      }
    }
  }
  return found;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe('account deletion', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('removes every row about the user, every file and every session', async () => {
    const me = await signUp(server);
    const friend = await signUp(server);
    // Uploads that were never attached to anything are the user's files too.
    const urls: string[] = [];
    for (let i = 0; i < 3; i++) urls.push((await upload(server.url, me.token, await png(50 + i, 50))).data.url);
    const uploaded = [
      (await upload(server.url, me.token, await png(70, 70))).data,
      (await upload(server.url, me.token, await png(80, 80))).data,
    ];
    await server.call('/api/userPhoto/addUserPhoto', { fileIds: uploaded.map((f) => f.id) }, { token: me.token });
    await server.call('/api/userAvatar/addUserAvatar', { fileId: uploaded[0]?.id }, { token: me.token });
    await server.call('/api/user/changeUserBgImg', { fileId: uploaded[1]?.id }, { token: me.token });
    await server.call(
      '/api/user/updateUserInfo',
      { signature: 'bye', province: '广东省', city: '深圳市', county: '南山区' },
      { token: me.token },
    );
    await server.call('/api/feedback/addFeedback', { category: 3, content: '删除前的反馈' }, { token: me.token });
    const otherSession = await server.call('/api/login/loginByPasswd', { username: me.phone, password: me.password });
    const friendsFile = (await upload(server.url, friend.token, await png(60, 60))).data;

    assert.ok((await rowsAbout(server, me.user.id, me.phone)).length > 5, 'the scan sees the user first');
    const storageRoot = join(server.app.dataDir, 'files', 'u');
    const before = await filesUnder(storageRoot);

    server.clock.advance(60_000);
    const sent = await server.call('/api/user/sendDeleteAccountSms', {}, { token: me.token });
    assert.equal(sent.code, 0);
    assert.equal(sent.msg, '验证码已发送');
    const code = await server.lastCode(me.phone);
    assert.equal((await server.call(`/api/dev/smsOutbox?phone=${me.phone}`)).data.list[0].type, 3);

    const wrong = await server.call(
      '/api/user/deleteAccount',
      { code: code === '000000' ? '111111' : '000000' },
      { token: me.token },
    );
    assert.equal(wrong.code, -2002);
    const done = await server.call('/api/user/deleteAccount', { code }, { token: me.token });
    assert.equal(done.code, 0);
    assert.equal(done.msg, '账号已注销');

    assert.deepEqual(await rowsAbout(server, me.user.id, me.phone), []);
    const after = await filesUnder(storageRoot);
    const mine = [...urls, ...uploaded.map((f) => f.url)].map((url) => url.split('/').pop() as string);
    for (const name of mine) assert.ok(!after.some((path) => path.includes(name.replace('.png', ''))), name);
    assert.ok(after.length < before.length);
    assert.ok(
      after.some((path) => path.includes(friendsFile.id)),
      'other users keep their files',
    );

    for (const token of [me.token, otherSession.data.token]) {
      assert.equal((await server.call('/api/user/getUserInfo', {}, { token })).code, 401);
    }
    assert.equal(
      (await server.call('/api/user/getUserDetail', { userId: me.user.id }, { token: friend.token })).code,
      -2001,
    );
    assert.equal(
      (await server.call('/api/userPhoto/getUserPhotoList', { userId: me.user.id }, { token: friend.token })).data
        .total,
      0,
    );
    assert.equal(
      (await server.call('/api/login/loginByPasswd', { username: me.phone, password: me.password })).code,
      -2004,
    );
  });

  test('a login or reset code does not delete an account', async () => {
    const me = await signUp(server);
    server.clock.advance(60_000);
    await server.call('/api/sms/sendSms', { phone: me.phone, type: 1 });
    const loginCode = await server.lastCode(me.phone);
    assert.equal((await server.call('/api/user/deleteAccount', { code: loginCode }, { token: me.token })).code, -2002);
    assert.equal((await server.call('/api/user/getUserInfo', {}, { token: me.token })).code, 0);
  });

  test('needs a login', async () => {
    assert.equal((await server.call('/api/user/sendDeleteAccountSms', {})).code, 401);
    assert.equal((await server.call('/api/user/deleteAccount', { code: '123456' })).code, 401);
  });
});
