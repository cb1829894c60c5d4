import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { signUp, startServer, type TestServer } from '../support/harness.ts';
import { png, upload } from '../support/images.ts';

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

/** The calls a test makes to set things up: each must succeed, or the test proves nothing. */
async function ok(answer: Promise<{ code: number; msg: string; data?: unknown }>, what: string) {
  const settled = await answer;
  assert.equal(settled.code, 0, `${what}: ${settled.msg}`);
  // biome-ignore lint/suspicious/noExplicitAny: payloads of every shape, read field by field.
  return settled as { code: number; msg: string; data?: any };
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
    type File = { id: string; url: string; thumb: string };
    const files: File[] = [];
    for (let i = 0; i < 5; i++)
      files.push((await ok(upload(server.url, me.token, await png(50 + i * 10, 50)), 'upload')).data);
    const [, , , photoA, photoB] = files as [File, File, File, File, File];
    await ok(
      server.call('/api/userPhoto/addUserPhoto', { fileIds: [photoA.id, photoB.id] }, { token: me.token }),
      'addUserPhoto',
    );
    await ok(server.call('/api/userAvatar/addUserAvatar', { fileId: photoA.id }, { token: me.token }), 'avatar');
    await ok(server.call('/api/user/changeUserBgImg', { fileId: photoB.id }, { token: me.token }), 'background');
    await ok(
      server.call(
        '/api/user/updateUserInfo',
        { signature: 'bye', province: '广东省', city: '深圳市', county: '南山区' },
        { token: me.token },
      ),
      'updateUserInfo',
    );
    await ok(
      server.call('/api/feedback/addFeedback', { category: 3, content: '删除前的反馈' }, { token: me.token }),
      'addFeedback',
    );
    const otherSession = await ok(
      server.call('/api/login/loginByPasswd', { username: me.phone, password: me.password }),
      'a second session',
    );
    const friendsFile: File = (await ok(upload(server.url, friend.token, await png(60, 60)), 'friend’s upload')).data;

    const seenBefore = await rowsAbout(server, me.user.id, me.phone);
    for (const table of ['users', 'sessions', 'files', 'user_photos', 'feedback']) {
      assert.ok(
        seenBefore.some((where) => where.startsWith(`${table}.`)),
        `the scan sees the user in ${table} first (${seenBefore})`,
      );
    }
    const before = await server.storedKeys();
    // Each upload is an original and a thumbnail in the store (disk or bucket), named by the file's id.
    const stored = (file: File) => before.filter((path) => path.includes(file.id));
    for (const file of [...files, friendsFile]) assert.equal(stored(file).length, 2, `${file.url} is stored`);

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

    // Only the account's id is kept, as gone (its own test: gone-accounts.test.ts), so others are told it was deleted.
    assert.deepEqual(await rowsAbout(server, me.user.id, me.phone), ['gone_accounts.user_id']);
    const after = await server.storedKeys();
    const mine = files.flatMap(stored);
    assert.equal(mine.length, 10);
    assert.deepEqual(
      after.sort(),
      before.filter((path) => !mine.includes(path)).sort(),
      'exactly the user’s files are gone: other users keep theirs',
    );
    assert.equal(after.filter((path) => path.includes(friendsFile.id)).length, 2, 'the friend’s file stays');
    for (const file of [...files]) {
      for (const url of [file.url, file.thumb]) assert.equal((await fetch(server.url + url)).status, 404, url);
    }
    assert.equal((await fetch(server.url + friendsFile.url)).status, 200);

    for (const token of [me.token, otherSession.data.token]) {
      const refused = await server.call('/api/user/getUserInfo', {}, { token });
      assert.equal(refused.status, 401);
      assert.equal(refused.code, 401);
    }
    assert.equal(
      (await server.call('/api/user/getUserDetail', { userId: me.user.id }, { token: friend.token })).code,
      -2012,
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
    for (const type of [1, 2]) {
      server.clock.advance(60_000);
      await ok(server.call('/api/sms/sendSms', { phone: me.phone, type }), `sendSms type ${type}`);
      const outbox = await server.call(`/api/dev/smsOutbox?phone=${me.phone}`);
      assert.equal(outbox.data.list[0].type, type, 'a fresh code of that purpose');
      const code = outbox.data.list[0].code;
      const refused = await server.call('/api/user/deleteAccount', { code }, { token: me.token });
      assert.equal(refused.code, -2002, `a code of type ${type}`);
      assert.equal((await server.call('/api/user/getUserInfo', {}, { token: me.token })).code, 0);
      if (type === 1) {
        // ...and the code is still good for what it was sent for.
        const login = await server.call('/api/login/loginByPhone', { phone: me.phone, code });
        assert.equal(login.code, 0);
      }
    }
  });

  test('needs a login', async () => {
    for (const [path, body] of [
      ['/api/user/sendDeleteAccountSms', {}],
      ['/api/user/deleteAccount', { code: '123456' }],
    ] as const) {
      const answer = await server.call(path, body);
      assert.equal(answer.status, 401, path);
      assert.equal(answer.code, 401, path);
    }
  });
});
