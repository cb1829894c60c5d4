// Account deletion is one transaction: a failure at any step leaves the whole account as it was (rows and files),
// and a deletion that commits leaves nothing. The failure is injected in the database itself, by a trigger that
// refuses to delete the user row: the last step, after every other row of the account has been deleted.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import sharp from 'sharp';
import { signUp, startServer, startServers, type TestServer } from '../support/harness.ts';
import { png, upload } from '../support/images.ts';

/** The user's rows in every table that holds a user id, and the SMS codes of their phone, as JSON lines. */
async function rowsOf(server: TestServer, userId: number, phone: string): Promise<string[]> {
  const db = server.database().kysely;
  const byUser = ['user_photos', 'feedback', 'files', 'sessions'] as const;
  const found: string[] = [];
  for (const table of byUser) {
    const rows = await sql<object>`select * from ${sql.table(table)} where user_id = ${userId}`.execute(db);
    found.push(...rows.rows.map((row) => `${table} ${JSON.stringify(row)}`));
  }
  const users = await sql<object>`select * from users where id = ${userId}`.execute(db);
  found.push(...users.rows.map((row) => `users ${JSON.stringify(row)}`));
  const codes = await sql<object>`select * from sms_codes where phone = ${phone}`.execute(db);
  found.push(...codes.rows.map((row) => `sms_codes ${JSON.stringify(row)}`));
  return found.sort();
}

async function refuseUserDeletion(server: TestServer): Promise<void> {
  const db = server.database();
  if (db.dialect === 'sqlite') {
    await sql`create trigger refuse_user_delete before delete on users
              begin select raise(abort, 'injected failure'); end`.execute(db.kysely);
  } else {
    await sql`create function refuse_user_delete() returns trigger language plpgsql
              as $$ begin raise exception 'injected failure'; end $$`.execute(db.kysely);
    await sql`create trigger refuse_user_delete before delete on users
              for each row execute function refuse_user_delete()`.execute(db.kysely);
  }
}

async function allowUserDeletion(server: TestServer): Promise<void> {
  const db = server.database();
  await sql`drop trigger refuse_user_delete${sql.raw(db.dialect === 'sqlite' ? '' : ' on users')}`.execute(db.kysely);
}

async function deletionCode(server: TestServer, token: string, phone: string): Promise<string> {
  server.clock.advance(120_000);
  const sent = await server.call('/api/user/sendDeleteAccountSms', {}, { token });
  assert.equal(sent.code, 0, sent.msg);
  return server.lastCode(phone);
}

describe('account deletion in one transaction', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  test('a failure at the last step deletes nothing; the retried deletion then removes every row and file', async () => {
    const me = await signUp(server);
    const photos = [];
    for (let i = 0; i < 3; i++) {
      const answer = await upload(server.url, me.token, await png(40 + i, 40));
      assert.equal(answer.code, 0, answer.msg);
      photos.push(answer.data);
    }
    const loose = await upload(server.url, me.token, await png(90, 30));
    assert.equal(loose.code, 0, loose.msg);
    const added = await server.call(
      '/api/userPhoto/addUserPhoto',
      { fileIds: photos.map((p) => p.id) },
      { token: me.token },
    );
    assert.equal(added.code, 0, added.msg);
    const sentFeedback = await server.call(
      '/api/feedback/addFeedback',
      { category: 1, content: '注销前的建议' },
      { token: me.token },
    );
    assert.equal(sentFeedback.code, 0, sentFeedback.msg);
    const second = await server.call('/api/login/loginByPasswd', { username: me.phone, password: me.password });
    assert.equal(second.code, 0, second.msg);

    const rowsBefore = await rowsOf(server, me.user.id, me.phone);
    const filesBefore = await server.storedKeys();
    assert.equal(filesBefore.length, 8, 'four uploads, each with its thumbnail');

    await refuseUserDeletion(server);
    const code = await deletionCode(server, me.token, me.phone);
    const failed = await server.call('/api/user/deleteAccount', { code }, { token: me.token, language: 'en' });
    assert.equal(failed.code, -1);
    assert.equal(failed.status, 500);
    assert.equal(failed.msg, 'Service error, please try again later');

    // Nothing went: the rows (the deletion code aside, which was used up before the transaction) and the files.
    const withoutCodes = (rows: string[]) => rows.filter((row) => !row.startsWith('sms_codes '));
    assert.deepEqual(withoutCodes(await rowsOf(server, me.user.id, me.phone)), withoutCodes(rowsBefore));
    assert.deepEqual(await server.storedKeys(), filesBefore);
    // Nor is the id kept as gone (written before the failing step): a deletion that failed is no deletion.
    const goneRow = sql<object>`select * from gone_accounts where user_id = ${me.user.id}`;
    assert.deepEqual((await goneRow.execute(server.database().kysely)).rows, []);

    // And the account still works, through both sessions.
    for (const token of [me.token, second.data.token as string]) {
      const info = await server.call('/api/user/getUserInfo', {}, { token });
      assert.equal(info.code, 0, info.msg);
      assert.equal(info.data.id, me.user.id);
    }
    const album = await server.call('/api/userPhoto/getUserPhotoList', { userId: me.user.id }, { token: me.token });
    assert.equal(album.data.total, 3);
    const feedback = await server.call('/api/feedback/getMyFeedbackList', { page: 1 }, { token: me.token });
    assert.equal(feedback.code, 0, feedback.msg);
    assert.equal(feedback.data.total, 1);
    for (const file of [...photos, loose.data]) {
      const response = await fetch(server.url + file.url);
      assert.equal(response.status, 200, file.url);
    }
    const again = await server.call('/api/login/loginByPasswd', { username: me.phone, password: me.password });
    assert.equal(again.code, 0, again.msg);

    // Once the database accepts it, the same deletion removes everything.
    await allowUserDeletion(server);
    const retry = await deletionCode(server, me.token, me.phone);
    const done = await server.call('/api/user/deleteAccount', { code: retry }, { token: me.token });
    assert.equal(done.code, 0, done.msg);
    assert.deepEqual(await rowsOf(server, me.user.id, me.phone), []);
    assert.equal((await goneRow.execute(server.database().kysely)).rows.length, 1);
    assert.deepEqual(await server.storedKeys(), []);
    for (const token of [me.token, second.data.token as string, again.data.token as string]) {
      assert.equal((await server.call('/api/user/getUserInfo', {}, { token })).code, 401);
    }
    for (const file of [...photos, loose.data]) {
      assert.equal((await fetch(server.url + file.url)).status, 404, file.url);
    }
  });
});

describe('account deletion racing uploads', () => {
  test('on two instances, no file outlives the account and no upload answers 500', async () => {
    const servers = await startServers(2);
    const [a, b] = servers as [TestServer, TestServer];
    try {
      const me = await signUp(a);
      const code = await deletionCode(a, me.token, me.phone);
      // Noise, so that re-encoding takes a while: some uploads are still at work when the deletion commits.
      const image = await sharp(randomBytes(288 * 288 * 3), { raw: { width: 288, height: 288, channels: 3 } })
        .png()
        .toBuffer();
      const uploads = Array.from({ length: 12 }, (_, i) =>
        upload((i % 2 ? b : a).url, me.token, image, `p${i}.png`, 'image/png'),
      );
      const deleted = await a.call('/api/user/deleteAccount', { code }, { token: me.token });
      const answers = await Promise.all(uploads);
      assert.equal(deleted.code, 0, deleted.msg);
      // Before the deletion an upload is stored (and then deleted with the account); after it, it is refused.
      for (const answer of answers) assert.ok([0, 401].includes(answer.code), `${answer.code} ${answer.msg}`);

      assert.deepEqual(await rowsOf(a, me.user.id, me.phone), []);
      assert.deepEqual(await a.storedKeys(), []);
    } finally {
      for (const server of servers) await server.close();
    }
  });
});
